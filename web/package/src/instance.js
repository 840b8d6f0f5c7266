// The one instance of the WebAssembly module (per page, worker or process) and the APIs built
// over it. Every entry point starts the module here: web/package/index.js (all engines) and
// web/package/src/tribun-start.js (Tribun alone, what the board and lesson elements, the play page and
// the course load), so a page that uses both gets one instance and one Tribun API.
import createBoardrulesModule from '../dist/boardrules-wasm.js';

/**
 * `start` run once: every call returns the promise of its first run, until that run fails; a
 * failure is not kept, so the next call runs `start` again.
 */
export function sharedUntilFailure(start) {
  let pending = null;
  return () => (pending ??= start().catch((error) => {
    pending = null;
    throw error;
  }));
}

/**
 * Instantiates the module once. Resolves to `api(name, create)`: the API called `name`, built
 * by `create(module)` on its first use and the same object afterwards. A failed instantiation is
 * not kept, so a later call retries.
 */
export const loadInstance = sharedUntilFailure(() => createBoardrulesModule().then(apiCacheOver));

function apiCacheOver(module) {
  const built = new Map();
  return (name, create) => {
    let api = built.get(name);
    if (api === undefined) built.set(name, (api = create(module)));
    return api;
  };
}
