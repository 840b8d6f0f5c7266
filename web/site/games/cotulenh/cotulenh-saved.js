// The CoTuLenh page's game kept across reloads (the site never loses a game): the actions played,
// one list per turn as game.turns() gives them, in localStorage, rebuilt by cotulenh.fromTurns so
// that undo and the turn list come back too;
// and who plays (a friend, or the computer at its level with the person's colour).
import { forgetStored, readStored, writeStored } from '../../session/stored.js';

const KEY = 'boardrules.cotulenh.game.v1';

/** The saved turns (cotulenh.fromTurns checks them), or [] when nothing is kept. */
export function loadTurns() {
  return readStored(KEY) ?? [];
}

/**
 * Keeps the game as the engine says it was played (game.turns(): the engine owns the history,
 * the page keeps no list of its own). Storage full or disabled: the game still plays, it is just
 * not kept.
 */
export function saveGame(game) {
  const turns = game.turns();
  if (turns.length) writeStored(KEY, turns);
  else forgetStored(KEY);
}

// Who plays: { opponent: 'friend' | 'computer', level: 1..6, colour: 'r' | 'b' } (the person's
// side against the computer), kept apart from the turns so a game saved before it still loads.
const SETTINGS_KEY = 'boardrules.cotulenh.opponent.v1';
export const DEFAULT_SETTINGS = Object.freeze({ opponent: 'friend', level: 2, colour: 'r' });

/** The saved settings, each field that is missing or not readable at its default. */
export function loadSettings() {
  const saved = readStored(SETTINGS_KEY);  // nothing, damaged or no storage: the defaults
  const s = saved !== null && typeof saved === 'object' ? saved : {};
  return {
    opponent: s.opponent === 'computer' ? 'computer' : 'friend',
    level: Number.isInteger(s.level) && s.level >= 1 && s.level <= 6 ? s.level : DEFAULT_SETTINGS.level,
    colour: s.colour === 'b' ? 'b' : 'r',
  };
}

/** Keeps who plays (storage full or disabled: the settings still apply, they are just not kept). */
export function saveSettings(settings) {
  writeStored(SETTINGS_KEY, settings);
}
