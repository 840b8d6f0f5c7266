// Typings of the CoTuLenh board API (web/package/src/cotulenh.js). Hand-written.

/** A mailbox square 0..255 (rank * 16 + file, rank 0 = display rank 12) or an algebraic name. */
export type CotulenhSquare = number | string;

export type CotulenhTerrain = 'water' | 'mixed' | 'land';
export type CotulenhZone = 'upper' | 'lower';

/** Stable `code` of every Error a CoTuLenh game throws. */
export type CotulenhErrorCode =
  | 'INVALID_ARGUMENT'
  | 'INVALID_FEN'
  | 'ILLEGAL_MOVE'
  | 'NO_DEPLOY_TURN'
  | 'COMMIT_REFUSED'
  | 'DEPLOY_TURN_OPEN'
  | 'NOTHING_TO_UNDO'
  | 'NOTHING_TO_REDO'
  | 'BAD_PLY'
  | 'GAME_ENDED'
  | 'DISPOSED';

/** One offered move, as the reference engine's verbose list has it. */
export interface CotulenhMove {
  /** Piece code + origin + separators + destination, e.g. 'Fe2e6', '(FTI)f4c1', 'Tf4>f6'. */
  lan: string;
  /** Piece code + disambiguator + separators + destination, e.g. 'Ncc3', 'F>xf5'. */
  san: string;
  from: string;
  to: string;
  /** The moving unit(s) as written: 'T', '+T', '(FTI)'. */
  piece: string;
  /** Flag letters in the order n c s k d b (normal, capture, stay, suicide, deploy, combination). */
  flags: string;
  /** FEN code of what stood on `to` (lower case = blue), or null. */
  target: string | null;
}

export interface CotulenhMovesOptions {
  verbose?: boolean;
  /** Only moves from this square, e.g. 'e5'. */
  square?: string;
}

export interface CotulenhStatus {
  check: boolean;
  checkmate: boolean;
  stalemate: boolean;
  draw: boolean;
  fiftyMove: boolean;
  /** Always false: the reference engine's repetition count never reaches three. */
  threefold: boolean;
  gameOver: boolean;
  commanderCaptured: boolean;
}

export interface CotulenhBoardSquare {
  square: string;
  /** Upper-case code as in notation: 'T', '+N', '(FTI)'. */
  piece: string;
  color: 'r' | 'b';
}

export interface CotulenhTurnRecord {
  san: string;
  lan: string;
  /** The turn as a sentence, past tense: "Red's tank on e4 moved to e6." */
  words: string;
}

/** A rules-checked CoTuLenh game. Call dispose() when done. */
export interface CotulenhGame {
  moves(): string[];
  moves(options: CotulenhMovesOptions & { verbose: true }): CotulenhMove[];
  moves(options: CotulenhMovesOptions): string[] | CotulenhMove[];
  /** Plays an offered move by LAN or SAN; returns it. Throws ILLEGAL_MOVE, changing nothing. */
  move(lanOrSan: string): CotulenhMove;
  /** An offered move in words: "Red's tank on e4 captures blue's infantry on e6." Throws ILLEGAL_MOVE. */
  explainMove(lanOrSan: string): string;
  fen(): string;
  /** The live board (inside a deploy turn: with its steps played), ranks 12 to 1, files a to k. */
  board(): CotulenhBoardSquare[];
  status(): CotulenhStatus;
  readonly turn: 'r' | 'b';
  /** True while a deploy turn is open (moves() then lists its steps). */
  readonly inDeploy: boolean;
  canCommit(): boolean;
  commit(): void;
  cancel(): void;
  /** Takes back the last completed turn; it joins the redo line. Codes DEPLOY_TURN_OPEN, NOTHING_TO_UNDO. */
  undo(): void;
  /** Plays the turn last taken back again, as it was played. Codes DEPLOY_TURN_OPEN, NOTHING_TO_REDO. */
  redo(): void;
  /** To `ply` completed turns, 0..lineLength, along the line. Codes DEPLOY_TURN_OPEN, BAD_PLY, INVALID_ARGUMENT. */
  goTo(ply: number): void;
  /** Completed turns so far. */
  readonly ply: number;
  /** Completed turns of the line, those taken back included; a turn other than the line's next ends the line there. */
  readonly lineLength: number;
  history(): CotulenhTurnRecord[];
  /**
   * Every turn as played: the offered moves (LAN, as move() takes them), then 'commit' where the
   * turn was committed by hand; an open deploy turn last, without it. Played again with move()
   * and commit() on a game from the same FEN, they give this game (a game to save).
   */
  turns(): string[][];
  /** A game of its own at the same point: position, open deploy turn, history and redo line (a copy, not a replay). */
  clone(): CotulenhGame;
  readonly disposed: boolean;
  dispose(): void;
}

