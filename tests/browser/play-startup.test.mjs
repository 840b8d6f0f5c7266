// The play page's start (docs/PERFORMANCE.md, "The play page"): the board is drawn before the
// engine has loaded (the start position, or the saved position after a reload), the engine
// worker is not fetched until a computer game needs it, and the page becomes playable once the
// engine arrives.
//   node --test tests/browser/play-startup.test.mjs
import assert from 'node:assert/strict';
import { before, test } from 'node:test';

import { newPage, useBrowser } from '../../tools/harness/browser.mjs';
import { installClicks, installRef, refBoardHex } from './play-helpers.mjs';
import { loadBoardrules } from '../../web/package/index.js';

const env = useBrowser();
let startHex;
before(async () => {
  const t = (await loadBoardrules()).tribun;
  startHex = Buffer.from(t.newGame().board()).toString('hex');
});

/**
 * Holds the engine module (dist/boardrules-wasm.js) back until release() is called; records
 * every request the page makes.
 */
async function holdEngine(page) {
  let release;
  const held = new Promise((resolve) => { release = resolve; });
  page.requested = [];
  page.on('request', (r) => page.requested.push(new URL(r.url()).pathname));
  await page.route('**/dist/boardrules-wasm.js', async (route) => {
    await held;
    await route.continue();
  });
  return () => release();
}

/** The drawn board as 242 hex digits (the tiles' data-unit), without the engine. */
const pageBoardHex = (page) => page.evaluate(() => {
  const units = new Array(121).fill('00');
  for (const el of document.querySelectorAll('#board-area [data-cid]')) units[Number(el.dataset.cid)] = el.dataset.unit;
  return units.join('');
});

// The page's HTML holds the start position; the board's script (play/board-first.js) then draws
// the saved game's position and marks 'demo:board-drawn'.
const boardDrawn = (page) => page.waitForFunction(() => document.querySelectorAll('#board-area [data-cid]').length === 91
  && document.querySelector('#board-area [data-unit]:not([data-unit="00"])') !== null
  && performance.getEntriesByName('demo:board-drawn').length === 1, null, { timeout: 15000 });

test('play start: the board is drawn before the engine loads (start position, then the saved one); no worker fetched', async () => {
  const page = await newPage(env.browser, { width: 1366, height: 768 });
  let release = await holdEngine(page);
  await page.goto(`${env.url}play/?players=2`);  // two players: no computer, so no worker
  await boardDrawn(page);
  assert.equal(await pageBoardHex(page), startHex, 'the start position, drawn without the engine');
  assert.equal(await page.locator('#status').textContent(), 'Loading the engine…');
  assert.equal(await page.evaluate(() => document.body.dataset.ready ?? null), null, 'not ready before the engine');
  release();
  await page.waitForSelector('body[data-ready="1"]', { timeout: 15000 });
  assert.equal(await pageBoardHex(page), startHex);
  assert.ok((await page.locator('#board-area [data-state="selectable"]').count()) > 0, 'the legal units are marked');

  // Two moves by clicks, the board flipped, then a reload with the engine held again: the saved
  // position is drawn at once, flipped.
  await installRef(page);
  await installClicks(page);
  await page.evaluate(() => {
    for (let i = 0; i < 2; ++i) {
      const word = [...window.ref.legalActions()].find((w) => w >>> 28 === 0 && window.clicksForWord(w));
      for (const cid of window.clicksForWord(word)) document.querySelector(`#board-area [data-cid="${cid}"]`).dispatchEvent(new MouseEvent('click', { bubbles: true }));
      document.getElementById('submit').click();
      window.refApply(word);
    }
  });
  await page.locator('#flip').click();
  const saved = await refBoardHex(page);
  assert.equal(await pageBoardHex(page), saved);
  assert.notEqual(saved, startHex);
  await page.unroute('**/dist/boardrules-wasm.js');
  release = await holdEngine(page);
  await page.reload();
  await boardDrawn(page);
  assert.equal(await pageBoardHex(page), saved, 'the saved position, drawn without the engine');
  const flipped = await page.evaluate(() => {
    const y = (cid) => document.querySelector(`#board-area [data-cid="${cid}"]`).getBoundingClientRect().y;
    return y(0) < y(120);
  });
  assert.equal(flipped, true, 'flipped as saved (white at the bottom)');
  release();
  await page.waitForSelector('body[data-ready="1"]', { timeout: 15000 });
  assert.equal(await pageBoardHex(page), saved);
  assert.equal(await page.locator('#log li').count(), 2);
  assert.deepEqual(page.requested.filter((p) => /-worker\.js$/.test(p)), [], 'the engine worker is loaded only for a computer game');
  assert.deepEqual(page.problems, []);
  await page.close();
});
