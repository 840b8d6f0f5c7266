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
  requireObject,
  requireString,
  requireUint32,
  describe,
} from './validate.js';
import { requireArea } from './areas.js';

const MAX_CODE_CHARS = 256;
const MAX_NOTATION_CHARS = 1024;
const MAX_RECORD_CHARS = 16 * 1024 * 1024;
const MAX_COMMENT_CHARS = 1024 * 1024;
const MASK_KEYS = ['mask1', 'mask2', 'mask3'];
const TWO_64 = 1n << 64n;
const SETUP_KEYS = ['tribTile', 'mask1', 'mask2', 'mask3'];
const SIDE_KEYS = ['code', 'flip'];
const CONSTRAINT_KEYS = ['tribunHeights', 'minArmySize', 'maxArmySize'];
const CLOCK_KEYS = ['initialMs', 'bufferMs', 'incrementMs', 'maxGameMs'];
const CLOCK_STATUS = ['idle', 'running', 'ended'];
const CLOCK_END = { 2: 'timeout', 3: 'game-time-tie' };
const MAX_MS = Number.MAX_SAFE_INTEGER;

function rejectUnknownKeys(name, object, allowed) {
  for (const key of Object.keys(object)) {
    if (!allowed.includes(key)) {
      throw argumentError(TypeError, `${name}.${key} is not a known field (expected ${allowed.join(', ')})`);
    }
  }
}

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

function setupArgs(name, setup) {
  requireObject(name, setup);
  rejectUnknownKeys(name, setup, [...SETUP_KEYS, 'tribunHeight', 'armySize', 'units']);
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
  requireObject(name, side);
  rejectUnknownKeys(name, side, SIDE_KEYS);
  const code = side.code === undefined ? '' : requireString(`${name}.code`, side.code, MAX_CODE_CHARS);
  const flip = side.flip === undefined ? false : requireBoolean(`${name}.flip`, side.flip);
  return { code, flip };
}

/**
 * Builds the records part of the Tribun API. `module` is the WASM module, `games` its game
 * table; `adopt(id)` wraps a table id into a TribunGame.
 */
export function createTribunRecordsApi(module, games, adopt) {
  requireArea(module, 'tribun_records');  // registered on first use (bindings/lazy_area.h)
  function boardFromSetups(setups, constraints = {}) {
    requireObject('setups', setups);
    rejectUnknownKeys('setups', setups, ['black', 'white']);
    const black = sideSetup('setups.black', setups.black);
    const white = sideSetup('setups.white', setups.white);
    requireObject('constraints', constraints);
    rejectUnknownKeys('constraints', constraints, CONSTRAINT_KEYS);
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
    toRecord(id, headers = {}) {
      requireObject('headers', headers);
      let flat = '';  // key, value, ... each ended by U+001F (bindings/tribun_records.h)
      for (const [key, value] of Object.entries(headers)) {
        if (!/^[A-Za-z0-9_-]+$/.test(key)) throw argumentError(RangeError, `headers: ${JSON.stringify(key)} is not a header name (letters, digits, _ and -)`);
        const text = requireString(`headers.${key}`, value, MAX_COMMENT_CHARS);
        if (text.includes('\x1f')) throw argumentError(RangeError, `headers.${key} must not contain U+001F`);
        flat += `${key}\x1f${text}\x1f`;
      }
      return games.toRecord(id, flat);
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
    parseActionIn(bytes, turn, text) {
      return notationResult(module.tribunRecords_parseAction(bytes, turn, requireString('text', text, MAX_NOTATION_CHARS)));
    },
    parseRecord(text) {
      requireString('text', text, MAX_RECORD_CHARS);
      const id = games.create();
      const result = games.loadRecord(id, text);
      if (result.error !== undefined) {
        games.release(id);
        throw codedError(RangeError, result.code, result.error);
      }
      const headers = {};
      for (let i = 0; i < result.value.length; i += 2) headers[result.value[i]] = result.value[i + 1];
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

function createClock(module, config) {
  requireArea(module, 'tribun_clock');  // registered on first use (bindings/lazy_area.h)
  requireObject('config', config);
  rejectUnknownKeys('config', config, CLOCK_KEYS);
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

