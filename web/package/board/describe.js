// Words for players: units, tiles and actions described with the decided tile names
// (geometry.js), and the tiles an action touches (for the last-move mark).
import { tileName } from './geometry.js';
import { isBoardWord } from './action-words.js';
import { unitOfByte } from './board-codes.js';

export { unitOfByte };

export const SIDE_NAMES = ['Black', 'White'];

/** "white tribun 1", "black 2 carrying white 1", "empty". */
export function describeUnit(u) {
  if (!u) return 'empty';
  const colour = u.color === 0 ? 'black' : 'white';
  const slave = u.s ? ` carrying ${u.color === 0 ? 'white' : 'black'} ${u.s}` : '';
  return `${colour}${u.tribun ? ' tribun' : ''} ${u.p}${slave}`;
}

/**
 * The unit part of a tile's accessible name. It holds the heights in the order they are drawn on
 * the tile, side by side ("white 2 + 1 black slave" for a unit drawn "2" "1"), so that the
 * visible text is part of the name (WCAG 2.5.3 label in name: a speech-input user says what they
 * see); the words around them still say what the unit is.
 */
export function unitLabel(u) {
  if (!u) return 'empty';
  if (!u.s) return describeUnit(u);
  return `${u.color === 0 ? 'black' : 'white'}${u.tribun ? ' tribun' : ''} ${u.p} + ${u.s} ${u.color === 0 ? 'white' : 'black'} slave`;
}

/**
 * An action word in player words with tile names ("f3 to f4", "e5 kills g6"): what the move list
 * shows for the actions the notation does not write (draw offers, resignations, ends).
 * `t` is the Tribun API (decodeAction, neighborCid).
 */
export function describeActionWords(t, word) {
  const a = t.decodeAction(word);
  const n = (cid) => tileName(cid) ?? `tile ${cid}`;
  const part = (p) => (p ? ' (whole stack)' : '');
  switch (a.op) {
    case 'MOVE': return `${n(a.from)} to ${n(a.to)}${a.part ? ' (slave part)' : ''}`;
    case 'KILL': return `${n(a.attacker)} kills ${n(a.target)}${part(a.part)}`;
    case 'ENSLAVE': return `${n(a.attacker)} enslaves ${n(a.target)}`;
    case 'DAMAGE': return `damage ${n(a.target)} by ${a.damage}`;
    case 'LIBERATE': return `liberate ${n(a.target)}`;
    case 'ATTACK_TRIBUN': return `${n(a.attacker)} captures the tribun on ${n(a.target)}`;
    case 'COMBINE': {
      const from = [a.dirA, a.dirB].map((d) => n(t.neighborCid(a.center, d)));
      return `combine into ${n(a.center)} from ${from.join(' and ')}`;
    }
    case 'SYM_COMBINE': return `symmetric combine into ${n(a.center)}`;
    case 'SPLIT': {
      const parts = a.heights.map((h, d) => (h ? `${h} to ${n(t.neighborCid(a.actor, d))}` : null)).filter(Boolean);
      return `split ${n(a.actor)}: ${parts.join(', ')}`;
    }
    case 'BACKSTABB': return `${n(a.actor)} backstabs towards ${n(t.neighborCid(a.actor, a.dir))}`;
    case 'DRAW': return `${SIDE_NAMES[a.color]} ${a.action === 'offer' ? 'offers a draw' : a.action === 'accept' ? 'accepts the draw' : 'retracts the draw offer'}`;
    case 'END': {
      const who = SIDE_NAMES[a.loser];
      if (a.reason === 'resign') return `${who} resigns`;
      if (a.reason === 'no-legal-action') return `${who} has no legal move`;
      if (a.reason === 'timeout') return `${who} ran out of time`;
      return 'game time over: tie';
    }
    default: return t.describeAction(word);
  }
}

/** The cids a word touches, for the last-move highlight (decoded through the public API). */
export function cidsOfWord(t, word) {
  const out = new Set();
  if (!isBoardWord(word)) return out;
  const a = t.decodeAction(word);
  for (const key of ['from', 'to', 'attacker', 'target', 'center', 'actor']) {
    if (typeof a[key] === 'number') out.add(a[key]);
  }
  const around = (cid, amounts) => amounts.forEach((v, d) => {
    if (v) { const nb = t.neighborCid(cid, d); if (nb !== null) out.add(nb); }
  });
  if (a.op === 'COMBINE') {
    const don = [0, 0, 0, 0, 0, 0];
    don[a.dirA] = 1; don[a.dirB] = 1;
    around(a.center, don);
  } else if (a.op === 'SYM_COMBINE') {
    around(a.center, [[1, 1, 1, 1, 1, 1], [1, 0, 0, 0, 1, 1], [0, 1, 1, 1, 0, 0]][a.config]);
  } else if (a.op === 'SPLIT') {
    around(a.actor, a.heights);
  } else if (a.op === 'BACKSTABB') {
    const nb = t.neighborCid(a.actor, a.dir);
    if (nb !== null) out.add(nb);
  }
  return out;
}
