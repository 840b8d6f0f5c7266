// The spatial (board-as-graph) JavaScript API: zone macros, validation and one owned board handle
// per createBoard(). Plain values in and out; arguments are checked here (validate.js) before they
// reach Embind. Engine rejections come back as {error} objects or non-empty strings:
// unknown zones and bad options become RangeErrors, refused moves and placements Errors.
import {
  describe,
  requireArray,
  requireBoolean,
  requireInteger,
  requireObject,
  requireString,
} from './validate.js';

const MAX_ID_CHARS = 4096;           // longer strings never reach the heap (the engine allows 256 for zone ids)
const MAX_REFERENCES = 1_000_000;    // sum of adjacentTo lengths, as the engine's limit
const MAX_CONDITION_DEPTH = 32;      // as the engine's condition language
const CONNECTED_OPTIONS = ['maxDepth', 'via', 'includeStart', 'limit'];
const IS_CONNECTED_OPTIONS = ['maxDepth', 'via'];

function checkKeys(name, object, allowed) {
  for (const key of Object.keys(object)) {
    if (!allowed.includes(key)) {
      throw new TypeError(`${name} has an unknown option ${JSON.stringify(key)} (allowed: ${allowed.join(', ')})`);
    }
  }
}

function quoteName(name, path) {
  requireString(path, name, MAX_ID_CHARS);
  return `'${name.replace(/[\\']/g, (c) => `\\${c}`)}'`;
}

// Object form of a condition -> the engine's condition text (see src/spatial/condition.h).
//   {empty: true} {occupied: true} {kind: 'road'} {owner: 'p1'} {token: 't1'} {zone: 'A'}
//   {not: c} {and: [c, ...]} {or: [c, ...]}, or the text itself as a string.
function conditionText(cond, path, depth = 1) {
  if (depth > MAX_CONDITION_DEPTH) throw new RangeError(`${path} nests deeper than ${MAX_CONDITION_DEPTH} levels`);
  if (typeof cond === 'string') return requireString(path, cond, MAX_ID_CHARS);
  requireObject(path, cond);
  const keys = Object.keys(cond);
  if (keys.length !== 1) throw new TypeError(`${path} must have exactly one key, got ${keys.length}`);
  const [key] = keys;
  const value = cond[key];
  const at = `${path}.${key}`;
  switch (key) {
    case 'empty':
    case 'occupied':
      return requireBoolean(at, value) ? key : `not(${key})`;
    case 'kind':
    case 'owner':
    case 'token':
    case 'zone':
      return `${key}(${quoteName(value, at)})`;
    case 'not':
      return `not(${conditionText(value, at, depth + 1)})`;
    case 'and':
    case 'or': {
      requireArray(at, value);
      if (value.length === 0) throw new RangeError(`${at} must list at least one condition`);
      return `${key}(${value.map((c, i) => conditionText(c, `${at}[${i}]`, depth + 1)).join(',')})`;
    }
    default:
      throw new TypeError(
        `${path} has an unknown key ${JSON.stringify(key)} (allowed: empty, occupied, kind, owner, token, zone, not, and, or)`,
      );
  }
}

// Checks the zone list's shape only (ids are strings, adjacentTo absent or an array of strings);
// what the zones mean is the engine's to judge.
function checkZones(zones, maxZones) {
  requireArray('zones', zones);
  if (zones.length > maxZones) {
    throw new RangeError(`zones: ${zones.length} zones given; the limit is ${maxZones}`);
  }
  let refs = 0;
  // Index loops, not forEach: holes in sparse arrays must be reported, not skipped.
  for (let i = 0; i < zones.length; ++i) {
    const zone = requireObject(`zones[${i}]`, zones[i]);
    requireString(`zones[${i}].id`, zone.id, MAX_ID_CHARS);
    const adj = zone.adjacentTo;
    if (adj === undefined || adj === null) continue;
    requireArray(`zones[${i}].adjacentTo`, adj);
    refs += adj.length;
    if (refs > MAX_REFERENCES) {
      throw new RangeError(`zones: more than ${MAX_REFERENCES} adjacency references; that is the limit`);
    }
    for (let k = 0; k < adj.length; ++k) requireString(`zones[${i}].adjacentTo[${k}]`, adj[k], MAX_ID_CHARS);
  }
  return zones;
}

