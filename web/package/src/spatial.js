// The spatial (board-as-graph) JavaScript API: zone macros, validation and one owned board handle
// per createBoard(). Plain values in and out; arguments are checked here (validate.js) before they
// reach Embind. Engine rejections come back as {error} objects or non-empty strings:
// unknown zones and bad options become RangeErrors, refused moves and placements Errors.
import { argumentError, codedError } from './errors.js';
import { requireArea } from './areas.js';
import { handleOwners } from './owned-handle.js';
import {
  describe,
  isGoodString,
  own,
  readFields,
  readOptions,
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
const TOKEN_FIELDS = ['id', 'kind', 'owner'];
const EFFECT_FIELDS = ['token', 'from', 'to'];
const utf8 = new TextEncoder();

// The code of an engine refusal: an unknown zone, a bad via condition, else what the call was.
function engineCode(message, fallback) {
  if (/: unknown zone '/.test(message)) return 'UNKNOWN_ZONE';
  if (message.startsWith('via: ')) return 'BAD_CONDITION';
  return fallback;
}

function quoteName(name, path) {
  requireString(path, name, MAX_ID_CHARS);
  return `'${name.replace(/[\\']/g, (c) => `\\${c}`)}'`;
}

// Object form of a condition -> the engine's condition text (see src/spatial/condition.h).
//   {empty: true} {occupied: true} {kind: 'road'} {owner: 'p1'} {token: 't1'} {zone: 'A'}
//   {not: c} {and: [c, ...]} {or: [c, ...]}, or the text itself as a string.
function conditionText(cond, path, depth = 1) {
  if (depth > MAX_CONDITION_DEPTH) throw argumentError(RangeError, `${path} nests deeper than ${MAX_CONDITION_DEPTH} levels`);
  if (typeof cond === 'string') return requireString(path, cond, MAX_ID_CHARS);
  requireObject(path, cond);
  const keys = Object.keys(cond);
  if (keys.length !== 1) throw argumentError(TypeError, `${path} must have exactly one key, got ${keys.length}`);
  const [key] = keys;
  const value = own(cond, key);
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
      const list = requireArray(at, value);
      if (list.length === 0) throw argumentError(RangeError, `${at} must list at least one condition`);
      return `${key}(${list.map((c, i) => conditionText(c, `${at}[${i}]`, depth + 1)).join(',')})`;
    }
    default:
      throw argumentError(TypeError, 
        `${path} has an unknown key ${JSON.stringify(key)} (allowed: empty, occupied, kind, owner, token, zone, not, and, or)`,
      );
  }
}

// Checks the zone list's shape only (ids are strings, adjacentTo absent or an array of strings)
// and returns the one-string form the bindings read (src/spatial/zone_json.h, as UTF-8), built from values
// read once each: what was checked is what the engine gets (no getter, proxy or toJSON can swap
// an edge after the check). What the zones mean is the engine's to judge.
function zonesJson(zones, maxZones) {
  if (!Array.isArray(zones)) throw argumentError(TypeError, `zones must be an array, got ${describe(zones)}`);
  const n = zones.length;
  if (n > maxZones) throw argumentError(RangeError, `zones: ${n} zones given; the limit is ${maxZones}`);
  let refs = 0;
  const copy = new Array(n);  // fresh arrays of checked strings: nothing of the caller's is serialised
  // Index loops, not forEach: holes in sparse arrays must be reported, not skipped.
  for (let i = 0; i < n; ++i) {
    const zone = requireObject(`zones[${i}]`, zones[i]);
    let id = own(zone, 'id');
    if (!isGoodString(id, MAX_ID_CHARS)) id = requireString(`zones[${i}].id`, id, MAX_ID_CHARS);
    const adj = own(zone, 'adjacentTo');
    if (adj === undefined || adj === null) {
      copy[i] = [id, null];
      continue;
    }
    if (!Array.isArray(adj)) throw argumentError(TypeError, `zones[${i}].adjacentTo must be an array, got ${describe(adj)}`);
    const m = adj.length;
    refs += m;
    if (refs > MAX_REFERENCES) {
      throw argumentError(RangeError, `zones: more than ${MAX_REFERENCES} adjacency references; that is the limit`);
    }
    const names = new Array(m);
    for (let k = 0; k < m; ++k) {
      const ref = adj[k];
      // The argument's name is built only for an error: a template per reference cost more than the engine's work.
      names[k] = isGoodString(ref, MAX_ID_CHARS) ? ref : requireString(`zones[${i}].adjacentTo[${k}]`, ref, MAX_ID_CHARS);
    }
    copy[i] = [id, names];
  }
  // As UTF-8 bytes: Embind copies a Uint8Array into the std::string argument as is, where a JS
  // string is measured and encoded character by character in JS (14 % of validating one zone
  // that lists 30,000 others, 0.73 MB). The array is ours: its length cannot lie.
  return utf8.encode(JSON.stringify(copy));
}

