// The CoTuLenh game API through the package: listing, playing by LAN and SAN, deploy turns,
// undo, status, disposal and hostile arguments (every error carries a code and names the argument).
import { test } from 'node:test';
import assert from 'node:assert/strict';
import { loadBoardrules } from '../../web/package/index.js';

const { cotulenh } = await loadBoardrules();
const NAVY_COMMANDER = '10c/11/11/11/11/11/11/11/11/11/11/2(NC)6E1 r - - 0 1';
const TANK_INFANTRY = '10c/11/11/11/11/11/11/11/11/2(TI)8/11/9C1 r - - 0 1';

const throwsCode = (fn, code, pattern) =>
  assert.throws(fn, (e) => e.code === code && (!pattern || pattern.test(e.message)), `expected ${code}`);

test('cotulenh game: the start position lists 116 sorted LANs; moves({ square }) filters', () => {
  const game = cotulenh.newGame();
  try {
    assert.equal(game.fen(), cotulenh.START_FEN);
    const lans = game.moves();
    assert.equal(lans.length, 116);
    assert.deepEqual([...lans].sort(), lans);
    const fromC4 = game.moves({ square: 'c4' });
    assert.ok(fromC4.length > 0 && fromC4.every((l) => l.includes('c4')));
    const verbose = game.moves({ verbose: true, square: 'c4' });
    assert.deepEqual(verbose.map((m) => m.lan), fromC4);
    assert.equal(game.turn, 'r');
    assert.deepEqual(game.status(), {
      check: false, checkmate: false, stalemate: false, draw: false, fiftyMove: false, threefold: false,
      gameOver: false, commanderCaptured: false,
    });
  } finally {
    game.dispose();
  }
});

test('cotulenh game: stack LANs such as (NC)c1a1 play exactly the listed move', () => {
  const game = cotulenh.newGame(NAVY_COMMANDER);
  try {
    const played = game.move('(NC)c1a1');
    assert.deepEqual(played, { lan: '(NC)c1a1', san: '(NC)a1', from: 'c1', to: 'a1', piece: '(NC)', flags: 'n', target: null });
    assert.equal(game.fen(), '10c/11/11/11/11/11/11/11/11/11/11/(NC)8E1 b - - 1 1');
    assert.deepEqual(game.history(), [{ san: '(NC)a1', lan: '(NC)c1a1', words: "Red's navy carrying commander on c1 moved to a1." }]);
    game.undo();
    assert.equal(game.fen(), NAVY_COMMANDER);
    throwsCode(() => game.undo(), 'NOTHING_TO_UNDO');
  } finally {
    game.dispose();
  }
});

test('cotulenh game: SAN is accepted; an illegal move throws ILLEGAL_MOVE and changes nothing', () => {
  const game = cotulenh.newGame(TANK_INFANTRY);
  try {
    throwsCode(() => game.move('Tc3c7'), 'ILLEGAL_MOVE', /not offered/);
    throwsCode(() => game.move('(IT)c3c4'), 'ILLEGAL_MOVE');
    assert.equal(game.fen(), TANK_INFANTRY);
    game.move('Cj2');
    assert.equal(game.turn, 'b');
  } finally {
    game.dispose();
  }
});

test('cotulenh game: explainMove says an offered move in words, by LAN or SAN, each move its own sentence', () => {
  const game = cotulenh.newGame(TANK_INFANTRY);
  try {
    assert.equal(game.explainMove('Tc3>c5'), "Red's tank leaves the stack on c3 for c5.");
    assert.equal(game.explainMove('Cj2'), game.explainMove('Cj1j2'));
    const sentences = game.moves().map((lan) => game.explainMove(lan));
    assert.equal(new Set(sentences).size, sentences.length);
    throwsCode(() => game.explainMove('Tc3c7'), 'ILLEGAL_MOVE', /not offered/);
    throwsCode(() => game.explainMove(42), 'INVALID_ARGUMENT');
    throwsCode(() => game.explainMove('x'.repeat(10_000)), 'INVALID_ARGUMENT');
    assert.equal(game.fen(), TANK_INFANTRY);  // asking changes nothing
    game.move('Tc3>c5');
    assert.equal(game.explainMove('Ic3>d3'), "Red's infantry leaves the stack on c3 for d3.");
  } finally {
    game.dispose();
  }
});

