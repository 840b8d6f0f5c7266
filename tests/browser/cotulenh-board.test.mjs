// The CoTuLenh board page plays by clicks: select a unit, see its targets, move, undo.
import assert from 'node:assert/strict';
import { after, before, test } from 'node:test';

import { newPage, startBrowser } from './helpers.mjs';

let env;
before(async () => {
  env = await startBrowser();
});
after(async () => {
  await env?.close();
});

test('boards: cotulenh.html plays a move by two clicks and takes it back', async () => {
  const page = await newPage(env.browser);
  await page.goto(`${env.url}boards/cotulenh.html`);
  await page.waitForSelector('body[data-ready="1"]', { timeout: 15000 });
  assert.equal(await page.getAttribute('body', 'data-turn'), 'r');
  await page.click('rect[data-square="c5"]');
  assert.ok(await page.locator('[data-target="c6"]').count() === 1, 'c6 is highlighted for the infantry on c5');
  await page.click('rect[data-square="c6"]');
  assert.equal(await page.getAttribute('body', 'data-turn'), 'b');
  assert.equal(await page.locator('[data-piece="c6"]').textContent(), 'I');
  assert.equal(await page.locator('#history li').count(), 1);
  await page.click('#undo');
  assert.equal(await page.getAttribute('body', 'data-turn'), 'r');
  assert.equal(await page.locator('[data-piece="c5"]').textContent(), 'I');
  assert.deepEqual(page.problems, []);
  await page.close();
});
