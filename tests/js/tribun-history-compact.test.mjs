// The compact move tree through the package (issue 14, "Memory"; src/tribun/history.h): what a
// played ply costs in WebAssembly memory, undo/redo at the size where that matters, and a log at
// the 12,000,000-ply edge of replay(), which threw "Maximum call stack size exceeded" before.
import test from 'node:test';
import assert from 'node:assert/strict';
import { bytesInUse, freshTribun, random, isBoardAction } from './helpers.mjs';

// A log of `plies` board actions picked at random among those that keep the game going.
function randomLog(tribun, plies, seed) {
  const rnd = random(seed);
  const g = tribun.newGame();
  while (g.ply < plies) {
    const moves = g.legalActions().filter((w) => isBoardAction(w) && w >>> 28 !== 9);  // no tribun capture
    g.apply(moves[Math.floor(rnd() * moves.length)]);
  }
  const log = g.actionsB64();
  const hash = g.hash();
  g.dispose();
  return { log, hash };
}

test('live games cost a few bytes per ply played (100,000 games of 20 plies fit the 2.5 KB budget)', async () => {
  // Memory, not time: deterministic. Before the compact tree every node held a full position:
  // ~320 bytes per ply, 6,688 bytes per listed game of 20 plies.
  const { module, tribun } = await freshTribun();
  tribun.newGame().dispose();  // the table's first allocations
  const start = tribun.newGame().startSnapshot();
  const short = randomLog(tribun, 20, 1);
  const long = randomLog(tribun, 200, 2);
  const live = (log, count) => {
    const before = bytesInUse(module);
    const games = [];
    for (let i = 0; i < count; ++i) {
      const g = tribun.replay(start, log.log);
      if (i % 97 === 0) assert.equal(g.hash(), log.hash);
      g.legalActions();
      games.push(g);
    }
    const perGame = (bytesInUse(module) - before) / count;
    for (const g of games) g.dispose();
    return perGame;
  };
  const empty = live({ log: '', hash: tribun.newGame().hash() }, 5_000);
  const twenty = live(short, 5_000);
  const twoHundred = live(long, 2_000);
  assert.ok(twenty <= 2_560, `${twenty.toFixed(0)} bytes per listed game of 20 plies`);
  const perPly = (twoHundred - empty) / 200;
  assert.ok(perPly <= 24, `${perPly.toFixed(1)} bytes per ply (games of 0 plies: ${empty.toFixed(0)} bytes, of 200: ${twoHundred.toFixed(0)})`);
});

test('undo to the start and redo to the end of a 2,000-ply game give the positions of a fresh replay', async () => {
  const { tribun } = await freshTribun();
  const { log, hash } = randomLog(tribun, 2_000, 3);
  const g = tribun.replay(tribun.newGame().startSnapshot(), log);
  assert.equal(g.hash(), hash);
  // The position after every 37th ply, from replays of the log's prefixes.
  const words = g.actions();
  const seen = new Map();
  for (let ply = 0; ply <= 2_000; ply += 37) {
    const prefix = tribun.replay(g.startSnapshot(), Buffer.from(words.slice(0, ply).buffer).toString('base64'));
    seen.set(ply, prefix.hash());
    prefix.dispose();
  }
  for (let ply = 2_000; ply > 0; --ply) {
    g.undo();
    if (seen.has(ply - 1)) assert.equal(g.hash(), seen.get(ply - 1), `undo to ply ${ply - 1}`);
  }
  assert.throws(() => g.undo(), { code: 'NOTHING_TO_UNDO' });
  for (let ply = 1; ply <= 2_000; ++ply) {
    g.redo();
    if (seen.has(ply)) assert.equal(g.hash(), seen.get(ply), `redo to ply ${ply}`);
  }
  assert.equal(g.hash(), hash);
  for (const ply of [1_999, 0, 1_000, 37 * 17, 2_000]) {
    g.goTo(ply);
    if (seen.has(ply)) assert.equal(g.hash(), seen.get(ply));
  }
  assert.equal(g.hash(), hash);
  g.dispose();
});

test('tribun.replay: a log at the 12,000,000-ply edge replays (it threw "Maximum call stack size exceeded")', async () => {
  // Built cheaply: black offers a draw and retracts it, 6,000,000 times. 48,000,000 bytes, whose
  // base64 repeats every 24 bytes (32 characters): 64,000,000 characters, under the 64 MiB cap.
  const { tribun } = await freshTribun();
  const g = tribun.newGame();
  const start = g.startSnapshot();
  const offer = tribun.encodeAction({ op: 'DRAW', action: 'offer', color: 0 });
  const retract = tribun.encodeAction({ op: 'DRAW', action: 'retract', color: 0 });
  for (let i = 0; i < 3; ++i) {
    g.apply(offer);
    g.apply(retract);
  }
  const period = g.actionsB64();
  g.dispose();
  assert.equal(period.length, 32);
  const log = period.repeat(12_000_000 / 6);
  assert.equal(log.length, 64_000_000);
  const big = tribun.replay(start, log, { maxPlies: 12_000_000 });
  assert.equal(big.ply, 12_000_000);
  assert.equal(big.drawOfferBy, null);
  assert.equal(big.status, 'active');
  big.undo();
  assert.equal(big.drawOfferBy, 0);
  big.goTo(0);
  assert.equal(big.ply, 0);
  big.redo();
  assert.equal(big.drawOfferBy, 0);
  big.dispose();
  // One ply more is refused by its length, as before.
  assert.throws(() => tribun.replay(start, log + 'AAAA', { maxPlies: 12_000_000 }), { code: 'BAD_LOG' });
});
