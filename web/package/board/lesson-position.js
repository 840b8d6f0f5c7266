// A lesson's position as 121 unit bytes, read without the engine, so that a page can draw the
// lesson's board before the engine module has loaded (docs/PERFORMANCE.md, "The Learn course").
// The engine stays the authority: <tribun-lesson> redraws from the engine's parsed lesson once it
// is ready (and shows the engine's error for a lesson it rejects); tests/js/lesson-position.test.mjs
// checks that this reading equals the engine's for every lesson of the course.
//
// Read here: `board` as 242 hex digits or base64 of the 121 bytes, and `units` (tile name ->
// unit code, docs/LESSONS.md). Anything else (setup codes, a malformed field) gives null: the
// page then waits for the engine, which reads it or explains what is wrong.
import { cidOfName } from './geometry.js';
import { boardFromHex } from './start-position.js';
import { unitByteOfCode } from './board-codes.js';

export { unitByteOfCode };

function boardFromBase64(text) {
  if (!/^[A-Za-z0-9+/]{160}[A-Za-z0-9+/=]{4}$/.test(text)) return null;
  let binary;
  try {
    binary = atob(text);
  } catch {
    return null;
  }
  if (binary.length !== 121) return null;
  return Uint8Array.from(binary, (c) => c.charCodeAt(0));
}

function boardFromUnits(units) {
  if (units === null || typeof units !== 'object' || Array.isArray(units)) return null;
  const bytes = new Uint8Array(121);
  for (const [name, code] of Object.entries(units)) {
    const cid = cidOfName(name);
    const byte = typeof code === 'string' ? unitByteOfCode(code) : null;
    if (cid === null || byte === null || bytes[cid] !== 0) return null;
    bytes[cid] = byte;
  }
  return bytes;
}

/**
 * The board of a lesson given as JSON text or a plain object (docs/LESSONS.md), or null when it
 * cannot be read without the engine. Never throws.
 */
export function earlyBoardOfLesson(input) {
  let lesson = input;
  if (typeof input === 'string') {
    try {
      lesson = JSON.parse(input);
    } catch {
      return null;
    }
  }
  if (lesson === null || typeof lesson !== 'object') return null;
  const given = ['units', 'board', 'setups'].filter((k) => lesson[k] !== undefined);
  if (given.length !== 1) return null;  // none or several: the engine explains
  if (given[0] === 'units') return boardFromUnits(lesson.units);
  if (given[0] === 'board' && typeof lesson.board === 'string') {
    return boardFromHex(lesson.board) ?? boardFromBase64(lesson.board);
  }
  return null;
}
