// The site's game session (web/site/session/game-session.js) with CoTuLenh's adapter: a move of
// several steps (a deploy turn) is played step by step, saved open and brought back open; the
// computer's deploy turn is played one step at a time at the page's pace and stopped by what
// stops the computer; the line (undo, redo) is the engine's.
import test from 'node:test';
import assert from 'node:assert/strict';
import { loadBoardrules } from '../../web/package/index.js';
import { GameSession } from '../../web/site/session/game-session.js';
import { cotulenhAdapter } from '../../web/site/session/cotulenh-adapter.js';
import { random } from '../../tools/harness/stats.mjs';

const { cotulenh } = await loadBoardrules();

// Red: a tank carrying infantry on c3 (a deploy turn: either may leave, then commit or both go).
const START = '10c/11/11/11/11/11/11/11/11/2(TI)8/11/9C1 r - - 0 1';
const RED_DEPLOY = 'Ic3>d3 Tc3>c5';  // both members leave: the turn ends by itself
const tick = (ms = 0) => new Promise((resolve) => setTimeout(resolve, ms));

// An engine that answers red with RED_DEPLOY (or `redTurn`) and blue with its first listed move,
// each think waiting for release() when `held`.
function fakeEngine({ redTurn = RED_DEPLOY, held = false } = {}) {
  const calls = [];
  let release = null;
  return {
    calls,
    release: () => release?.(),
    think(game) {
      calls.push(game.ply);
      const word = game.turn === 'r' ? redTurn : game.moves()[0];
      return held ? new Promise((resolve) => { release = () => resolve(word); }) : Promise.resolve(word);
    },
    stop() { calls.push('stop'); },
  };
}

// The moves of a save as prepare() takes them back: the completed turns, then a turn begun.
const savedMoves = ({ log, open }) => [...cotulenhAdapter(cotulenh).unpackLog(log), ...(open.length > 0 ? [open.join(' ')] : [])];

function session({ engine = fakeEngine(), pace = 0, save = null } = {}) {
  const adapter = { ...cotulenhAdapter(cotulenh), createEngine: () => engine };
  return new GameSession({ adapter, pace, save });
}

test('cotulenh session: a deploy turn by steps is saved open, comes back open, and is one move when it ends', () => {
  const saves = [];
  const s = session({ save: (state) => saves.push(state) });
  const events = [];
  s.subscribe((e) => events.push(e));
  s.newGame(START, { kind: 'local', human: 'r', level: 2 });
  s.step('Tc3>c5');
  assert.deepEqual([s.length, s.openSteps, s.game.inDeploy], [0, ['Tc3>c5'], true]);
  assert.deepEqual(events.at(-1).played, [], 'no move is made by a step that leaves the turn open');
  assert.deepEqual([saves.at(-1).log, saves.at(-1).open], [[], ['Tc3>c5']], 'the open step is saved');

  const b = session();
  b.install(b.prepare(saves.at(-1).snapshot, savedMoves(saves.at(-1))));
  assert.equal(b.game.fen(), s.game.fen(), 'brought back open');
  b.dispose();

  s.step('commit');
  assert.deepEqual(s.moves(), ['Tc3>c5 commit']);
  assert.deepEqual(events.at(-1).played.map((e) => [e.word, e.side]), [['Tc3>c5 commit', 'r']]);
  assert.deepEqual([saves.at(-1).log, saves.at(-1).open], [[['Tc3>c5', 'commit']], []]);
  assert.equal(s.game.turn, 'b');

  s.undo();
  assert.deepEqual([s.length, s.canRedo], [0, true]);
  s.step('Ic3>d3');
  s.cancelTurn();
  assert.deepEqual([s.length, s.openSteps, s.canRedo], [0, [], true], 'cancel takes back the open steps only');
  s.step('Ic3>d3');
  s.step('Tc3>c5');  // every member has moved: the turn ends by itself, and the redo line with it
  assert.deepEqual([s.moves(), s.canRedo], [[RED_DEPLOY], false]);
  s.undo();
  s.step('Tc3>c5');
  s.undo();
  assert.deepEqual([s.length, s.openSteps, s.game.fen()], [0, [], START], 'a take-back with no move before drops the open steps');
  s.redo();
  assert.equal(s.length, 1);
  // Review reads a copy at an earlier ply; the live game stays.
  assert.deepEqual(s.at(0).board().map((u) => u.piece), ['C', '(TI)', 'C']);
  assert.equal(s.game.ply, 1);
  s.dispose();
});

