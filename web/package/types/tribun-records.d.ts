// Typings of the Tribun records API (web/package/src/tribun-records.js): setup codes, tile names, the
// move notation (docs/NOTATION.md), game files (docs/RECORDS.md), history and clocks.

/** Error kinds of setup codes (docs/rules/tribun-setup-codes.md); an Error's `code` is one of them.
 * */
export type TribunSetupErrorKind =
  | 'OUT_OF_RANGE_TRIB_TILE'
  | 'MASK_OUT_OF_RANGE'
  | 'OVERLAP'
  | 'TRIB_TILE_NOT_OCCUPIED'
  | 'TRIB_TILE_MULTIPLE_HEIGHTS'
  | 'TRIANGLE_EQUAL_UNITS'
  | 'PAYMENT_2_FOR_3_FAIL'
  | 'PAYMENT_1_FOR_2_FAIL'
  | 'INVALID_CODE'
  | 'OUT_OF_RANGE_PAYLOAD'
  | 'DECODED_SETUP_INVALID'
  | 'SETUP_REQUIRED'
  | 'INVALID_HASH'
  | 'TRIBUN_HEIGHT_NOT_ALLOWED'
  | 'ARMY_SIZE_TOO_SMALL'
  | 'ARMY_SIZE_TOO_LARGE';

/**
 * Every `code` the records API throws: the setup kinds above, and
 * - BAD_NOTATION: a move text that is not notation; ILLEGAL_ACTION: no legal action matches;
 *   AMBIGUOUS_ACTION: several match (the message says what to add);
 * - BAD_TILE: not a tile name; BAD_RECORD: a game file that does not parse ("line L, column C: ...")
 *   or is over a cap (docs/SECURITY.md, "Records"); RECORD_TOO_LARGE: toRecord of a game whose
 *   file would be over those caps (10,000 moves, 4 MiB, 256 headers), so parseRecord could not
 *   read it back;
 * - NOTHING_TO_UNDO, NOTHING_TO_REDO, BAD_PLY: history moves that do not exist;
 * - CLOCK_STATE: a clock used out of order (not started, stopped, time going back);
 * - INVALID_ARGUMENT: a wrong argument (type or range).
 */
export type TribunRecordsErrorCode =
  | TribunSetupErrorKind
  | 'BAD_NOTATION'
  | 'ILLEGAL_ACTION'
  | 'AMBIGUOUS_ACTION'
  | 'BAD_TILE'
  | 'BAD_RECORD'
  | 'RECORD_TOO_LARGE'
  | 'NOTHING_TO_UNDO'
  | 'NOTHING_TO_REDO'
  | 'BAD_PLY'
  | 'CLOCK_STATE'
  | 'INVALID_ARGUMENT';

/** The spec's error object of a setup: its kind and that kind's fields. */
export interface TribunSetupError {
  kind: TribunSetupErrorKind;
  /** OUT_OF_RANGE_TRIB_TILE, TRIB_TILE_NOT_OCCUPIED, TRIB_TILE_MULTIPLE_HEIGHTS */
  tribTile?: number;
  /** MASK_OUT_OF_RANGE: 'mask1' | 'mask2' | 'mask3' */
  mask?: string;
  /** OVERLAP: the lowest index in two masks */
  tile?: number;
  /** TRIANGLE_EQUAL_UNITS */
  center?: number;
  orientation?: 'UP' | 'DOWN';
  vertices?: number[];
  unit?: string;
  /** PAYMENT_* */
  n1?: number;
  n2?: number;
  n3?: number;
  /** Board building: the side whose setup failed. */
  side?: 'black' | 'white';
  /** TRIBUN_HEIGHT_NOT_ALLOWED */
  tribunHeight?: number;
  /** ARMY_SIZE_* */
  armySize?: number;
  min?: number;
  max?: number;
  /** DECODED_SETUP_INVALID, INVALID_HASH: the cause. */
  details?: TribunSetupError;
}

/** An Error thrown for a setup: `code` is the kind, `details` the spec's error object. */
export interface TribunSetupCodeError extends RangeError {
  readonly code: TribunSetupErrorKind;
  readonly details: TribunSetupError;
}

/** What a setup code holds: the tribun's index (0..31) and three bitmaps (bit i = index i). */
export interface TribunSetupMasks {
  tribTile: number;
  /** Bigints, or non-negative safe integers. */
  mask1: bigint | number;
  mask2: bigint | number;
  mask3: bigint | number;
}

export interface TribunSetupUnit {
  /** Setup index 0..36. */
  index: number;
  /** The tile in white's view (black's units stand on the negated coordinates). */
  cid: number;
  height: 1 | 2 | 3;
  tribun: boolean;
}

export interface TribunDecodedSetup {
  tribTile: number;
  mask1: bigint;
  mask2: bigint;
  mask3: bigint;
  tribunHeight: 1 | 2 | 3;
  armySize: number;
  units: TribunSetupUnit[];
}

export type TribunSetupValidation =
  | { ok: true; tribunHeight: number; armySize: number }
  | { ok: false; error: TribunSetupError };

/** One side's army: a code (spaces and case ignored), optionally mirrored. */
export type TribunSideSetup = string | { code: string; flip?: boolean };

export interface TribunSetups {
  black: TribunSideSetup;
  white: TribunSideSetup;
}

/** Lobby constraints of docs/rules/tribun-setup-codes.md section 5. */
export interface TribunLobbyConstraints {
  /** Allowed tribun heights (subset of 1, 2, 3); all by default. */
  tribunHeights?: number[];
  minArmySize?: number;
  maxArmySize?: number;
}

/** Game-file headers, in file order (Event, Date, Black, White, Start, TimeControl, ...). */
export type TribunRecordHeaders = Record<string, string>;

export interface TribunClockConfig {
  /** Each side's starting time. */
  initialMs: number;
  /** Free time per turn: only time beyond it is deducted. Default 0. */
  bufferMs?: number;
  /** Added after each completed turn. Default 0. */
  incrementMs?: number;
  /** Maximum total game time (a tie when reached); 0 or absent: none. */
  maxGameMs?: number;
}

/**
 * A record's TimeControl header ("600000+2000 buffer 5000": initial+increment, buffer, max; all
 * in ms), every field present: pass it to `createClock`.
 */
export interface TribunTimeControl {
  initialMs: number;
  bufferMs: number;
  incrementMs: number;
  /** 0: no maximum game time. */
  maxGameMs: number;
}

export interface TribunClockResult {
  /** Pass to `game.endByServer(reason, loser)`. */
  reason: 'timeout' | 'game-time-tie';
  loser: 0 | 1;
  /** The timestamp at which the time ran out. */
  at: number;
}

export interface TribunClockReading {
  remainingMs: [number, number];
  bufferLeftMs: number;
  /** null without a maximum game time. */
  gameLeftMs: number | null;
}

/** A clock: a deterministic state machine fed with timestamps (ms). Holds no WASM memory. */
export interface TribunClock {
  start(now: number, firstTurn?: number): void;
  /** The side to move completed its turn at `now`: null, or the result when time ran out first. */
  completeTurn(now: number): TribunClockResult | null;
  /** Ends the clock if time ran out by `now`: the result, or null while it runs. */
  check(now: number): TribunClockResult | null;
  read(now: number): TribunClockReading;
  readonly status: 'idle' | 'running' | 'ended';
  readonly turn: 0 | 1;
  readonly result: TribunClockResult | null;
}
