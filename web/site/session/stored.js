// What the site keeps in the browser's storage (games, settings, course progress), read and
// written in one way: a value is JSON under its key; reading gives null when there is nothing,
// when it is not JSON or when storage is unavailable; writing and forgetting never throw (private
// windows, full or disabled storage lose what is kept, never the page's work).

/** The value kept under `key`, or null (nothing kept, not readable, or no storage). */
export function readStored(key) {
  try {
    return JSON.parse(localStorage.getItem(key) ?? 'null');
  } catch {
    return null;
  }
}

/** Keeps `value` under `key`; false when it could not be kept. */
export function writeStored(key, value) {
  try {
    localStorage.setItem(key, JSON.stringify(value));
    return true;
  } catch {
    return false;
  }
}

/** Drops what is kept under `key`, if anything. */
export function forgetStored(key) {
  try {
    localStorage.removeItem(key);
  } catch {
    // no storage: nothing is kept
  }
}
