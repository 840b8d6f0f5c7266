// The Tribun JavaScript API: plain values in, plain values out, one owned handle per game.
// Every argument is checked here (validate.js) before it reaches Embind, so a wrong type or range
// is a TypeError/RangeError naming the argument and the WASM instance keeps working. Engine
// errors come back from the bindings as {error} objects or non-empty strings and become Errors.
import { argumentError, codedError } from './errors.js';
import {
  readFields,
  readOptions,
  requireArray,
  requireBoolean,
  requireByteView,
  requireBytes,
  requireInteger,
  requireOneOf,
  requireString,
  requireUint32,
} from './validate.js';
import { groupOptions } from './tribun-options.js';
import { createEngineApi } from './tribun-engine.js';
import { createTribunRecordsApi } from './tribun-records.js';
import { createLessonApi } from './tribun-lesson.js';
import { handleOwners } from './owned-handle.js';

const BOARD_BYTES = 121;
const BOARD_HEX_LENGTH = 2 * BOARD_BYTES;
const BOARD_BASE64_LENGTH = 4 * Math.ceil(BOARD_BYTES / 3);
const INT32_MIN = -(2 ** 31);
const INT32_MAX = 2 ** 31 - 1;
const MAX_LOG_CHARS = 64 * 1024 * 1024;  // a packed log bigger than this is not a game
// replay() refuses logs of more plies unless options.maxPlies says otherwise: checked on the
// text's length before anything is decoded, so a 10 MB log is refused at once.
const DEFAULT_MAX_PLIES = 10_000;
const MAX_MAX_PLIES = 12_000_000;  // a log of as many plies stays below MAX_LOG_CHARS
const REPLAY_OPTIONS = ['allowServerEnds', 'maxPlies'];
// Canonical base64 (what actionsB64() writes): groups of 4, padding only at the end. Checked
// without a regular expression over the whole text: /^(?:[A-Za-z0-9+/]{4})*...$/ backtracks one
// step per group, and at 6,000,000 plies (8,000,000 characters) V8 threw "Maximum call stack
// size exceeded" from it, so logs at the 12,000,000-ply edge could not be replayed.
const NOT_BASE64 = /[^A-Za-z0-9+/=]/;
function isCanonicalBase64(text) {
  if (text.length % 4 !== 0 || NOT_BASE64.test(text)) return false;
  const pad = text.indexOf('=');
  return pad < 0 || (pad >= text.length - 2 && (pad === text.length - 1 || text[pad + 1] === '='));
}

const DRAW_ACTIONS = ['offer', 'retract', 'accept'];
const END_REASONS = ['resign', 'no-legal-action', 'timeout', 'game-time-tie'];
const SERVER_END_REASONS = END_REASONS.slice(1);
// Fields of each opcode's decoded object, in the order of the word layout (docs/rules/tribun.md
// section 5).
const OP_FIELDS = {
  MOVE: ['from', 'to', 'part'],
  KILL: ['attacker', 'target', 'part'],
  LIBERATE: ['target'],
  DAMAGE: ['target', 'damage'],
  ENSLAVE: ['attacker', 'target'],
  COMBINE: ['center', 'dirA', 'dirB', 'donA', 'donB'],
  SYM_COMBINE: ['center', 'config', 'donate'],
  SPLIT: ['actor', 'heights'],
  BACKSTABB: ['actor', 'dir'],
  ATTACK_TRIBUN: ['attacker', 'target', 'winner'],
  DRAW: ['action', 'color'],
  END: ['reason', 'loser'],
};
const OPS = Object.keys(OP_FIELDS);
// Where each field sits in the integer array that crosses the WASM boundary
// (bindings/tribun_bindings.cpp, kActionFields slots); heights take six slots from 17.
const ACTION_SLOT = {
  op: 0, from: 1, to: 2, part: 3, attacker: 4, target: 5, damage: 6, center: 7, dirA: 8, dirB: 9,
  donA: 10, donB: 11, config: 12, donate: 13, actor: 14, dir: 15, winner: 16, heights: 17,
  action: 23, color: 24, reason: 25, loser: 26,
};
const ACTION_SLOTS = 27;
const NEW_GAME_OPTIONS = ['board', 'turn', 'drawOfferBy', 'setups'];
const SNAPSHOT_FIELDS = ['board', 'turn', 'drawOfferBy'];
const START_NO_MEMORY = -1;  // games.start(): out of memory (-2: refused board, see startError())

/**
 * Builds the Tribun API over an instantiated boardrules WASM module. `limits.heapBytes` lowers
 * the heap size past which newGame()/replay() throw OUT_OF_MEMORY (default: the module's maximum
 * memory less a 16 MB reserve; tests use it to reach the limit quickly).
 */
