// Typings of the Tribun API (web/package/src/tribun.js). Hand-written: Embind cannot emit them.
import type { TribunOptions } from './tribun-options.js';
import type { TribunEngineApi } from './tribun-engine.js';
import type {
  TribunClock,
  TribunClockConfig,
  TribunDecodedSetup,
  TribunLobbyConstraints,
  TribunRecordHeaders,
  TribunSetupMasks,
  TribunSetupValidation,
  TribunSetups,
  TribunTimeControl,
} from './tribun-records.js';
import type { TribunLessonApi } from './tribun-lesson.js';

/** 0 = black, 1 = white. */
export type TribunColor = 0 | 1;

/**
 * A board: 121 unit bytes indexed by cid (a Uint8Array or an array of bytes), 242 hex digits, or
 * the base64 of the 121 bytes.
 */
export type TribunBoardInput = Uint8Array | readonly number[] | string;

/** A decoded action word (docs/rules/tribun.md section 5). Cids are numbers 0..120. */
export type TribunAction =
  /** part 0 moves the primary part alone, part 1 the whole stack. */
  | { op: 'MOVE'; from: number; to: number; part: 0 | 1 }
  | { op: 'KILL'; attacker: number; target: number; part: 0 | 1 }
  | { op: 'LIBERATE'; target: number }
  /** damage 1..8 */
  | { op: 'DAMAGE'; target: number; damage: number }
  | { op: 'ENSLAVE'; attacker: number; target: number }
  /** dirA < dirB are directions 0..5 from the centre; donA, donB the heights they give. */
  | { op: 'COMBINE'; center: number; dirA: number; dirB: number; donA: number; donB: number }
  /** config 0: all six neighbours, 1: dirs {0,4,5}, 2: dirs {1,2,3}; donate 1 or 2. */
  | { op: 'SYM_COMBINE'; center: number; config: number; donate: number }
  /** heights[d] is the height placed in direction d (six entries). */
  | { op: 'SPLIT'; actor: number; heights: number[] }
  | { op: 'BACKSTABB'; actor: number; dir: number }
  | { op: 'ATTACK_TRIBUN'; attacker: number; target: number; winner: TribunColor }
  | { op: 'DRAW'; action: 'offer' | 'retract' | 'accept'; color: TribunColor }
  | { op: 'END'; reason: TribunEndReason; loser: TribunColor };

export type TribunOp = TribunAction['op'];
export type TribunEndReason = 'resign' | 'no-legal-action' | 'timeout' | 'game-time-tie';
/** The END reasons only a server may issue (through `endByServer`). */
export type TribunServerEndReason = Exclude<TribunEndReason, 'resign'>;

/** A decoded unit byte. An empty tile (0x00) decodes to p = 0. */
/** explainAction's options: 'past' ("White moved ...", the default) or 'present' ("White moves ..."). */
export interface TribunExplainOptions {
  tense?: 'past' | 'present';
}

export interface TribunUnit {
  color: TribunColor;
  tribun: boolean;
  /** Primary height: 0 (empty) or 1, 2, 3, 4, 6, 8. */
  p: number;
  /** Secondary (enslaved) height: 0 or 1, 2, 3, 4, 6, 8. */
  s: number;
}

/** Input of `encodeUnit`: `tribun` defaults to false and `s` to 0. */
export interface TribunUnitInput {
  color: number;
  tribun?: boolean;
  p: number;
  s?: number;
}

/** A state record: board as base64 of its 121 bytes, side to move, pending draw offer. */
export interface TribunSnapshot {
  board: string;
  turn: TribunColor;
  drawOfferBy: TribunColor | null;
}

/** Options of `replay`. */
export interface TribunReplayOptions {
  /** Accept server-only END words (timeout, game-time tie, no legal action). Default false. */
  allowServerEnds?: boolean;
  /** The most plies the log may hold, 0..12,000,000. Default 10,000. */
  maxPlies?: number;
}

/** Input of `replay`: like a snapshot, but the board may be in any `TribunBoardInput` form. */
export interface TribunSnapshotInput {
  board: TribunBoardInput;
  turn: number;
  drawOfferBy?: number | null;
}

export interface TribunGameResult {
  /** The winner, or null for a tie (draw agreed, game-time tie). */
  winner: TribunColor | null;
  /** 'tribun-captured', 'resign', 'no-legal-action', 'timeout', 'game-time-tie', 'draw-agreed'. */
  reason: string;
}

