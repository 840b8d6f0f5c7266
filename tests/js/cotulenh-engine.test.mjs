// The CoTuLenh computer opponent through the package: cotulenh.bestMove returns a whole turn that
// the game accepts, is deterministic at a node budget, reads its options once as own properties,
// and refuses bad options and games with a coded error.
import { test } from 'node:test';
import assert from 'node:assert/strict';
import { loadBoardrules } from '../../web/package/index.js';

const { cotulenh, tribun } = await loadBoardrules();
const FREE_AIR_FORCE = '10c/11/n10/11/11/4f6/11/4T6/11/11/11/9C1 r - - 0 1';  // as in cotulenh_search_test.cpp
const NAVY_AIR_FORCE = '10c/11/11/11/11/11/11/11/1(NF)3a5/11/11/9C1 r - - 0 1';

const throwsCode = (fn, code, ErrorClass = Error) =>
  assert.throws(fn, (e) => e instanceof ErrorClass && e.code === code, `expected ${code}`);

function withGame(fen, body) {
  const game = cotulenh.newGame(fen);
  try {
    return body(game);
  } finally {
    game.dispose();
  }
}

test('cotulenh bestMove: takes a free unit, and the answer plays as one turn', () => {
  withGame(FREE_AIR_FORCE, (game) => {
    const r = cotulenh.bestMove(game, { level: 6, nodes: 25000 });  // no random turn (levels 1-5 play one now and then)
    assert.deepEqual(r.moves, ['Te5xe7']);
    assert.equal(r.commit, false);
    assert.ok(r.nodes > 0 && r.depth >= 1);
    for (const m of r.moves) game.move(m);
    assert.equal(game.turn, 'b');
  });
});

test('cotulenh bestMove: a deploy turn comes whole (steps, then commit when it does not end by itself)', () => {
  withGame(NAVY_AIR_FORCE, (game) => {
    const r = cotulenh.bestMove(game, { level: 6, nodes: 25000, seed: 3 });
    assert.equal(r.moves[0], 'Fb4>xf4');
    for (const m of r.moves) game.move(m);
    assert.equal(game.inDeploy, r.commit);
    if (r.commit) game.commit();
    assert.equal(game.inDeploy, false);
    assert.equal(game.turn, 'b');
  });
});

test('cotulenh bestMove: deterministic at a node budget, level 6 included', () => {
  withGame(undefined, (game) => {
    const a = cotulenh.bestMove(game, { level: 6, nodes: 1500 });
    const b = cotulenh.bestMove(game, { level: 6, nodes: 1500 });
    assert.deepEqual(a, b);
    assert.ok(a.nodes <= 1500 + 64);
  });
});

test('cotulenh bestMove: options are read once, own properties only', () => {
  withGame(undefined, (game) => {
    let reads = 0;
    const options = { get level() { reads += 1; return 2; }, nodes: 500 };
    cotulenh.bestMove(game, options);
    assert.equal(reads, 1);
    const inherited = Object.create({ level: 'nonsense' });
    assert.throws(() => cotulenh.bestMove(game, inherited), (e) => e.code === 'INVALID_ARGUMENT');
    Object.prototype.timeMs = -1;  // a polluted prototype is never an option
    try {
      assert.ok(cotulenh.bestMove(game, { level: 1, nodes: 200 }).moves.length >= 1);
    } finally {
      delete Object.prototype.timeMs;
    }
  });
});

test('cotulenh bestMove: bad options and games get coded errors', () => {
  withGame(undefined, (game) => {
    throwsCode(() => cotulenh.bestMove(game, { level: 7 }), 'INVALID_ARGUMENT', RangeError);
    throwsCode(() => cotulenh.bestMove(game, { level: '6' }), 'INVALID_ARGUMENT', TypeError);
    throwsCode(() => cotulenh.bestMove(game, { timeMs: 0 }), 'INVALID_ARGUMENT', RangeError);
    throwsCode(() => cotulenh.bestMove(game, { timeMs: 60_001 }), 'INVALID_ARGUMENT', RangeError);
    throwsCode(() => cotulenh.bestMove(game, { timeMs: NaN }), 'INVALID_ARGUMENT', TypeError);
    throwsCode(() => cotulenh.bestMove(game, { nodes: 2_000_001 }), 'INVALID_ARGUMENT', RangeError);
    throwsCode(() => cotulenh.bestMove(game, { depth: 3 }), 'INVALID_ARGUMENT', TypeError);
    throwsCode(() => cotulenh.bestMove(game, []), 'INVALID_ARGUMENT', TypeError);
    throwsCode(() => cotulenh.bestMove({ fen: () => cotulenh.START_FEN }), 'INVALID_ARGUMENT', TypeError);
    throwsCode(() => cotulenh.bestMove(tribun), 'INVALID_ARGUMENT', TypeError);
  });
  withGame('10c/11/11/11/11/11/11/11/2(TI)8/11/11/9C1 r - - 0 1', (game) => {
    game.move('Tc4>c5');
    throwsCode(() => cotulenh.bestMove(game, { nodes: 100 }), 'DEPLOY_TURN_OPEN');
  });
  withGame('10c/11/11/11/11/11/11/4I6/11/11/11/11 r - - 0 1', (game) => {
    throwsCode(() => cotulenh.bestMove(game, { nodes: 100 }), 'GAME_ENDED');  // no commander: no move
  });
  const disposed = cotulenh.newGame();
  disposed.dispose();
  throwsCode(() => cotulenh.bestMove(disposed), 'DISPOSED');
});
