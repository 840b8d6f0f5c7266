// Memory: games own WASM memory, so a leak shows as bytes that stay allocated. The WASM heap only
// grows, in big steps, so its size cannot see a small leak (with ~11 MB free after warm-up, one
// below ~111 bytes per game went unseen). Instead the test measures the bytes in use: it fills
// the free heap with 1 KiB blocks until the heap has to grow, frees them, and subtracts what they
// covered. That is exact to a few KiB, so after the warm-up (every kind of unit listed once, so
// the lazily built split lists exist, then 1,000 games), 20,000 more games (created,
// 20 random moves, disposed) may leave at most 8 KiB more in use: less than half a byte per game.
// Any allocation kept per game is at least a 16-byte chunk, i.e. 320,000 bytes; the second test
// plants such a leak (one 1-byte malloc per game) and checks that the measurement sees it.
import test from 'node:test';
import assert from 'node:assert/strict';
import { execFileSync } from 'node:child_process';
import { readFileSync } from 'node:fs';
import { gunzipSync } from 'node:zlib';
import { bytesInUse, freshTribun, random, isBoardAction, root } from './helpers.mjs';

/** Plays `count` games of 20 random board actions and disposes them; `leak` bytes stay per game. */
function playGames(module, tribun, rnd, count, leak = 0) {
  const boards = [tribun.defaultBoard(), tribun.defaultBoard()];
  let moves = 0;
  for (let i = 0; i < count; ++i) {
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
    if (leak) module._malloc(leak);  // the planted leak of the second test
  }
  return moves;
}

/**
 * Lists the 600 conformance positions. The engine builds each unit kind's SPLIT lists the first
 * time a position needs them (src/tribun/split_table.h): these positions hold every kind that has
 * splits, so after them no game allocates table memory.
 */
function listConformancePositions(tribun) {
  const lines = gunzipSync(readFileSync(`${root}/tests/data/tribun/dev.jsonl.gz`)).toString('utf8').split('\n');
  for (const line of lines.filter((l) => l.trim())) {
    const { board, turn } = JSON.parse(line);
    const g = tribun.newGame({ board: tribun.parseBoard(board), turn });
    g.legalActions();
    g.dispose();
  }
}

async function growthOver20000Games(leak) {
  const { module, tribun } = await freshTribun();
  const rnd = random(2026);
  listConformancePositions(tribun);
  playGames(module, tribun, rnd, 1_000);
  const before = bytesInUse(module);
  const moves = playGames(module, tribun, rnd, 20_000, leak);
  assert.ok(moves > 380_000, `${moves} moves played`);
  return bytesInUse(module) - before;
}

test('20,000 games of 20 random moves, disposed, leave under half a byte per game in use', async () => {
  const growth = await growthOver20000Games(0);
  assert.ok(growth <= 8192, `${growth} more bytes in use after 20,000 games: games leak`);
});

test('the measurement sees a planted leak of one small allocation per game', async () => {
  const growth = await growthOver20000Games(1);
  assert.ok(growth >= 20_000 * 8, `a planted 1-byte-per-game leak showed only ${growth} bytes`);
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