export interface TribunNewGameOptions {
  /** Starting board; the default starting position when omitted. */
  board?: TribunBoardInput;
  /** Side to move: 0 black (default) or 1 white. */
  turn?: number;
  /** Colour with a pending draw offer, or null (default). */
  drawOfferBy?: number | null;
  /** Start from two setup codes instead of a board (excludes `board`). */
  setups?: TribunSetups;
}

/**
 * A game in progress. Owns WebAssembly memory: call `dispose()` when done (a
 * FinalizationRegistry frees forgotten games eventually). Every call on a disposed game throws.
 */
export interface TribunGame {
  /** Every legal word (board actions, draw actions, both resigns), ascending. Empty once ended. */
  legalActions(): Uint32Array;
  isLegal(word: number): boolean;
  /** Applies a legal word; throws Error('illegal action ...: reason') and leaves the game as it was. */
  apply(word: number): void;
  /** Server-issued END (reasons 1-3 or their names); throws Error when it does not apply. */
  endByServer(reason: 1 | 2 | 3 | TribunServerEndReason, loser: number): void;
  /** A copy of the 121 board bytes. */
  board(): Uint8Array;
  /** A copy of the action log (every applied word, one per ply). */
  actions(): Uint32Array;
  readonly turn: TribunColor;
  /** Words applied since the game was created (for a replayed game: since its snapshot). */
  readonly ply: number;
  readonly drawOfferBy: TribunColor | null;
  readonly status: 'active' | 'ended';
  /** null while active. */
  readonly result: TribunGameResult | null;
  /** True after dispose(). Reading it never throws. */
  readonly disposed: boolean;
  /** 64-bit Zobrist hash of board, side to move and draw offer. */
  hash(): bigint;
  /** The current state as a record. */
  snapshot(): TribunSnapshot;
  /** The state the game started from: `replay(g.startSnapshot(), g.actionsB64())` rebuilds g. */
  startSnapshot(): TribunSnapshot;
  /** The action log as little-endian u32 words, base64. */
  actionsB64(): string;
  /** The legal board actions grouped per tile for a click UI. */
  options(): TribunOptions;
  /** Frees the C++ side. Idempotent. */
  dispose(): void;

  // ---- notation, history, game files (docs/NOTATION.md, docs/RECORDS.md) ----
  /** The notation of a word in this position ('f5-f6', 'g7xf8', 'B offers draw', ...). */
  formatAction(word: number): string;
  /**
   * The word in a sentence for players, with the side, the units' heights and the tile names
   * ('White combined the 2 on f7 and the 1 on e6 into a 3 on e7.'); a different sentence for
   * every legal action of the position. Past tense by default ('present': 'White combines ...').
   * Any uint32 gets a sentence (a malformed word: 'An unknown action (0x...).').
   */
  explainAction(word: number, options?: TribunExplainOptions): string;
  /** The legal word a notation text names; codes BAD_NOTATION, ILLEGAL_ACTION, AMBIGUOUS_ACTION. */
  parseAction(text: string): number;
  /** One ply back (exact state and hash; reopens a finished game). Code NOTHING_TO_UNDO. */
  undo(): void;
  /** One ply forward along the line last visited. Code NOTHING_TO_REDO. */
  redo(): void;
  /** To ply 0..n of the current line. Code BAD_PLY. */
  goTo(ply: number): void;
  /** An independent copy (whole move tree included). */
  clone(): TribunGame;
  /** Words that continue this position in the move tree: the main line first, then variations. */
  continuations(): Uint32Array;
  /** The comment after the move that led here ('' for none). */
  comment(): string;
  setComment(text: string): void;
  /**
   * The game file of the whole move tree; start, Result and Termination headers are added.
   * RangeError RECORD_TOO_LARGE past the caps parseRecord reads (10,000 moves in the tree, 4 MiB
   * of text, 256 headers: docs/SECURITY.md, "Records"); headers are read once, own keys only.
   */
  toRecord(headers?: TribunRecordHeaders): string;
}

