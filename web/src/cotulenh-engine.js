// The CoTuLenh computer opponent: `bestMove(game, options)`, synchronous (for Node servers and
// tests). The search is C++ (src/cotulenh/search), reached through
// bindings/cotulenh_search_bindings.cpp; docs/rules/cotulenh.md has the rules it plays by.
//
// Work of one call: a search never visits more than MAX_SEARCH_NODES positions (the C++ cap,
// kMaxSearchNodes in src/cotulenh/search/search.h) nor, when given timeMs, runs much past it
// (the clock is read every 64 positions); timeMs is at most MAX_TIME_MS. Without options it is
// level 6 for 1000 ms.
import { argumentError, codedError } from './errors.js';
import { describe, readOptions, requireInteger } from './validate.js';
import { requireArea } from './areas.js';

const LIMIT_KEYS = ['level', 'timeMs', 'nodes', 'seed'];
export const MAX_TIME_MS = 60_000;
export const MAX_SEARCH_NODES = 2_000_000;
const DEFAULT_LEVEL = 6;

// { level, timeMs, nodes, seed } complete and checked; each option read once, own properties only.
function readLimits(options) {
  const o = readOptions('options', options, LIMIT_KEYS);
  const level = o.level === undefined ? DEFAULT_LEVEL : requireInteger('options.level', o.level, 1, 6);
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

/** Builds bestMove over a module; `isGame(x)` recognises a CotulenhGame of this module. */
export function createCotulenhEngine(module, { isGame }) {
  let searcher = null;  // created on first use (its table is 1 MB of WASM memory)

  /**
   * The engine's turn for `game` (a CotulenhGame with no deploy turn open and the game not
   * over): { moves, commit, score, depth, nodes }. Play it with game.move(m) for each of
   * `moves` in order, then game.commit() when `commit` is true (a deploy turn that does not end
   * by itself). Throws INVALID_ARGUMENT, DEPLOY_TURN_OPEN, GAME_ENDED.
   */
  return function bestMove(game, options) {
    if (!isGame(game)) throw argumentError(TypeError, `game must be a CotulenhGame, got ${describe(game)}`);
    const { level, timeMs, nodes, seed } = readLimits(options);
    if (game.disposed) throw codedError(Error, 'DISPOSED', 'this CoTuLenh game has been disposed');
    if (game.inDeploy) {
      throw codedError(Error, 'DEPLOY_TURN_OPEN', 'bestMove: a deploy turn is open; commit or cancel it first');
    }
    if (game.status().gameOver) throw codedError(Error, 'GAME_ENDED', 'bestMove: the game is over; there is nothing to search');
    if (searcher === null) {
      requireArea(module, 'cotulenh_search');  // registered on first use (bindings/lazy_area.h)
      searcher = new module.cotulenhSearch_Searcher();
    }
    const r = searcher.search(game.fen(), level, timeMs, nodes, seed);
    if (r.error !== undefined) throw codedError(Error, 'INVALID_FEN', r.error);
    if (!r.hasMove) throw codedError(Error, 'GAME_ENDED', 'bestMove: the side to move has no legal move');
    return { moves: r.steps.split('\n'), commit: r.commit, score: r.score, depth: r.depth, nodes: r.nodes };
  };
}
