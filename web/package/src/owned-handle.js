// The one engine object a facade object owns (a Tribun, CoTuLenh or Catan game, a spatial board):
// handed out while it lives, freed once by dispose(), and freed by the garbage collector when a
// user drops the facade without dispose(). Users never see the engine object itself.
import { codedError } from './errors.js';

/**
 * The owners of one kind of engine object. `noun` names it in the DISPOSED message ("Tribun
 * game"); `release(handle)` frees one on dispose(); `collect(handle)` frees one whose facade was
 * collected (default: release).
 */
export function handleOwners(noun, release, collect = release) {
  const registry = new FinalizationRegistry(collect);
  const message = `this ${noun} has been disposed; create a new one`;

  return class OwnedHandle {
    #handle;
    #live = true;

    constructor(handle) {
      this.#handle = handle;
      registry.register(this, handle, this);
    }

    /** The engine object; DISPOSED once dispose() ran. */
    get handle() {
      if (!this.#live) throw codedError(Error, 'DISPOSED', message);
      return this.#handle;
    }

    get disposed() {
      return !this.#live;
    }

    /** Frees the engine object; later calls do nothing. */
    dispose() {
      if (!this.#live) return;
      this.#live = false;
      registry.unregister(this);
      const handle = this.#handle;
      this.#handle = null;
      release(handle);
    }
  };
}
