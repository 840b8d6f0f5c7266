// tribun.bestAction through WebAssembly: legal answers, tactics, determinism, argument checks.
import assert from 'node:assert/strict';
import { test } from 'node:test';

import { loadBoardrules } from '../../web/package/index.js';
import { random } from './helpers.mjs';
import { backToTheStart } from '../../tools/harness/tribun-games.mjs';

const { tribun } = await loadBoardrules();

// Black's 2 at (0,0) sees the white tribun at (1,2): a win in one.
function winInOne() {
  const board = new Uint8Array(121);
  const put = (x, y, byte) => { board[tribun.packCid(x, y)] = byte; };
  put(-5, -5, tribun.encodeUnit({ color: 0, tribun: true, p: 1 }));
  put(0, 0, tribun.encodeUnit({ color: 0, p: 2 }));
  put(1, 2, tribun.encodeUnit({ color: 1, tribun: true, p: 1 }));
  put(4, 4, tribun.encodeUnit({ color: 1, p: 2 }));
  return tribun.newGame({ board });
}

test('bestAction: takes the tribun when it can', () => {
  const game = winInOne();
  const r = tribun.bestAction(game, { nodes: 2000 });
  assert.equal(tribun.decodeAction(r.word).op, 'ATTACK_TRIBUN');
  assert.equal(r.score, 29999);
  assert.deepEqual(r.pv, [r.word]);
  game.dispose();
});

test('bestAction: a legal board action at every level in random positions', () => {
  const rand = random(7);
  const game = tribun.newGame();
  for (let i = 0; i < 12; i++) {
    const level = 1 + (i % 6);
    const r = tribun.bestAction(game, { level, nodes: 1500, seed: i });
    assert.ok(game.isLegal(r.word), `level ${level}: ${tribun.describeAction(r.word)} is legal`);
    assert.ok(r.word >>> 28 <= 9, 'a board action');
    assert.equal(r.pv[0], r.word);
    assert.ok(r.depth >= 1 && r.nodes >= 1);
    // Move on with a random non-capturing action, so the next search sees a new position.
    const legal = Array.from(game.legalActions()).filter((w) => w >>> 28 !== 9 && w >>> 28 <= 9);
    game.apply(legal[Math.floor(rand() * legal.length)]);
  }
  game.dispose();
});

test('bestAction: the same position, nodes and seed give the same answer', () => {
  const game = tribun.newGame();
  const a = tribun.bestAction(game, { nodes: 5000, seed: 3 });
  const b = tribun.bestAction(game, { nodes: 5000, seed: 3 });
  assert.deepEqual(a, b);
  game.dispose();
});

// Level 6 searches at least level 5's 40,000 nodes (its node floor), however little its time
// buys; past the floor its time budget binds (the clock is read every 512 nodes).
const LEVEL_SIX_NODE_FLOOR = 40000;

test('bestAction: a time budget is kept once the node floor is searched', () => {
  const game = tribun.newGame();
  const t0 = performance.now();
  const r = tribun.bestAction(game, { timeMs: 150 });
  const ms = performance.now() - t0;
  assert.ok(game.isLegal(r.word));
  assert.ok(r.nodes >= LEVEL_SIX_NODE_FLOOR, `${r.nodes} nodes`);
  const pastFloor = r.nodes > LEVEL_SIX_NODE_FLOOR + 512;
  assert.ok(!pastFloor || ms < 150 * 4 + 500, `took ${ms.toFixed(0)} ms for a 150 ms budget (${r.nodes} nodes)`);
  game.dispose();
});

test('bestAction: level 6 searches its node floor even with 1 ms, and a node budget still caps it', () => {
  const game = tribun.newGame();
  const floored = tribun.bestAction(game, { level: 6, timeMs: 1 });
  assert.ok(floored.nodes >= LEVEL_SIX_NODE_FLOOR, `${floored.nodes} nodes`);
  const capped = tribun.bestAction(game, { level: 6, timeMs: 1, nodes: 5000 });
  assert.ok(capped.nodes < LEVEL_SIX_NODE_FLOOR, `${capped.nodes} nodes`);
  game.dispose();
});

test('bestAction: refuses ended games and bad limits with coded errors', () => {
  const game = winInOne();
  assert.throws(() => tribun.bestAction(game, { level: 7 }), { name: 'RangeError', code: 'INVALID_ARGUMENT' });
  assert.throws(() => tribun.bestAction(game, { level: 2.5 }), { name: 'TypeError', code: 'INVALID_ARGUMENT' });
  assert.throws(() => tribun.bestAction(game, { timeMs: -1 }), { name: 'RangeError', code: 'INVALID_ARGUMENT' });
  assert.throws(() => tribun.bestAction(game, { nodes: 0 }), { name: 'RangeError', code: 'INVALID_ARGUMENT' });
  assert.throws(() => tribun.bestAction(game, { seed: -1 }), { name: 'RangeError', code: 'INVALID_ARGUMENT' });
  assert.throws(() => tribun.bestAction(game, { depth: 3 }), { name: 'TypeError', code: 'INVALID_ARGUMENT' });
  assert.throws(() => tribun.bestAction({}, {}), { name: 'TypeError', code: 'INVALID_ARGUMENT' });
  game.apply(tribun.bestAction(game, { nodes: 100 }).word);  // takes the tribun: the game ends
  assert.equal(game.status, 'ended');
  assert.throws(() => tribun.bestAction(game), { code: 'GAME_ENDED' });
  game.dispose();
  assert.throws(() => tribun.bestAction(game), { code: 'DISPOSED' });
});

test('createEngineWorker: needs Web Workers (none in Node)', () => {
  assert.throws(() => tribun.createEngineWorker(), { code: 'UNSUPPORTED' });
});

test('bestAction continues the game: going back into a position the game has been in scores as a draw', () => {
  const limits = { level: 3, nodes: 20000, seed: 1 };
  const { game, best } = backToTheStart(tribun, limits);
  const fresh = tribun.newGame();
  assert.equal(tribun.boardToHex(game.board()), tribun.boardToHex(fresh.board()));
  assert.equal(game.turn, fresh.turn);
  // The same position without its history still chooses that move; with it, another.
  assert.equal(tribun.bestAction(fresh, limits).word, best);
  assert.notEqual(tribun.bestAction(game, limits).word, best);
  assert.equal(tribun.bestAction(fresh, limits).word, best, 'the history of one game does not stay for the next');
  game.dispose();
  fresh.dispose();
});
