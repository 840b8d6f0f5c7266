// Every Error the package throws carries a stable `code` string users can branch on
// (`if (e.code === 'ILLEGAL_ACTION')`); the message is for people and may change.
// The codes are listed, with their meaning, in web/package/types/errors.d.ts.

/** Creates `new ErrorClass(message)` with an own, enumerable `code` property. */
export function codedError(ErrorClass, code, message) {
  const error = new ErrorClass(message);
  Object.defineProperty(error, 'code', { value: code, enumerable: true, writable: false, configurable: true });
  return error;
}

/** A wrong argument: TypeError (wrong kind) or RangeError (right kind, wrong value). */
export function argumentError(ErrorClass, message) {
  return codedError(ErrorClass, 'INVALID_ARGUMENT', message);
}
