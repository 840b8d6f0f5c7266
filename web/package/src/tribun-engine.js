// The Tribun computer opponent: `bestAction` (synchronous, for Node servers and tests) and
// `createEngineWorker` (the same search in a Web Worker, so a page never freezes while the
// engine thinks). The search itself is C++ (src/tribun/search), reached through
// bindings/tribun_search_bindings.cpp; docs/ENGINE.md describes levels, limits and strength.
import { codedError, argumentError } from './errors.js';
import { describe, requireInteger, requireString } from './validate.js';
import { readFields, readOptions } from './options.js';
import { createSliceThinker, openEngineWorker, serveThinks } from './engine-worker-client.js';
import { requireArea } from './areas.js';

const LIMIT_KEYS = ['level', 'timeMs', 'nodes', 'seed'];
const MAX_TIME_MS = 3_600_000;
const MAX_NODES = 1e12;
// The synchronous bestAction blocks its thread for the whole search: it may ask for at most
// this much work (docs/ENGINE.md, "Limits"; about 8 s of one core through WebAssembly at
// ~590,000 nodes/s, and 10 s of time). Longer thinks belong in createEngineWorker, which takes
// the MAX_* budgets above. Beyond them: a RangeError before anything is searched.
export const MAX_SYNC_NODES = 5_000_000;
export const MAX_SYNC_TIME_MS = 10_000;
const SYNC_BOUNDS = Object.freeze({ maxNodes: MAX_SYNC_NODES, maxTimeMs: MAX_SYNC_TIME_MS });
const WORKER_BOUNDS = Object.freeze({ maxNodes: MAX_NODES, maxTimeMs: MAX_TIME_MS });
// The computer levels of src/tribun/search/limits.h (kMinLevel, kMaxLevel, kDefaultLevelSixMs),
// named here because a worker's client checks limits before any module loads;
// tests/js/engine-levels.test.mjs fails when they differ from the module's tribunSearch_levels().
// The strongest level is the default.
export const LEVELS = Object.freeze({ min: 1, max: 6, levelSixMs: 1000 });

/**
 * Checks a limits object ({ level?, timeMs?, nodes?, seed? }) and returns it complete:
 * level 1..6 (default 6), timeMs (0: none), nodes (0: none), seed. Level 6 with neither a time
 * nor a node budget gets 1000 ms.
 */
export function normalizeLimits(name, input, { maxNodes, maxTimeMs } = WORKER_BOUNDS) {
  const limits = readOptions(name, input, LIMIT_KEYS);  // own properties, each read once
  const level = limits.level === undefined ? LEVELS.max : requireInteger(`${name}.level`, limits.level, LEVELS.min, LEVELS.max);
  let timeMs = 0;
  if (limits.timeMs !== undefined) {
    const t = limits.timeMs;
    if (typeof t !== 'number' || !Number.isFinite(t)) {
      throw argumentError(TypeError, `${name}.timeMs must be a finite number of milliseconds, got ${describe(t)}`);
    }
    if (t <= 0 || t > maxTimeMs) throw argumentError(RangeError, `${name}.timeMs must be in (0, ${maxTimeMs}], got ${t}`);
    timeMs = t;
  }
  const nodes = limits.nodes === undefined ? 0 : requireInteger(`${name}.nodes`, limits.nodes, 1, maxNodes);
  const seed = limits.seed === undefined ? 0 : requireInteger(`${name}.seed`, limits.seed, 0, Number.MAX_SAFE_INTEGER);
  if (level === LEVELS.max && timeMs === 0 && nodes === 0) timeMs = LEVELS.levelSixMs;
  return { level, timeMs, nodes, seed };
}

/** The public shape of a search result. */
function publicResult(r) {
  return { word: r.word, score: r.score, depth: r.depth, nodes: r.nodes, pv: Array.from(r.pv) };
}

function noBoardAction(turn) {
  return codedError(
    Error,
    'GAME_ENDED',
    `${turn === 0 ? 'black' : 'white'} (to move) has no legal board action and has lost; ` +
      'end the game with endByServer("no-legal-action", turn)',
  );
}

/**
 * A searcher over one module instance: `run(board, turn, limits, resume)` searches once and
 * returns the binding's result (with `hasMove`, `finished`). Used by bestAction and the worker.
 */
