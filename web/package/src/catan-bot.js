// The Catan computer players for JavaScript (the players themselves are C++: src/catan/bot,
// docs/CATAN-BOT.md). `bestAction(game, options)` decides synchronously from the view of the
// seat to act; `createBotWorker()` does the same in a Web Worker (web/package/catan-worker.js) so a page
// never freezes. Both answer with an action in notation, for game.apply().
//
// Work of one call: bounded by the level (docs/CATAN-BOT.md "Bound on one call"; the slowest
// decision measured natively took 0.5 s, the median 0.2 ms); `timeMs` caps it further.
import { argumentError, codedError } from './errors.js';
import { describe, readOptions, requireInteger } from './validate.js';

export const MAX_TIME_MS = 60_000;  // kMaxTimeLimitMs in src/catan/bot/levels.h
const OPTION_KEYS = ['seat', 'level', 'timeMs', 'seed'];

/** { seat (undefined: the one to act), level, timeMs (0: none), seed }, each read once. */
export function readBotOptions(name, options) {
  const o = readOptions(name, options, OPTION_KEYS);
  const seat = o.seat === undefined ? undefined : requireInteger(`${name}.seat`, o.seat, 0, 3);
  const level = o.level === undefined ? 6 : requireInteger(`${name}.level`, o.level, 1, 6);
  let timeMs = 0;
  if (o.timeMs !== undefined) {
    if (typeof o.timeMs !== 'number' || !Number.isFinite(o.timeMs)) {
      throw argumentError(TypeError, `${name}.timeMs must be a finite number of milliseconds, got ${describe(o.timeMs)}`);
    }
    if (o.timeMs <= 0 || o.timeMs > MAX_TIME_MS) {
      throw argumentError(RangeError, `${name}.timeMs must be in (0, ${MAX_TIME_MS}], got ${o.timeMs}`);
    }
    timeMs = o.timeMs;
  }
  const seed = o.seed === undefined ? 0 : requireInteger(`${name}.seed`, o.seed, 0, 2 ** 32 - 1);
  return { seat, level, timeMs, seed };
}

// The C++ messages start with a stable code ("not-to-decide: ..."); the API's codes are these.
const CODES = { 'game-over': 'GAME_ENDED', 'not-to-decide': 'NOT_TO_DECIDE' };

/**
 * bestAction and createBotWorker over one module. `handleOf(x)` gives the engine handle of a
 * live CatanGame of this module (throwing DISPOSED for a disposed one), null for anything else.
 */
export function createCatanBot({ handleOf }) {
  function bestAction(game, options) {
    if (handleOf(game, false) === null) throw argumentError(TypeError, `game must be a CatanGame, got ${describe(game)}`);
    // Options first (their getters run before the game is read: one that disposes the game
    // leaves a game that answers DISPOSED below).
    const o = readBotOptions('options', options);
    const handle = handleOf(game, true);
    if (game.isOver) throw codedError(Error, 'GAME_ENDED', 'bestAction: the game is over, nobody is to decide');
    const seat = o.seat === undefined ? game.current : o.seat;
    if (seat >= game.players) {
      throw argumentError(RangeError, `options.seat must be a seat of this ${game.players}-player game, got ${seat}`);
    }
    const action = handle.bestAction(seat, o.level, o.seed, -1, o.timeMs);
    if (action === '') {
      const message = handle.error();
      throw codedError(Error, CODES[message.slice(0, message.indexOf(':'))] ?? 'INVALID_ARGUMENT', message);
    }
    return action;
  }

  function createBotWorker(input) {
    const options = readOptions('options', input, ['url']);
    const url = options.url === undefined ? new URL('../catan-worker.js', import.meta.url) : options.url;
    if (typeof url !== 'string' && !(typeof URL === 'function' && url instanceof URL)) {
      throw argumentError(TypeError, `options.url must be a string or URL, got ${describe(url)}`);
    }
    if (typeof Worker !== 'function') {
      throw codedError(Error, 'UNSUPPORTED', 'createBotWorker needs Web Workers (a browser); in Node call bestAction');
    }
    const worker = new Worker(url, { type: 'module' });
    let pending = null;  // { id, resolve, reject }
    let nextId = 1;
    let disposed = false;
    const settle = (fn) => {
      const p = pending;
      pending = null;
      fn(p);
    };
    worker.onmessage = (event) => {
      const msg = event.data;
      if (!pending || msg?.id !== pending.id) return;
      if (msg.type === 'result') settle((p) => p.resolve(msg.action));
      else settle((p) => p.reject(codedError(Error, msg.code || 'ENGINE_ERROR', msg.message)));
    };
    worker.onerror = (event) => {
      event.preventDefault?.();
      if (pending) settle((p) => p.reject(codedError(Error, 'ENGINE_ERROR', `the Catan worker failed: ${event.message || 'could not load'}`)));
    };

    return Object.freeze({
      /** The computer's action for the game as it stands now (its record is sent to the worker). */
      bestAction(game, limits) {
        if (disposed) return Promise.reject(codedError(Error, 'DISPOSED', 'this Catan worker has been disposed'));
        if (pending) return Promise.reject(codedError(Error, 'BUSY', 'the worker is still deciding: await it first'));
        let record;
        let o;
        try {
          if (handleOf(game, false) === null) throw argumentError(TypeError, `game must be a CatanGame, got ${describe(game)}`);
          o = readBotOptions('options', limits);
          if (game.isOver) throw codedError(Error, 'GAME_ENDED', 'bestAction: the game is over, nobody is to decide');
          if (o.seat !== undefined && o.seat >= game.players) {
            throw argumentError(RangeError, `options.seat must be a seat of this ${game.players}-player game, got ${o.seat}`);
          }
          record = game.record();
        } catch (error) {
          return Promise.reject(error);
        }
        const id = nextId++;
        return new Promise((resolve, reject) => {
          pending = { id, resolve, reject };
          worker.postMessage({ type: 'bestAction', id, record, options: o });
        });
      },
      dispose() {
        if (disposed) return;
        disposed = true;
        worker.terminate();
        if (pending) settle((p) => p.reject(codedError(Error, 'DISPOSED', 'the Catan worker was disposed while deciding')));
      },
    });
  }

  return { bestAction, createBotWorker };
}

/** The worker's side: answers createBotWorker's messages with `catan` (a Catan API) once loaded. */
export function serveCatanBot(scope, load) {
  const ready = load();
  scope.onmessage = async (event) => {
    const msg = event.data;
    if (msg?.type !== 'bestAction') return;
    let game = null;
    try {
      const catan = await ready;
      game = catan.loadRecord(msg.record);
      const { seat, level, timeMs, seed } = msg.options;
      const options = { level, seed, ...(seat === undefined ? {} : { seat }), ...(timeMs ? { timeMs } : {}) };
      scope.postMessage({ type: 'result', id: msg.id, action: catan.bestAction(game, options) });
    } catch (error) {
      scope.postMessage({ type: 'error', id: msg.id, code: error?.code, message: String(error?.message ?? error) });
    } finally {
      game?.dispose();
    }
  };
}
