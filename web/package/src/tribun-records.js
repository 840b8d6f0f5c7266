// Tribun records in JavaScript: setup codes (docs/rules/tribun-setup-codes.md), tile names, the
// move notation (docs/NOTATION.md), game files (docs/RECORDS.md) and clocks. Arguments are checked
// here; the rules live in C++ (bindings/tribun_records_bindings.cpp, tribun_clock_bindings.cpp).
// Every Error carries a stable `code`: setup-code failures use the spec's error kinds (`e.code ===
// 'TRIANGLE_EQUAL_UNITS'`, fields in `e.details`), notation failures BAD_NOTATION / ILLEGAL_ACTION
// / AMBIGUOUS_ACTION, records BAD_RECORD (the message names line and column).
import { argumentError, codedError } from './errors.js';
import {
  requireArray,
  requireBoolean,
  requireInteger,
  requireString,
  requireUint32,
  requireOneOf,
  describe,
} from './validate.js';
import { readEntries, readOptions } from './options.js';
import { requireArea } from './areas.js';

const MAX_CODE_CHARS = 256;
const MAX_NOTATION_CHARS = 1024;
// Records: the caps of src/tribun/record_file.h, shared by toRecord and parseRecord
// (docs/SECURITY.md, "Records"). The text is checked by its length before anything else (a
// string's UTF-8 bytes are never fewer than its UTF-16 length; the engine counts the bytes).
const MAX_RECORD_CHARS = 4 * 1024 * 1024;
const MAX_RECORD_HEADERS = 256;
const PARSE_RECORD_OPTIONS = ['allowServerEnds'];
const MAX_COMMENT_CHARS = 1024 * 1024;
const MAX_HEADER_CHARS = 64 * 1024;  // kMaxHeaderValue
const MASK_KEYS = ['mask1', 'mask2', 'mask3'];
const TWO_64 = 1n << 64n;
const SETUP_KEYS = ['tribTile', 'mask1', 'mask2', 'mask3'];
const SIDE_KEYS = ['code', 'flip'];
const CONSTRAINT_KEYS = ['tribunHeights', 'minArmySize', 'maxArmySize'];
const CLOCK_KEYS = ['initialMs', 'bufferMs', 'incrementMs', 'maxGameMs'];
const CLOCK_STATUS = ['idle', 'running', 'ended'];
const CLOCK_END = { 2: 'timeout', 3: 'game-time-tie' };
const TENSES = ['past', 'present'];

// explainAction's options: {tense: 'past' (default) | 'present'} -> 0 | 1.
function tenseOf(options) {
  const { tense = 'past' } = readOptions('options', options, ['tense']);
  return TENSES.indexOf(requireOneOf('options.tense', tense, TENSES));
}
const MAX_MS = Number.MAX_SAFE_INTEGER;

// A setup-code failure from the bindings: {error, details: {kind, ...}} -> coded RangeError.
function setupError(result) {
  const error = codedError(RangeError, result.details.kind, result.error);
  Object.defineProperty(error, 'details', { value: result.details, enumerable: true });
  return error;
}

function setupValue(result) {
  if (result.error !== undefined) throw setupError(result);
  return result.value;
}

// bigint | non-negative safe integer -> hex digits for the bindings; a mask of 64 bits or more is
// reported by the engine as MASK_OUT_OF_RANGE (it is given a value that is out of every width).
function maskHex(name, value) {
  let v;
  if (typeof value === 'bigint') v = value;
  else if (typeof value === 'number') v = BigInt(requireInteger(name, value, 0, Number.MAX_SAFE_INTEGER));
  else throw argumentError(TypeError, `${name} must be a bigint or a non-negative integer, got ${describe(value)}`);
  if (v < 0n) throw argumentError(RangeError, `${name} must not be negative, got ${describe(value)}`);
  return (v >= TWO_64 ? TWO_64 - 1n : v).toString(16);
}