/** Builds the spatial API over an instantiated boardrules WASM module. */
export function createSpatialApi(module) {
  // Backs up dispose(): a board dropped without dispose() frees its C++ side when collected.
  const registry = new FinalizationRegistry((handle) => handle.delete());
  const maxZones = module.spatial_maxZones;

  // {value} | {json} | {error} from the bindings -> the value (JSON parsed), or a thrown error.
  function unwrap(result, ErrorClass) {
    if (result.error !== undefined) throw new ErrorClass(result.error);
    return result.json !== undefined ? JSON.parse(result.json) : result.value;
  }

  // The one-string form the bindings read (src/spatial/zone_json.h).
  function zonesJson(zones) {
    return JSON.stringify(zones.map((z) => [z.id, z.adjacentTo ?? null]));
  }

  // A macro result: zones, or an Error carrying the engine's diagnostics.
  function macro(result) {
    if (result.error === undefined) return JSON.parse(result.json);
    const notInteger = result.diagnostics.some((d) => d.code === 'MACRO_NOT_INTEGER');
    const error = new (notInteger ? TypeError : RangeError)(result.error);
    error.diagnostics = result.diagnostics;
    throw error;
  }

  function requireSize(name, value) {
    if (typeof value !== 'number') throw new TypeError(`${name} must be an integer number, got ${describe(value)}`);
    return value;  // NaN, fractions and bad sizes are diagnosed by the engine
  }

  // A `via` option -> [conditionText, predicate]. A predicate never throws into WASM: its first
  // exception is kept in `failure` and re-thrown once the engine call has returned.
  function viaArgs(via, failure) {
    if (via === undefined || via === null) return ['', null];
    if (typeof via === 'function') {
      const predicate = (zoneId) => {
        if (failure.error) return false;
        try {
          return Boolean(via(zoneId));
        } catch (error) {
          failure.error = { error };
          return false;
        }
      };
      return ['', predicate];
    }
    return [conditionText(via, 'via'), null];
  }

  function optionalDepth(value) {
    return value === undefined ? -1 : requireInteger('maxDepth', value, 0, 2 ** 31 - 1);
  }

  class SpatialBoard {
    #handle;
    #busy = false;  // true while a via predicate may run: dispose() and mutations wait

    constructor(handle) {
      this.#handle = handle;
      registry.register(this, handle, this);
    }

    #live() {
      if (this.#handle === null) throw new Error('this spatial board has been disposed; create a new one');
      return this.#handle;
    }

    #idle() {
      if (this.#busy) throw new Error('the board cannot change while a via predicate is running');
      return this.#live();
    }

    #withVia(via, call) {
      const h = this.#live();
      const failure = {};
      const [text, predicate] = viaArgs(via, failure);
      this.#busy = true;
      let result;
      try {
        result = call(h, text, predicate);
      } finally {
        this.#busy = false;
      }
      if (failure.error) throw failure.error.error;
      return unwrap(result, RangeError);
    }

    /** Zone ids in declaration order. */
    zones() {
      return JSON.parse(this.#live().zoneIdsJson());
    }

    diagnostics() {
      return this.#live().diagnostics();
    }

    adjacentZones(zone) {
      const h = this.#live();
      return unwrap(h.adjacentZones(requireString('zone', zone, MAX_ID_CHARS)), RangeError);
    }

    /**
     * Bounded BFS from `start` in discovery order. The start is excluded unless includeStart;
     * maxDepth defaults to the zone count - 1 (0 gives []); `via` (condition or predicate on a
     * zone id) is checked on each zone before it is entered; `limit` caps the result length.
     */
    connectedZones(start, options = {}) {
      requireString('start', start, MAX_ID_CHARS);
      requireObject('options', options);
      checkKeys('options', options, CONNECTED_OPTIONS);
      const depth = optionalDepth(options.maxDepth);
      const includeStart = options.includeStart === undefined ? false : requireBoolean('includeStart', options.includeStart);
      const limit = options.limit === undefined ? -1 : requireInteger('limit', options.limit, 0, 2 ** 32 - 1);
      return this.#withVia(options.via, (h, text, predicate) =>
        h.connectedZones(start, depth, includeStart, limit, text, predicate),
      );
    }

    isAdjacent(a, b) {
      const h = this.#live();
      return unwrap(h.isAdjacent(requireString('a', a, MAX_ID_CHARS), requireString('b', b, MAX_ID_CHARS)), RangeError);
    }

    /** True when a path from a to b exists whose zones after a (b included) all pass `via`. */
    isConnected(a, b, options = {}) {
      requireString('a', a, MAX_ID_CHARS);
      requireString('b', b, MAX_ID_CHARS);
      requireObject('options', options);
      checkKeys('options', options, IS_CONNECTED_OPTIONS);
      const depth = optionalDepth(options.maxDepth);
      return this.#withVia(options.via, (h, text, predicate) => h.isConnected(a, b, depth, text, predicate));
    }

    /** token: an id string or {id, kind?, owner?}. */
    placeToken(zone, token) {
      const h = this.#idle();
      requireString('zone', zone, MAX_ID_CHARS);
      const t = typeof token === 'string' ? { id: token } : requireObject('token', token);
      const id = requireString('token.id', t.id, MAX_ID_CHARS);
      const kind = t.kind === undefined ? '' : requireString('token.kind', t.kind, MAX_ID_CHARS);
      const owner = t.owner === undefined ? '' : requireString('token.owner', t.owner, MAX_ID_CHARS);
      const error = h.placeToken(zone, id, kind, owner);
      if (error) throw new Error(error);
    }

    tokensIn(zone) {
      const h = this.#live();
      return unwrap(h.tokensIn(requireString('zone', zone, MAX_ID_CHARS)), RangeError);
    }

    tokensInAdjacentZones(zone) {
      const h = this.#live();
      return unwrap(h.tokensInAdjacentZones(requireString('zone', zone, MAX_ID_CHARS)), RangeError);
    }

    /**
     * Moves a token to an adjacent zone. effect = {token, from?, to}; each value is an id or a
     * `$name` looked up in `bindings`. Returns {type: 'tokenEntered', token, from, to}.
     */
    moveTokenAdjacent(effect, bindings = {}) {
      const h = this.#idle();
      requireObject('effect', effect);
      checkKeys('effect', effect, ['token', 'from', 'to']);
      const token = requireString('effect.token', effect.token, MAX_ID_CHARS);
      const from = effect.from === undefined ? '' : requireString('effect.from', effect.from, MAX_ID_CHARS);
      const to = requireString('effect.to', effect.to, MAX_ID_CHARS);
      requireObject('bindings', bindings);
      const plain = {};
      for (const [name, value] of Object.entries(bindings)) plain[name] = requireString(`bindings.${name}`, value, MAX_ID_CHARS);
      return unwrap(h.moveTokenAdjacent(token, from, to, plain), Error);
    }

    get disposed() {
      return this.#handle === null;
    }

    dispose() {
      if (this.#handle === null) return;
      if (this.#busy) throw new Error('cannot dispose a board from inside its own via predicate');
      registry.unregister(this);
      this.#handle.delete();
      this.#handle = null;
    }
  }

  return Object.freeze({
    /** grid(rows, cols): cell_R_C zones, 4-connected. */
    generateGrid(rows, cols) {
      return macro(module.spatial_generateGrid(requireSize('rows', rows), requireSize('cols', cols)));
    },

    /** hex(radius): hex_Q_R zones (negative as n1), 6-connected, 3r(r+1)+1 of them. */
    generateHex(radius) {
      return macro(module.spatial_generateHex(requireSize('radius', radius)));
    },

    /** Every diagnostic for a zone list (nothing is built). */
    validateZones(zones) {
      return unwrap(module.spatial_validateZones(zonesJson(checkZones(zones, maxZones))), RangeError);
    },

    /** A board over `zones`; throws only when no graph can be built (see diagnostics()). */
    createBoard(zones) {
      checkZones(zones, maxZones);
      const handle = new module.spatial_Board();
      const error = handle.init(zonesJson(zones));
      if (error) {
        handle.delete();
        throw new RangeError(error);
      }
      return new SpatialBoard(handle);
    },

    /** The condition text for an object-form condition (what `via` objects are turned into). */
    conditionText(condition) {
      return conditionText(condition, 'condition');
    },
  });
}
