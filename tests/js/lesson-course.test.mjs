// Every lesson of the course (web/site/learn/lessons/) through the engine: the board is valid, the goal is
// not met at the start, every stored answer is made of allowed legal actions and reaches the goal
// exactly at its end, and a wrong attempt is explained in the lesson's own words.
import test from 'node:test';
import assert from 'node:assert/strict';
import { readFileSync } from 'node:fs';

import { freshTribun, root } from './helpers.mjs';

const { tribun: t } = await freshTribun();
const dir = `${root}/web/site/learn/lessons`;
const course = JSON.parse(readFileSync(`${dir}/course.json`, 'utf8'));
const chapters = course.chapters.map((c) => ({ entry: c, file: JSON.parse(readFileSync(`${dir}/${c.file}`, 'utf8')) }));
const lessons = chapters.flatMap((c) => c.file.lessons ?? []);

test('the course lists every chapter file and lesson in order, ids unique, at least 25 lessons', () => {
  assert.equal(course.format, 'tribun-course/1');
  for (const { entry, file } of chapters) {
    assert.equal(file.format, 'tribun-chapter/1');
    assert.equal(file.id, entry.id);
    assert.equal(file.title, entry.title);
    if (file.game) {
      // The game chapter: one task, a full game against the computer.
      assert.equal(file.lessons, undefined, `${entry.id}: a game chapter has no lessons`);
      assert.deepEqual(entry.lessons, [file.game.id], `${entry.id}: course.json lists the game`);
      assert.ok(Number.isInteger(file.game.level) && file.game.title.length > 0);
    } else {
      assert.deepEqual(file.lessons.map((l) => l.id), entry.lessons, `${entry.id}: course.json lists its lessons`);
    }
    assert.ok(Array.isArray(file.intro) && file.intro.length > 0, `${entry.id} has an introduction`);
  }
  const ids = lessons.map((l) => l.id);
  assert.equal(new Set(ids).size, ids.length, 'lesson ids are unique');
  assert.ok(lessons.length >= 25, `${lessons.length} lessons`);
});

// The first allowed action (in list order) that makes the attempt fail, playing non-answer
// actions until the run gives its verdict; null when every line solves the lesson.
function failingLine(lesson) {
  const answers = new Set(lesson.answers.map((a) => a[0]));
  for (const first of t.lesson.start(lesson).legalActions()) {
    if (answers.has(first)) continue;
    const run = t.lesson.start(lesson);
    let result = run.play(first);
    while (result.outcome === 'continue') {
      const next = run.legalActions().find((w) => !t.lesson.checkGoal(lesson, t.lesson.applyPractice(run.board, run.turn, w), w).met);
      if (next === undefined) break;
      result = run.play(next);
    }
    if (result.outcome === 'wrong') return { first, result, run };
  }
  return null;
}

for (const json of lessons) {
  test(`lesson ${json.id}: valid, unsolved at the start, every answer solves it, a wrong try is explained`, () => {
    const lesson = t.lesson.parse(json);
    assert.equal(t.parseBoard(lesson.board).length, 121, 'the board is valid');
    assert.equal(t.lesson.checkGoal(lesson, lesson.board).met, false, 'the goal is not met before any move');
    assert.ok(t.lesson.start(lesson).legalActions().length > 0, 'the learner has an allowed action');

    for (const answer of lesson.answers) {
      const run = t.lesson.start(lesson);
      answer.forEach((word, i) => {
        assert.ok(run.legalActions().includes(word), `answer ${t.describeAction(word)} is an allowed legal action`);
        const result = run.play(word);
        const last = i === answer.length - 1;
        assert.equal(result.outcome, last ? 'solved' : 'continue', `after ${t.describeAction(word)}: ${result.message}`);
      });
      assert.equal(run.stars, 3);
      assert.equal(lesson.text.success.length > 0, true);
    }

    const wrong = failingLine(lesson);
    assert.ok(wrong, 'some allowed action fails the lesson (it is not solved by anything)');
    assert.ok(wrong.result.message.length > 20, `the failure is explained: "${wrong.result.message}"`);
    assert.ok(!/^Not quite/.test(wrong.result.message), `the explanation is the lesson's own: "${wrong.result.message}"`);
    // After a retry the lesson can still be solved, with fewer stars.
    wrong.run.retry();
    for (const word of lesson.answers[0]) wrong.run.play(word);
    assert.equal(wrong.run.status, 'solved');
    assert.equal(wrong.run.stars, lesson.stars.three >= 1 ? 3 : 2);
  });
}

// ---- the puzzles (mode "opponent"): forced wins in 3 plies against the computer ----------------

const puzzles = lessons.filter((l) => l.mode === 'opponent');
const CAPTURE = 9;  // ATTACK_TRIBUN's op index (top 4 bits of a word)

