// The one reader of option objects for every facade (tribun, records, lessons, the engine,
// spatial, catan, cotulenh): what a caller passes as `{ ... }` is read here, never by `obj.key`
// at the point of use. The rules (docs/SECURITY.md, "Options"):
//   - plain objects only ({...} or Object.create(null), of any realm): arrays, class instances,
//     typed arrays, Dates, Maps, functions are refused by name (TypeError INVALID_ARGUMENT);
//   - own properties only: a polluted Object.prototype is never read as an option;
//   - every field is read exactly once, into a fresh local copy, BEFORE the caller touches its
//     game or board handle: a getter that disposes the game, or swaps a value after a check,
//     meets a handle that is looked up afterwards (and is then refused as DISPOSED);
//   - unknown keys: refused (TypeError INVALID_ARGUMENT naming the key) in options; ignored in
//     records (snapshots, actions, units, tokens), which may carry fields of their own.
import { argumentError } from './errors.js';
import { describe } from './validate.js';

// A plain object's prototype: Object.prototype, null, or another realm's Object.prototype
// (an object from an iframe or a vm context).
function isPlainPrototype(proto) {
  if (proto === null || proto === Object.prototype) return true;
  return Object.getPrototypeOf(proto) === null && Object.hasOwn(proto, 'constructor') &&
    typeof proto.constructor === 'function' && proto.constructor.name === 'Object';
}

// (describe() is validate.js's: an import cycle of hoisted functions, used only at call time.)
const kindOf = (value) => describe(value);

/** True for a plain object ({...} or Object.create(null), any realm). */
export function isPlainObject(value) {
  return value !== null && typeof value === 'object' && !Array.isArray(value) && isPlainPrototype(Object.getPrototypeOf(value));
}

/**
 * A plain object: `{...}` or Object.create(null). Arrays, ArrayBuffers, typed arrays, DataViews,
 * Dates, Maps, class instances and functions are refused by name instead of being read as an
 * empty set of options.
 */
export function requireObject(name, value) {
  if (!isPlainObject(value)) {
    throw argumentError(TypeError, `${name} must be an object (a plain {...} or Object.create(null)), got ${kindOf(value)}`);
  }
  return value;
}

/** `object[key]` when it is the object's own property, else undefined: inherited values (a
 * polluted Object.prototype) are never options. */
export function own(object, key) {
  return Object.hasOwn(object, key) ? object[key] : undefined;
}

/**
 * Reads the options object `value` once: a plain object whose own enumerable string keys are all
 * in `allowed` (undefined means no options). Returns a snapshot holding each allowed key as an
 * own property (undefined when absent), so later checks and uses see the same values and never
 * an inherited one. (A plain {} rather than Object.create(null): V8 keeps it in fast mode, which
 * matters on newGame's path; every allowed key is an own property of it, so a polluted
 * Object.prototype cannot show through.)
 */
export function readOptions(name, value, allowed) {
  const out = {};
  if (value === undefined) {
    for (const key of allowed) out[key] = undefined;
    return out;
  }
  requireObject(name, value);
  for (const key of Object.keys(value)) {
    if (!allowed.includes(key)) {
      const shown = key.length > 40 ? `${key.slice(0, 40)}...` : key;
      throw argumentError(TypeError,
        `${name}.${shown} is not an option: ${name} has an unknown option ${JSON.stringify(shown)} (an unknown key is refused; allowed: ${allowed.join(', ')})`);
    }
  }
  for (const key of allowed) out[key] = own(value, key);
  return out;
}

/** Like readOptions for records (snapshots, actions, units): other own keys are ignored. */
export function readFields(name, value, keys) {
  requireObject(name, value);
  const out = {};  // every key set as an own property, as in readOptions
  for (const key of keys) out[key] = own(value, key);
  return out;
}

/**
 * A map given as a plain object (record headers: any key): its own enumerable string keys and
 * their values, each read once, as [key, value] pairs. More than `maxKeys` keys is a RangeError
 * decided before any value is read.
 */
export function readEntries(name, value, maxKeys) {
  requireObject(name, value);
  const keys = Object.keys(value);
  if (keys.length > maxKeys) throw argumentError(RangeError, `${name} has ${keys.length} keys, more than the ${maxKeys} allowed`);
  return keys.map((key) => [key, value[key]]);
}

/**
 * A deep copy of a JSON-like value (plain objects, arrays, strings, numbers, booleans, null)
 * read once, own properties only, into null-prototype objects and dense arrays. Bounded before
 * the work they would cost: `maxDepth` levels of nesting (the copy recurses at most that deep),
 * `maxNodes` values in all, `maxChars` characters of strings and keys in all. A refusal is
 * `fail(message)` (the caller's coded error); messages name the path, never the value.
 */
export function readJsonLike(value, { maxDepth, maxNodes, maxChars }, fail, path = '') {
  const budget = { nodes: maxNodes, chars: maxChars };
  const copy = (v, at, depth) => {
    if (--budget.nodes < 0) throw fail(`more than ${maxNodes} values in all`);
    if (v === null || v === undefined || typeof v === 'number' || typeof v === 'boolean') return v;  // (undefined: in arrays, for the caller's checks to name)
    if (typeof v === 'string') {
      budget.chars -= v.length;
      if (budget.chars < 0) throw fail(`more than ${maxChars} characters of text in all`);
      return v;
    }
    if (typeof v !== 'object') throw fail(`${at || 'the value'} must be JSON data (an object, array, string, number, boolean or null), got ${kindOf(v)}`);
    if (depth >= maxDepth) throw fail(`${at || 'the value'} nests deeper than ${maxDepth} levels`);
    if (Array.isArray(v)) {
      const n = v.length;
      if (n > budget.nodes) throw fail(`more than ${maxNodes} values in all`);
      const out = new Array(n);
      for (let i = 0; i < n; ++i) {
        if (!(i in v)) throw fail(`${at}[${i}] is a hole; every element must be given`);
        out[i] = copy(v[i], `${at}[${i}]`, depth + 1);
      }
      return out;
    }
    if (!isPlainPrototype(Object.getPrototypeOf(v))) throw fail(`${at || 'the value'} must be JSON data, got ${kindOf(v)}`);
    const keys = Object.keys(v);
    if (keys.length > budget.nodes) throw fail(`more than ${maxNodes} values in all`);
    const out = Object.create(null);
    for (const key of keys) {
      const field = v[key];
      if (field === undefined) continue;  // as JSON.stringify: an undefined field is an absent one
      budget.chars -= key.length;
      if (budget.chars < 0) throw fail(`more than ${maxChars} characters of text in all`);
      out[key] = copy(field, at ? `${at}.${key.length > 40 ? `${key.slice(0, 40)}...` : key}` : key, depth + 1);
    }
    return out;
  };
  return copy(value, path, 0);
}