/** `loadBoardrules().tribun`. Bad arguments throw TypeError/RangeError naming the argument. */
export interface TribunApi extends TribunEngineApi {
  /** cid of (x, y); RangeError when off the board. */
  packCid(x: number, y: number): number;
  /** RangeError for off-board and reserved cids. */
  unpackCid(cid: number): { x: number; y: number };
  isOnBoard(x: number, y: number): boolean;
  /** The neighbour in direction 0..5, or null off the board. */
  neighborCid(cid: number, dir: number): number | null;
  areAdjacent(a: number, b: number): boolean;
  tileColor(cid: number): 'gray' | 'black' | 'white';
  /** The 91 on-board cids, ascending. */
  boardCids(): Uint8Array;
  /** RangeError for malformed words. */
  decodeAction(word: number): TribunAction;
  encodeAction(action: TribunAction): number;
  /** 'MOVE (0,0)->(1,1) primary'; malformed words describe their error. */
  describeAction(word: number): string;
  decodeUnit(byte: number): TribunUnit;
  encodeUnit(unit: TribunUnitInput): number;
  /** The default starting position (docs/rules/tribun.md section 7). */
  defaultBoard(): Uint8Array;
  /** Any board form -> validated Uint8Array(121); RangeError naming the cid at fault. */
  parseBoard(board: TribunBoardInput): Uint8Array;
  boardToHex(board: Uint8Array | readonly number[]): string;
  boardToBase64(board: Uint8Array | readonly number[]): string;
  newGame(options?: TribunNewGameOptions): TribunGame;
  /**
   * Replays a packed action log from a snapshot; Error (code BAD_LOG) naming the first failing
   * ply. A log a client sent must not end the game by a server verdict: server-only END words
   * (timeout, game-time tie, no legal action) are refused unless `allowServerEnds`. Logs longer
   * than `maxPlies` (default 10,000) are refused before anything is decoded.
   */
  replay(snapshot: TribunSnapshotInput, actionsB64: string, options?: TribunReplayOptions): TribunGame;
  /** The legal board actions of a position grouped per tile for a click UI. */
  groupOptions(board: TribunBoardInput, turn: number): TribunOptions;

  // ---- setup codes, tile names, notation, game files, clocks (web/package/types/tribun-records.d.ts) ----
  /** Throws a TribunSetupCodeError (code INVALID_CODE, OUT_OF_RANGE_PAYLOAD, DECODED_SETUP_INVALID). */
  decodeSetup(code: string): TribunDecodedSetup;
  /** The 16-character code; throws a TribunSetupCodeError for an invalid setup. */
  encodeSetup(setup: TribunSetupMasks): string;
  /** Never throws for an invalid setup. */
  validateSetup(setup: TribunSetupMasks): TribunSetupValidation;
  /** The start board of two codes (Uint8Array(121)); errors name the side. */
  boardFromSetups(setups: TribunSetups, constraints?: TribunLobbyConstraints): Uint8Array;
  /** 'TRADITIONALSETUP' -> 'TRAD ITIO NALS ETUP'. */
  formatSetupCode(code: string): string;
  /** 'f6' for cid 60; RangeError for a cid off the board. */
  tileName(cid: number): string;
  /** The cid of a tile name; code BAD_TILE. */
  parseTile(name: string): number;
  formatAction(board: TribunBoardInput, turn: number, word: number): string;
  parseAction(board: TribunBoardInput, turn: number, text: string): number;
  /** The sentence of a word in a position (TribunGame.explainAction). */
  explainAction(board: TribunBoardInput, turn: number, word: number, options?: TribunExplainOptions): string;
  /**
   * Code BAD_RECORD with "line L, column C: ..." in the message (also for a TimeControl header
   * that does not parse). `timeControl`: that header as a clock config, null when absent or "-".
   * Caps (refused before the work, docs/SECURITY.md "Records"): 4 MiB of text, 10,000 moves
   * (every variation counted), 256 headers, 10,001 comments; messages never echo the input.
   * Server-only verdicts are refused unless `options.allowServerEnds` (as in replay).
   */
  parseRecord(
    text: string,
    options?: {
      /** Read server-only verdicts (out of time, game-time tie, no legal action); default false. */
      allowServerEnds?: boolean;
    },
  ): { headers: TribunRecordHeaders; game: TribunGame; timeControl: TribunTimeControl | null };
  createClock(config: TribunClockConfig): TribunClock;
  /** Lessons and courses: filtered legal lists, practice steps, goals (docs/LESSONS.md). */
  readonly lesson: TribunLessonApi;
}
