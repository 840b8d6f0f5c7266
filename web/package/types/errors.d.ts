// Error codes of the boardrules package. Every Error it throws carries one of these as an own,
// enumerable `code` property: branch on the code (`if (e.code === 'ILLEGAL_ACTION')`), never on
// the message, which is for people and may change. New codes may be added in minor versions, so
// keep a default branch.
import type { TribunRecordsErrorCode } from './tribun-records.js';

/**
 * Every code an Error thrown by the package can carry.
 *
 * Arguments and resources (every API):
 * - `INVALID_ARGUMENT`: an argument of the wrong kind (TypeError) or outside its range
 *   (RangeError); the message names the argument. Also options objects that are not plain
 *   objects, unknown option names, lone surrogates in strings.
 * - `DISPOSED`: a method of a game or board after its `dispose()`.
 * - `BUSY`: a spatial board was asked to change (dispose, placeToken, moveTokenAdjacent) while
 *   one of its queries runs a `via` predicate.
 * - `OUT_OF_MEMORY`: the WebAssembly heap is (nearly) full; nothing was changed, and the module
 *   keeps working once games are disposed.
 *
 * Tribun:
 * - `ILLEGAL_ACTION`: `apply()`/`endByServer()` refused an action in this position.
 * - `MALFORMED_WORD`: a 32-bit word that is no action at all (`decodeAction`, `apply`).
 * - `GAME_ENDED`: `apply()`/`endByServer()` on a game that has ended.
 * - `BAD_BOARD`: board bytes, hex or base64 that are not a valid Tribun board (RangeError).
 * - `BAD_SNAPSHOT`: a snapshot whose fields do not make a position.
 * - `BAD_LOG`: a packed action log `replay()` refuses: not canonical base64, longer than
 *   `maxPlies`, a server-only END word without `allowServerEnds`, or a ply that does not apply
 *   (the message names it).
 *
 * - `UNSUPPORTED`: `createEngineWorker()` where there are no Web Workers (Node: use `bestAction`).
 * - `ENGINE_ERROR`: the engine worker failed to load or crashed.
 * Tribun lessons (`tribun.lesson`, docs/LESSONS.md):
 * - `INVALID_LESSON`: a lesson (JSON) that cannot be run; the message names the field.
 * - `LESSON_OVER`: `run.play()` after the attempt was solved or failed (call `retry()`).
 *
 * Spatial:
 * - `UNKNOWN_ZONE`: a zone id the board does not have (RangeError). Its `suggestion` property is
 *   the closest zone id of the board, or null, computed when it is read (a typo costs no fuzzy
 *   search until then; see `UnknownZoneError` in spatial.d.ts).
 * - `BAD_ZONES`: a zone list no board can be built from (RangeError; see `validateZones()`).
 * - `BAD_CONDITION`: a `via` condition text the engine cannot parse.
 * - `TOKEN_REFUSED`: `placeToken()` refused (a token id already on the board, the token limit).
 * - `ILLEGAL_MOVE`: `moveTokenAdjacent()` refused (token elsewhere, zones not adjacent, unbound name).
 *
 * Catan games (`catan.newGame`, `loadState`, `loadRecord`; docs/rules/catan.md):
 * - `BAD_STATE`: a position that is not a valid Catan state (RangeError; the message names the
 *   field, e.g. `players[1].hand.wood: expected an integer 0..19`).
 * - `BAD_BOARD`, `BAD_RECORD`, `ILLEGAL_ACTION`, `GAME_ENDED`, `NOTHING_TO_UNDO` as above.
 *
 * Tribun records (setup codes, notation, game files, history, clocks): `TribunRecordsErrorCode`
 * in tribun-records.d.ts (the setup-code kinds of docs/rules/tribun-setup-codes.md, `BAD_NOTATION`,
 * `AMBIGUOUS_ACTION`, `BAD_TILE`, `BAD_RECORD`, `NOTHING_TO_UNDO`, `NOTHING_TO_REDO`, `BAD_PLY`,
 * `CLOCK_STATE`).
 */
export type BoardrulesErrorCode =
  | 'INVALID_ARGUMENT'
  | 'DISPOSED'
  | 'BUSY'
  | 'OUT_OF_MEMORY'
  | 'ILLEGAL_ACTION'
  | 'MALFORMED_WORD'
  | 'GAME_ENDED'
  | 'BAD_BOARD'
  | 'BAD_SNAPSHOT'
  | 'BAD_LOG'
  | 'UNSUPPORTED'
  | 'ENGINE_ERROR'
  | 'INVALID_LESSON'
  | 'LESSON_OVER'
  | 'UNKNOWN_ZONE'
  | 'BAD_ZONES'
  | 'BAD_CONDITION'
  | 'TOKEN_REFUSED'
  | 'ILLEGAL_MOVE'
  | 'BAD_STATE'
  | TribunRecordsErrorCode;

/** An Error (or TypeError / RangeError) thrown by the package. */
export interface BoardrulesError extends Error {
  readonly code: BoardrulesErrorCode;
}