test('the course ends with at least 4 puzzles, then the game against the computer at level 1', () => {
  assert.ok(puzzles.length >= 4, `${puzzles.length} puzzles`);
  const last = chapters.at(-1).file;
  assert.equal(last.game?.level, 1, 'the last chapter is a game at level 1');
  assert.ok(chapters.at(-2).file.lessons.every((l) => l.mode === 'opponent'), 'the chapter before it holds the puzzles');
});

for (const json of puzzles) {
  test(`puzzle ${json.id}: a forced win in 3 plies, and the stored line beats the engine's defence`, () => {
    const lesson = t.lesson.parse(json);
    const L = t.lesson;
    const me = lesson.turn;
    assert.equal(L.legalActions(lesson.board, me, { ops: ['ATTACK_TRIBUN'] }).length, 0, 'no win in 1 ply');
    const [first, second] = lesson.answers[0];
    assert.equal(lesson.answers[0].length, 2);
    // Forced: after the first move EVERY defence leaves a tribun capture.
    const b1 = L.applyPractice(lesson.board, me, first);
    const defences = L.legalActions(b1, me ^ 1);
    assert.ok(defences.length > 0, 'the computer has a defence to choose');
    for (const r of defences) {
      assert.notEqual(r >>> 28, CAPTURE, `${t.describeAction(r)} must not capture the learner's tribun`);
      const b2 = L.applyPractice(b1, me ^ 1, r);
      assert.ok(L.legalActions(b2, me, { ops: ['ATTACK_TRIBUN'] }).length > 0, `after ${t.describeAction(r)} a capture remains`);
    }
    // The computer's answer is bestAction's with the lesson's limits, and the stored capture beats it.
    const game = t.newGame({ board: b1, turn: me ^ 1 });
    const best = t.bestAction(game, lesson.opponent).word;
    game.dispose();
    const run = L.start(lesson);
    const r1 = run.play(first);
    assert.equal(r1.outcome, 'continue');
    assert.equal(r1.reply, best, 'the run answers with the engine\'s best defence');
    assert.deepEqual(run.replies, [best]);
    assert.deepEqual(run.board, L.applyPractice(b1, me ^ 1, best), 'the board shows the computer\'s answer');
    assert.equal(run.turn, me, 'the learner moves again after the computer');
    assert.equal(second >>> 28, CAPTURE, 'the second stored move captures the tribun');
    assert.equal(run.play(second).outcome, 'solved');
  });
}

test('opponent mode: a quiet first move lets the computer defend, and the attempt fails with the lesson\'s words', () => {
  const lesson = t.lesson.parse(puzzles[0]);
  const run = t.lesson.start(lesson);
  const [first] = lesson.answers[0];
  const b0 = lesson.board;
  // A first move that is not forced: some defence leaves no capture.
  const quiet = [...run.legalActions()].find((w) => {
    const b1 = t.lesson.applyPractice(b0, lesson.turn, w);
    return w !== first && [...t.lesson.legalActions(b1, lesson.turn ^ 1)].some((r) => r >>> 28 !== CAPTURE
      && t.lesson.legalActions(t.lesson.applyPractice(b1, lesson.turn ^ 1, r), lesson.turn, { ops: ['ATTACK_TRIBUN'] }).length === 0);
  });
  assert.ok(quiet !== undefined);
  const result = run.play(quiet);
  if (result.outcome === 'continue') {
    assert.equal(t.lesson.legalActions(run.board, lesson.turn, { ops: ['ATTACK_TRIBUN'] }).length, 0, 'the computer found the defence');
    const after = run.play(run.legalActions()[0]);
    assert.equal(after.outcome, 'wrong');
    assert.equal(after.message, lesson.text.wrong.default);
  } else {
    assert.equal(result.outcome, 'wrong');
    assert.equal(result.message, lesson.text.wrong.tribunExposed);
  }
  assert.throws(() => t.lesson.parse({ ...puzzles[0], opponent: { nodes: 0 } }), /opponent\.nodes/);
  assert.throws(() => t.lesson.parse({ ...puzzles[0], mode: 'practice' }), /opponent applies to mode "opponent"/);
});

test('README.md and docs/LESSONS.md count the chapters and tasks the course has', () => {
  const tasks = course.chapters.reduce((n, c) => n + c.lessons.length, 0);
  const readme = readFileSync(`${root}/README.md`, 'utf8');
  const guide = readFileSync(`${root}/docs/LESSONS.md`, 'utf8');
  assert.match(readme, new RegExp(`in ${course.chapters.length} short chapters, ${tasks} engine-checked tasks`), 'README.md: the course\'s size');
  assert.match(guide, new RegExp(`\\(${course.chapters.length} chapters, ${tasks} tasks,`), 'docs/LESSONS.md: the course\'s size');
  assert.match(guide, new RegExp(`^${tasks} tasks \\(`, 'm'), 'docs/LESSONS.md: the total under the chapter table');
});
