// The one JavaScript mirror of the engine's action words (docs/rules/tribun.md section 6): the
// opcode in a word's top four bits and the fields an option label reads, for code that runs
// before the engine loads (the board component, the play page's move list) and for the facades.
// tests/js/action-words.test.mjs checks every function here against the engine's decoder on the
// legal words of random positions, and the action log against the engine's actionsB64(); every
// other file asks here or asks the engine.

/** Opcode names by opcode; the first ten are board actions. */
export const OPCODE_NAMES = Object.freeze(['MOVE', 'KILL', 'LIBERATE', 'DAMAGE', 'ENSLAVE', 'COMBINE', 'SYM_COMBINE',
  'SPLIT', 'BACKSTABB', 'ATTACK_TRIBUN', 'DRAW', 'END']);
export const BOARD_OPCODE_NAMES = Object.freeze(OPCODE_NAMES.slice(0, 10));

export const opcodeOf = (word) => word >>> 28;
export const opcodeName = (word) => OPCODE_NAMES[word >>> 28];
/** A board action (not a draw offer, resignation or end). */
export const isBoardWord = (word) => word >>> 28 <= 9;
/** An END word (a resignation, or an end only a server issues). */
export const isEndWord = (word) => word >>> 28 === 11;
/** MOVE and KILL: 1 when the slave part moves. */
export const movePart = (word) => (word >>> 14) & 1;
/** DAMAGE: the height taken off the target. */
export const damageAmount = (word) => ((word >>> 7) & 7) + 1;

// ---- the action log ------------------------------------------------------------------------------
// A game's words as the engine writes them (game.actionsB64(), docs/RECORDS.md): each word as 4
// little-endian bytes, the bytes in base64. What saves and links carry.

/** The packed log of a list of words. */
export function packActionLog(list) {
  let binary = '';
  for (const w of list) binary += String.fromCharCode(w & 255, (w >>> 8) & 255, (w >>> 16) & 255, (w >>> 24) & 255);
  return btoa(binary);
}

/** The words of a packed log; throws on a text that is not one. */
export function unpackActionLog(b64) {
  const binary = atob(b64);
  if (binary.length % 4 !== 0) throw new Error('an action log holds 4 bytes a word');
  const out = [];
  for (let i = 0; i < binary.length; i += 4) {
    out.push((binary.charCodeAt(i) | (binary.charCodeAt(i + 1) << 8) | (binary.charCodeAt(i + 2) << 16) | (binary.charCodeAt(i + 3) << 24)) >>> 0);
  }
  return out;
}