function setupArgs(name, input) {
  // decodeSetup's answer is accepted as is: its derived fields are ignored.
  const setup = readOptions(name, input, [...SETUP_KEYS, 'tribunHeight', 'armySize', 'units']);
  const tribTile = requireInteger(`${name}.tribTile`, setup.tribTile);
  return [tribTile, ...MASK_KEYS.map((k) => maskHex(`${name}.${k}`, setup[k]))];
}

function decodedSetup(value) {
  const units = [];
  for (let i = 0; i < value.units.length; i += 4) {
    units.push({ index: value.units[i], cid: value.units[i + 1], height: value.units[i + 2], tribun: value.units[i + 3] === 1 });
  }
  return {
    tribTile: value.tribTile,
    mask1: BigInt(`0x${value.mask1}`),
    mask2: BigInt(`0x${value.mask2}`),
    mask3: BigInt(`0x${value.mask3}`),
    tribunHeight: value.tribunHeight,
    armySize: value.armySize,
    units,
  };
}

function sideSetup(name, side) {
  if (typeof side === 'string') return { code: requireString(name, side, MAX_CODE_CHARS), flip: false };
  if (side === undefined || side === null) return { code: '', flip: false };  // SETUP_REQUIRED from the engine
  const { code: given, flip: flipGiven } = readOptions(name, side, SIDE_KEYS);
  const code = given === undefined ? '' : requireString(`${name}.code`, given, MAX_CODE_CHARS);
  const flip = flipGiven === undefined ? false : requireBoolean(`${name}.flip`, flipGiven);
  return { code, flip };
}

/**
 * Builds the records part of the Tribun API. `module` is the WASM module, `games` its game
 * table; `adopt(id)` wraps a table id into a TribunGame.
 */