test('cotulenh session: a take-back with a turn open drops its steps and the move before', () => {
  const blueFirst = START.replace(' r ', ' b ');
  const s = session();
  s.newGame(blueFirst, { kind: 'local', human: 'r', level: 2 });
  s.step('Ck12k11');
  s.step('Tc3>c5');
  s.undo();
  assert.deepEqual([s.length, s.openSteps, s.game.fen(), s.canRedo], [0, [], blueFirst, true]);
  s.dispose();
});

test('cotulenh session: a whole turn that is refused or does not end changes nothing; a save that does not replay is refused', () => {
  const adapter = cotulenhAdapter(cotulenh);
  const game = adapter.open(START);
  try {
    const fen = game.fen();
    assert.throws(() => adapter.apply(game, 'Tc3>c5'), /does not end/);
    assert.equal(game.fen(), fen);
    assert.throws(() => adapter.apply(game, 'Tc3>c5 Zz9z9'));
    assert.equal(game.fen(), fen);
    assert.throws(() => adapter.apply(game, 'Ic3>d3 Tc3>c5 Ck12k11'), /turn was over/);
    assert.equal(game.fen(), fen);
    assert.equal(game.ply, 0);
  } finally {
    game.dispose();
  }
  const s = session();
  assert.throws(() => s.prepare(START, ['Tc3>c5', 'Ck12k11']), /Turn 1 of this game \(Red\) cannot be played/);
  assert.throws(() => s.prepare(START, ['Zz9z9']), /Turn 1 of this game \(Red\)/);
  assert.throws(() => s.prepare(START, ['Ic3>d3 Tc3>c5 Ck12k11']), /Turn 1/, 'a turn begun whose steps end it early is not that turn');
  for (const [moves, length, open] of [[['Ic3>d3 Tc3>c5'], 1, []], [['Ic3>d3'], 0, ['Ic3>d3']], [['Ic3>d3 Tc3>c5', 'Ck12k11'], 2, []]]) {
    const p = s.prepare(START, moves);
    s.install(p);
    assert.deepEqual([s.length, s.openSteps], [length, open], moves.join(', '));
  }
  for (const bad of [null, 'Ic3>d3', [['Ic3>d3 Tc3>c5']], [[]], [['a', 'b', 'c', 'd', 'e']], [[7]]]) {
    assert.throws(() => adapter.unpackLog(bad), TypeError, JSON.stringify(bad));
  }
  assert.throws(() => s.prepare('not a fen'), /not a valid CoTuLenh position/);
  s.dispose();
});

test('cotulenh session: the computer plays its deploy turn one step at a time, at the page\'s pace', async () => {
  const engine = fakeEngine();
  const s = session({ engine, pace: 40 });
  const seen = [];
  s.subscribe((e) => {
    if (e.type === 'change') seen.push([s.length, s.openSteps.join(' '), s.thinking]);
  });
  s.newGame(START, { kind: 'computer', human: 'b', level: 3 });
  await tick();
  assert.deepEqual(seen, [[0, '', false], [0, 'Ic3>d3', true]], 'the game, its first step, then a pause');
  await tick(120);
  assert.deepEqual(seen.at(-1), [1, '', false], 'the second step ends the turn and the think');
  assert.deepEqual(s.moves(), [RED_DEPLOY]);
  assert.deepEqual(engine.calls, [0]);

  // A new game in the middle of the steps stops them.
  s.newGame(START, { kind: 'computer', human: 'b', level: 3 });
  await tick();
  assert.deepEqual(s.openSteps, ['Ic3>d3']);
  s.newGame(START, { kind: 'local', human: 'b', level: 3 });
  await tick(120);
  assert.deepEqual([s.length, s.openSteps, s.thinking], [0, [], false], 'nothing more was played');
  s.dispose();
});

test('cotulenh session: steps of the computer left open are thought again; a step of its refused is an error, not a loop', async () => {
  const engine = fakeEngine({ redTurn: 'Tc3>c5 Zz9z9' });
  const s = session({ engine });
  const errors = [];
  s.subscribe((e) => e.type === 'error' && errors.push(e.message));
  s.install(s.prepare(START, ['Ic3>d3']), { kind: 'computer', human: 'b', level: 1 });
  await tick(20);
  assert.deepEqual(engine.calls, [0], 'one think, from the turn\u2019s start');
  assert.equal(errors.length, 1);
  assert.match(errors[0], /^The computer could not move: move "Zz9z9" is not offered/);
  assert.deepEqual([s.length, s.openSteps, s.thinking, s.game.fen()], [0, [], false, START], 'its steps taken back');
  await tick(20);
  assert.deepEqual(engine.calls, [0], 'and no new think');
  s.dispose();
});

