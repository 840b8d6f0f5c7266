// Issue 14, finding 6: past the heap limit, newGame() and replay() throw an Error with code
// OUT_OF_MEMORY instead of aborting the module, and the module keeps working. A fresh module with
// its limit lowered to 48 MB (createTribunApi's `limits.heapBytes`) reaches it in a second; the
// default limit is the module's maximum memory (2 GB), where the same check runs.
// The per-game cost itself is measured by bench/js/memory.mjs (docs/SECURITY.md, "Memory").
import test from 'node:test';
import assert from 'node:assert/strict';
import { modulePath, root } from './helpers.mjs';

const { default: createModule } = await import(modulePath);
const { createTribunApi } = await import(`${root}/web/package/src/tribun.js`);

test('creating games past the heap limit: OUT_OF_MEMORY, then the module keeps working', async () => {
  const module = await createModule();
  const limit = 48 * 1024 * 1024;
  const tribun = createTribunApi(module, { heapBytes: limit });
  const games = [];
  let refused;
  for (let i = 0; i < 200_000 && !refused; ++i) {
    try {
      const g = tribun.newGame({ turn: i & 1 });
      assert.equal(g.legalActions().length, 269);
      games.push(g);
    } catch (error) {
      refused = error;
    }
  }
  assert.ok(refused, 'no game was refused');
  assert.equal(refused.code, 'OUT_OF_MEMORY');
  assert.ok(refused instanceof Error);
  assert.ok(games.length > 5_000, `only ${games.length} games fit in 48 MB`);
  assert.ok(module.HEAP8.buffer.byteLength <= limit, `the heap grew to ${module.HEAP8.buffer.byteLength} bytes`);
  // replay is refused the same way.
  assert.throws(() => tribun.replay(games[0].snapshot(), ''), { code: 'OUT_OF_MEMORY' });
  // Still usable: existing games answer and play, freed games make room for new ones.
  const g0 = games[0];
  g0.apply(g0.legalActions()[0]);
  assert.equal(g0.ply, 1);
  for (const g of games.splice(0, 1000)) g.dispose();
  for (let i = 0; i < 1000; ++i) {
    const g = tribun.newGame();
    assert.equal(g.legalActions().length, 269);
    games.push(g);
  }
  for (const g of games) g.dispose();
});

test('a live, listed game holds at most 2.5 KB of WebAssembly memory', async () => {
  // Memory, not time: deterministic. Games kept the listing's 2,048-word working buffer (8 KB)
  // each before; now the table keeps one list for the game listed last.
  const module = await createModule();
  const tribun = createTribunApi(module);
  tribun.newGame().dispose();  // the table's first allocations
  const before = module.HEAP8.buffer.byteLength;
  const games = [];
  for (let i = 0; i < 20_000; ++i) {
    const g = tribun.newGame({ turn: i & 1 });
    assert.equal(g.legalActions().length, 269);
    games.push(g);
  }
  const perGame = (module.HEAP8.buffer.byteLength - before) / games.length;
  assert.ok(perGame <= 2560, `${perGame.toFixed(0)} bytes per game`);
  // Lists stay right when games are listed, changed and listed again in any order.
  const [a, b] = games;
  const first = a.legalActions();
  b.apply(b.legalActions()[0]);
  assert.deepEqual(a.legalActions(), first);
  a.apply(first[0]);
  assert.notDeepEqual(a.legalActions(), first);
  const replayed = tribun.replay(a.startSnapshot(), a.actionsB64());
  assert.deepEqual(replayed.legalActions(), a.legalActions());
  replayed.dispose();
  for (const g of games) g.dispose();
});

test('limits.heapBytes is checked', async () => {
  const module = await createModule();
  assert.throws(() => createTribunApi(module, { heapBytes: -1 }), { name: 'RangeError', code: 'INVALID_ARGUMENT' });
  assert.throws(() => createTribunApi(module, { heap: 1 }), { name: 'TypeError', code: 'INVALID_ARGUMENT' });
});