/** Builds the spatial API over an instantiated boardrules WASM module. */
export function createSpatialApi(module) {
  requireArea(module, 'spatial');  // registered on first use (web/package/src/areas.js)
  const Owned = handleOwners('spatial board', (handle) => handle.delete());
  const maxZones = module.spatial_maxZones;

  // {value} | {json} | {error} from the bindings -> the value (JSON parsed), or a thrown error
  // with a code (engineCode).
  function unwrap(result, ErrorClass, code = 'INVALID_ARGUMENT') {
    if (result.error !== undefined) throw codedError(ErrorClass, engineCode(result.error, code), result.error);
    return result.json !== undefined ? JSON.parse(result.json) : result.value;
  }

  // unwrap() for a board's queries: an UNKNOWN_ZONE error gets `suggestion`, the closest zone id
  // (or null), computed only when it is read (a fuzzy search over every id: a typo repeated by a
  // client costs no more than any refusal until someone looks; issue 28). Read after the board
  // was disposed, it is null.
  function unwrapOn(h, result, ErrorClass, code) {
    try {
      return unwrap(result, ErrorClass, code);
    } catch (error) {
      const at = error.message.indexOf(": unknown zone '");
      if (error.code === 'UNKNOWN_ZONE' && at >= 0 && error.message.endsWith("'")) {
        const id = error.message.slice(at + ": unknown zone '".length, -1);
        let cached;
        Object.defineProperty(error, 'suggestion', {
          enumerable: true,
          configurable: true,
          get() {
            if (cached === undefined) {
              try {
                cached = h.isDeleted() ? null : h.suggestZone(id) || null;
              } catch {
                cached = null;
              }
            }
            return cached;
          },
        });
      }
      throw error;
    }
  }

  // A macro result: zones, or an Error carrying the engine's diagnostics.
  function macro(result) {
    if (result.error === undefined) return JSON.parse(result.json);
    const notInteger = result.diagnostics.some((d) => d.code === 'MACRO_NOT_INTEGER');
    const error = argumentError(notInteger ? TypeError : RangeError, result.error);
    error.diagnostics = result.diagnostics;
    throw error;
  }

  function requireSize(name, value) {
    if (typeof value !== 'number') throw argumentError(TypeError, `${name} must be an integer number, got ${describe(value)}`);
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
    #owned;
    // Queries of this board running now (a via predicate may run another query on it): while it
    // is above 0, dispose() and mutations are refused, however deeply queries nest.
    #depth = 0;

    constructor(handle) {
      this.#owned = new Owned(handle);
    }

    #live() {
      return this.#owned.handle;
    }

    #idle() {
      if (this.#depth > 0) throw codedError(Error, 'BUSY', 'the board cannot change while a via predicate is running');
      return this.#live();
    }

    #withVia(via, call) {
      const h = this.#live();
      const failure = {};
      const [text, predicate] = viaArgs(via, failure);
      ++this.#depth;
      let result;
      try {
        result = call(h, text, predicate);
      } finally {
        --this.#depth;
      }
      if (failure.error) throw failure.error.error;
      return unwrapOn(h, result, RangeError);
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
      return unwrapOn(h, h.adjacentZones(requireString('zone', zone, MAX_ID_CHARS)), RangeError);  // UNKNOWN_ZONE
    }

    /**
     * Bounded BFS from `start` in discovery order. The start is excluded unless includeStart;
     * maxDepth defaults to the zone count - 1 (0 gives []); `via` (condition or predicate on a
     * zone id) is checked on each zone before it is entered; `limit` caps the result length.
     */
    connectedZones(start, options = {}) {
      requireString('start', start, MAX_ID_CHARS);
      options = readOptions('options', options, CONNECTED_OPTIONS);
      const depth = optionalDepth(options.maxDepth);
      const includeStart = options.includeStart === undefined ? false : requireBoolean('includeStart', options.includeStart);
      const limit = options.limit === undefined ? -1 : requireInteger('limit', options.limit, 0, 2 ** 32 - 1);
      return this.#withVia(options.via, (h, text, predicate) =>
        h.connectedZones(start, depth, includeStart, limit, text, predicate),
      );
    }

    isAdjacent(a, b) {
      const h = this.#live();
      return unwrapOn(h, h.isAdjacent(requireString('a', a, MAX_ID_CHARS), requireString('b', b, MAX_ID_CHARS)), RangeError);
    }

    /** True when a path from a to b exists whose zones after a (b included) all pass `via`. */
    isConnected(a, b, options = {}) {
      requireString('a', a, MAX_ID_CHARS);
      requireString('b', b, MAX_ID_CHARS);
      options = readOptions('options', options, IS_CONNECTED_OPTIONS);
      const depth = optionalDepth(options.maxDepth);
      return this.#withVia(options.via, (h, text, predicate) => h.isConnected(a, b, depth, text, predicate));
    }

    /** token: an id string or {id, kind?, owner?}. */
    placeToken(zone, token) {
      requireString('zone', zone, MAX_ID_CHARS);
      if (token === undefined) throw argumentError(TypeError, 'token must be a string or an object, got undefined');
      const t = typeof token === 'string' ? { id: token } : readFields('token', token, TOKEN_FIELDS);
      const id = requireString('token.id', t.id, MAX_ID_CHARS);
      const kind = t.kind === undefined ? '' : requireString('token.kind', t.kind, MAX_ID_CHARS);
      const owner = t.owner === undefined ? '' : requireString('token.owner', t.owner, MAX_ID_CHARS);
      const h = this.#idle();  // after the token's getters ran (web/package/src/options.js)
      const error = h.placeToken(zone, id, kind, owner);
      if (error) throw codedError(Error, engineCode(error, 'TOKEN_REFUSED'), error);
    }

    tokensIn(zone) {
      const h = this.#live();
      return unwrapOn(h, h.tokensIn(requireString('zone', zone, MAX_ID_CHARS)), RangeError);
    }

    tokensInAdjacentZones(zone) {
      const h = this.#live();
      return unwrapOn(h, h.tokensInAdjacentZones(requireString('zone', zone, MAX_ID_CHARS)), RangeError);
    }

    /**
     * Moves a token to an adjacent zone. effect = {token, from?, to}; each value is an id or a
     * `$name` looked up in `bindings`. Returns {type: 'tokenEntered', token, from, to}.
     */
    moveTokenAdjacent(effect, bindings = {}) {
      if (effect === undefined) throw argumentError(TypeError, 'effect must be an object, got undefined');
      effect = readOptions('effect', effect, EFFECT_FIELDS);
      const token = requireString('effect.token', effect.token, MAX_ID_CHARS);
      const from = effect.from === undefined ? '' : requireString('effect.from', effect.from, MAX_ID_CHARS);
      const to = requireString('effect.to', effect.to, MAX_ID_CHARS);
      requireObject('bindings', bindings);
      // Only the (at most three) names the effect uses cross to the engine, each read once as an
      // own property: a bindings object of 100,000 keys costs nothing more than one of three.
      const plain = Object.create(null);  // '__proto__' is a name like any other
      for (const value of [token, from, to]) {
        const name = value.startsWith('$') ? value.slice(1) : undefined;
        if (name === undefined || !Object.hasOwn(bindings, name) || Object.hasOwn(plain, name)) continue;
        plain[name] = requireString(`bindings.${name}`, bindings[name], MAX_ID_CHARS);
      }
      const h = this.#idle();  // after every getter ran (web/package/src/options.js)
      return unwrapOn(h, h.moveTokenAdjacent(token, from, to, plain), Error, 'ILLEGAL_MOVE');
    }

    get disposed() {
      return this.#owned.disposed;
    }

    dispose() {
      if (this.#owned.disposed) return;
      if (this.#depth > 0) throw codedError(Error, 'BUSY', 'cannot dispose a board from inside its own via predicate');
      this.#owned.dispose();
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
      return unwrap(module.spatial_validateZonesJson(zonesJson(zones, maxZones)), RangeError, 'BAD_ZONES');  // {json}
    },

    /** A board over `zones`; throws only when no graph can be built (see diagnostics()). */
    createBoard(zones) {
      const json = zonesJson(zones, maxZones);
      const handle = new module.spatial_Board();
      const error = handle.init(json);
      if (error) {
        handle.delete();
        throw codedError(RangeError, 'BAD_ZONES', error);
      }
      return new SpatialBoard(handle);
    },

    /** The condition text for an object-form condition (what `via` objects are turned into). */
    conditionText(condition) {
      return conditionText(condition, 'condition');
    },
  });
}