/**
 * How long and how well the engine thinks (own properties only, each read once). All optional:
 * - `level` 1..6 (default 6): levels 1-5 play a random turn now and then on purpose (25 % of
 *   turns at level 1, 3 % at level 5); they are bounded by nodes, so they answer the same on
 *   every machine; 6 never plays a random turn and searches for the time given (default 1000 ms).
 * - `timeMs`: a time budget in milliseconds, (0, 60000].
 * - `nodes`: a node budget 1..2000000; with `nodes` and no `timeMs` the answer is deterministic.
 * - `seed`: an integer 0..2^53-1 choosing the noise (levels 1-3) and random turns (levels 1-5).
 * One call never visits more than 2,000,000 positions.
 */
export interface CotulenhSearchOptions {
  level?: 1 | 2 | 3 | 4 | 5 | 6;
  timeMs?: number;
  nodes?: number;
  seed?: number;
}

/** The engine's whole turn: play `moves` in order with game.move(), then commit() if `commit`. */
export interface CotulenhBestMove {
  /** LANs of the turn's moves: one for a plain move, the steps of a deploy turn otherwise. */
  moves: string[];
  /** True when the deploy turn does not end by itself after its steps. */
  commit: boolean;
  /** From the side to move's view (an infantry is 100); beyond +-29000 a forced result. */
  score: number;
  /** Deepest iteration completed, in turns. */
  depth: number;
  /** Positions visited. */
  nodes: number;
}

/** A position for the engine worker: a FEN with no deploy turn open (what game.fen() gives between turns). */
export interface CotulenhEnginePosition {
  fen: string;
}

/** The CoTuLenh search in a Web Worker (cotulenh-worker.js); the page's main thread stays free. */
export interface CotulenhEngineWorker {
  /**
   * The engine's turn for `position` (a game, read when called, or a FEN), as bestMove answers it
   * for the same options. One at a time: else rejects with `BUSY`. Rejects with
   * `INVALID_ARGUMENT`, `DEPLOY_TURN_OPEN`, `GAME_ENDED`, `DISPOSED`, `INVALID_FEN`, or
   * `ENGINE_ERROR` when the worker fails. A think is bounded by its options (at most 60 s,
   * 2,000,000 positions); stop() ends a level-6 think early, dispose() ends the worker.
   */
  bestMove(position: CotulenhGame | CotulenhEnginePosition, options?: CotulenhSearchOptions): Promise<CotulenhBestMove>;
  /**
   * Ends the pending level-6 think early: its promise resolves with the best turn found so far,
   * after the slice being searched (40 ms of search; the first slice searches at least level 6's
   * floor of 100,000 positions). Levels 1-5 and node budgets are one call each and run to their
   * end.
   */
  stop(): void;
  /** Ends the worker; a pending bestMove rejects with code `DISPOSED`. */
  dispose(): void;
}

export interface CotulenhEngineWorkerOptions {
  /** Where cotulenh-worker.js is served (default: next to the package's index.js); a string or a URL. */
  url?: string | { readonly href: string };
}

export interface CotulenhApi {
  /**
   * The computer opponent's turn for `game` (no deploy turn open, game not over). Throws
   * INVALID_ARGUMENT, DEPLOY_TURN_OPEN, GAME_ENDED, DISPOSED.
   */
  bestMove(game: CotulenhGame, options?: CotulenhSearchOptions): CotulenhBestMove;
  /**
   * Starts a Web Worker running the same search. Throws `UNSUPPORTED` where there are no Web
   * Workers (Node: call bestMove), `INVALID_ARGUMENT` for bad options.
   */
  createEngineWorker(options?: CotulenhEngineWorkerOptions): CotulenhEngineWorker;
  /** A new game from a FEN (default: the standard start). Throws INVALID_FEN. */
  newGame(fen?: string): CotulenhGame;
  /**
   * A game played again from `turns` as `game.turns()` gave them, from `fen` (default: the
   * start). Throws INVALID_ARGUMENT (another shape, a turn left open before the last),
   * ILLEGAL_MOVE or COMMIT_REFUSED naming `turns[i][j]`, INVALID_FEN; leaves no game behind then.
   */
  fromTurns(turns: readonly (readonly string[])[], fen?: string): CotulenhGame;
  readonly START_FEN: string;
  readonly FILES: 11;
  readonly RANKS: 12;
  readonly DIRECTION_OFFSETS: Readonly<{
    NORTH: -16;
    SOUTH: 16;
    EAST: 1;
    WEST: -1;
    NORTHEAST: -15;
    NORTHWEST: -17;
    SOUTHEAST: 17;
    SOUTHWEST: 15;
  }>;
  algebraicToSquare(notation: string): number;
  squareToAlgebraic(square: number): string;
  isValidSquare(square: CotulenhSquare): boolean;
  isValidMove(from: CotulenhSquare, to: CotulenhSquare): boolean;
  terrainOf(square: CotulenhSquare): CotulenhTerrain;
  zoneOf(square: CotulenhSquare): CotulenhZone;
  canHeavyPieceMove(from: CotulenhSquare, to: CotulenhSquare): boolean;
  isRiverSquare(square: CotulenhSquare): boolean;
  isBridgeSquare(square: CotulenhSquare): boolean;
  canNavyEnter(square: CotulenhSquare): boolean;
  canLandPieceEnter(square: CotulenhSquare): boolean;
}
