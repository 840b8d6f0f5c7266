// The play page's texts of games: a game as a record for "Copy game file" and "Download", and any
// game file or record a player pastes or opens, read back with errors in player words. (The text
// of one move is the session adapter's: ../session/tribun-adapter.js, moveText.)

const SIDES = ['black', 'white'];

/**
 * The game as a record (docs/RECORDS.md), the format "Copy game file" and "Download" give, with
 * who plays which side in its `Computer` header ("white 3": the computer plays white at level
 * 3; "none": two people).
 */
export function recordText(game, mode) {
  const computer = mode?.kind === 'computer' ? `${SIDES[1 - mode.human]} ${mode.level}` : 'none';
  return game.toRecord({ Computer: computer });
}

/** The seats a `Computer` header names (recordText), or null when absent or not understood. */
function modeOfHeader(value) {
  if (value === undefined) return null;
  if (value.trim().toLowerCase() === 'none') return { kind: 'local', human: 0, level: 2 };
  const m = /^\s*(black|white)\s+([1-6])\s*$/i.exec(value);
  return m ? { kind: 'computer', human: 1 - SIDES.indexOf(m[1].toLowerCase()), level: Number(m[2]) } : null;
}

/**
 * {snapshot, actionsB64, mode} from a pasted or opened text: a record, or the page's older JSON
 * game file (mode null when the text does not say who plays which side). Throws an Error whose
 * message is meant for players.
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
    return { snapshot: parsed.game.startSnapshot(), actionsB64: parsed.game.actionsB64(), mode: modeOfHeader(parsed.headers.Computer) };
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
  return { snapshot: data.snapshot, actionsB64: data.actionsB64, mode: null };
}