test('cotulenh game: a deploy turn opens, lists its steps, cancels, then commits', () => {
  const game = cotulenh.newGame(TANK_INFANTRY);
  try {
    throwsCode(() => game.commit(), 'NO_DEPLOY_TURN');
    throwsCode(() => game.cancel(), 'NO_DEPLOY_TURN');
    game.move('Tc3>c5');
    assert.equal(game.inDeploy, true);
    assert.equal(game.fen(), `${TANK_INFANTRY} c3:I:T>c5...`);
    assert.deepEqual(game.board(), [  // the live board: the tank has left the stack
      { square: 'k12', piece: 'C', color: 'b' }, { square: 'c5', piece: 'T', color: 'r' },
      { square: 'c3', piece: 'I', color: 'r' }, { square: 'j1', piece: 'C', color: 'r' },
    ]);
    assert.deepEqual(game.moves(), ['Ic3>&c5', 'Ic3>c2', 'Ic3>c4', 'Ic3>d3']);
    assert.equal(game.canCommit(), true);
    assert.equal(game.status().gameOver, false);
    throwsCode(() => game.undo(), 'DEPLOY_TURN_OPEN');
    game.cancel();
    assert.equal(game.inDeploy, false);
    assert.equal(game.fen(), TANK_INFANTRY);
    game.move('Tc3>c5');
    assert.deepEqual(game.turns(), [['Tc3>c5']], 'an open deploy turn comes last, without a commit');
    game.commit();
    assert.equal(game.turn, 'b');
    assert.deepEqual(game.turns(), [['Tc3>c5', 'commit']]);
    assert.deepEqual(game.history().at(-1), {
      san: 'I<T>c5', lan: 'c3:I:T>c5', words: 'Red deployed the tank carrying infantry on c3: the tank went to c5; the infantry stayed.',
    });
    game.undo();
    game.move('Ic3>d3');
    game.move('Tc3>c5');  // every member moved: commits itself
    assert.equal(game.inDeploy, false);
    assert.deepEqual(game.history().at(-1), {
      san: 'I>d3,T>c5', lan: 'c3::I>d3,T>c5', words: 'Red deployed the tank carrying infantry on c3: the infantry went to d3; the tank went to c5.',
    });
    // As played: the steps, and a commit only where the turn was committed by hand.
    assert.deepEqual(game.turns(), [['Ic3>d3', 'Tc3>c5']]);
    const blue = game.moves()[0];
    game.move(blue);
    assert.deepEqual(game.turns(), [['Ic3>d3', 'Tc3>c5'], [blue]]);
  } finally {
    game.dispose();
  }
});

test('cotulenh game: a commit that would leave a unit on water is refused (COMMIT_REFUSED)', () => {
  const game = cotulenh.newGame('10c/11/11/11/11/11/11/11/11/1(NT)9/11/9C1 r - - 0 1');
  try {
    game.move('Nb3>b5');
    assert.equal(game.canCommit(), false);
    throwsCode(() => game.commit(), 'COMMIT_REFUSED');
    assert.equal(game.inDeploy, true);
  } finally {
    game.dispose();
  }
});

