// The tutorial page (web/site/tutorial/): every <tribun-board> renders (patterns and playable
// positions), the pattern boards show the engine's move/attack sets, a position can be played.
import assert from 'node:assert/strict';
import { test } from 'node:test';

import { newPage, useBrowser } from '../../tools/harness/browser.mjs';

const env = useBrowser();

const cid = (x, y) => (x + 5) * 11 + (y + 5);

async function openTutorial() {
  const page = await newPage(env.browser);
  await page.goto(`${env.url}tutorial/`);
  await page.waitForFunction(() => {
    const boards = [...document.querySelectorAll('tribun-board')];
    return boards.length > 0 && boards.every((b) => b.dataset.ready === '1' || b.dataset.error);
  }, null, { timeout: 20000 });
  return page;
}

function hintsOf(page, pattern) {
  return page.evaluate((p) => {
    const out = { move: [], attack: [], both: [] };
    for (const el of document.querySelectorAll(`tribun-board[pattern="${p}"] [data-hint]`)) {
      const key = el.dataset.hint === 'move attack' ? 'both' : el.dataset.hint;
      out[key].push(Number(el.dataset.cid));
    }
    for (const k of Object.keys(out)) out[k].sort((a, b) => a - b);
    return out;
  }, pattern);
}

test('tutorial: every board renders, every pattern is shown', async () => {
  const page = await openTutorial();
  const errors = await page.evaluate(() => [...document.querySelectorAll('tribun-board[data-error]')].map((b) => b.dataset.error));
  assert.deepEqual(errors, []);
  const patterns = await page.evaluate(() => [...document.querySelectorAll('tribun-board[pattern]')].map((b) => b.getAttribute('pattern')));
  assert.deepEqual(patterns, ['1', '1T', '2', '3', '4', '6', '8']);
  for (const p of patterns) {
    const tiles = await page.locator(`tribun-board[pattern="${p}"] [data-cid]`).count();
    assert.equal(tiles, 91, `pattern ${p}: 91 tiles`);
    const h = await hintsOf(page, p);
    assert.ok(h.move.length + h.both.length > 0 && h.attack.length + h.both.length > 0, `pattern ${p} shows moves and attacks`);
  }
  // docs/rules/tribun.md s.3, black at (0,0): height 1 moves (+1,+1), attacks (+1,0) and (0,+1).
  assert.deepEqual(await hintsOf(page, '1'), { move: [cid(1, 1)], attack: [cid(0, 1), cid(1, 0)].sort((a, b) => a - b), both: [] });
  // The tribun of height 1: all six neighbours, both ways.
  assert.equal((await hintsOf(page, '1T')).both.length, 6);
  // Height 2: the six jumps; height 3: the twelve distance-3 non-corner tiles.
  assert.equal((await hintsOf(page, '2')).both.length, 6);
  assert.equal((await hintsOf(page, '3')).both.length, 12);
  // Height 6 moves like 4 (slides) but attacks along the neighbour rays: the sets differ.
  const h6 = await hintsOf(page, '6');
  assert.ok(h6.move.length > 0 && h6.attack.length > 0);
  assert.deepEqual(page.problems, []);
  await page.close();
});

test('tutorial: the kill position can be played by clicking', async () => {
  const page = await openTutorial();
  const board = page.locator('tribun-board[aria-label="Kill or enslave"]');
  await board.locator(`[data-cid="${cid(0, 0)}"]`).click();
  assert.equal(await board.locator(`[data-cid="${cid(1, 2)}"]`).getAttribute('data-state'), 'interactable');
  await board.locator(`[data-cid="${cid(1, 2)}"]`).click();
  await board.locator('button', { hasText: 'Play' }).click();
  // KILL with the primary part: the black height 2 now stands on (1,2), (0,0) is empty.
  assert.equal(await board.locator(`[data-cid="${cid(1, 2)}"]`).getAttribute('data-unit'), '02');
  assert.equal(await board.locator(`[data-cid="${cid(0, 0)}"]`).getAttribute('data-unit'), '00');
  assert.deepEqual(page.problems, []);
  await page.close();
});

test('tutorial: focus shows the engine\'s targets; a base64 board attribute works', async () => {
  const page = await openTutorial();
  const result = await page.evaluate(async () => {
    const { loadBoardrules } = await import('/package/index.js');
    const t = (await loadBoardrules()).tribun;
    const el = document.querySelector('tribun-board[aria-label="Move"]');
    const focus = Number(el.getAttribute('focus'));
    const g = t.newGame({ board: el.getAttribute('board'), turn: 0 });
    const move = [];
    for (const w of g.legalActions()) {
      if (w >>> 28 === 0 && (w & 127) === focus) move.push((w >>> 7) & 127);
    }
    g.dispose();
    const hinted = (h) => [...el.querySelectorAll(`[data-hint="${h}"]`)].map((e) => Number(e.dataset.cid));
    const sort = (a) => [...new Set(a)].sort((x, y) => x - y);

    // A new element with the same position in base64.
    const b64 = t.boardToBase64(t.parseBoard(el.getAttribute('board')));
    const copy = document.createElement('tribun-board');
    copy.setAttribute('board', b64);
    document.body.appendChild(copy);
    await new Promise((resolve) => {
      const poll = () => (copy.dataset.ready === '1' || copy.dataset.error ? resolve() : setTimeout(poll, 20));
      poll();
    });
    const units = (root) => [...root.querySelectorAll('[data-cid]')].map((e) => `${e.dataset.cid}:${e.dataset.unit}`).join();
    return {
      expectedMove: sort(move), shownMove: sort(hinted('move')), shownAttack: hinted('attack'),
      copyError: copy.dataset.error ?? null, sameUnits: units(copy) === units(el),
    };
  });
  assert.ok(result.expectedMove.length > 0);
  assert.deepEqual(result.shownMove, result.expectedMove);
  assert.deepEqual(result.shownAttack, []);  // no enemy in reach in this position
  assert.equal(result.copyError, null);
  assert.equal(result.sameUnits, true);
  assert.deepEqual(page.problems, []);
  await page.close();
});
