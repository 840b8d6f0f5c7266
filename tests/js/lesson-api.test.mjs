// tribun.lesson (web/package/src/tribun-lesson.js over bindings/tribun_lesson_bindings.cpp): filtered
// lists, the practice step, the lesson format's checks, a run's verdicts, stars and errors.
import test from 'node:test';
import assert from 'node:assert/strict';

import { CAPTURE_LESSON, freshTribun } from './helpers.mjs';

const { tribun: t } = await freshTribun();
const L = t.lesson;
const cid = (x, y) => (x + 5) * 11 + (y + 5);

function boardOf(units) {
  const b = new Uint8Array(121);
  for (const [x, y, u] of units) b[cid(x, y)] = t.encodeUnit(u);
  return b;
}

const CAPTURE = {
  ...CAPTURE_LESSON,
  text: { ...CAPTURE_LESSON.text, wrong: { KILL: 'That unit is not the tribun, look again.' } },
};

test('tile names follow the notation: f6 centre, f1 and f11 the corners, a-l without j', () => {
  assert.equal(L.tileName(cid(0, 0)), 'f6');
  assert.equal(L.tileName(cid(-5, -5)), 'f1');
  assert.equal(L.tileName(cid(5, 5)), 'f11');
  assert.equal(L.tileName(cid(0, 5)), 'a6');
  assert.equal(L.tileName(cid(0, -5)), 'l1');
  const names = new Set([...t.boardCids()].map((c) => L.tileName(c)));
  assert.equal(names.size, 91);
  for (const c of t.boardCids()) assert.equal(L.tileCid(L.tileName(c)), c);
  assert.ok(![...names].some((n) => n.startsWith('j')));
  assert.throws(() => L.tileCid('j5'), { code: 'INVALID_ARGUMENT' });
  assert.throws(() => L.tileName(6), { code: 'INVALID_ARGUMENT' });  // (-5,1) is off the board
});

test('legalActions filters the engine list by kind and by tile, keeping its order', () => {
  const board = t.defaultBoard();
  const all = Array.from(t.newGame().legalActions()).filter((w) => w >>> 28 <= 9);
  assert.deepEqual(Array.from(L.legalActions(board, 0)), all);
  const moves = Array.from(L.legalActions(board, 0, { ops: ['MOVE'] }));
  assert.deepEqual(moves, all.filter((w) => w >>> 28 === 0));
  const tile = cid(-4, -4);  // black's 3 on f2
  const fromTile = Array.from(L.legalActions(board, 0, { ops: ['MOVE', 'SPLIT'], tile }));
  assert.ok(fromTile.length > 0);
  assert.deepEqual(fromTile, all.filter((w) => [0, 7].includes(w >>> 28) && (w & 0x7f) === tile));
  assert.equal(L.legalActions(board, 0, { ops: [] }).length, 0);
  assert.throws(() => L.legalActions(board, 0, { ops: ['DRAW'] }), { code: 'INVALID_ARGUMENT' });
  assert.throws(() => L.legalActions(board, 0, { tile: 6 }), { code: 'INVALID_ARGUMENT' });
  assert.throws(() => L.legalActions(board, 2), { code: 'INVALID_ARGUMENT' });
  assert.throws(() => L.legalActions(board, 0, { colour: 1 }), { code: 'INVALID_ARGUMENT' });
});

test('applyPractice plays the action and leaves the caller\'s board alone; illegal words are coded', () => {
  const board = boardOf([[0, 0, { color: 0, p: 2 }]]);
  const before = board.slice();
  const jump = t.encodeAction({ op: 'MOVE', from: cid(0, 0), to: cid(1, 2), part: 0 });
  const next = L.applyPractice(board, 0, jump);
  assert.deepEqual(board, before);
  assert.equal(next[cid(1, 2)], board[cid(0, 0)]);
  assert.equal(next[cid(0, 0)], 0);
  // Black again: the same unit jumps on.
  const again = L.applyPractice(next, 0, t.encodeAction({ op: 'MOVE', from: cid(1, 2), to: cid(2, 4), part: 0 }));
  assert.equal(again[cid(2, 4)], board[cid(0, 0)]);
  assert.throws(() => L.applyPractice(board, 1, jump), (e) => e.code === 'ILLEGAL_ACTION' && /illegal action/.test(e.message));
  assert.throws(() => L.applyPractice(board, 0, 0xa0000000), { code: 'ILLEGAL_ACTION' });  // a draw offer
  assert.throws(() => L.applyPractice(board, 0, 1.5), { code: 'INVALID_ARGUMENT' });
  const broken = board.slice();
  broken[6] = 1;  // a unit off the board
  assert.throws(() => L.applyPractice(broken, 0, jump), (e) => e.code === 'BAD_BOARD' && /6/.test(e.message));
});