test('cotulenh game: hostile arguments are rejected with codes that name the argument', () => {
  for (const bad of [42, null, {}, 'x'.repeat(600)]) {
    throwsCode(() => cotulenh.newGame(bad), 'INVALID_ARGUMENT', /fen/);
  }
  throwsCode(() => cotulenh.newGame('11/11 r - - 0 1'), 'INVALID_FEN', /^fen: /);
  throwsCode(() => cotulenh.newGame('6c4/11/11/11/11/11/11/11/11/11/11/5N5 r - - 0 1'), 'INVALID_FEN', /cannot stand/);
  const game = cotulenh.newGame();
  try {
    for (const bad of [undefined, 7, ['Ic5c6'], 'I'.repeat(100)]) throwsCode(() => game.move(bad), 'INVALID_ARGUMENT', /move/);
    throwsCode(() => game.moves(3), 'INVALID_ARGUMENT', /options/);
    throwsCode(() => game.moves({ verbose: 1 }), 'INVALID_ARGUMENT', /options\.verbose/);
    throwsCode(() => game.moves({ square: 'z9' }), 'INVALID_ARGUMENT', /options\.square/);
    throwsCode(() => game.moves({ squares: 'a1' }), 'INVALID_ARGUMENT', /unknown key/);
    throwsCode(() => game.move('\u0000'), 'ILLEGAL_MOVE');
  } finally {
    game.dispose();
  }
  assert.equal(game.disposed, true);
  game.dispose();  // twice is fine
  throwsCode(() => game.moves(), 'DISPOSED');
  throwsCode(() => game.turn, 'DISPOSED');
});

test('cotulenh game: disposed games hand their engine handle to later games, never to two at once', () => {
  // dispose() keeps the handle for the next newGame() (web/package/src/cotulenh-game.js, spare handles).
  const a = cotulenh.newGame(TANK_INFANTRY);
  a.move(a.moves()[0]);
  a.dispose();
  a.dispose();  // a second dispose must not offer the handle twice
  const b = cotulenh.newGame();
  const c = cotulenh.newGame(TANK_INFANTRY);
  try {
    assert.equal(b.fen(), cotulenh.START_FEN);  // nothing of a's game shows through
    assert.deepEqual(b.history(), []);
    assert.equal(c.fen(), TANK_INFANTRY);
    assert.deepEqual(c.history(), []);
    b.move(b.moves()[0]);
    assert.equal(c.fen(), TANK_INFANTRY);  // b and c are two games
    throwsCode(() => a.moves(), 'DISPOSED');
    throwsCode(() => a.fen(), 'DISPOSED');
    // A refused FEN leaves nothing behind for the game that gets the handle next.
    throwsCode(() => cotulenh.newGame('not a fen'), 'INVALID_FEN');
    const d = cotulenh.newGame(NAVY_COMMANDER);
    assert.equal(d.fen(), NAVY_COMMANDER);
    assert.deepEqual(d.history(), []);
    d.dispose();
  } finally {
    b.dispose();
    c.dispose();
  }
  // Many games disposed at once, then as many created: each a fresh, independent start.
  const many = Array.from({ length: 40 }, () => cotulenh.newGame());
  many.forEach((g) => g.dispose());
  const again = Array.from({ length: 40 }, () => cotulenh.newGame());
  again[0].move(again[0].moves()[0]);
  assert.ok(again.slice(1).every((g) => g.fen() === cotulenh.START_FEN));
  again.forEach((g) => g.dispose());
});

test('cotulenh game: fromTurns(game.turns()) gives the same game, through random games with deploy turns, commits, cancels and undos', () => {
  let seed = 20261201;
  const rand = (n) => {
    seed = (seed * 1103515245 + 12345) >>> 0;
    return (seed >>> 8) % n;
  };
  let deploySteps = 0, handCommits = 0, checked = 0;
  for (let g = 0; g < 12; ++g) {
    const game = cotulenh.newGame();
    try {
      for (let action = 0; action < 160 && !game.status().gameOver; ++action) {
        const r = rand(100);
        if (game.inDeploy && game.canCommit() && r < 20) {
          game.commit();
          handCommits += 1;
        } else if (game.inDeploy && r < 25) {
          game.cancel();
        } else if (!game.inDeploy && r < 3 && game.history().length > 0) {
          game.undo();
        } else {
          const moves = game.moves();
          if (moves.length === 0) break;
          // Deploy steps (a '>' in the LAN) are favoured, so that deploy turns come often.
          const deploys = moves.filter((m) => m.includes('>'));
          const pool = deploys.length > 0 && r < 70 ? deploys : moves;
          game.move(pool[rand(pool.length)]);
          if (game.inDeploy) deploySteps += 1;
        }
        const turns = game.turns();
        assert.equal(turns.length, game.history().length + (game.inDeploy ? 1 : 0));
        const again = cotulenh.fromTurns(turns);
        try {
          assert.equal(again.fen(), game.fen(), `game ${g}, action ${action}: ${JSON.stringify(turns.slice(-2))}`);
          assert.deepEqual(again.turns(), turns);
        } finally {
          again.dispose();
        }
        checked += 1;
      }
    } finally {
      game.dispose();
    }
  }
  assert.ok(deploySteps > 100 && handCommits > 20, `deploy steps ${deploySteps}, commits by hand ${handCommits}`);
  assert.ok(checked > 1000, `${checked} positions`);
});

