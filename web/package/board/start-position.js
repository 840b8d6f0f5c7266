// The start position of Tribun as 121 unit bytes (cid order, docs/rules/tribun.md section 2), so
// that a page can draw the board before the engine has loaded. The engine stays the authority: the
// play page redraws from the engine's own board once it is ready, and
// tests/browser/play-startup.test.mjs checks that this copy equals `tribun.newGame().board()`.
export const START_BOARD_HEX =
  '8100020200000000000000000303020001000000000002030200020100000000000202000001010000000000000002010000000000000000010101000000'
  + '41414100000000000000004142000000000000004141000042420000000000414200424342000000000041004243430000000000000000424200c1';

/** Bytes from 242 hex digits (a saved board), or null when the text is not one. */
export function boardFromHex(hex) {
  if (typeof hex !== 'string' || !/^[0-9a-f]{242}$/.test(hex)) return null;
  const bytes = new Uint8Array(121);
  for (let i = 0; i < 121; ++i) bytes[i] = parseInt(hex.slice(2 * i, 2 * i + 2), 16);
  return bytes;
}

/** 242 hex digits of a board. */
export function hexOfBoard(bytes) {
  let hex = '';
  for (const b of bytes) hex += b.toString(16).padStart(2, '0');
  return hex;
}