test('cotulenh session: against the computer, undo takes back its answer too and redo plays it again without a new think', async () => {
  const engine = fakeEngine();
  const s = session({ engine });
  s.newGame(START, { kind: 'computer', human: 'r', level: 2 });
  s.step('Tc3>c5');
  s.step('commit');
  await tick();
  assert.equal(s.length, 2);
  assert.deepEqual(engine.calls, [1]);
  s.undo();
  assert.deepEqual([s.length, s.game.turn], [0, 'r']);
  s.redo();
  assert.deepEqual([s.length, s.game.turn], [2, 'r'], 'the person\u2019s turn and the computer\u2019s answer');
  await tick();
  assert.deepEqual(engine.calls, [1], 'no new think');
  s.dispose();
});

test('cotulenh session: a take-back while the computer thinks stops it; its late answer plays nothing', async () => {
  const engine = fakeEngine({ held: true });
  const s = session({ engine });
  s.newGame(START, { kind: 'computer', human: 'r', level: 2 });
  s.step('Tc3>c5');
  s.step('commit');
  assert.equal(s.thinking, true);
  await tick();
  s.undo();
  assert.deepEqual([s.thinking, s.length], [false, 0]);
  assert.ok(engine.calls.includes('stop'));
  engine.release();
  await tick();
  assert.equal(s.length, 0);
  s.dispose();
});

test('cotulenh session: seeded random use (steps, commits, cancels, undos, redos) keeps the saved, the replayed and the live game equal', () => {
  const adapter = cotulenhAdapter(cotulenh);
  let actions = 0, deploySteps = 0, undos = 0, redos = 0;
  for (let seed = 1; seed <= 16; ++seed) {
    const rand = random(seed);
    const pick = (list) => list[Math.floor(rand() * list.length)];
    let saved = null;
    const s = session({ save: (state) => { saved = state; } });
    s.newGame(cotulenh.START_FEN, { kind: 'local', human: 'r', level: 2 });
    for (let i = 0; i < 60 && s.active; ++i) {
      const game = s.game;
      const r = rand();
      const where = `seed ${seed}, action ${i}`;
      if (r < 0.1 && (s.length > 0 || s.openSteps.length > 0)) {
        s.undo();
        undos += 1;
      } else if (r < 0.5 && s.canRedo) {
        s.redo();
        redos += 1;
      } else if (r < 0.16 && game.inDeploy) {
        s.cancelTurn();
      } else if (r < 0.3 && game.canCommit()) {
        s.step('commit');
      } else {
        const moves = game.moves();
        // A game that goes on offers a step, a commit, or (docs/rules/cotulenh.md s.8, s.11: a
        // deploy turn that cannot end) the cancel of its open deploy turn.
        assert.ok(moves.length > 0 || game.canCommit() || game.inDeploy, `${where}: a game that goes on has a move`);
        if (moves.length > 0) s.step(pick(moves));
        else if (game.canCommit()) s.step('commit');
        else s.cancelTurn();
        if (s.game.inDeploy) deploySteps += 1;
      }
      actions += 1;
      // The live game against its own counts.
      assert.equal(s.length, s.game.ply, `${where}: the session's moves are the game's completed turns`);
      assert.equal(s.canRedo, !s.game.inDeploy && s.game.ply < s.game.lineLength, where);
      // Replays cost a listing per step: the checks below run on every fourth action.
      if (i % 4 !== 3) continue;
      // The save, played again, is the live game (its open deploy turn too).
      const back = session();
      back.install(back.prepare(saved.snapshot, savedMoves(saved)));
      assert.equal(back.game.fen(), s.game.fen(), `${where}: the save comes back`);
      assert.deepEqual(back.moves(), s.moves(), where);
      back.dispose();
      // Each move's side is the side to move at its ply, and an earlier position is the replay
      // of the moves before it.
      const entries = s.entries();
      const ply = Math.floor(rand() * (s.length + 1));
      if (ply < s.length) assert.equal(s.at(ply).turn, entries[ply].side, where);
      const replay = cotulenh.fromTurns(adapter.packLog(s.moves().slice(0, ply)));
      assert.equal(s.at(ply).fen(), ply === s.length && s.game.inDeploy ? s.game.fen() : replay.fen(), `${where}: the position at ply ${ply}`);
      replay.dispose();
    }
    s.dispose();
  }
  // The walk must reach what it checks: deploy turns, take-backs and the redo line.
  assert.ok(deploySteps > 20 && undos > 20 && redos > 20, `${actions} actions: ${deploySteps} deploy steps, ${undos} undos, ${redos} redos`);
});
