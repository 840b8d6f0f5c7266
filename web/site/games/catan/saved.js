// Keeping a game: after every action the record (the engine's, which replays exactly), who sits
// where, the position it reached (so the board is drawn at once on reload, before the engine has
// loaded) and the page's note on how the game began; a game file to save and to open.
import { forgetStored, readStored, writeStored } from '../../session/stored.js';

const KEY = 'boardrules:catan:play:v1';
const FILE_FORMAT = 'boardrules-catan-game';

/** A seat: {kind: 'person'} or {kind: 'computer', level: 1..6}; null when `s` is not one. */
export function readSeat(s) {
  if (s?.kind === 'person') return { kind: 'person' };
  if (s?.kind === 'computer' && Number.isInteger(s.level) && s.level >= 1 && s.level <= 6) return { kind: 'computer', level: s.level };
  return null;
}

function readSeats(seats) {
  if (!Array.isArray(seats) || seats.length < 2 || seats.length > 4) return null;
  const read = seats.map(readSeat);
  return read.every(Boolean) ? read : null;
}

/** {seats, record, state, note} of the last visit, or null. */
export function loadSaved() {
  const s = readStored(KEY);
  const seats = readSeats(s?.seats);
  if (!seats || !s.record || typeof s.record !== 'object') return null;
  return { seats, record: s.record, state: s.state ?? null, note: typeof s.note === 'string' ? s.note : '' };
}

/** Keeps the game (storage full or disabled: the game still plays, it is just not kept). */
export function save({ seats, record, state, note }) {
  writeStored(KEY, { seats, record, state, note });
}

export function clearSaved() {
  forgetStored(KEY);
}

/** The text of a game file: the record and the seats. */
export function fileText(seats, record) {
  return `${JSON.stringify({ format: FILE_FORMAT, version: 1, seats, record }, null, 1)}\n`;
}

/**
 * {seats, record} from a game file's text; a bare record (catan.loadRecord's format) gets one
 * person at seat 0 and computers at level 2 elsewhere. Throws an Error in words otherwise.
 */
export function readFile(text) {
  let data;
  try {
    data = JSON.parse(text);
  } catch {
    throw new Error('This file is not a Catan game (it is not JSON).');
  }
  if (data?.format === FILE_FORMAT) {
    const seats = readSeats(data.seats);
    if (!seats || !data.record) throw new Error('This Catan game file is damaged (seats or record missing).');
    return { seats, record: data.record };
  }
  if (data?.format === 'boardrules-catan-record' && Array.isArray(data.start?.players)) {
    const n = data.start.players.length;
    return { seats: Array.from({ length: n }, (_, i) => (i === 0 ? { kind: 'person' } : { kind: 'computer', level: 2 })), record: data };
  }
  throw new Error('This file is not a Catan game or record.');
}

/** Offers `text` as a download named `name`. */
export function download(name, text) {
  const url = URL.createObjectURL(new Blob([text], { type: 'application/json' }));
  const a = document.createElement('a');
  a.href = url;
  a.download = name;
  document.body.append(a);
  a.click();
  a.remove();
  setTimeout(() => URL.revokeObjectURL(url), 1000);
}
