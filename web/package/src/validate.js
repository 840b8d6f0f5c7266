// Shared argument checks for every facade (tribun, spatial, catan, cotulenh).
// Each check either returns the (possibly normalised) value or throws a TypeError (wrong kind of
// value) or RangeError (right kind, outside the allowed range) whose message names the argument.
// Checking in JS keeps bad values from ever reaching Embind, whose own conversions would
// silently truncate (3.7 -> 3, -1 -> 4294967295) or abort the instance.

import { argumentError } from './errors.js';

const MAX_SHOWN = 40;

/** A short, safe rendering of any value for an error message. */
export function describe(value) {
  if (value === null) return 'null';
  switch (typeof value) {
    case 'undefined': return 'undefined';
    case 'string': {
      const s = value.length > MAX_SHOWN ? `${value.slice(0, MAX_SHOWN)}...` : value;
      return `string ${JSON.stringify(s)}`;
    }
    case 'number': return Object.is(value, -0) ? '-0' : String(value);
    case 'bigint': return `bigint ${value}n`;
    case 'boolean': return `boolean ${value}`;
    case 'symbol': return 'a symbol';
    case 'function': return 'a function';
    default: {
      if (Array.isArray(value)) return `an array of length ${value.length}`;
      const ctor = Object.getPrototypeOf(value)?.constructor?.name;
      if (ArrayBuffer.isView(value)) return `a ${ctor}`;  // never its own (possibly lying) length
      return ctor && ctor !== 'Object' ? `a ${ctor}` : 'an object';
    }
  }
}

/** An integer Number in [min, max]. Rejects NaN, Infinity, fractions, strings, bigints. */
export function requireInteger(name, value, min = Number.MIN_SAFE_INTEGER, max = Number.MAX_SAFE_INTEGER) {
  if (typeof value !== 'number') throw argumentError(TypeError, `${name} must be an integer number, got ${describe(value)}`);
  // NaN and fractions are the wrong kind of number; +-Infinity is simply out of range.
  if (Number.isNaN(value) || (Number.isFinite(value) && !Number.isInteger(value))) {
    throw argumentError(TypeError, `${name} must be an integer number, got ${describe(value)}`);
  }
  if (!(value >= min && value <= max)) {
    throw argumentError(RangeError, `${name} must be an integer in [${min}, ${max}], got ${describe(value)}`);
  }
  return value;
}

/** An unsigned 32-bit integer Number (action words, hashes halves, seeds). */
export function requireUint32(name, value) {
  return requireInteger(name, value, 0, 0xffffffff);
}

export function requireBoolean(name, value) {
  if (typeof value !== 'boolean') throw argumentError(TypeError, `${name} must be a boolean, got ${describe(value)}`);
  return value;
}

// String.prototype.isWellFormed (Node 20+ has it from 20.0; older engines get the check below).
const isWellFormed =
  typeof String.prototype.isWellFormed === 'function'
    ? (s) => s.isWellFormed()
    : (s) => !/[\uD800-\uDBFF](?![\uDC00-\uDFFF])|(?<![\uD800-\uDBFF])[\uDC00-\uDFFF]/.test(s);

/** True when requireString(name, value, maxLength) would accept `value` (for loops over many
 * strings that build the argument's name only when it is needed). */
export function isGoodString(value, maxLength = Infinity) {
  return typeof value === 'string' && value.length <= maxLength && isWellFormed(value);
}

/**
 * A well-formed string (no lone surrogate: the engine works in UTF-8, where a lone surrogate
 * would merge with its neighbour or become U+FFFD, so two distinct JS strings could name the same
 * zone or token), optionally with a maximum length in UTF-16 code units (protects the WASM heap
 * from huge copies).
 */
export function requireString(name, value, maxLength = Infinity) {
  if (isGoodString(value, maxLength)) return value;
  if (typeof value !== 'string') throw argumentError(TypeError, `${name} must be a string, got ${describe(value)}`);
  if (value.length > maxLength) {
    throw argumentError(RangeError, `${name} must be at most ${maxLength} characters, got ${value.length}`);
  }
  if (!isWellFormed(value)) {
    throw argumentError(RangeError, `${name} must be well-formed UTF-16 (it holds a lone surrogate)`);
  }
  return value;
}

