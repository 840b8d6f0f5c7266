// The <tribun-board> element on a page under a strict Content-Security-Policy (no inline style):
// the `turn` attribute, keyboard play (arrows, Space, Enter, Escape), the `tribun-move` event,
// coordinates, flip, and styles that apply without any <style> element.
//   node --test tests/browser/board-element.test.mjs
import assert from 'node:assert/strict';
import { test } from 'node:test';

import { newPage, useBrowser } from '../../tools/harness/browser.mjs';
import { arrowKeys } from './arrow-keys.mjs';

const env = useBrowser();

const CSP = "default-src 'self'; script-src 'self' 'wasm-unsafe-eval'; style-src 'self'";
const HTML = `<!doctype html><html lang="en"><head><meta charset="utf-8"><title>element</title>
<script type="module" src="/package/tribun-board.js"></script></head><body>
<tribun-board id="white" interactive turn="1" aria-label="White to move"></tribun-board>
<tribun-board id="flipped" flip aria-label="Flipped"></tribun-board>
<tribun-board id="pattern" pattern="2" aria-label="Height 2"></tribun-board>
</body></html>`;

async function openElementPage() {
  const page = await newPage(env.browser);
  await page.route(`${env.url}__element-test.html`, (route) => route.fulfill({
    status: 200, contentType: 'text/html; charset=utf-8', headers: { 'content-security-policy': CSP }, body: HTML,
  }));
  await page.goto(`${env.url}__element-test.html`);
  await page.waitForFunction(() => [...document.querySelectorAll('tribun-board')].every((b) => b.dataset.ready === '1' || b.dataset.error), null, { timeout: 15000 });
  await page.evaluate(async () => {
    const { loadBoardrules } = await import('/package/index.js');
    window.t = (await loadBoardrules()).tribun;
  });
  return page;
}

test('tribun-board: works under style-src \'self\' (adopted stylesheet, no <style>)', async () => {
  const page = await openElementPage();
  assert.deepEqual(await page.evaluate(() => [...document.querySelectorAll('tribun-board[data-error]')].map((b) => b.dataset.error)), []);
  assert.equal(await page.locator('style').count(), 0);
  // The board's rules apply: a white tile is filled with its colour, the element is a block.
  const fill = await page.evaluate(() => getComputedStyle(document.querySelector('#white .tile-white .hex')).fill);
  assert.equal(fill, 'rgb(239, 233, 220)');
  assert.equal(await page.evaluate(() => getComputedStyle(document.getElementById('white')).display), 'block');
  assert.deepEqual(page.problems, []);
  await page.close();
});

test('tribun-board: turn="1" lists white\'s actions; Escape cancels; Enter plays and fires tribun-move', async () => {
  const page = await openElementPage();
  const expected = await page.evaluate(() => {
    const el = document.getElementById('white');
    return [...window.t.groupOptions(el.game.board(), 1).selectable].sort((a, b) => a - b);
  });
  const selectable = await page.evaluate(() => [...document.querySelectorAll('#white [data-state="selectable"]')].map((e) => Number(e.dataset.cid)).sort((a, b) => a - b));
  assert.deepEqual(selectable, expected);
  assert.equal(await page.locator('#white .tb-msg').textContent(), 'White to move');

  // A plain move of white: from its origin to its target, by keys only.
  const move = await page.evaluate(() => {
    const o = document.getElementById('white').game.options();
    const origin = o.origins.find((x) => x.targets.some((t) => t.options.length === 1 && t.options[0].op === 'MOVE'));
    const target = origin.targets.find((t) => t.options.length === 1 && t.options[0].op === 'MOVE');
    return { origin: origin.origin, target: target.target, word: target.options[0].word };
  });
  await page.evaluate(() => {
    window.moves = [];
    document.body.addEventListener('tribun-move', (e) => window.moves.push(e.detail));
  });
  await page.locator('#white svg').focus();
  const focusOf = () => page.evaluate(() => Number(document.querySelector('#white .tile.kb-focus').dataset.cid));
  const goTo = async (cid) => {
    for (const key of arrowKeys(await focusOf(), cid)) await page.keyboard.press(key);
    assert.equal(await focusOf(), cid);
  };
  await goTo(move.origin);
  await page.keyboard.press('Enter');
  assert.equal(await page.locator(`#white [data-cid="${move.origin}"]`).getAttribute('data-state'), 'selected');
  await page.keyboard.press('Escape');
  assert.equal(await page.locator('#white [data-state="selected"]').count(), 0, 'Escape cancels');
  await page.keyboard.press('Space');
  await goTo(move.target);
  await page.keyboard.press('Enter');   // chooses the target: one move selected, previewed
  assert.equal(await page.locator('#white .tile.changed').count(), 2);
  assert.deepEqual(await page.evaluate(() => window.moves), [], 'nothing played yet');
  await page.keyboard.press('Enter');   // plays it
  assert.deepEqual(await page.evaluate(() => window.moves), [{ word: move.word, side: 1 }]);
  assert.equal(await page.locator(`#white [data-cid="${move.target}"]`).getAttribute('data-unit') !== '00', true);
  assert.equal(await page.locator('#white .tb-msg').textContent(), 'Black to move');
  assert.equal(await page.locator('#white .tile.last').count(), 2);
  assert.deepEqual(page.problems, []);
  await page.close();
});

test('tribun-board: coordinates at the edge, flip, pattern marks with shapes', async () => {
  const page = await openElementPage();
  assert.equal(await page.locator('#white .coord').count(), 22);
  const y = (id, cid) => page.evaluate(([i, c]) => document.querySelector(`#${i} [data-cid="${c}"]`).getBoundingClientRect().y, [id, cid]);
  assert.ok(await y('white', 0) > await y('white', 120), 'black at the bottom');
  assert.ok(await y('flipped', 0) < await y('flipped', 120), 'flip: white at the bottom');
  // Height 2 on an empty board: six tiles both moved to and attacked, each showing both shapes.
  const both = await page.locator('#pattern [data-hint="move attack"]').count();
  assert.equal(both, 6);
  const shapes = await page.evaluate(() => {
    const tile = document.querySelector('#pattern [data-hint="move attack"]');
    return [getComputedStyle(tile.querySelector('.mk-move')).visibility, getComputedStyle(tile.querySelector('.mk-attack')).visibility];
  });
  assert.deepEqual(shapes, ['visible', 'visible']);
  await page.close();
});
