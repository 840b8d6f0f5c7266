// Every lesson of the course (web/lessons/) through the engine: the board is valid, the goal is
// not met at the start, every stored answer is made of allowed legal actions and reaches the goal
// exactly at its end, and a wrong attempt is explained in the lesson's own words.
import test from 'node:test';
import assert from 'node:assert/strict';
import { readFileSync } from 'node:fs';

import { freshTribun, root } from './helpers.mjs';

const { tribun: t } = await freshTribun();
const dir = `${root}/web/lessons`;
const course = JSON.parse(readFileSync(`${dir}/course.json`, 'utf8'));
const chapters = course.chapters.map((c) => ({ entry: c, file: JSON.parse(readFileSync(`${dir}/${c.file}`, 'utf8')) }));
const lessons = chapters.flatMap((c) => c.file.lessons);

test('the course lists every chapter file and lesson in order, ids unique, at least 25 lessons', () => {
  assert.equal(course.format, 'tribun-course/1');
  for (const { entry, file } of chapters) {
    assert.equal(file.format, 'tribun-chapter/1');
    assert.equal(file.id, entry.id);
    assert.equal(file.title, entry.title);
    assert.deepEqual(file.lessons.map((l) => l.id), entry.lessons, `${entry.id}: course.json lists its lessons`);
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
