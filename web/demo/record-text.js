// The play page's texts of moves and games: a move in the notation for the move list, a game as
// a record for "Copy game file" and "Download", and any game file or record a player pastes or
// opens, read back with errors in player words.
import { describeActionWords } from '../tribun-board.js';

/**
 * The text of a move for the move list: the notation for a board action (`board`/`turn`: the
 * position before it), player words for the others (draw offers, resignations, ends).
 */
export function moveText(t, board, turn, word) {
  if (word >>> 28 <= 9) {
    try {
      return t.formatAction(board, turn, word);
    } catch {
      // a notation error must not break the move list: the description says the same move
    }
  }
  return describeActionWords(t, word);
}

/** The game as a record (docs/RECORDS.md), the format "Copy game file" and "Download" give. */
export function recordText(game) {
  return game.toRecord();
}

/**
 * {snapshot, actionsB64} from a pasted or opened text: a record, or the page's older JSON game
 * file. Throws an Error whose message is meant for players.
 */
export function parseRecordText(t, text) {
  const trimmed = String(text).trim();
  if (trimmed === '') throw new Error('The game file is empty.');
  if (trimmed.startsWith('{')) return parseJsonGameFile(trimmed);
  let parsed;
  try {
    parsed = t.parseRecord(trimmed);
  } catch (err) {
    // Wrong from its very first character: not a damaged record but some other text.
    if (/^line 1, column 1:/.test(err.message)) throw new Error(NOT_A_GAME_FILE);
    throw new Error(`This game record could not be read: ${err.message}`);
  }
  try {
    return { snapshot: parsed.game.startSnapshot(), actionsB64: parsed.game.actionsB64() };
  } finally {
    parsed.game.dispose();
  }
}

const NOT_A_GAME_FILE = 'This is not a Tribun game file: paste the text from “Copy game file” or a game link.';

// The page's own JSON game file, written before records existed: files players kept still open.
function parseJsonGameFile(text) {
  let data;
  try {
    data = JSON.parse(text);
  } catch {
    throw new Error('This game file is damaged: it is not complete JSON (was it cut short when copying?).');
  }
  if (!data || typeof data !== 'object' || !data.snapshot || typeof data.snapshot !== 'object') {
    throw new Error('This file has no start position: it is not a Tribun game file.');
  }
  if (typeof data.actionsB64 !== 'string') throw new Error('This file has no list of moves: it is not a Tribun game file.');
  return { snapshot: data.snapshot, actionsB64: data.actionsB64 };
}