export function createTribunApi(module, limits = {}) {
  // Every game of this module lives in one engine-side table (src/tribun/session/game_table.h; bindings: TribunGames); a game
  // object holds its id. The table lives as long as the module.
  const games = new module.tribun_Games();
  const { heapBytes } = readOptions('limits', limits, ['heapBytes']);
  if (heapBytes !== undefined) games.setHeapLimit(requireInteger('limits.heapBytes', heapBytes, 0, 2 ** 32));
  const boardInput = games.boardInput();
  // Where games.list() writes the address of the words it counted (a member of the table).
  const listOutput = games.listOutput();
  // A game's handle is its id in the engine's game table.
  const Owned = handleOwners('Tribun game', (id) => games.release(id));
  // Setup codes, notation, history, game files, clocks (web/package/src/tribun-records.js), the computer
  // opponent (tribun-engine.js) and lessons (tribun-lesson.js) are built, with their bindings
  // (bindings/lazy_area.h), on first use: a user who only plays never pays for them at start
  // (docs/PERFORMANCE.md, "Startup").
  let recordsParts = null;
  const records = () => (recordsParts ??= createTribunRecordsApi(module, games, (id) => new TribunGame(id)));
  let engine = null;
  const engineApi = () => (engine ??= createEngineApi(module, { isGame: (value) => value instanceof TribunGame }));
  let lesson = null;

  // {value} or {error} from the bindings -> value, or throw ErrorClass(prefix + message) with
  // `code` (INVALID_ARGUMENT for an argument the engine judged, else what the call was about).
  function unwrap(result, ErrorClass, prefix = '', code = 'INVALID_ARGUMENT') {
    if (result.error !== undefined) throw codedError(ErrorClass, code, prefix + result.error);
    return result.value;
  }

  function requireCid(name, value) {
    requireInteger(name, value, 0, 127);
    if (!module.tribun_isValidCid(value)) {
      const why = module.tribun_unpackCid(value).error;  // "cid 125 is reserved (121..127)"
      throw argumentError(RangeError, name === 'cid' ? why : `${name}: ${why}`);
    }
    return value;
  }

  // A refused apply()/endByServer(): GAME_ENDED, MALFORMED_WORD or ILLEGAL_ACTION.
  function refusal(id, word, message) {
    if (games.ended(id)) return codedError(Error, 'GAME_ENDED', message);
    if (word !== undefined && module.tribun_decodeAction(word).error !== undefined) {
      return codedError(Error, 'MALFORMED_WORD', message);
    }
    return codedError(Error, 'ILLEGAL_ACTION', message);
  }

  function requireColor(name, value) {
    return requireInteger(name, value, 0, 1);
  }

  function optionalColor(name, value) {
    return value === null || value === undefined ? -1 : requireColor(name, value);
  }

  // Uint8Array(121) | byte array | 242 hex digits | base64 of 121 bytes -> Uint8Array(121).
  // Only the shape is checked here; the rules of a valid board are the engine's. `view`: the
  // caller only copies the result into the heap with HEAPU8.set (see requireByteView).
  function boardBytes(name, value, view = false) {
    if (typeof value !== 'string') return (view ? requireByteView : requireBytes)(name, value, BOARD_BYTES);
    requireString(name, value);
    if (value.length === BOARD_HEX_LENGTH) return unwrap(module.tribun_boardFromHex(value), RangeError, `${name}: `, 'BAD_BOARD');
    if (value.length === BOARD_BASE64_LENGTH) return unwrap(module.tribun_boardFromBase64(value), RangeError, `${name}: `, 'BAD_BOARD');
    throw argumentError(RangeError, 
      `${name} must be ${BOARD_HEX_LENGTH} hex digits or ${BOARD_BASE64_LENGTH} base64 characters ` +
        `(${BOARD_BYTES} bytes), got a string of length ${value.length}`,
    );
  }

  function validBoard(name, value) {
    const bytes = boardBytes(name, value);
    const error = module.tribun_validateBoard(bytes);
    if (error) throw codedError(RangeError, 'BAD_BOARD', `${name}: ${error}`);
    return bytes;
  }

  // Each game owns one id in the table, reachable only through this closure's private field.
  class TribunGame {
    #owned;

    constructor(id) {
      this.#owned = new Owned(id);
    }

    #live() {
      return this.#owned.handle;
    }

    legalActions() {
      const n = games.list(this.#live());
      const heap = module.HEAPU32;  // read after list(): a listing may grow the memory
      const at = heap[listOutput >> 2] >>> 2;
      return heap.slice(at, at + n);  // a copy the caller owns, never a view of the heap
    }

    isLegal(word) {
      const id = this.#live();
      return games.isLegal(id, requireUint32('word', word));
    }

    apply(word) {
      const id = this.#live();
      const error = games.apply(id, requireUint32('word', word));
      if (error) throw refusal(id, word, error);
    }

    endByServer(reason, loser) {
      const id = this.#live();
      const code =
        typeof reason === 'string'
          ? END_REASONS.indexOf(requireOneOf('reason', reason, SERVER_END_REASONS))
          : requireInteger('reason', reason, 1, 3);
      const error = games.endByServer(id, code, requireColor('loser', loser));
      if (error) throw refusal(id, undefined, error);
    }

    board() {
      return games.board(this.#live()).slice();
    }

    actions() {
      return games.actions(this.#live()).slice();
    }

    get turn() {
      return games.turn(this.#live());
    }

    get ply() {
      return games.ply(this.#live());
    }

    get drawOfferBy() {
      const c = games.drawOfferBy(this.#live());
      return c < 0 ? null : c;
    }

    get status() {
      return games.ended(this.#live()) ? 'ended' : 'active';
    }

    get result() {
      const id = this.#live();
      if (!games.ended(id)) return null;
      const winner = games.winner(id);
      return { winner: winner < 0 ? null : winner, reason: games.resultReason(id) };
    }

    get disposed() {
      return this.#owned.disposed;
    }

    hash() {
      return BigInt(`0x${games.hashHex(this.#live())}`);
    }

    snapshot() {
      const id = this.#live();
      const c = games.drawOfferBy(id);
      return { board: games.boardBase64(id), turn: games.turn(id), drawOfferBy: c < 0 ? null : c };
    }

    startSnapshot() {
      const id = this.#live();
      const c = games.startDrawOfferBy(id);
      return { board: games.startBoardBase64(id), turn: games.startTurn(id), drawOfferBy: c < 0 ? null : c };
    }

    actionsB64() {
      return games.actionsB64(this.#live());
    }

    options() {
      const id = this.#live();
      return groupOptions(module, games.board(id).slice(), games.turn(id));
    }

    // ---- notation, history, game files: web/package/src/tribun-records.js ----
    formatAction(word) { return records().gameMethods.formatAction(this.#live(), word); }
    explainAction(word, options) { return records().gameMethods.explainAction(this.#live(), word, options); }
    parseAction(text) { return records().gameMethods.parseAction(this.#live(), text); }
    undo() { records().gameMethods.undo(this.#live()); }
    redo() { records().gameMethods.redo(this.#live()); }
    goTo(ply) { records().gameMethods.goTo(this.#live(), ply); }
    clone() { return records().gameMethods.clone(this.#live()); }
    continuations() { return records().gameMethods.continuations(this.#live()); }
    comment() { return records().gameMethods.comment(this.#live()); }
    setComment(text) { records().gameMethods.setComment(this.#live(), text); }
    toRecord(headers) {
      const methods = records().gameMethods;
      const flat = methods.recordHeaders(headers);  // getters run here, before the id is read
      return methods.toRecord(this.#live(), flat);
    }

    dispose() {
      this.#owned.dispose();
    }
  }

  function outOfMemory() {
    return codedError(Error, 'OUT_OF_MEMORY',
      'out of WebAssembly memory: dispose() games no longer needed (the module keeps working)');
  }

  // A new game on `bytes` (a fresh Uint8Array of 121 bytes from boardBytes(), written to the
  // table's input area); `init(id)` starts it and returns the engine's error message (undefined
  // on success), which becomes ErrorClass(prefix + message) with `code`.
  function makeGame(bytes, init, ErrorClass, prefix, code) {
    // HEAPU8.set copies the real length of a typed array; boardBytes checked it is 121.
    const id = games.create();
    if (id < 0) throw outOfMemory();
    module.HEAPU8.set(bytes, boardInput);  // HEAPU8 is re-read: memory growth replaces it
    const error = init(id);
    if (error) {
      games.release(id);
      throw codedError(ErrorClass, typeof code === 'function' ? code(error) : code, prefix + error);
    }
    return new TribunGame(id);
  }

  // newGame's path: the board into the input area, then create + reset in one crossing
  // (games.start); the error of a refused board is fetched only then.
  function startGame(bytes, turn, drawOfferBy) {
    module.HEAPU8.set(bytes, boardInput);  // bytes: 121 checked bytes (boardBytes)
    const id = games.start(turn, drawOfferBy);
    if (id >= 0) return new TribunGame(id);
    if (id === START_NO_MEMORY) throw outOfMemory();
    throw codedError(RangeError, 'BAD_BOARD', `options.board: ${games.startError()}`);
  }

  const api = {
    packCid(x, y) {
      requireInteger('x', x, INT32_MIN, INT32_MAX);
      requireInteger('y', y, INT32_MIN, INT32_MAX);
      return unwrap(module.tribun_packCid(x, y), RangeError);  // INVALID_ARGUMENT
    },

    unpackCid(cid) {
      requireInteger('cid', cid, 0, 127);
      return unwrap(module.tribun_unpackCid(cid), RangeError);
    },

    isOnBoard(x, y) {
      requireInteger('x', x);
      requireInteger('y', y);
      return Math.abs(x) <= 5 && Math.abs(y) <= 5 && module.tribun_isOnBoard(x, y);
    },

    neighborCid(cid, dir) {
      requireCid('cid', cid);
      requireInteger('dir', dir, 0, 5);
      const n = module.tribun_neighborCid(cid, dir);
      return n < 0 ? null : n;
    },

    areAdjacent(a, b) {
      return module.tribun_areAdjacent(requireCid('a', a), requireCid('b', b));
    },

    tileColor(cid) {
      return module.tribun_tileColor(requireCid('cid', cid));
    },

    boardCids() {
      return module.tribun_boardCids();
    },

    decodeAction(word) {
      requireUint32('word', word);
      const slots = unwrap(module.tribun_decodeAction(word), RangeError, '', 'MALFORMED_WORD');  // the message names the word
      const op = OPS[slots[0]];
      const action = { op };
      for (const key of OP_FIELDS[op]) {
        const at = ACTION_SLOT[key];
        if (key === 'heights') action.heights = Array.from(slots.subarray(at, at + 6));
        else if (key === 'action') action.action = DRAW_ACTIONS[slots[at]];
        else if (key === 'reason') action.reason = END_REASONS[slots[at]];
        else action[key] = slots[at];
      }
      return action;
    },

    encodeAction(input) {
      const action = readFields('action', input, ['op', ...Object.keys(ACTION_SLOT)]);
      const op = requireOneOf('action.op', action.op, OPS);
      const slots = new Int32Array(ACTION_SLOTS);
      slots[0] = OPS.indexOf(op);
      for (const key of OP_FIELDS[op]) {
        const name = `action.${key}`;
        const value = action[key];
        const at = ACTION_SLOT[key];
        if (key === 'heights') {
          const heights = requireArray(name, value, 6);  // a dense copy: holes are refused, not read as 0
          for (let d = 0; d < 6; ++d) slots[at + d] = requireInteger(`${name}[${d}]`, heights[d], 0, 8);
        } else if (key === 'action') {
          slots[at] = DRAW_ACTIONS.indexOf(requireOneOf(name, value, DRAW_ACTIONS));
        } else if (key === 'reason') {
          slots[at] = END_REASONS.indexOf(requireOneOf(name, value, END_REASONS));
        } else {
          slots[at] = requireInteger(name, value, 0, INT32_MAX);
        }
      }
      return unwrap(module.tribun_encodeAction(new Uint8Array(slots.buffer)), RangeError, 'action: ');
    },

    describeAction(word) {
      return module.tribun_describeAction(requireUint32('word', word));
    },

    decodeUnit(byte) {
      requireInteger('byte', byte, 0, 255);
      return unwrap(module.tribun_decodeUnit(byte), RangeError, 'byte: ');
    },

    encodeUnit(input) {
      const unit = readFields('unit', input, ['color', 'tribun', 'p', 's']);
      const color = requireInteger('unit.color', unit.color, INT32_MIN, INT32_MAX);
      const tribun = unit.tribun === undefined ? false : requireBoolean('unit.tribun', unit.tribun);
      const p = requireInteger('unit.p', unit.p, INT32_MIN, INT32_MAX);
      const s = unit.s === undefined ? 0 : requireInteger('unit.s', unit.s, INT32_MIN, INT32_MAX);
      return unwrap(module.tribun_encodeUnit(color, tribun, p, s), RangeError, 'unit: ');
    },

    defaultBoard() {
      return module.tribun_defaultBoard();
    },

    parseBoard(board) {
      return validBoard('board', board).slice();
    },

    boardToHex(board) {
      return module.tribun_boardToHex(requireBytes('board', board, BOARD_BYTES));
    },

    boardToBase64(board) {
      return module.tribun_boardToBase64(requireBytes('board', board, BOARD_BYTES));
    },

    newGame(input) {
      const options = readOptions('options', input, NEW_GAME_OPTIONS);  // own properties only
      if (options.setups !== undefined && options.board !== undefined) {
        throw argumentError(TypeError, 'options.board and options.setups exclude each other: give one start');
      }
      const bytes =
        options.setups !== undefined
          ? records().api.boardFromSetups(options.setups)
          : options.board === undefined ? module.tribun_defaultBoard() : boardBytes('options.board', options.board, true);
      const turn = options.turn === undefined ? 0 : requireColor('options.turn', options.turn);
      const drawOfferBy = optionalColor('options.drawOfferBy', options.drawOfferBy);
      return startGame(bytes, turn, drawOfferBy);
    },

    /**
     * A game replayed from a snapshot and a packed log. options.maxPlies (default 10,000) caps
     * the log's length; server-only END words (timeout, game-time tie, no legal action) are
     * refused unless options.allowServerEnds: a client's log must not carry a verdict.
     */
    replay(input, actionsB64, replayOptions) {
      const snapshot = readFields('snapshot', input, SNAPSHOT_FIELDS);
      const options = readOptions('options', replayOptions, REPLAY_OPTIONS);
      const allowServerEnds =
        options.allowServerEnds === undefined ? false : requireBoolean('options.allowServerEnds', options.allowServerEnds);
      const maxPlies =
        options.maxPlies === undefined ? DEFAULT_MAX_PLIES : requireInteger('options.maxPlies', options.maxPlies, 0, MAX_MAX_PLIES);
      const bytes = validBoard('snapshot.board', snapshot.board);
      const turn = requireColor('snapshot.turn', snapshot.turn);
      const drawOfferBy = optionalColor('snapshot.drawOfferBy', snapshot.drawOfferBy);
      if (typeof actionsB64 === 'string' && actionsB64.length > 4 * Math.ceil((4 * maxPlies) / 3)) {
        throw codedError(RangeError, 'BAD_LOG',
          `actionsB64: ${actionsB64.length} characters is more than ${maxPlies} plies (options.maxPlies)`);
      }
      requireString('actionsB64', actionsB64, MAX_LOG_CHARS);
      if (!isCanonicalBase64(actionsB64)) throw codedError(RangeError, 'BAD_LOG', 'actionsB64: not canonical base64');
      if (!allowServerEnds) {
        const ply = module.tribun_firstServerEnd(actionsB64);
        if (ply > 0) {
          throw codedError(Error, 'BAD_LOG',
            `replay failed at ply ${ply}: a server-only END word (timeout, game-time tie or no legal action); ` +
              'pass { allowServerEnds: true } to replay a log a server ended');
        }
      }
      return makeGame(bytes, (id) => games.replay(id, turn, drawOfferBy, actionsB64), Error, '',
        (message) => (/^replay failed at snapshot/.test(message) ? 'BAD_SNAPSHOT' : 'BAD_LOG'));
    },

    groupOptions(board, turn) {
      const bytes = validBoard('board', board);
      return groupOptions(module, bytes, requireColor('turn', turn));
    },

    // The computer opponent (web/package/src/tribun-engine.js), built on first use.
    bestAction(...args) { return engineApi().bestAction(...args); },
    createEngineWorker(...args) { return engineApi().createEngineWorker(...args); },
    // ---- setup codes, tile names, notation, game files, clocks: web/package/src/tribun-records.js ----
    decodeSetup(...args) { return records().api.decodeSetup(...args); },
    encodeSetup(...args) { return records().api.encodeSetup(...args); },
    validateSetup(...args) { return records().api.validateSetup(...args); },
    boardFromSetups(...args) { return records().api.boardFromSetups(...args); },
    formatSetupCode(...args) { return records().api.formatSetupCode(...args); },
    tileName(...args) { return records().api.tileName(...args); },
    parseTile(...args) { return records().api.parseTile(...args); },
    formatAction(board, turn, word) {
      return records().api.formatActionIn(validBoard('board', board), requireColor('turn', turn), word);
    },
    explainAction(board, turn, word, options) {
      return records().api.explainActionIn(validBoard('board', board), requireColor('turn', turn), word, options);
    },
    parseAction(board, turn, text) {
      return records().api.parseActionIn(validBoard('board', board), requireColor('turn', turn), text);
    },
    parseRecord(...args) { return records().api.parseRecord(...args); },
    createClock(...args) { return records().api.createClock(...args); },
    // Lessons and courses (docs/LESSONS.md): the same object on every read, built on the first.
    get lesson() { return (lesson ??= createLessonApi(module, frozen)); },
  };
  const frozen = Object.freeze(api);
  return frozen;

}