test('parse checks every field and names it', () => {
  const lesson = L.parse(CAPTURE);
  assert.equal(lesson.turn, 0);
  assert.equal(lesson.mode, 'normal');
  assert.equal(lesson.answers[0][0], t.encodeAction({ op: 'ATTACK_TRIBUN', attacker: cid(0, 0), target: cid(1, 0), winner: 0 }));
  assert.equal(L.parse(JSON.stringify(CAPTURE)).id, 'capture');
  const bad = (patch, pattern) => {
    assert.throws(() => L.parse({ ...CAPTURE, ...patch }), (e) => e.code === 'INVALID_LESSON' && pattern.test(e.message), JSON.stringify(patch));
  };
  bad({ id: 'Bad Id' }, /id must be/);
  bad({ turn: 'red' }, /turn must be/);
  bad({ units: { f6: 'b5' } }, /units\.f6/);
  bad({ units: { j6: 'b1' } }, /tile name/);
  bad({ units: { f6: 'bT1', f7: 'bT1' } }, /tribun/);
  bad({ board: '00' }, /exactly one of/);
  bad({ allow: ['FLY'] }, /allow must be/);
  bad({ mode: 'blitz' }, /mode must be/);
  bad({ goal: [] }, /goal must be/);
  // A goal's values are judged once, by the engine (validateGoal in src/tribun/lesson.cpp); the
  // facade only checks that numbers are integers that pack exactly.
  bad({ goal: [{ type: 'units', height: 5 }] }, /goal\[0\]\.height must be one of 1, 2, 3, 4, 6, 8, got 5$/);
  bad({ goal: [{ type: 'units', height: 0 }] }, /goal\[0\]\.height must be an integer of at least 1/);
  bad({ goal: [{ type: 'units', height: 2 ** 32 + 8 }] }, /goal\[0\]\.height must be an integer/);  // would wrap to 8
  bad({ goal: [{ type: 'units', slave: 5 }] }, /goal\[0\]\.slave must be 0 \(no slave\) or one of/);
  bad({ goal: [{ type: 'units', slave: -1 }] }, /goal\[0\]\.slave must be an integer of at least 0/);
  bad({ goal: [{ type: 'units', min: 92 }] }, /goal\[0\]\.min must be 0\.\.91, got 92/);
  bad({ goal: [{ type: 'units', max: 1.5 }] }, /goal\[0\]\.max must be an integer/);
  bad({ goal: [{ type: 'tribunSafe' }, { type: 'units', height: 7 }] }, /goal\[1\]\.height/);
  bad({ goal: [{ type: 'units', at: ['z9'] }] }, /goal\[0\]\.at\[0\]/);
  bad({ goal: [{ type: 'captureTribun', side: 'me' }] }, /"side" does not apply/);
  bad({ goal: [{ type: 'units', min: 3, max: 2 }] }, /min 3 is above max 2/);
  bad({ answers: [[{ op: 'MOVE', from: 'f6', to: 'q1' }]] }, /answers\[0\]\[0\]\.to/);
  bad({ answers: [['0x1', '0x2']] }, /normal mode is answered by one action/);
  bad({ text: { instruction: 'x', hint: 'y' } }, /text\.success/);
  bad({ text: { ...CAPTURE.text, wrong: { FLY: 'no' } } }, /text\.wrong\.FLY/);
  bad({ stars: { three: 2, two: 1 } }, /stars must be/);
  bad({ colour: 'x' }, /unknown field "colour"/);
  // Bad JSON text is a RangeError like every other bad lesson (issue 28: a bare SyntaxError class
  // was the only error of the package outside Error/TypeError/RangeError).
  assert.throws(() => L.parse('{'), (e) => e.code === 'INVALID_LESSON' && e.constructor === RangeError);
  // The board form: 242 hex digits.
  const hex = t.boardToHex(L.parse(CAPTURE).board);
  const { units, ...rest } = CAPTURE;
  void units;
  assert.deepEqual(L.parse({ ...rest, board: hex }).board, L.parse(CAPTURE).board);
});

