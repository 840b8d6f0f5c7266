// Learn's practice feedback judges each move against the task's goal (issue 32 item 5): a step
// that can no longer reach the goal in the moves left is wrong at once, explained; a step that
// keeps the goal in reach says so. Chapter 4 task 1 ("Step around") and chapter 5 task 1.
//   node --test tests/browser/learn-feedback.test.mjs
import assert from 'node:assert/strict';
import { test } from 'node:test';

import { loadBoardrules } from '../../web/package/index.js';
import { newPage, useBrowser } from '../../tools/harness/browser.mjs';
import { lessonReady, lessonsOf, playWord } from './learn-clicks.mjs';

const { tribun: t } = await loadBoardrules();

const env = useBrowser();

const move = (from, to) => t.encodeAction({ op: 'MOVE', from: t.lesson.tileCid(from), to: t.lesson.tileCid(to), part: 0 });

for (const [chapter, file, wrongStep, rightStep] of [
  ['tribun-1', '04-tribun-1.json', ['f4', 'f3'], ['f4', 'f5']],
  ['height-2', '05-height-2.json', ['f6', 'g7'], ['f6', 'e7']],
]) {
  test(`learn ${chapter} task 1: a step away from the goal is wrong at once; a step towards it is good`, async () => {
    const json = lessonsOf(file)[0];
    const page = await newPage(env.browser);
    await page.goto(`${env.url}learn/chapter.html?c=${chapter}&l=1`);
    await lessonReady(page, '#lesson', json.id);
    const lesson = page.locator('#lesson');
    const feedback = lesson.locator('.tl-feedback');

    await playWord(t, lesson, move(...wrongStep));
    await page.waitForFunction(() => document.querySelector('#lesson').dataset.status === 'wrong');
    const text = await feedback.textContent();
    assert.doesNotMatch(text, /Good/);
    assert.match(text, /cannot reach the goal in the \d moves? left/);
    assert.ok(text.includes(json.text.wrong.tooManyMoves), 'the lesson\'s explanation comes with it');
    assert.equal(await feedback.getAttribute('data-kind'), 'wrong');
    assert.equal(await lesson.locator('[data-state="selectable"]').count(), 0, 'no more moves in a lost attempt');

    await lesson.getByRole('button', { name: 'Start over' }).click();
    await playWord(t, lesson, move(...rightStep));
    await page.waitForFunction(() => /Good/.test(document.querySelector('#lesson .tl-feedback').textContent));
    assert.match(await feedback.textContent(), /^Good: the goal is still in reach\. Your move again: \d moves? left\.$/);
    assert.equal(await lesson.evaluate((el) => el.dataset.status), 'playing');
    assert.deepEqual(page.problems, []);
    await page.close();
  });
}
