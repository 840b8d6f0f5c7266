// The one JavaScript mirror of the engine's board codes, tile names (src/tribun/tile_names.h,
// docs/NOTATION.md) and unit bytes and codes (docs/rules/tribun.md section 2, docs/LESSONS.md),
// for code that runs before the engine loads (the board component, a lesson's first paint) and for
// the lesson API. tests/js/action-words.test.mjs checks every tile both ways against the engine's
// tribun.tileName and tribun.parseTile, every unit byte against tribun.decodeUnit and every unit
// code against tribun.encodeUnit; every other file asks here or asks the engine. (Action words
// have their own mirror, action-words.js.)

// ---- tile names --------------------------------------------------------------------------------
// cid = (x + 5) * 11 + (y + 5) for the axial coordinates (x, y), radius 5 (91 tiles). File letter:
// the screen column x - y + 5 as a b c d e f g h i k l (no j; a is the leftmost column with black
// at the bottom); rank = 1 + (x + y + 10 - |x - y|) / 2, counted upwards within the column from
// black's side. The centre (0,0) is f6.

/** The file letters, by screen column 0..10. */
export const FILES = 'abcdefghikl';

const xOf = (cid) => Math.floor(cid / 11) - 5;
const yOf = (cid) => (cid % 11) - 5;
const isTile = (cid) => Number.isInteger(cid) && cid >= 0 && cid < 121 &&
  Math.max(Math.abs(xOf(cid)), Math.abs(yOf(cid)), Math.abs(xOf(cid) - yOf(cid))) <= 5;

/** 0..10: the screen column of a tile (0 = a, leftmost with black at the bottom). */
export const fileIndex = (cid) => xOf(cid) - yOf(cid) + 5;
/** 1..11: the rank of a tile, counted upwards from black's side within its column. */
export function rankOf(cid) {
  const x = xOf(cid), y = yOf(cid);
  return 1 + (x + y + 10 - Math.abs(x - y)) / 2;
}

/** The tile name of a cid ("f6" for the centre), or null off the board. */
export function tileName(cid) {
  return isTile(cid) ? `${FILES[fileIndex(cid)]}${rankOf(cid)}` : null;
}

/** The cid of a tile name ("f6" -> 60), or null. Read as the engine's parseTile reads it: case,
 * white space (C's isspace) and a leading zero of the rank ignored. */
export function cidOfName(name) {
  const m = /^([a-hikl])(\d\d?)$/.exec(String(name).replace(/[ \t\n\v\f\r]/g, '').toLowerCase());
  if (!m) return null;
  const d = FILES.indexOf(m[1]) - 5;   // x - y
  // rank = 1 + (s + 10 - |d|) / 2 with s = x + y  =>  s = 2 (rank - 1) - 10 + |d|
  const s = 2 * (Number(m[2]) - 1) - 10 + Math.abs(d);
  if ((s + d) % 2 !== 0) return null;
  const cid = ((s + d) / 2 + 5) * 11 + (s - d) / 2 + 5;
  return Math.abs((s + d) / 2) <= 5 && Math.abs((s - d) / 2) <= 5 && isTile(cid) ? cid : null;
}

// ---- units -------------------------------------------------------------------------------------
// Unit byte: bits 0-2 height index, 3-5 slave height index, 6 colour (white), 7 tribun.

/** Heights by height index (index 0: none). */
export const HEIGHTS = Object.freeze([0, 1, 2, 3, 4, 6, 8]);

/** 0 black, 1 white: the colour of a unit byte (of an occupied tile). */
export const colorOfByte = (byte) => (byte >> 6) & 1;

/** {color, tribun, p, s} of a unit byte, or null for an empty tile (0). Reads the bits only: the
 * engine (tribun.decodeUnit) says whether the unit is one the rules allow. */
export function unitOfByte(byte) {
  if (!byte) return null;
  return { color: colorOfByte(byte), tribun: (byte & 0x80) !== 0, p: HEIGHTS[byte & 7] ?? 0, s: HEIGHTS[(byte >> 3) & 7] ?? 0 };
}

const UNIT_CODE = /^([bw])(T?)([1-8])(?:\/([1-8]))?$/;

/** {color, tribun, p, s} of a unit code: "b3", "wT1" (a tribun), "b4/1" (a black 4 carrying a
 * white slave of height 1); null when the text is not shaped like one. Heights are not checked
 * (tribun.encodeUnit says what is wrong with "b5"). */
export function unitOfCode(code) {
  const m = typeof code === 'string' ? UNIT_CODE.exec(code) : null;
  return m ? { color: m[1] === 'b' ? 0 : 1, tribun: m[2] === 'T', p: Number(m[3]), s: m[4] ? Number(m[4]) : 0 } : null;
}

/** The byte of a unit code, or null when it is not one (shape or heights). Bytes the rules do
 * not allow (a tribun carrying a slave) are the engine's to refuse. */
export function unitByteOfCode(code) {
  const u = unitOfCode(code);
  if (!u) return null;
  const p = HEIGHTS.indexOf(u.p), s = HEIGHTS.indexOf(u.s);
  if (p < 1 || s < 0) return null;
  return p | (s << 3) | (u.color << 6) | (u.tribun ? 0x80 : 0);
}
