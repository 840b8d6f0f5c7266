// Typings of the Tribun computer opponent (web/package/src/tribun-engine.js). See docs/ENGINE.md.
import type { TribunGame, TribunSnapshot } from './tribun.js';

/**
 * How long and how well the engine thinks. All optional:
 * - `level` 1..6 (default 6): 1 blunders on purpose, 6 is full strength for the time given;
 *   levels 1-5 are bounded by nodes, so they answer the same on every machine.
 * - `timeMs`: a time budget in milliseconds (level 6 default: 1000 when `nodes` is not given).
 * - `nodes`: a node budget; with `nodes` and no `timeMs` a search is deterministic.
 * - `seed`: an integer 0..2^53-1 choosing the noise and deliberate blunders of levels 1-4.
 * The synchronous `bestAction` takes at most `nodes: 5_000_000` and `timeMs: 10_000` (a
 * RangeError INVALID_ARGUMENT beyond); the worker's `think` up to 1e12 nodes and 3,600,000 ms.
 */
export interface TribunSearchLimits {
  level?: 1 | 2 | 3 | 4 | 5 | 6;
  timeMs?: number;
  nodes?: number;
  seed?: number;
}

/** The engine's answer. */
export interface TribunSearchResult {
  /** A legal board action word (never a draw or resign word). */
  word: number;
  /** From the side to move's view; a height-1 unit is 100. Beyond +-29000 a forced result:
   * 30000 - n = the side to move captures the enemy tribun n plies from now. */
  score: number;
  /** Deepest iteration completed (plies, before extensions). */
  depth: number;
  /** Positions visited. */
  nodes: number;
  /** The expected line, starting with `word`. */
  pv: number[];
}

/** A position for the worker: a game's start and its log (`startSnapshot()`, `actionsB64()`). */
export interface TribunEnginePosition {
  snapshot: TribunSnapshot;
  actions: string;
}

/** A search running in a Web Worker; the page's main thread stays free. */
export interface TribunEngineWorker {
  /**
   * Searches `position` (a game, or its snapshot and log). One think at a time (else rejects
   * with code `BUSY`). Rejects with `GAME_ENDED` when the game is over or the side to move has no
   * board action, with the replay's code for a bad position.
   */
  think(position: TribunGame | TribunEnginePosition, limits?: TribunSearchLimits): Promise<TribunSearchResult>;
  /** Makes a pending think resolve soon with the best move found so far. */
  stop(): void;
  /** Ends the worker; a pending think rejects with code `DISPOSED`. */
  dispose(): void;
}

export interface TribunEngineWorkerOptions {
  /** Where engine-worker.js is served (default: next to the package's index.js); a string or a URL. */
  url?: string | { readonly href: string };
}

export interface TribunEngineApi {
  /**
   * The engine's move for the side to move, searched synchronously (Node servers, tests).
   * Throws `GAME_ENDED` for an ended game or a side without a board action (it has lost).
   */
  bestAction(game: TribunGame, limits?: TribunSearchLimits): TribunSearchResult;
  /** Starts a Web Worker running the same engine. Throws `UNSUPPORTED` where there are no Web Workers. */
  createEngineWorker(options?: TribunEngineWorkerOptions): TribunEngineWorker;
}
