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
      if (ArrayBuffer.isView(value)) return `a ${ctor} of length ${value.length ?? value.byteLength}`;
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

/** A string, optionally with a maximum length (protects the WASM heap from huge copies). */
export function requireString(name, value, maxLength = Infinity) {
  if (typeof value !== 'string') throw argumentError(TypeError, `${name} must be a string, got ${describe(value)}`);
  if (value.length > maxLength) {
    throw argumentError(RangeError, `${name} must be at most ${maxLength} characters, got ${value.length}`);
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

/** A plain object (not null, not an array). */
export function requireObject(name, value) {
  if (value === null || typeof value !== 'object' || Array.isArray(value)) {
    throw argumentError(TypeError, `${name} must be an object, got ${describe(value)}`);
  }
  return value;
}

/**
 * Bytes of an exact length (or any length when `length` is undefined). Accepts a Uint8Array
 * (returned as is) or an array of integers 0..255 (copied into a new Uint8Array).
 */
export function requireBytes(name, value, length) {
  let bytes;
  if (value instanceof Uint8Array) {
    bytes = value;
  } else if (Array.isArray(value)) {
    bytes = new Uint8Array(value.length);
    for (let i = 0; i < value.length; ++i) bytes[i] = requireInteger(`${name}[${i}]`, value[i], 0, 255);
  } else {
    throw argumentError(TypeError, `${name} must be a Uint8Array or an array of bytes, got ${describe(value)}`);
  }
  if (length !== undefined && bytes.length !== length) {
    throw argumentError(RangeError, `${name} must hold exactly ${length} bytes, got ${bytes.length}`);
  }
  return bytes;
}

/** An array (any iterable is not enough: length must be known), with an optional exact length. */
export function requireArray(name, value, length) {
  if (!Array.isArray(value)) throw argumentError(TypeError, `${name} must be an array, got ${describe(value)}`);
  if (length !== undefined && value.length !== length) {
    throw argumentError(RangeError, `${name} must have exactly ${length} elements, got ${value.length}`);
  }
  return value;
}
