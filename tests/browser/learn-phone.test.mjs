// Learn on a phone (issue 32 item 10): a chapter shows its first paragraph and keeps the rest
// behind "Read more", and the site's header is one row on phones, so that the task's whole board
// is on the first screen (it started 450-550 px down at 390x844, its bottom off screen); the rest
// of the text is one tap away.
//   node --test tests/browser/learn-phone.test.mjs
import assert from 'node:assert/strict';
import { after, before, test } from 'node:test';

import { startBrowser } from '../../tools/harness/browser.mjs';

let env;
before(async () => {
  env = await startBrowser();
});
after(async () => {
  await env?.close();
});

test('learn at 390x844: the first paragraph, "Read more" for the rest, the whole board on the first screen', async () => {
  const context = await env.browser.newContext({ viewport: { width: 390, height: 844 }, isMobile: true, hasTouch: true });
  const page = await context.newPage();
  await page.goto(`${env.url}learn/chapter.html?c=board-goal`);
  await page.waitForSelector('main.chapter.shown', { timeout: 15000 });
  assert.equal(await page.locator('#intro > p').count(), 1, 'one paragraph shown');
  const more = page.locator('#intro details.intro-more');
  assert.equal(await more.locator('p').count() >= 1, true);
  const box = await page.evaluate(() => {
    const r = document.querySelector('#lesson .tl-board').getBoundingClientRect();
    return { top: r.top, bottom: r.bottom, header: document.querySelector('.site-header').getBoundingClientRect().height };
  });
  assert.ok(box.bottom <= 844, `the board spans ${Math.round(box.top)}-${Math.round(box.bottom)} px of an 844 px screen`);
  assert.ok(box.header < 50, `the site header is ${Math.round(box.header)} px tall on a phone (one row)`);
  await more.locator('summary').tap();
  assert.equal(await more.locator('p').first().isVisible(), true, 'the rest is one tap away');
  await context.close();
});
