// Memory: games own WASM memory, so a leak shows as heap growth. The WASM heap only grows, so
// "no leak" means: once the first 1,000 games have warmed the allocator up, 99,000 more games
// (created, 20 random moves played, disposed) leave the heap size exactly where it was.
import test from 'node:test';
import assert from 'node:assert/strict';
import { execFileSync } from 'node:child_process';
import { freshTribun, random, isBoardAction, root } from './helpers.mjs';

test('100,000 games of 20 random moves, disposed: heap size after = after the first 1,000', async () => {
  const { module, tribun } = await freshTribun();
  const rnd = random(2026);
  const boards = [tribun.defaultBoard(), tribun.defaultBoard()];
  const heapBytes = () => module.HEAP8.buffer.byteLength;
  let afterFirst = 0;
  let moves = 0;
  for (let i = 0; i < 100_000; ++i) {
    const g = tribun.newGame({ board: boards[i & 1], turn: i & 1 });
    for (let m = 0; m < 20 && g.status === 'active'; ++m) {
      const legal = g.legalActions();
      // Board actions sit before the draw/end words: pick among them so the game goes on.
      let n = legal.length;
      while (n > 0 && !isBoardAction(legal[n - 1])) --n;
      g.apply(legal[Math.floor(rnd() * n)]);
      ++moves;
    }
    if (i % 16 === 0) g.actionsB64();
    g.dispose();
    if (i === 999) afterFirst = heapBytes();
  }
  assert.ok(moves > 1_900_000, `${moves} moves played`);
  assert.equal(heapBytes(), afterFirst, 'the WASM heap grew: games leak');
});

test('games dropped without dispose() are freed by the FinalizationRegistry', () => {
  // Needs --expose-gc, so it runs in a child process. Each round leaks ~16 MB worth of games if
  // nothing frees them; with the registry the heap stops growing after the first round.
  const script = `
    import { freshTribun } from ${JSON.stringify(`${root}/tests/js/helpers.mjs`)};
    const { module, tribun } = await freshTribun();
    const heap = () => module.HEAP8.buffer.byteLength;
    async function round() {
      for (let i = 0; i < 4000; ++i) {
        const g = tribun.newGame();
        g.apply(g.legalActions()[i % 265]);
        g.legalActions();
      }
      for (let k = 0; k < 3; ++k) { gc(); await new Promise((r) => setTimeout(r, 10)); }
    }
    await round(); await round();
    const first = heap();
    for (let r = 0; r < 8; ++r) await round();
    console.log(JSON.stringify({ first, last: heap() }));`;
  const out = execFileSync(process.execPath, ['--expose-gc', '--input-type=module', '-e', script], { encoding: 'utf8' });
  const { first, last } = JSON.parse(out);
  assert.equal(last, first, `heap grew from ${first} to ${last}: dropped games are not freed`);
});

test('the engine-side game table answers ids that are not live without trapping', async () => {
  // The facade never passes such ids; this guards the bindings' own promise (never a crash).
  const { module, tribun } = await freshTribun();
  const games = new module.tribun_Games();
  const id = games.create();
  module.HEAPU8.set(tribun.defaultBoard(), games.boardInput());
  assert.equal(games.reset(id, 0, -1), undefined);
  assert.equal(games.legalActions(id).length, 265 + 4);
  games.release(id);
  games.release(id);  // twice: ignored
  for (const dead of [id, -1, 7, 2 ** 31 - 1]) {
    assert.match(games.reset(dead, 0, -1), /no such game/);
    assert.match(games.apply(dead, 0), /no such game/);
    assert.match(games.endByServer(dead, 1, 0), /no such game/);
    assert.match(games.replay(dead, 0, -1, ''), /no such game/);
    assert.equal(games.legalActions(dead).length, 0);
    assert.equal(games.board(dead).length, 0);
    assert.equal(games.actions(dead).length, 0);
    assert.equal(games.isLegal(dead, 0), false);
    assert.equal(games.turn(dead), -1);
    assert.equal(games.ended(dead), false);
    assert.equal(games.winner(dead), -1);
    assert.equal(games.hashHex(dead), '0000000000000000');
    assert.equal(games.actionsB64(dead), '');
  }
  // A released id is handed out again, starting clean.
  const again = games.create();
  assert.equal(again, id);
  module.HEAPU8.set(tribun.defaultBoard(), games.boardInput());
  assert.equal(games.reset(again, 1, -1), undefined);
  assert.equal(games.turn(again), 1);
  assert.equal(games.actions(again).length, 0);
  games.release(again);
  games.delete();
});