test('a run: restricted options, explained wrong moves, refused kinds, hints and stars', () => {
  const run = L.start(CAPTURE);
  const opts = run.options();
  // Only the unit on f6 may act, and only by the allowed kinds.
  assert.deepEqual(opts.selectable, [cid(0, 0), cid(-4, -4)].sort((a, b) => a - b));
  assert.equal(opts.centers.length, 0);
  assert.equal(opts.actors.length, 0);
  const kill = t.encodeAction({ op: 'KILL', attacker: cid(0, 0), target: cid(0, 1), part: 0 });
  const wrong = run.play(kill);
  assert.equal(wrong.outcome, 'wrong');
  assert.equal(wrong.message, CAPTURE.text.wrong.KILL);
  assert.equal(run.status, 'wrong');
  assert.throws(() => run.play(kill), { code: 'LESSON_OVER' });
  run.retry();
  assert.deepEqual(run.board, L.parse(CAPTURE).board);
  // A split is legal for no one here; a legal kind the lesson does not teach is refused, free.
  const lesson2 = L.start({ ...CAPTURE, allow: ['ATTACK_TRIBUN'] });
  const refused = lesson2.play(kill);
  assert.equal(refused.outcome, 'not-allowed');
  assert.match(refused.message, /killing is not part of it/);
  assert.equal(lesson2.mistakes, 0);
  assert.equal(run.hint(), CAPTURE.text.hint);
  const solved = run.play(L.parse(CAPTURE).answers[0][0]);
  assert.deepEqual(solved, { outcome: 'solved', message: 'Won.' });
  assert.equal(run.mistakes, 1);
  assert.equal(run.hintsUsed, 1);
  assert.equal(run.stars, 1);  // two penalties: more than `two` (1) allows
  const clean = L.start(CAPTURE);
  clean.play(L.parse(CAPTURE).answers[0][0]);
  assert.equal(clean.stars, 3);
});

test('practice mode keeps the side to move, counts moves, explains running out', () => {
  const lesson = {
    id: 'walk', title: 'Walk', mode: 'practice', units: { f4: 'bT1', f10: 'w1' }, allow: ['MOVE'],
    goal: [{ type: 'units', tribun: true, at: ['f6'] }],
    answers: [[{ op: 'MOVE', from: 'f4', to: 'f5' }, { op: 'MOVE', from: 'f5', to: 'f6' }]],
    text: { instruction: 'Walk.', hint: 'Up.', success: 'Done.', wrong: { tooManyMoves: 'Two moves are enough, straight up.' } },
  };
  const run = L.start(lesson);
  const [a, b] = L.parse(lesson).answers[0];
  assert.equal(run.play(a).outcome, 'continue');
  assert.equal(run.turn, 0);
  assert.equal(run.play(b).outcome, 'solved');
  const lost = L.start(lesson);
  const sideways = t.encodeAction({ op: 'MOVE', from: L.tileCid('f4'), to: L.tileCid('g4'), part: 0 });
  assert.equal(lost.play(sideways).outcome, 'continue');
  const back = t.encodeAction({ op: 'MOVE', from: L.tileCid('g4'), to: L.tileCid('f4'), part: 0 });
  assert.deepEqual(lost.play(back), { outcome: 'wrong', message: 'Two moves are enough, straight up.' });
});

test('goals: tribunSafe, noLegalAction and the fallback explanation in player words', () => {
  const stuck = {
    id: 'stuck', title: 'Stuck', units: { f1: 'bT1', e2: 'w1' }, allow: ['MOVE'],
    goal: [{ type: 'noLegalAction' }],
    answers: [[{ op: 'MOVE', from: 'f1', to: 'e1' }]],
    text: { instruction: 'Block.', hint: 'e1.', success: 'Done.', wrong: { tribunExposed: 'Your tribun is attacked there.' } },
  };
  const exposed = L.start(stuck).play(t.encodeAction({ op: 'MOVE', from: L.tileCid('f1'), to: L.tileCid('f2'), part: 0 }));
  assert.deepEqual(exposed, { outcome: 'wrong', message: 'Your tribun is attacked there.' });
  const plain = L.start({ ...stuck, text: { ...stuck.text, wrong: undefined } });
  const r = plain.play(t.encodeAction({ op: 'MOVE', from: L.tileCid('f1'), to: L.tileCid('g1'), part: 0 }));
  assert.equal(r.message, 'Not quite: the goal is to leave white without a legal move.');
  const safe = L.parse({ ...stuck, goal: [{ type: 'tribunSafe' }] });
  assert.equal(L.checkGoal(safe, safe.board).met, true);
  const f2 = L.applyPractice(safe.board, 0, t.encodeAction({ op: 'MOVE', from: L.tileCid('f1'), to: L.tileCid('f2'), part: 0 }));
  const verdict = L.checkGoal(safe, f2);
  assert.equal(verdict.met, false);
  assert.equal(verdict.text, 'keep your tribun safe from capture on the next move');
});
