// The one JavaScript mirror of the engine's action words (docs/rules/tribun.md section 6): the
// opcode in a word's top four bits and the fields an option label reads, for code that runs
// before the engine loads (the board component, the play page's move list) and for the facades.
// tests/js/action-words.test.mjs checks every function here against the engine's decoder on the
// legal words of random positions; every other file asks here or asks the engine.

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
