// Keeping a game: localStorage (saved after every move, restored on reload) and links that
// carry a whole game in their fragment (#game=..., never sent to a server).
import { forgetStored, readStored, writeStored } from '../session/stored.js';

const KEY = 'boardrules:tribun:play:v1';
// The player's choices that outlive a game: the computer's level and the side they take.
const SETTINGS_KEY = 'boardrules:tribun:play:settings:v1';

/** {level, human} last chosen for a game against the computer (defaults: level 2, black). */
export function loadSettings() {
  const s = readStored(SETTINGS_KEY);
  return { level: isLevel(s?.level) ? s.level : 2, human: s?.human === 1 ? 1 : 0 };
}

/** Not kept when storage is unavailable: the defaults come back next time. */
export function saveSettings({ level, human }) {
  writeStored(SETTINGS_KEY, { level, human });
}

const isLevel = (v) => Number.isInteger(v) && v >= 1 && v <= 6;

/**
 * Who plays which side, read from a saved game, a link or a file: {kind: 'computer', human,
 * level}, {kind: 'link', human, level} (a friend on another device) or {kind: 'local', human: 0,
 * level}; null when `m` is not one.
 */
export function readMode(m) {
  if (!m || typeof m !== 'object') return null;
  if (m.kind === 'local') return { kind: 'local', human: 0, level: isLevel(m.level) ? m.level : 2 };
  if (m.kind === 'computer' && (m.human === 0 || m.human === 1) && isLevel(m.level)) return { kind: 'computer', human: m.human, level: m.level };
  // A friend on another device: this device plays `human`, the game travels as links.
  if (m.kind === 'link' && (m.human === 0 || m.human === 1)) return { kind: 'link', human: m.human, level: isLevel(m.level) ? m.level : 2 };
  return null;
}

/**
 * Keeps the game as the session gives it ({snapshot, log, mode, ...}; the log is kept as
 * `actionsB64`, the name saves have always had). Storage full or disabled: the game still plays,
 * it is just not kept.
 */
export function save({ log, ...state }) {
  writeStored(KEY, { ...state, actionsB64: log, savedAt: Date.now() });
}

/** The saved state, or null. */
export function loadSaved() {
  const s = readStored(KEY);
  return s && typeof s === 'object' && s.snapshot && typeof s.actionsB64 === 'string' ? s : null;
}

export function clearSaved() {
  forgetStored(KEY);
}

const toBase64Url = (text) => btoa(unescape(encodeURIComponent(text))).replace(/\+/g, '-').replace(/\//g, '_').replace(/=+$/, '');
const fromBase64Url = (b64) => decodeURIComponent(escape(atob(b64.replace(/-/g, '+').replace(/_/g, '/'))));

/** A link to this page that opens the game, with who plays which side (`mode`). */
export function linkFor(pageUrl, snapshot, actionsB64, mode) {
  const url = new URL(pageUrl);
  url.search = '';
  url.hash = `game=${toBase64Url(JSON.stringify({ snapshot, actionsB64, mode }))}`;
  return url.href;
}

/**
 * {snapshot, actionsB64, mode} from a text holding a game link, or null when it holds none;
 * mode is null for a link without one (made before links carried it).
 */
export function gameFromLink(text) {
  const m = /#game=([A-Za-z0-9_-]+)/.exec(String(text));
  if (!m) return null;
  let data;
  try {
    data = JSON.parse(fromBase64Url(m[1]));
  } catch {
    throw new Error('This game link is damaged (was it cut short when copying?).');
  }
  if (!data || typeof data !== 'object' || !data.snapshot || typeof data.actionsB64 !== 'string') {
    throw new Error('This link does not hold a Tribun game.');
  }
  return { snapshot: data.snapshot, actionsB64: data.actionsB64, mode: readMode(data.mode) };
}