test('cotulenh game: undo, redo and goTo walk the line of a game with deploy turns; another turn ends the line', () => {
  let seed = 20261202;
  const rand = (n) => {
    seed = (seed * 1103515245 + 12345) >>> 0;
    return (seed >>> 8) % n;
  };
  const game = cotulenh.newGame();
  try {
    const fens = [game.fen()];
    let deployTurns = 0;
    while (fens.length < 41 && !game.status().gameOver) {
      const moves = game.moves();
      const deploys = moves.filter((m) => m.includes('>'));
      const pool = deploys.length > 0 && rand(2) === 0 ? deploys : moves;
      game.move(pool[rand(pool.length)]);
      if (game.inDeploy) {
        deployTurns += 1;
        while (game.inDeploy) {
          if (game.canCommit() && rand(2) === 0) game.commit();
          else if (game.moves().length > 0) game.move(game.moves()[rand(game.moves().length)]);
          else game.cancel();
        }
      }
      if (game.ply === fens.length) fens.push(game.fen());
    }
    const n = game.ply;
    assert.ok(n >= 20 && deployTurns >= 3, `${n} turns, ${deployTurns} deploy turns`);
    const played = game.turns();
    throwsCode(() => game.redo(), 'NOTHING_TO_REDO');
    throwsCode(() => game.goTo(n + 1), 'BAD_PLY', /past the end of the line/);
    for (const bad of [-1, 1.5, '2', NaN]) throwsCode(() => game.goTo(bad), 'INVALID_ARGUMENT', /ply/);
    game.goTo(0);
    assert.equal(game.fen(), fens[0]);
    assert.deepEqual([game.ply, game.lineLength], [0, n]);
    throwsCode(() => game.undo(), 'NOTHING_TO_UNDO');
    for (let i = 1; i <= n; ++i) {
      game.redo();
      assert.equal(game.fen(), fens[i], `redo to turn ${i}`);
    }
    assert.deepEqual(game.turns(), played);
    const mid = Math.floor(n / 2);
    game.goTo(mid);
    assert.equal(game.fen(), fens[mid]);
    // The line's next turn played by hand walks into the line.
    for (const step of played[mid]) if (step === 'commit') game.commit(); else game.move(step);
    assert.deepEqual([game.ply, game.lineLength, game.fen()], [mid + 1, n, fens[mid + 1]]);
    game.undo();
    // Another turn ends the line there.
    const other = game.moves().find((m) => !m.includes('>') && m !== played[mid][0]);
    game.move(other);
    assert.deepEqual([game.ply, game.lineLength], [mid + 1, mid + 1]);
    throwsCode(() => game.redo(), 'NOTHING_TO_REDO');
  } finally {
    game.dispose();
  }
  // A deploy turn open: no walking until it ends.
  const stack = cotulenh.newGame(TANK_INFANTRY);
  try {
    stack.move(stack.moves().find((m) => !m.includes('>') && m.startsWith('C')));
    stack.undo();
    stack.move(stack.moves().find((m) => m.includes('>')));
    assert.ok(stack.inDeploy);
    throwsCode(() => stack.redo(), 'DEPLOY_TURN_OPEN');
    throwsCode(() => stack.goTo(0), 'DEPLOY_TURN_OPEN');
    stack.cancel();
    stack.redo();
    assert.equal(stack.ply, 1);
  } finally {
    stack.dispose();
  }
});