export function createTribunRecordsApi(module, games, adopt) {
  requireArea(module, 'tribun_records');  // registered on first use (bindings/lazy_area.h)
  function boardFromSetups(setupsInput, constraintsInput) {
    if (setupsInput === undefined) throw argumentError(TypeError, 'setups must be an object {black, white}, got undefined');
    const setups = readOptions('setups', setupsInput, ['black', 'white']);
    const black = sideSetup('setups.black', setups.black);
    const white = sideSetup('setups.white', setups.white);
    const constraints = readOptions('constraints', constraintsInput, CONSTRAINT_KEYS);
    let heights = 7;
    if (constraints.tribunHeights !== undefined) {
      heights = 0;
      requireArray('constraints.tribunHeights', constraints.tribunHeights).forEach((h, i) => {
        heights |= 1 << (requireInteger(`constraints.tribunHeights[${i}]`, h, 1, 3) - 1);
      });
    }
    const min = constraints.minArmySize === undefined ? 0 : requireInteger('constraints.minArmySize', constraints.minArmySize, 0, 2 ** 30);
    const max = constraints.maxArmySize === undefined ? 2 ** 30 : requireInteger('constraints.maxArmySize', constraints.maxArmySize, 0, 2 ** 30);
    return setupValue(module.tribunRecords_boardFromSetups(black.code, black.flip, white.code, white.flip, heights, min, max));
  }

  function notationResult(result) {
    if (result.error === undefined) return result.value;
    throw codedError(result.code === 'ILLEGAL_ACTION' ? Error : RangeError, result.code, result.error);
  }

  // A game's history, notation and record methods (TribunGame delegates to these with its id).
  const gameMethods = {
    formatAction(id, word) {
      return games.formatAction(id, requireUint32('word', word));
    },
    explainAction(id, word, options) {
      return games.explainAction(id, requireUint32('word', word), tenseOf(options));
    },
    parseAction(id, text) {
      return notationResult(games.parseAction(id, requireString('text', text, MAX_NOTATION_CHARS)));
    },
    undo(id) {
      const error = games.undo(id);
      if (error) throw codedError(Error, 'NOTHING_TO_UNDO', error);
    },
    redo(id) {
      const error = games.redo(id);
      if (error) throw codedError(Error, 'NOTHING_TO_REDO', error);
    },
    goTo(id, ply) {
      const error = games.goTo(id, requireInteger('ply', ply, 0, 2 ** 31 - 1));
      if (error) throw codedError(RangeError, 'BAD_PLY', error);
    },
    clone(id) {
      return adopt(games.cloneGame(id));
    },
    continuations(id) {
      return games.continuations(id).slice();
    },
    comment(id) {
      return games.comment(id);
    },
    setComment(id, text) {
      games.setComment(id, requireString('text', text, MAX_COMMENT_CHARS));
    },
    // The headers object, read once (before the game's id is looked up: TribunGame.toRecord),
    // as the binding's flat text: key, value, ... each ended by U+001F (bindings/tribun_records.h).
    recordHeaders(headers) {
      if (headers === undefined) return '';
      let flat = '';
      for (const [key, value] of readEntries('headers', headers, MAX_RECORD_HEADERS)) {
        if (!/^[A-Za-z0-9_-]{1,64}$/.test(key)) {
          throw argumentError(RangeError, `headers: ${describe(key)} is not a header name (1-64 letters, digits, _ and -)`);
        }
        const text = requireString(`headers.${key}`, value, MAX_HEADER_CHARS);
        if (text.includes('\x1f')) throw argumentError(RangeError, `headers.${key} must not contain U+001F`);
        flat += `${key}\x1f${text}\x1f`;
      }
      return flat;
    },
    toRecord(id, flatHeaders) {
      const result = games.toRecord(id, flatHeaders);
      if (result.error !== undefined) throw codedError(RangeError, result.code ?? 'RECORD_TOO_LARGE', `toRecord: ${result.error}`);
      return result.value;
    },
  };

  const api = {
    decodeSetup(code) {
      const result = module.tribunRecords_decodeSetup(requireString('code', code, MAX_CODE_CHARS));
      // The engine's message is about "a setup code"; name the argument it was given in.
      if (result.error !== undefined) throw setupError({ error: `code: ${result.error}`, details: result.details });
      return decodedSetup(result.value);
    },
    encodeSetup(setup) {
      return setupValue(module.tribunRecords_encodeSetup(...setupArgs('setup', setup)));
    },
    validateSetup(setup) {
      const result = module.tribunRecords_validateSetup(...setupArgs('setup', setup));
      if (result.error !== undefined) return { ok: false, error: result.details };
      return { ok: true, tribunHeight: result.value.tribunHeight, armySize: result.value.armySize };
    },
    boardFromSetups,
    formatSetupCode(code) {
      return module.tribunRecords_formatSetupCode(requireString('code', code, MAX_CODE_CHARS));
    },
    tileName(cid) {
      requireInteger('cid', cid, 0, 127);
      const name = module.tribunRecords_tileName(cid);
      if (!name) throw argumentError(RangeError, `cid ${cid} is not a tile of the board`);
      return name;
    },
    parseTile(name) {
      const result = module.tribunRecords_parseTile(requireString('name', name, MAX_NOTATION_CHARS));
      if (result.error !== undefined) throw codedError(RangeError, 'BAD_TILE', result.error);
      return result.value;
    },
    // `bytes`: a validated Uint8Array(121) (the Tribun facade checks the board first).
    formatActionIn(bytes, turn, word) {
      return module.tribunRecords_formatAction(bytes, turn, requireUint32('word', word));
    },
    explainActionIn(bytes, turn, word, options) {
      return module.tribunRecords_explainAction(bytes, turn, requireUint32('word', word), tenseOf(options));
    },
    parseActionIn(bytes, turn, text) {
      return notationResult(module.tribunRecords_parseAction(bytes, turn, requireString('text', text, MAX_NOTATION_CHARS)));
    },
    /**
     * Reads a record. Server-only verdicts (W out of time, game-time tie, no legal action, in the
     * moves or an Actions header) are refused unless options.allowServerEnds: as for replay, a
     * client's file must not carry them.
     */
    parseRecord(text, parseOptions) {
      const options = readOptions('options', parseOptions, PARSE_RECORD_OPTIONS);
      const allowServerEnds =
        options.allowServerEnds === undefined ? false : requireBoolean('options.allowServerEnds', options.allowServerEnds);
      if (typeof text === 'string' && text.length > MAX_RECORD_CHARS) {
        throw codedError(RangeError, 'BAD_RECORD', `text: ${text.length} characters is more than a record may hold (${MAX_RECORD_CHARS})`);
      }
      requireString('text', text, MAX_RECORD_CHARS);
      const id = games.create();
      if (id < 0) throw codedError(Error, 'OUT_OF_MEMORY', 'out of WebAssembly memory: dispose() games no longer needed (the module keeps working)');
      const result = games.loadRecord(id, text, allowServerEnds);
      if (result.error !== undefined) {
        games.release(id);
        throw codedError(RangeError, result.code, result.error);
      }
      const headers = {};
      for (let i = 0; i < result.value.length; i += 2) {
        // An own property whatever the key: a "__proto__" header is a header like any other.
        Object.defineProperty(headers, result.value[i], { value: result.value[i + 1], enumerable: true, writable: true, configurable: true });
      }
      // The TimeControl header, checked by the engine (src/tribun/time_control.h): a clock config.
      const tc = result.timeControl;
      const timeControl = tc === undefined ? null : { initialMs: tc[0], bufferMs: tc[2], incrementMs: tc[1], maxGameMs: tc[3] };
      return { headers, game: adopt(id), timeControl };
    },
    createClock(config) {
      return createClock(module, config);
    },
  };
  return { api, gameMethods };
}

