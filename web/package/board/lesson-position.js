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

// Unit byte (docs/rules/tribun.md section 2): bits 0-2 height index, 3-5 slave height index, 6
// colour (white), 7 tribun. Heights by index: 0 1 2 3 4 6 8.
const HEIGHT_INDEX = new Map([[1, 1], [2, 2], [3, 3], [4, 4], [6, 5], [8, 6]]);
const UNIT_CODE = /^([bw])(T?)([1-8])(?:\/([1-8]))?$/;

/** The byte of a unit code such as `b1`, `wT1`, `b4/1`, or null when it is not one. */
export function unitByteOfCode(code) {
  const m = UNIT_CODE.exec(code);
  if (!m) return null;
  const p = HEIGHT_INDEX.get(Number(m[3]));
  const s = m[4] === undefined ? 0 : HEIGHT_INDEX.get(Number(m[4]));
  if (p === undefined || s === undefined) return null;
  return p | (s << 3) | (m[1] === 'w' ? 0x40 : 0) | (m[2] ? 0x80 : 0);
}

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