test('cotulenh game: fromTurns refuses another shape and names the turn that does not apply, leaving no game', () => {
  const open = [['Tc3>c5']];
  const game = cotulenh.fromTurns(open, TANK_INFANTRY);
  try {
    assert.equal(game.inDeploy, true, 'the last turn may be open');
    assert.deepEqual(game.turns(), open);
  } finally {
    game.dispose();
  }
  const refused = [
    ['not a list', 'INVALID_ARGUMENT', /turns must be an array/],
    [[[]], 'INVALID_ARGUMENT', /turns\[0\] must be an array of 1 to 4 moves/],
    [[['Tc3>c5', 'commit', 'x', 'y', 'z']], 'INVALID_ARGUMENT', /turns\[0\] must be an array of 1 to 4/],
    [[[7]], 'INVALID_ARGUMENT', /turns\[0\]\[0\] must be a string/],
    [[['commit']], 'INVALID_ARGUMENT', /cannot begin with a commit/],
    [[['Tc3>c5'], ['Ck12k11']], 'INVALID_ARGUMENT', /turns\[0\] leaves its deploy turn open/],
    [[['Ic3>d3', 'Tc3>c5', 'commit']], 'INVALID_ARGUMENT', /turns\[0\]\[2\]: the turn was over after turns\[0\]\[1\]/],
    [[['Tc3c9']], 'ILLEGAL_MOVE', /^turns\[0\]\[0\]: move "Tc3c9" is not offered/],
    [[['Tc3>c5', 'commit'], ['Ck12k11'], ['Zz9z9']], 'ILLEGAL_MOVE', /^turns\[2\]\[0\]/],
    [Array.from({ length: 20_001 }, () => ['x']), 'INVALID_ARGUMENT', /more than the 20000 allowed/],
  ];
  for (const [turns, code, message] of refused) {
    throwsCode(() => cotulenh.fromTurns(turns, TANK_INFANTRY), code, message);
  }
  throwsCode(() => cotulenh.fromTurns([], 'not a fen'), 'INVALID_FEN');
  // A refused list left no game holding a handle: the next games start clean.
  const next = cotulenh.newGame(TANK_INFANTRY);
  try {
    assert.deepEqual(next.turns(), []);
    assert.equal(next.fen(), TANK_INFANTRY);
  } finally {
    next.dispose();
  }
});

test('cotulenh game: clone() is a game of its own at the same point (open deploy turn, history, redo line)', () => {
  const game = cotulenh.newGame(TANK_INFANTRY);
  const copies = [];
  try {
    game.move('Tc3>c5');
    game.commit();
    game.move('Ck12k11');
    game.undo();  // the redo line: blue's turn
    const atRedo = game.clone();
    copies.push(atRedo);
    assert.deepEqual([atRedo.fen(), atRedo.ply, atRedo.lineLength, atRedo.turns()], [game.fen(), 1, 2, game.turns()]);
    atRedo.redo();
    assert.equal(atRedo.history().at(-1).lan, 'Ck12k11', 'the redo line came with it');
    assert.equal(game.ply, 1, 'and the original did not move');
    game.dispose();
    throwsCode(() => game.clone(), 'DISPOSED');
    const deploying = cotulenh.newGame(TANK_INFANTRY);
    copies.push(deploying);
    deploying.move('Ic3>d3');  // a deploy turn open in the original
    const open = deploying.clone();
    copies.push(open);
    assert.deepEqual([open.inDeploy, open.fen(), open.moves(), open.turns()], [true, deploying.fen(), deploying.moves(), [['Ic3>d3']]]);
    open.cancel();
    assert.equal(deploying.inDeploy, true, 'cancelling the copy leaves the original open');
    deploying.dispose();
    assert.equal(open.fen(), TANK_INFANTRY, 'a copy outlives its original');
  } finally {
    game.dispose();
    for (const c of copies) c.dispose();
  }
});