// ---- clocks ------------------------------------------------------------------------------------

function createClock(module, input) {
  requireArea(module, 'tribun_clock');  // registered on first use (bindings/lazy_area.h)
  if (input === undefined) throw argumentError(TypeError, 'config must be an object, got undefined');
  const config = readOptions('config', input, CLOCK_KEYS);
  const c = CLOCK_KEYS.map((key) => (config[key] === undefined && key !== 'initialMs' ? 0 : requireInteger(`config.${key}`, config[key], 0, MAX_MS)));
  let state = unwrapClock(module.tribunClock_new(...c), RangeError, 'INVALID_ARGUMENT');

  function now(value) {
    return requireInteger('now', value, 0, MAX_MS);
  }
  function step(result) {
    state = unwrapClock(result, Error, 'CLOCK_STATE');
    return clock.result;
  }
  const bytes = () => new Uint8Array(state.buffer.slice(0));

  /** A game clock: a pure state machine fed with timestamps in milliseconds. */
  const clock = {
    /** Starts the first turn (of `firstTurn`, 0 black by default) at `now`. */
    start(at, firstTurn = 0) {
      requireInteger('firstTurn', firstTurn, 0, 1);
      step(module.tribunClock_start(...c, bytes(), firstTurn, now(at)));
    },
    /** The side to move completed its turn at `now`; returns the result if time ran out first. */
    completeTurn(at) {
      return step(module.tribunClock_completeTurn(...c, bytes(), now(at)));
    },
    /** Ends the clock if time ran out by `now`; returns the result or null. */
    check(at) {
      return step(module.tribunClock_check(...c, bytes(), now(at)));
    },
    /** What a display shows at `now`. */
    read(at) {
      const r = module.tribunClock_read(...c, bytes(), now(at));
      return { remainingMs: [r[0], r[1]], bufferLeftMs: r[2], gameLeftMs: r[3] < 0 ? null : r[3] };
    },
    get status() {
      return CLOCK_STATUS[state[3]];
    },
    get turn() {
      return state[2];
    },
    /** null while running; else what ended it: pass reason and loser to game.endByServer. */
    get result() {
      if (state[3] !== 2) return null;
      return { reason: CLOCK_END[state[4]], loser: state[5], at: state[8] };
    },
  };
  return Object.freeze(clock);
}

function unwrapClock(result, ErrorClass, code) {
  if (result.error !== undefined) throw codedError(ErrorClass, code, result.error);
  return result.value;
}

