// The CoTuLenh computer opponent: `bestMove(game, options)`, synchronous (for Node servers and
// tests), and `createEngineWorker()`, the same search in a Web Worker (web/package/cotulenh-worker.js) so
// that a page never freezes while it thinks. The search is C++ (src/cotulenh/search), reached through
// bindings/cotulenh_search_bindings.cpp; docs/rules/cotulenh.md has the rules it plays by.
//
// Work of one call: a search never visits more than MAX_SEARCH_NODES positions (the C++ cap,
// kMaxSearchNodes in src/cotulenh/search/search.h) nor, when given timeMs, runs much past it
// (the clock is read every 64 positions); timeMs is at most MAX_TIME_MS. Without options it is
// level 6 for 1000 ms.
import { argumentError, codedError } from './errors.js';
import { describe, requireInteger, requireString } from './validate.js';
import { readFields, readOptions } from './options.js';
import { requireArea } from './areas.js';
import { createSliceThinker, openEngineWorker, serveThinks } from './engine-worker-client.js';

const LIMIT_KEYS = ['level', 'timeMs', 'nodes', 'seed'];
export const MAX_TIME_MS = 60_000;
// The levels and node cap of src/cotulenh/search (levels.h, kMaxSearchNodes in search.h), named
// here for checks made before any module loads; tests/js/engine-levels.test.mjs fails when they
// differ from the module's cotulenhSearch_levels(). The strongest level is the default.
export const LEVELS = Object.freeze({ min: 1, max: 6, levelSixMs: 1000, maxNodes: 2_000_000 });
export const MAX_SEARCH_NODES = LEVELS.maxNodes;
const MAX_FEN = 512;

// { level, timeMs, nodes, seed } complete and checked; each option read once, own properties only.
function readLimits(options) {
  const o = readOptions('options', options, LIMIT_KEYS);
  const level = o.level === undefined ? LEVELS.max : requireInteger('options.level', o.level, LEVELS.min, LEVELS.max);
  let timeMs = 0;
  if (o.timeMs !== undefined) {
    if (typeof o.timeMs !== 'number' || !Number.isFinite(o.timeMs)) {
      throw argumentError(TypeError, `options.timeMs must be a finite number of milliseconds, got ${describe(o.timeMs)}`);
    }
    if (o.timeMs <= 0 || o.timeMs > MAX_TIME_MS) {
      throw argumentError(RangeError, `options.timeMs must be in (0, ${MAX_TIME_MS}], got ${o.timeMs}`);
    }
    timeMs = o.timeMs;
  }
  const nodes = o.nodes === undefined ? 0 : requireInteger('options.nodes', o.nodes, 1, MAX_SEARCH_NODES);
  const seed = o.seed === undefined ? 0 : requireInteger('options.seed', o.seed, 0, Number.MAX_SAFE_INTEGER);
  return { level, timeMs, nodes, seed };
}

// The FEN the engine searches for `game`: refused (DISPOSED, DEPLOY_TURN_OPEN, GAME_ENDED) when
// there is no whole turn to search from it.
function searchableFen(game, name) {
  if (game.disposed) throw codedError(Error, 'DISPOSED', 'this CoTuLenh game has been disposed');
  if (game.inDeploy) {
    throw codedError(Error, 'DEPLOY_TURN_OPEN', `${name}: a deploy turn is open; commit or cancel it first`);
  }
  if (game.status().gameOver) throw codedError(Error, 'GAME_ENDED', `${name}: the game is over; there is nothing to search`);
  return game.fen();
}

/**
 * One searcher over a module instance (bestMove's own, or a worker's): `run(fen, limits, resume)`
 * searches once with checked limits and returns the engine's answer as it comes
 * ({ error } or { hasMove, steps, commit, score, depth, nodes, finished }); `resume` continues
 * the last call's search of the same FEN (a worker's later slices).
 */
export function createCotulenhSearcher(module) {
  let searcher = null;  // created on first use (its table is 1 MB of WASM memory)
  return {
    run(fen, { level, timeMs, nodes, seed }, resume = false) {
      if (searcher === null) {
        requireArea(module, 'cotulenh_search');  // registered on first use (bindings/lazy_area.h)
        searcher = new module.cotulenhSearch_Searcher();
      }
      return searcher.search(fen, level, timeMs, nodes, seed, resume);
    },
  };
}

