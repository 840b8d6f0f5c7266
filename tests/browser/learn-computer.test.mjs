// The course's computer chapters in Chromium: a "win in 3 plies" puzzle solved by clicks against
// the computer's answer (the same answer bestAction gives in Node), and the full game at level 1
// where the computer (engine worker) answers the learner's move; finishing it marks the task;
// resigning asks first; the game survives a reload.
import assert from 'node:assert/strict';
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { test } from 'node:test';

import { loadBoardrules } from '../../web/package/index.js';
import { REPO, useBrowser, withPage } from '../../tools/harness/browser.mjs';
import { lessonReady, playWord } from './learn-clicks.mjs';

const { tribun: t } = await loadBoardrules();
const LESSONS = join(REPO, 'web', 'site', 'learn', 'lessons');
const course = JSON.parse(readFileSync(join(LESSONS, 'course.json'), 'utf8'));
const chapterOf = (id) => JSON.parse(readFileSync(join(LESSONS, course.chapters.find((c) => c.id === id).file), 'utf8'));

const env = useBrowser();

test('learn: a puzzle is solved by clicks; the computer answers with its best defence in between', () => withPage(env, async (page) => {
  const json = chapterOf('puzzles').lessons[0];
  const lesson = t.lesson.parse(json);
  const [first, second] = lesson.answers[0];
  // The defence the page must show: bestAction in Node with the lesson's limits.
  const g = t.newGame({ board: t.lesson.applyPractice(lesson.board, lesson.turn, first), turn: lesson.turn ^ 1 });
  const defence = t.bestAction(g, lesson.opponent).word;
  const defenceText = `${g.explainAction(defence)} (${g.formatAction(defence)})`;  // in words, then the notation
  g.dispose();

  await page.goto(`${env.url}learn/chapter.html?c=puzzles`);
  await lessonReady(page, '#lesson', json.id);
  const el = page.locator('#lesson');
  await playWord(t, el, first);
  const feedback = el.locator('.tl-feedback');
  assert.equal(await feedback.textContent(), `The computer answered: ${defenceText} Your move.`);
  assert.deepEqual(await el.evaluate((e) => e.run.replies), [defence]);
  assert.equal(await el.getAttribute('data-status'), 'playing');
  // The board shows the position after the defence, the learner to move.
  const board = await el.evaluate((e) => [...e.run.board]);
  assert.deepEqual(board, [...t.lesson.applyPractice(t.lesson.applyPractice(lesson.board, lesson.turn, first), lesson.turn ^ 1, defence)]);
  await playWord(t, el, second);
  await page.waitForFunction(() => document.querySelector('#lesson').dataset.status === 'solved');
  assert.equal(await feedback.textContent(), json.text.success);
  assert.match(await page.locator(`.steps a[data-lesson="${json.id}"]`).getAttribute('aria-label'), /3 of 3 stars/);
}));

test('learn: the last chapter plays a game at level 1; the computer answers; finishing it marks the task', () => withPage(env, async (page) => {
  const { game: spec } = chapterOf('computer');
  await page.goto(`${env.url}learn/chapter.html?c=computer`);
  await page.waitForFunction(() => document.querySelector('#game')?.dataset.status === 'you', null, { timeout: 20000 });
  assert.equal(await page.locator('#lesson').isHidden(), true, 'no lesson element in the game chapter');
  // Black's first move from the default start: a one-step MOVE, played by clicks.
  const start = t.newGame();
  const word = [...start.legalActions()].find((w) => t.decodeAction(w).op === 'MOVE');
  start.dispose();
  const box = page.locator('#game');
  assert.equal(await box.getAttribute('data-plies'), '0');
  await playWord(t, box, word);
  // The computer (worker, level 1) answers, and it is the learner's move again.
  await page.waitForFunction(() => document.querySelector('#game').dataset.plies === '2', null, { timeout: 20000 });
  await page.waitForFunction(() => document.querySelector('#game').dataset.status === 'you');
  assert.match(await box.locator('.cg-status').textContent(), /^The computer's move: White .+\. \(.+\) Your move\.$/);
  // The position is black's move then a legal white answer.
  const shown = await page.evaluate(() => [...document.querySelectorAll('#game [data-cid][data-unit]:not([data-unit="00"])')].length);
  assert.ok(shown > 0, 'the board draws units');
  // The game is kept: a reload brings back the same position, the learner to move.
  const boardShown = () => page.evaluate(() => [...document.querySelectorAll('#game [data-cid]')].map((e) => e.dataset.unit).join());
  const before2 = await boardShown();
  await page.reload();
  await page.waitForFunction(() => document.querySelector('#game')?.dataset.status === 'you', null, { timeout: 20000 });
  assert.equal(await box.getAttribute('data-plies'), '2', 'the game survives a reload');
  assert.equal(await boardShown(), before2, 'the same position after the reload');
  // Resigning asks first; "Keep playing" changes nothing.
  const resign = box.getByRole('button', { name: 'Resign\u2026' });
  await resign.click();
  const dialog = box.getByRole('dialog', { name: 'Resign this game?' });
  await dialog.waitFor();
  assert.equal(await page.evaluate(() => document.activeElement.textContent), 'Keep playing', 'the safe choice has the focus');
  await dialog.getByRole('button', { name: 'Keep playing' }).click();
  await dialog.waitFor({ state: 'hidden' });
  assert.equal(await box.getAttribute('data-status'), 'you', 'still playing');
  // Finishing the game (here by resigning) marks the chapter's task done with one star.
  await resign.click();
  await dialog.getByRole('button', { name: 'Resign', exact: true }).click();
  await page.waitForFunction(() => document.querySelector('#game').dataset.status === 'over');
  assert.match(await box.locator('.cg-status').textContent(), /The computer wins \(resignation\)/);
  assert.match(await page.locator(`.steps a[data-lesson="${spec.id}"]`).getAttribute('aria-label'), /1 of 3 stars/);
  // The finished game is kept too; "New game" starts afresh, and that survives a reload.
  await page.reload();
  await page.waitForFunction(() => document.querySelector('#game')?.dataset.status === 'over', null, { timeout: 20000 });
  assert.match(await box.locator('.cg-status').textContent(), /The computer wins \(resignation\)/);
  await box.getByRole('button', { name: 'New game' }).click();
  await page.reload();
  await page.waitForFunction(() => document.querySelector('#game')?.dataset.status === 'you', null, { timeout: 20000 });
  assert.equal(await box.getAttribute('data-plies'), '0');
}));
