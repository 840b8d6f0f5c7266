// Issue 14, findings 4 and 5 (logs): replay() is what a server runs on a client's log, so it
// refuses the verdicts only a server gives (END timeout, game-time tie, no legal action) unless
// told otherwise, caps the plies it replays, and refuses oversize or non-base64 text before
// decoding anything.
import test from 'node:test';
import assert from 'node:assert/strict';
import { loadBoardrules } from '../../web/package/index.js';

const { tribun } = await loadBoardrules();

const b64 = (words) => Buffer.from(new Uint32Array(words).buffer).toString('base64');

test('replay refuses server-only END words unless { allowServerEnds: true }', () => {
  const start = tribun.newGame().snapshot();
  // 0xB0000002 black lost on time, 0xB000000A white lost on time, 0xB0000003 game-time tie,
  // 0xB0000001 / 0xB0000009 no legal action.
  for (const word of [0xb0000002, 0xb000000a, 0xb0000003, 0xb0000001, 0xb0000009]) {
    const log = b64([word]);
    assert.throws(() => tribun.replay(start, log), { name: 'Error', code: 'BAD_LOG', message: /ply 1: a server-only END word/ });
    assert.throws(() => tribun.replay(start, log, { allowServerEnds: false }), { code: 'BAD_LOG' });
  }
  // After a real move, the verdict is still refused (the ply is named).
  const g = tribun.newGame();
  g.apply(g.legalActions()[0]);
  g.endByServer('timeout', 0);
  assert.throws(() => tribun.replay(g.startSnapshot(), g.actionsB64()), { code: 'BAD_LOG', message: /ply 2/ });
  // A server replaying its own log says so.
  const replayed = tribun.replay(g.startSnapshot(), g.actionsB64(), { allowServerEnds: true });
  assert.deepEqual(replayed.result, { winner: 1, reason: 'timeout' });
  // Resignation is a player's action: always replayed.
  const resigned = tribun.newGame();
  resigned.apply(0xb0000000);
  const r = tribun.replay(resigned.startSnapshot(), resigned.actionsB64());
  assert.equal(r.status, 'ended');
  for (const x of [g, replayed, resigned, r]) x.dispose();
});

test('replay caps the plies: 10,000 by default, options.maxPlies otherwise', () => {
  const start = tribun.newGame().snapshot();
  // 10,001 words of garbage: refused on length, before any decoding.
  assert.throws(() => tribun.replay(start, b64(new Array(10_001).fill(0xffffffff))), { name: 'RangeError', code: 'BAD_LOG', message: /more than 10000 plies/ });
  // 10,000 words pass the cap and fail at the first ply instead.
  assert.throws(() => tribun.replay(start, b64(new Array(10_000).fill(0xffffffff))), { code: 'BAD_LOG', message: /ply 1/ });
  const g = tribun.newGame();
  for (let i = 0; i < 3; ++i) g.apply(g.legalActions()[0]);
  assert.throws(() => tribun.replay(start, g.actionsB64(), { maxPlies: 2 }), { code: 'BAD_LOG', message: /more than 2 plies/ });
  assert.equal(tribun.replay(start, g.actionsB64(), { maxPlies: 3 }).ply, 3);
  assert.throws(() => tribun.replay(start, '', { maxPlies: -1 }), { name: 'RangeError', code: 'INVALID_ARGUMENT' });
  assert.throws(() => tribun.replay(start, '', { maxPlies: 1.5 }), { name: 'TypeError', code: 'INVALID_ARGUMENT' });
  assert.throws(() => tribun.replay(start, '', { allowServerEnds: 1 }), { name: 'TypeError', code: 'INVALID_ARGUMENT' });
  assert.throws(() => tribun.replay(start, '', { plies: 1 }), { name: 'TypeError', code: 'INVALID_ARGUMENT', message: /unknown option "plies"/ });
  g.dispose();
});

test('a 10 MB log is refused at once, whatever it holds', () => {
  const start = tribun.newGame().snapshot();
  for (const text of ['A'.repeat(10 * 1024 * 1024), '!'.repeat(10 * 1024 * 1024)]) {
    // Not a timing assertion (bench/js/hostile.mjs measures it): the refusal names the cap.
    assert.throws(() => tribun.replay(start, text), { code: 'BAD_LOG', message: /more than 10000 plies/ });
  }
});

test('non-base64 text is refused before decoding, with code BAD_LOG', () => {
  const start = tribun.newGame().snapshot();
  for (const text of ['!!!!', 'AAAA====', 'AA=A', 'AAAA AAAA', 'AAA', '\u00e9\u00e9\u00e9\u00e9']) {
    assert.throws(() => tribun.replay(start, text), { name: 'RangeError', code: 'BAD_LOG', message: /not canonical base64/ });
  }
  // Valid base64 of a non-whole number of words is decoded and refused by the engine.
  assert.throws(() => tribun.replay(start, 'AAA='), { code: 'BAD_LOG' });
});