// The engine's answer `r` when it holds a turn; else INVALID_FEN, or GAME_ENDED when there is none.
function withTurn(r) {
  if (r.error !== undefined) throw codedError(Error, 'INVALID_FEN', r.error);
  if (!r.hasMove) throw codedError(Error, 'GAME_ENDED', 'bestMove: the side to move has no legal move');
  return r;
}

// The engine's answer as bestMove returns it.
function publicTurn(r) {
  withTurn(r);
  return { moves: r.steps.split('\n'), commit: r.commit, score: r.score, depth: r.depth, nodes: r.nodes };
}

/**
 * Builds bestMove and createEngineWorker over a module; `isGame(x)` recognises a CotulenhGame of
 * this module.
 */
export function createCotulenhEngine(module, { isGame }) {
  const searcher = createCotulenhSearcher(module);

  /**
   * The engine's turn for `game` (a CotulenhGame with no deploy turn open and the game not
   * over): { moves, commit, score, depth, nodes }. Play it with game.move(m) for each of
   * `moves` in order, then game.commit() when `commit` is true (a deploy turn that does not end
   * by itself). Throws INVALID_ARGUMENT, DEPLOY_TURN_OPEN, GAME_ENDED, DISPOSED.
   */
  function bestMove(game, options) {
    if (!isGame(game)) throw argumentError(TypeError, `game must be a CotulenhGame, got ${describe(game)}`);
    const limits = readLimits(options);
    return publicTurn(searcher.run(searchableFen(game, 'bestMove'), limits));
  }

  /**
   * The same search in a Web Worker: { bestMove(game | { fen }, options) -> Promise, stop(),
   * dispose() }. stop() ends a level-6 think early with the best turn found so far (the worker
   * searches it in slices and reads its messages in between). Throws UNSUPPORTED where there
   * are no Web Workers, INVALID_ARGUMENT for bad options.
   */
  function createEngineWorker(input) {
    const worker = openEngineWorker(input, new URL('../cotulenh-worker.js', import.meta.url), 'cotulenh.bestMove');
    return worker.facade({
      bestMove(position, options) {
        let fen;
        let limits;
        try {
          const refused = worker.refusal();
          if (refused) throw refused;
          limits = readLimits(options);  // before the game is looked at (a getter may dispose it)
          if (isGame(position)) {
            fen = searchableFen(position, 'bestMove');
          } else {
            fen = requireString('position.fen', readFields('position', position, ['fen']).fen, MAX_FEN);
          }
        } catch (error) {
          return Promise.reject(error);
        }
        return worker.request({ type: 'bestMove', fen, limits });
      },
    });
  }

  return { bestMove, createEngineWorker };
}

/**
 * The worker's side (web/package/cotulenh-worker.js): answers 'bestMove' messages as bestMove
 * does, with the CoTuLenh API and a searcher of the worker's own module instance (`load()`
 * resolves to { cotulenh, searcher }). Level 6 with a time budget (1000 ms when none is given)
 * is searched in slices, so that a 'stop' message ends it with the best turn so far.
 */
export function serveCotulenhEngine(scope, load) {
  const ready = load();
  const thinkInSlices = createSliceThinker();

  serveThinks(scope, 'bestMove', async (msg, job) => {
    const { cotulenh, searcher } = await ready;
    const game = cotulenh.newGame(msg.fen);  // the checks bestMove makes (INVALID_FEN and the rest)
    let fen;
    try {
      fen = searchableFen(game, 'bestMove');
    } finally {
      game.dispose();
    }
    const limits = msg.limits;
    const timeMs = limits.timeMs || (limits.level === LEVELS.max && !limits.nodes ? LEVELS.levelSixMs : 0);
    if (limits.level !== LEVELS.max || timeMs === 0) {
      // Bounded by nodes (levels 1-5, or a node budget alone): one call, bestMove's answer.
      return publicTurn(searcher.run(fen, limits));
    }
    const { last, nodes } = await thinkInSlices(job, { ...limits, timeMs },
      (slice, resume) => withTurn(searcher.run(fen, slice, resume)));
    return { ...publicTurn(last), nodes };
  });
}