/** One of a fixed list of primitive values (e.g. 'primary' | 'secondary'). */
export function requireOneOf(name, value, allowed) {
  if (!allowed.includes(value)) {
    const list = allowed.map((a) => JSON.stringify(a)).join(', ');
    const Err = allowed.some((a) => typeof a === typeof value) ? RangeError : TypeError;
    throw argumentError(Err, `${name} must be one of ${list}, got ${describe(value)}`);
  }
  return value;
}

// Option objects and records: one reader for the whole facade (web/package/src/options.js), re-exported
// here for the facades that import their checks from this file.
export { own, readEntries, readFields, readOptions, requireObject } from './options.js';

// The engine-side brand of a typed array, read through the intrinsic getters: an own `length`
// or `byteLength` property, or a Symbol.toStringTag, on the object cannot lie to them.
const typedArrayProto = Object.getPrototypeOf(Uint8Array.prototype);
const typedArrayTag = Object.getOwnPropertyDescriptor(typedArrayProto, Symbol.toStringTag).get;

const typedArrayLength = Object.getOwnPropertyDescriptor(typedArrayProto, 'length').get;

/**
 * Like requireBytes, without copying a Uint8Array: its real length ([[ArrayLength]], through the
 * intrinsic getter, whatever its own `length` says) is checked and the array itself returned.
 * Only for a caller that uses the result at once through %TypedArray%.prototype.set (which
 * copies [[ArrayLength]] bytes, runs no user code), e.g. HEAPU8.set(bytes, at): a new game's
 * board, on the listing path, where a 121-byte copy measured as a few per cent of a listing.
 * Anything handed to Embind must come from requireBytes (Embind reads `length`).
 */
export function requireByteView(name, value, length) {
  if (ArrayBuffer.isView(value) && typedArrayTag.call(value) === 'Uint8Array') {
    const n = typedArrayLength.call(value);
    if (n !== length) throw argumentError(RangeError, `${name} must hold exactly ${length} bytes, got ${n}`);
    return value;
  }
  return requireBytes(name, value, length);
}

/**
 * Bytes of an exact length (or any length when `length` is undefined), always as a fresh
 * Uint8Array the caller owns: from a Uint8Array (copied with its real length, whatever its own
 * `length` property says) or an array of integers 0..255 (every index read once; holes refused).
 */
export function requireBytes(name, value, length) {
  let bytes;
  if (ArrayBuffer.isView(value) && typedArrayTag.call(value) === 'Uint8Array') {
    bytes = new Uint8Array(value);  // copies [[ArrayLength]] bytes, never the `length` property
  } else if (Array.isArray(value)) {
    const n = value.length;
    if (length !== undefined && n !== length) {
      throw argumentError(RangeError, `${name} must hold exactly ${length} bytes, got ${n}`);
    }
    bytes = new Uint8Array(n);
    for (let i = 0; i < n; ++i) bytes[i] = requireInteger(`${name}[${i}]`, value[i], 0, 255);
  } else {
    throw argumentError(TypeError, `${name} must be a Uint8Array or an array of bytes, got ${describe(value)}`);
  }
  if (length !== undefined && bytes.length !== length) {
    throw argumentError(RangeError, `${name} must hold exactly ${length} bytes, got ${bytes.length}`);
  }
  return bytes;
}

/**
 * An array (any iterable is not enough: length must be known), with an optional exact length.
 * Returns a dense copy (each index read once, holes refused), so later checks and uses of the
 * elements cannot be switched by a getter or a proxy.
 */
export function requireArray(name, value, length) {
  if (!Array.isArray(value)) throw argumentError(TypeError, `${name} must be an array, got ${describe(value)}`);
  const n = value.length;
  if (length !== undefined && n !== length) {
    throw argumentError(RangeError, `${name} must have exactly ${length} elements, got ${n}`);
  }
  const copy = new Array(n);
  for (let i = 0; i < n; ++i) {
    if (!(i in value)) throw argumentError(TypeError, `${name}[${i}] is a hole; every element must be given`);
    copy[i] = value[i];
  }
  return copy;
}
