// Keeping a game: localStorage (saved after every move, restored on reload) and links that
// carry a whole game in their fragment (#game=..., never sent to a server).
const KEY = 'boardrules:tribun:play:v1';

/** Action words as the package's actionsB64 (little-endian uint32, base64). */
export function packWords(list) {
  let binary = '';
  for (const w of list) binary += String.fromCharCode(w & 255, (w >>> 8) & 255, (w >>> 16) & 255, (w >>> 24) & 255);
  return btoa(binary);
}

export function save(state) {
  try {
    localStorage.setItem(KEY, JSON.stringify({ ...state, savedAt: Date.now() }));
  } catch {
    // storage full or disabled (private mode): the game still plays, it is just not kept
  }
}

/** The saved state, or null. */
export function loadSaved() {
  try {
    const s = JSON.parse(localStorage.getItem(KEY) ?? 'null');
    return s && typeof s === 'object' && s.snapshot && typeof s.actionsB64 === 'string' ? s : null;
  } catch {
    return null;
  }
}

export function clearSaved() {
  try {
    localStorage.removeItem(KEY);
  } catch {
    // nothing to clear
  }
}

const toBase64Url = (text) => btoa(unescape(encodeURIComponent(text))).replace(/\+/g, '-').replace(/\//g, '_').replace(/=+$/, '');
const fromBase64Url = (b64) => decodeURIComponent(escape(atob(b64.replace(/-/g, '+').replace(/_/g, '/'))));

/** A link to this page that opens the game. */
export function linkFor(pageUrl, snapshot, actionsB64) {
  const url = new URL(pageUrl);
  url.hash = `game=${toBase64Url(JSON.stringify({ snapshot, actionsB64 }))}`;
  return url.href;
}

/** {snapshot, actionsB64} from a text holding a game link, or null when it holds none. */
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
  return data;
}
