// g.explainAction / tribun.explainAction (docs/NOTATION.md, "Moves in words") through the
// package: a sentence per word, distinct over the legal list, both tenses, options checked.
//   node --test tests/js/tribun-explain.test.mjs
import assert from 'node:assert/strict';
import { test } from 'node:test';

import { loadBoardrules } from '../../web/package/index.js';

const { tribun: t } = await loadBoardrules();

test('explainAction: a different sentence for every legal action along a game, the same from the position form', () => {
  const g = t.newGame();
  for (let ply = 0; ply < 30 && g.status === 'active'; ++ply) {
    const legal = [...g.legalActions()];
    for (const tense of ['past', 'present']) {
      const texts = new Set(legal.map((w) => g.explainAction(w, { tense })));
      assert.equal(texts.size, legal.length, `ply ${ply}, ${tense}: one sentence per action`);
    }
    const w = legal[(ply * 7919) % legal.length];
    if (w >>> 28 > 9) continue;
    assert.equal(t.explainAction(g.board(), g.turn, w), g.explainAction(w));
    assert.match(g.explainAction(w), /^(Black|White)\b.* [a-l]\d{1,2}\b/);
    g.apply(w);
  }
  g.dispose();
});

test('explainAction: tenses, an unknown word, and bad arguments get coded errors', () => {
  const g = t.newGame();
  const w = t.encodeAction({ op: 'MOVE', from: 0, to: 1, part: 0 });
  assert.equal(g.explainAction(w), 'Black moved the tribun 1 on f1 to e1.');
  assert.equal(g.explainAction(w, { tense: 'present' }), 'Black moves the tribun 1 on f1 to e1.');
  assert.equal(g.explainAction(0xC0000000), 'An unknown action (0xc0000000).');
  assert.throws(() => g.explainAction(w, { tense: 'future' }), (e) => e instanceof RangeError && e.code === 'INVALID_ARGUMENT');
  assert.throws(() => g.explainAction(w, { mood: 'past' }), (e) => e instanceof TypeError && e.code === 'INVALID_ARGUMENT');
  assert.throws(() => g.explainAction(-1), (e) => e.code === 'INVALID_ARGUMENT');
  assert.throws(() => t.explainAction(new Uint8Array(3), 0, w), (e) => e.code !== undefined);
  g.dispose();
  assert.throws(() => g.explainAction(w), (e) => e.code === 'DISPOSED');
});