export function createSearcher(module) {
  requireArea(module, 'tribun_search');  // registered on first use (bindings/lazy_area.h)
  const searcher = new module.tribunSearch_Searcher();
  return {
    run(board, turn, { level, timeMs, nodes, seed }, resume = false) {
      return searcher.search(board, turn, level, timeMs, nodes, seed, resume);
    },
    // The game the following runs continue ({ board: base64, turn } of its start and its base64
    // log), so the search scores a return to an earlier position as a draw; null clears it.
    continueGame(start, actionsB64) {
      if (!searcher.setGamePath(start ? start.board : '', start ? start.turn : 0, start ? actionsB64 : '')) {
        throw codedError(Error, 'INVALID_ARGUMENT', 'the game path does not decode');
      }
    },
  };
}

/** Builds bestAction and createEngineWorker; `isGame(x)` recognises a TribunGame. */
export function createEngineApi(module, { isGame }) {
  let searcher = null;  // created on first use: its table is 2 MB of WASM memory

  function bestAction(game, options) {
    if (!isGame(game)) throw argumentError(TypeError, `game must be a TribunGame, got ${describe(game)}`);
    // The options are read (getters run) before the game is: a getter that disposes it leaves a
    // game that answers DISPOSED below.
    const limits = normalizeLimits('options', options, SYNC_BOUNDS);
    if (game.status !== 'active') throw codedError(Error, 'GAME_ENDED', 'the game has ended: there is nothing to search');
    searcher ??= createSearcher(module);
    searcher.continueGame(game.startSnapshot(), game.actionsB64());
    const r = searcher.run(game.board(), game.turn, limits);
    if (!r.hasMove) throw noBoardAction(game.turn);
    return publicResult(r);
  }

  function createEngineWorker(input) {
    const worker = openEngineWorker(input, new URL('../engine-worker.js', import.meta.url), 'bestAction');
    return worker.facade({
      think(position, limits = {}) {
        const refused = worker.refusal();
        if (refused) return Promise.reject(refused);
        let snapshot;
        let actions;
        try {
          if (isGame(position)) {
            snapshot = position.startSnapshot();
            actions = position.actionsB64();
          } else {
            const p = readFields('position', position, ['snapshot', 'actions']);
            const s = readFields('position.snapshot', p.snapshot, ['board', 'turn', 'drawOfferBy']);
            snapshot = { board: s.board, turn: s.turn, drawOfferBy: s.drawOfferBy ?? null };
            actions = requireString('position.actions', p.actions ?? '');
          }
          limits = normalizeLimits('limits', limits);
        } catch (error) {
          return Promise.reject(error);
        }
        return worker.request({ type: 'think', snapshot, actions, limits });
      },
    });
  }

  return { bestAction, createEngineWorker };
}

/**
 * The worker's side (web/package/engine-worker.js): answers 'think' messages, searching time-bounded
 * requests in slices so a 'stop' message is seen within a slice. `tribun` is the API of the
 * worker's own module instance.
 */
export function serveEngine(scope, load) {
  const ready = load();
  const thinkInSlices = createSliceThinker();

  serveThinks(scope, 'think', async (msg, job) => {
    const { tribun, searcher } = await ready;
    const game = tribun.replay(msg.snapshot, msg.actions);
    let board;
    let turn;
    try {
      if (game.status !== 'active') throw codedError(Error, 'GAME_ENDED', 'the game has ended: there is nothing to search');
      board = game.board();
      turn = game.turn;
      searcher.continueGame(game.startSnapshot(), game.actionsB64());
    } finally {
      game.dispose();
    }
    const limits = msg.limits;
    if (limits.level !== LEVELS.max || limits.timeMs === 0) {
      // Bounded by nodes (levels 1-5, or a node budget alone): one call, the same answer as
      // bestAction for the same position, limits and seed.
      const r = searcher.run(board, turn, limits);
      if (!r.hasMove) throw noBoardAction(turn);
      return publicResult(r);
    }
    const { last, nodes } = await thinkInSlices(job, limits, (slice, resume) => {
      const r = searcher.run(board, turn, slice, resume);
      if (!r.hasMove) throw noBoardAction(turn);
      return r;
    });
    return { ...publicResult(last), nodes };
  });
}
