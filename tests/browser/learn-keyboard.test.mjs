// Keyboard play in the course: <tribun-lesson> and the game against the computer choose moves
// with the same selection code as <tribun-board interactive> (web/package/board/selection.js): the board
// is one focus stop, arrows move, Enter or Space selects, Enter on the selection plays it,
// Escape cancels; the game previews the chosen move as the element does.
import assert from 'node:assert/strict';
import { test } from 'node:test';

import { loadBoardrules } from '../../web/package/index.js';
import { useBrowser, withPage } from '../../tools/harness/browser.mjs';
import { lessonReady } from './learn-clicks.mjs';
import { arrowKeys } from './arrow-keys.mjs';

const { tribun: t } = await loadBoardrules();

const env = useBrowser();

async function keyboardHelpers(page, root) {
  await page.locator(`${root} svg`).first().focus();
  const focusOf = () => page.evaluate((r) => Number(document.querySelector(`${r} .tile.kb-focus`).dataset.cid), root);
  return async (cid) => {
    for (const key of arrowKeys(await focusOf(), cid)) await page.keyboard.press(key);
    assert.equal(await focusOf(), cid);
  };
}

test('keyboard: a lesson is played with arrows, Enter and Escape', () => withPage(env, async (page) => {
  await page.goto(`${env.url}learn/chapter.html?c=height-1`);  // task 1: practice, f4 up to f7
  await lessonReady(page, '#lesson', 'h1-walk');
  const goTo = await keyboardHelpers(page, '#lesson');
  const cid = (name) => t.lesson.tileCid(name);
  const state = (name) => page.locator(`#lesson [data-cid="${cid(name)}"]`).getAttribute('data-state');
  await goTo(cid('f4'));
  await page.keyboard.press('Enter');
  assert.equal(await state('f4'), 'selected');
  await page.keyboard.press('Escape');
  assert.equal(await page.locator('#lesson [data-state="selected"]').count(), 0, 'Escape cancels');
  await page.keyboard.press('Space');
  await goTo(cid('f5'));
  await page.keyboard.press('Enter');  // chooses the target
  assert.equal(await page.locator('#lesson .tl-selection').textContent(), 'Selected: Black moves the 1 on f4 to f5. (f4-f5) Press Play.');
  await page.keyboard.press('Enter');  // plays it
  assert.match(await page.locator('#lesson .tl-feedback').textContent(), /^Good: the goal is still in reach\. Your move again: 2 moves left\.$/);
  assert.notEqual(await page.locator(`#lesson [data-cid="${cid('f5')}"]`).getAttribute('data-unit'), '00');
}));

test('keyboard: the game against the computer previews the chosen move and plays it with Enter', () => withPage(env, async (page) => {
  await page.goto(`${env.url}learn/chapter.html?c=computer`);
  await page.evaluate(() => localStorage.clear());
  await page.reload();
  await page.waitForFunction(() => document.querySelector('#game')?.dataset.status === 'you', null, { timeout: 20000 });
  const start = t.newGame();
  const o = start.options();
  const origin = o.origins.find((x) => x.targets.some((tg) => tg.options.length === 1 && tg.options[0].op === 'MOVE'));
  const target = origin.targets.find((tg) => tg.options.length === 1 && tg.options[0].op === 'MOVE');
  start.dispose();
  const goTo = await keyboardHelpers(page, '#game');
  await goTo(origin.origin);
  await page.keyboard.press('Space');
  await goTo(target.target);
  await page.keyboard.press('Enter');
  assert.equal(await page.locator('#game .tile.changed').count(), 2, 'the move is previewed');
  assert.equal(await page.locator('#game').getAttribute('data-plies'), '0', 'nothing played yet');
  await page.keyboard.press('Enter');
  await page.waitForFunction(() => Number(document.querySelector('#game').dataset.plies) >= 1);
}));
