// t.decodeAction over a large structured part of the 32-bit word space, every word checked
// (accepted and rejected) against an oracle written here from the table of docs/rules/tribun.md
// section 5: for each opcode every value of its payload bits plus the first bit that must be zero
// (capped at the low 16 bits for COMBINE and SPLIT; 12 bits for the reserved opcodes 12-15):
// 385,328 words, and random words over all 28 payload bits. Accepted words must carry the oracle's
// fields and encode back to the same word.
import test from 'node:test';
import assert from 'node:assert/strict';
import { loadBoardrules } from '../../web/package/index.js';
import { random } from './helpers.mjs';

const t = (await loadBoardrules()).tribun;

const onBoard = (cid) => {
  if (cid > 120) return false;
  const x = Math.floor(cid / 11) - 5, y = (cid % 11) - 5;
  return Math.abs(x) <= 5 && Math.abs(y) <= 5 && Math.abs(x - y) <= 5;
};
const bits = (w, lo, n) => (w >>> lo) & ((1 << n) - 1);
const WIDTH = [15, 15, 7, 10, 14, 19, 11, 25, 10, 15, 3, 4];  // highest used payload bit + 1

/** The decoded object docs/rules/tribun.md section 5 gives for `w`, or null when `w` is malformed.
 * */
function oracle(w) {
  const op = w >>> 28;
  if (op > 11 || (w & 0x0fffffff) >>> WIDTH[op] !== 0) return null;
  const lo = bits(w, 0, 7), hi = bits(w, 7, 7);
  switch (op) {
    case 0: return onBoard(lo) && onBoard(hi) ? { op: 'MOVE', from: lo, to: hi, part: bits(w, 14, 1) } : null;
    case 1: return onBoard(lo) && onBoard(hi) ? { op: 'KILL', attacker: lo, target: hi, part: bits(w, 14, 1) } : null;
    case 2: return onBoard(lo) ? { op: 'LIBERATE', target: lo } : null;
    case 3: return onBoard(lo) ? { op: 'DAMAGE', target: lo, damage: bits(w, 7, 3) + 1 } : null;
    case 4: return onBoard(lo) && onBoard(hi) ? { op: 'ENSLAVE', attacker: lo, target: hi } : null;
    case 5:
      if (!onBoard(lo) || bits(w, 7, 3) > 5 || bits(w, 10, 3) > 5) return null;
      return { op: 'COMBINE', center: lo, dirA: bits(w, 7, 3), dirB: bits(w, 10, 3), donA: bits(w, 13, 3) + 1, donB: bits(w, 16, 3) + 1 };
    case 6:
      if (!onBoard(lo) || bits(w, 7, 2) === 3 || bits(w, 9, 2) > 1) return null;
      return { op: 'SYM_COMBINE', center: lo, config: bits(w, 7, 2), donate: bits(w, 9, 2) + 1 };
    case 7: {
      const heights = [0, 1, 2, 3, 4, 5].map((d) => bits(w, 7 + 3 * d, 3));
      return onBoard(lo) && !heights.some((h) => h === 5 || h === 7) ? { op: 'SPLIT', actor: lo, heights } : null;
    }
    case 8: return onBoard(lo) && bits(w, 7, 3) <= 5 ? { op: 'BACKSTABB', actor: lo, dir: bits(w, 7, 3) } : null;
    case 9: return onBoard(lo) && onBoard(hi) ? { op: 'ATTACK_TRIBUN', attacker: lo, target: hi, winner: bits(w, 14, 1) } : null;
    case 10: return bits(w, 0, 2) === 3 ? null : { op: 'DRAW', action: ['offer', 'retract', 'accept'][bits(w, 0, 2)], color: bits(w, 2, 1) };
    default: return bits(w, 0, 3) > 3 ? null
      : { op: 'END', reason: ['resign', 'no-legal-action', 'timeout', 'game-time-tie'][bits(w, 0, 3)], loser: bits(w, 3, 1) };
  }
}

function checkWord(w, tally) {
  const want = oracle(w);
  let got = null;
  let error = null;
  try {
    got = t.decodeAction(w);
  } catch (e) {
    error = e;
  }
  if (want === null) {
    assert.ok(error instanceof RangeError, `word 0x${w.toString(16)} is malformed but decoded to ${JSON.stringify(got)}`);
    ++tally.rejected;
  } else {
    assert.equal(error, null, `word 0x${w.toString(16)} is well-formed but refused: ${error?.message}`);
    assert.deepEqual(got, want, `word 0x${w.toString(16)}`);
    assert.equal(t.encodeAction(got), w, `word 0x${w.toString(16)} does not encode back`);
    ++tally.accepted;
  }
}

test('decodeAction: every word of each opcode\'s fields plus one stray bit agrees with tribun.md section 5', () => {
  const tally = { accepted: 0, rejected: 0 };
  let words = 0;
  for (let op = 0; op < 16; ++op) {
    const span = 2 ** Math.min(op < 12 ? WIDTH[op] + 1 : 12, 16);
    for (let payload = 0; payload < span; ++payload, ++words) checkWord(((op << 28) | payload) >>> 0, tally);
  }
  assert.equal(words, 385_328);
  assert.ok(tally.accepted > 100_000 && tally.rejected > 100_000, JSON.stringify(tally));
});

test('decodeAction: random words over all 28 payload bits agree with tribun.md section 5', () => {
  const rnd = random(1626);
  const tally = { accepted: 0, rejected: 0 };
  for (let op = 0; op < 16; ++op) {
    for (let i = 0; i < 4000; ++i) {
      let payload = Math.floor(rnd() * 2 ** 25);
      if (i % 2) payload &= op === 5 ? 0x7ffff : op === 7 ? 0x1b6db7f : 0xffff;  // mostly in range, heights < 5 or 6
      checkWord(((op << 28) | payload) >>> 0, tally);
    }
  }
  assert.ok(tally.accepted > 2_000 && tally.rejected > 20_000, JSON.stringify(tally));
});
