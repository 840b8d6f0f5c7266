// The CoTuLenh page's game kept across reloads (the site never loses a game), in localStorage:
// the turns played, one list of steps per turn as game.turns() gives them (an open deploy turn
// last), played again by the game session so that undo and the turn list come back too; and who
// plays (a friend, or the computer at its level with the person's colour).
import { forgetStored, readStored, writeStored } from '../../session/stored.js';

const KEY = 'boardrules.cotulenh.game.v1';

/** The saved turns (the engine checks them), or [] when nothing is kept. */
export function loadTurns() {
  return readStored(KEY) ?? [];
}

/**
 * The saved turns as the session's moves (the adapter's words; the last may be a deploy turn
 * left open, which the session's prepare() plays step by step). Throws when the save is not a
 * list of turns; the session's prepare() then checks every step against the rules.
 */
export function loadMoves(adapter) {
  return adapter.unpackLog(loadTurns());
}

/**
 * Keeps the game as the session gives it ({log, open}: the completed turns as lists of steps and
 * the steps of a turn left open). Storage full or disabled: the game still plays, it is just not
 * kept.
 */
export function saveGame({ log, open }) {
  const turns = open.length > 0 ? [...log, open] : log;
  if (turns.length) writeStored(KEY, turns);
  else forgetStored(KEY);
}

// Who plays, kept as { opponent: 'friend' | 'computer', level: 1..6, colour: 'r' | 'b' } (the
// person's side against the computer) apart from the turns, so a game saved before it still
// loads; the session's seats are { kind: 'local' | 'computer', human: colour, level }.
const SETTINGS_KEY = 'boardrules.cotulenh.opponent.v1';
const DEFAULT_LEVEL = 2;

/** The saved seats, each field that is missing or not readable at its default (a friend, red, level 2). */
export function loadSeats() {
  const saved = readStored(SETTINGS_KEY);  // nothing, damaged or no storage: the defaults
  const s = saved !== null && typeof saved === 'object' ? saved : {};
  return {
    kind: s.opponent === 'computer' ? 'computer' : 'local',
    human: s.colour === 'b' ? 'b' : 'r',
    level: Number.isInteger(s.level) && s.level >= 1 && s.level <= 6 ? s.level : DEFAULT_LEVEL,
  };
}

/** Keeps who plays (storage full or disabled: the seats still apply, they are just not kept). */
export function saveSeats(seats) {
  writeStored(SETTINGS_KEY, { opponent: seats.kind === 'computer' ? 'computer' : 'friend', level: seats.level, colour: seats.human });
}
