// The play page's one adapter to APIs that other parts of the package add over time (notation,
// records, setup codes, clock, computer opponent). Each feature is detected on the Tribun API
// object; a missing one is reported as absent so the page hides it, never fakes it.
import { describeActionWords } from '../tribun-board.js';

/** Which optional APIs this build of the package has. */
export function detectFeatures(t) {
  const has = (name) => typeof t[name] === 'function';
  return Object.freeze({
    notation: has('formatAction'),
    records: has('parseRecord'),
    setupCodes: has('decodeSetup') && has('boardFromSetups'),
    clock: has('createClock'),
    computer: has('createEngineWorker'),
  });
}

/**
 * The text of a move for the move list: the notation when the package has it, otherwise a
 * description in player words with the same tile names. `board`/`turn`: the position before it.
 */
export function moveText(t, features, board, turn, word) {
  if (features.notation && word >>> 28 <= 9) {
    try {
      return t.formatAction(board, turn, word);
    } catch {
      // fall through to the description: a notation error must not break the move list
    }
  }
  return describeActionWords(t, word);
}

/** A game record as text (the records module's format when present, else the page's JSON). */
export function recordText(t, features, game, start, actionsB64) {
  if (features.records && typeof game.toRecord === 'function') return game.toRecord();
  return JSON.stringify({ format: 'boardrules-tribun-game', version: 1, snapshot: start, actionsB64 }, null, 1);
}

/**
 * {snapshot, actionsB64} from a record text in any format this build reads, or throws an Error
 * whose message is meant for players.
 */
export function parseRecordText(t, features, text) {
  const trimmed = String(text).trim();
  if (trimmed === '') throw new Error('The game file is empty.');
  if (trimmed.startsWith('{')) {
    let data;
    try {
      data = JSON.parse(trimmed);
    } catch {
      throw new Error('This game file is damaged: it is not complete JSON (was it cut short when copying?).');
    }
    if (!data || typeof data !== 'object' || !data.snapshot || typeof data.snapshot !== 'object') {
      throw new Error('This file has no start position: it is not a Tribun game file.');
    }
    if (typeof data.actionsB64 !== 'string') throw new Error('This file has no list of moves: it is not a Tribun game file.');
    return { snapshot: data.snapshot, actionsB64: data.actionsB64 };
  }
  if (features.records) {
    let parsed;
    try {
      parsed = t.parseRecord(trimmed);
    } catch (err) {
      // Wrong from its very first character: not a damaged record but some other text.
      if (/^line 1, column 1:/.test(err.message)) throw new Error(NOT_A_GAME_FILE);
      throw new Error(`This game record could not be read: ${err.message}`);
    }
    const g = parsed && typeof parsed.game?.startSnapshot === 'function' ? parsed.game : parsed;
    if (g && typeof g.startSnapshot === 'function') {
      const out = { snapshot: g.startSnapshot(), actionsB64: g.actionsB64() };
      g.dispose?.();
      return out;
    }
    if (parsed && parsed.snapshot && typeof parsed.actionsB64 === 'string') return parsed;
  }
  throw new Error(NOT_A_GAME_FILE);
}

const NOT_A_GAME_FILE = 'This is not a Tribun game file: paste the text from “Copy game file” or a game link.';

/** Starts a computer opponent, or null when this build has none. */
export function createComputer(t, features) {
  return features.computer ? t.createEngineWorker() : null;
}
