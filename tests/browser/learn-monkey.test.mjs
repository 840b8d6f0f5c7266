// The Learn chapters under random use: a seeded sequence of what a learner can do (tiles, mostly
// the highlighted ones; Play, Hint, Start over and the chapter's other buttons; the task links;
// keys on the board; reloads; another chapter) checked after every step against what must always
// hold:
//   - no uncaught error, console error or warning;
//   - every answer played gets feedback (solved, or why it is wrong);
//   - the stars shown in the task list are the progress kept in localStorage.
// A failure prints the seed and the last steps; MONKEY_SEED / MONKEY_STEPS replay or lengthen a run.
//   node --test tests/browser/learn-monkey.test.mjs
import assert from 'node:assert/strict';
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { test } from 'node:test';

import { loadBoardrules } from '../../web/package/index.js';
import { WEB_ROOT, newPage, useBrowser } from '../../tools/harness/browser.mjs';
import { playWord } from './learn-clicks.mjs';
import { clickRandomTile, monkeyRuns, randomFrom, runRandomSteps } from './random-use.mjs';

const { tribun: t } = await loadBoardrules();

const { steps: STEPS, seeds: SEEDS } = monkeyRuns(100, [20261127, 11]);
const COURSE = JSON.parse(readFileSync(join(WEB_ROOT, 'site', 'learn', 'lessons', 'course.json'), 'utf8')).chapters
  .filter((c) => c.id !== 'computer');  // the game chapter has tests of its own (learn-computer)
const CHAPTERS = COURSE.map((c) => c.id);
// Every lesson's JSON as stored, by id (its stored answers solve it).
const LESSONS = new Map(COURSE.flatMap((c) => JSON.parse(readFileSync(join(WEB_ROOT, 'site', 'learn', 'lessons', c.file), 'utf8')).lessons.map((l) => [l.id, l])));

const env = useBrowser();

// In the page: the task list's stars against the stored progress (the first disagreement, or null).
function starsDisagreement() {
  const stored = JSON.parse(localStorage.getItem('boardrules.learn.v1') ?? '{}').stars ?? {};
  for (const a of document.querySelectorAll('#steps a[data-lesson]')) {
    const n = stored[a.dataset.lesson] ?? 0;
    const want = '\u2605'.repeat(n) + '\u2606'.repeat(3 - n);
    const shown = a.querySelector('.s')?.textContent;
    if (shown !== want) return `${a.dataset.lesson}: shows ${shown}, stored ${n}`;
  }
  return null;
}

async function openChapter(page, id) {
  await page.goto(`${env.url}learn/chapter.html?c=${id}`);
  await page.waitForSelector('tribun-lesson[data-ready="1"]', { timeout: 15000 });
}

/** One random step; returns what it did. */
async function step(page, rnd) {
  const lesson = page.locator('tribun-lesson');
  const play = lesson.getByRole('button', { name: 'Play', exact: true });
  if (rnd.next() < 0.4 && (await play.isEnabled())) {
    await play.click();
    // Every answer is explained at once: solved, or why it is wrong.
    await page.waitForFunction(() => document.querySelector('tribun-lesson .tl-feedback')?.textContent.trim(), null, { timeout: 3000 })
      .catch(() => assert.fail('an answer played got no feedback'));
    return `Play: ${(await lesson.locator('.tl-feedback').textContent()).trim().slice(0, 60)}`;
  }
  const r = rnd.next();
  if (r < 0.08) {
    // The current task solved from its stored answer (from its start), so that stars are earned.
    if (await page.evaluate(() => document.querySelector('#lesson').dataset.status === 'solved')) return 'solve: already solved';
    const startOver = lesson.getByRole('button', { name: 'Start over' });
    if (await startOver.isVisible() && await startOver.isEnabled()) await startOver.click();
    const json = LESSONS.get(await page.evaluate(() => document.querySelector('#lesson').lesson.id));
    for (const word of t.lesson.parse(json).answers[0]) await playWord(t, lesson, word);
    await page.waitForFunction(() => document.querySelector('#lesson').dataset.status === 'solved', null, { timeout: 5000 });
    return `solve ${json.id}: ${await lesson.locator('.tl-stars').getAttribute('aria-label')}`;
  }
  if (r < 0.6) return clickRandomTile(lesson, rnd);
  if (r < 0.8) {
    const buttons = await lesson.locator('button:visible:enabled').all();
    const button = rnd.pick(buttons);
    const name = (await button.textContent()).trim();
    await button.click({ timeout: 2000 });
    return `button ${name}`;
  }
  if (r < 0.85) {
    const key = rnd.pick(['ArrowLeft', 'ArrowRight', 'ArrowUp', 'ArrowDown', 'Enter', ' ', 'Escape']);
    await lesson.locator('[tabindex="0"]').first().focus();
    await page.keyboard.press(key);
    return `key ${key}`;
  }
  if (r < 0.95) {
    const link = rnd.pick(await page.locator('#steps a').all());
    const name = (await link.getAttribute('aria-label')) ?? '';
    await link.click({ timeout: 2000 });
    await page.waitForSelector('tribun-lesson[data-ready="1"]', { timeout: 15000 });
    return `task link ${name}`;
  }
  if (r < 0.98) {
    await page.reload();
    await page.waitForSelector('tribun-lesson[data-ready="1"]', { timeout: 15000 });
    return 'reload';
  }
  const id = rnd.pick(CHAPTERS);
  await openChapter(page, id);
  return `chapter ${id}`;
}

for (const seed of SEEDS) {
  test(`learn: ${STEPS} random steps (seed ${seed}): no page error, every answer explained, stars as stored`, async (ctx) => {
    const page = await newPage(env.browser, { width: 1366, height: 768 });
    page.on('dialog', (d) => d.dismiss());
    const rnd = randomFrom(seed);
    await openChapter(page, rnd.pick(CHAPTERS));
    const done = await runRandomSteps(page, {
      seed, steps: STEPS, rnd,
      step: () => step(page, rnd),
      check: async () => assert.equal(await page.evaluate(starsDisagreement), null, 'the task list shows the stored stars'),
    });
    const answers = done.filter((d) => d.includes(': Play:'));
    ctx.diagnostic(`answers ${answers.length}, solved from the stored answer ${done.filter((d) => / solve [^:]+: /.test(d)).length}, skipped ${done.filter((d) => d.includes('skipped')).length}`);
    assert.ok(answers.length >= 3, `the random learner played answers (${answers.length})`);
    await page.close();
  });
}
