// The Learn course (/learn/): every lesson solved by clicks from its stored answer, a wrong move
// explained, progress kept across reloads, screenshots for review.
import assert from 'node:assert/strict';
import { mkdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { before, test } from 'node:test';

import { loadBoardrules } from '../../web/package/index.js';
import { ARTIFACTS, REPO, newPage, useBrowser } from '../../tools/harness/browser.mjs';
import { lessonReady, playWord } from './learn-clicks.mjs';

const { tribun: t } = await loadBoardrules();
const LESSONS = join(REPO, 'web', 'site', 'learn', 'lessons');
const course = JSON.parse(readFileSync(join(LESSONS, 'course.json'), 'utf8'));
const chapters = course.chapters.map((c) => JSON.parse(readFileSync(join(LESSONS, c.file), 'utf8')));

const env = useBrowser();
before(async () => {
  mkdirSync(ARTIFACTS, { recursive: true });
});

async function openLesson(page, chapterId, n, lessonId) {
  await page.goto(`${env.url}learn/chapter.html?c=${chapterId}&l=${n}`);
  await lessonReady(page, '#lesson', lessonId);
  return page.locator('#lesson');
}

test('learn: every lesson of every chapter is solved by clicks from its stored answer', async () => {
  const page = await newPage(env.browser);
  let solved = 0;
  for (const chapter of chapters) {
    for (const [i, json] of (chapter.lessons ?? []).entries()) {  // the game chapter has none
      // The first task by its address, the others through the page's own "Next task" link.
      if (i === 0) await openLesson(page, chapter.id, 1, json.id);
      else {
        await page.getByRole('link', { name: 'Next task' }).click();
        await lessonReady(page, '#lesson', json.id);
        assert.match(page.url(), new RegExp(`l=${i + 1}$`));
      }
      const lesson = page.locator('#lesson');
      const answer = t.lesson.parse(json).answers[0];
      for (const word of answer) await playWord(t, lesson, word);
      await page.waitForFunction(() => document.querySelector('#lesson').dataset.status === 'solved');
      const feedback = await lesson.locator('.tl-feedback').textContent();
      assert.equal(feedback, json.text.success, `${json.id}: success text shown`);
      assert.equal(await lesson.locator('.tl-stars').getAttribute('aria-label'), '3 of 3 stars');
      solved += 1;
    }
  }
  assert.equal(solved, chapters.reduce((n, c) => n + (c.lessons?.length ?? 0), 0));
  assert.deepEqual(page.problems, []);
});

test('learn: a wrong move is refused with the lesson\'s explanation; a retry can still solve it', async () => {
  const page = await newPage(env.browser);
  const json = chapters[0].lessons[0];  // capture the tribun: f6 takes g6
  const lesson = await openLesson(page, chapters[0].id, 1, json.id);
  const wrong = t.encodeAction({ op: 'KILL', attacker: t.lesson.tileCid('f6'), target: t.lesson.tileCid('e6'), part: 0 });
  await playWord(t, lesson, wrong);
  await page.waitForFunction(() => document.querySelector('#lesson').dataset.status === 'wrong');
  const feedback = lesson.locator('.tl-feedback');
  assert.match(await feedback.textContent(), new RegExp(json.text.wrong.KILL.slice(0, 30)));
  assert.equal(await feedback.getAttribute('role'), 'status');
  await page.screenshot({ path: join(ARTIFACTS, 'learn-wrong-1366x768.png') });
  await lesson.getByRole('button', { name: 'Hint' }).click();
  assert.match(await feedback.textContent(), /^Hint: /);
  await lesson.getByRole('button', { name: 'Start over' }).click();
  await playWord(t, lesson, t.lesson.parse(json).answers[0][0]);
  await page.waitForFunction(() => document.querySelector('#lesson').dataset.status === 'solved');
  assert.equal(await lesson.locator('.tl-stars').getAttribute('aria-label'), '1 of 3 stars');
  assert.deepEqual(page.problems, []);
});

test('learn: progress survives a reload; the index shows it', async () => {
  const page = await newPage(env.browser);
  const json = chapters[1].lessons[0];
  const lesson = await openLesson(page, chapters[1].id, 1, json.id);
  await playWord(t, lesson, t.lesson.parse(json).answers[0][0]);
  await page.waitForFunction(() => document.querySelector('#lesson').dataset.status === 'solved');
  await page.reload();
  await lessonReady(page, '#lesson', json.id);
  const step = page.locator(`.steps a[data-lesson="${json.id}"]`);
  assert.match(await step.getAttribute('aria-label'), /3 of 3 stars/);
  await page.goto(`${env.url}learn/`);
  await page.waitForFunction(() => document.body.dataset.ready === '1');
  const progress = page.locator(`.chapters a[data-chapter="${chapters[1].id}"] .progress`);
  assert.equal(await progress.textContent(), `1/${chapters[1].lessons.length}`);
  assert.match(await page.locator('#totals').textContent(), /^1 of \d+ tasks solved, 3 of \d+ stars/);
  assert.deepEqual(page.problems, []);
});

test('learn: screenshots of the index and a lesson at 1366x768 and 390x844', async () => {
  for (const viewport of [{ width: 1366, height: 768 }, { width: 390, height: 844 }]) {
    const size = `${viewport.width}x${viewport.height}`;
    const page = await newPage(env.browser, viewport);
    await page.goto(`${env.url}learn/`);
    await page.waitForFunction(() => document.body.dataset.ready === '1');
    await page.screenshot({ path: join(ARTIFACTS, `learn-index-${size}.png`) });
    const chapter = chapters[4];  // height 2: marks and a movement diagram
    await openLesson(page, chapter.id, 1, chapter.lessons[0].id);
    await page.screenshot({ path: join(ARTIFACTS, `learn-lesson-${size}.png`), fullPage: true });
    // Nothing wider than the viewport (no sideways scrolling on a phone).
    assert.ok(await page.evaluate(() => document.documentElement.scrollWidth <= innerWidth), `${size}: no horizontal scroll`);
    assert.deepEqual(page.problems, []);
    await page.close();
  }
});
