// The play page's layout where a newcomer found it wrong (issue 32 item 10): on a phone the
// move's controls and the draw offer stay within reach of the board and "Flip board" brings the
// board back into view; at 1366x768 no line of the side panel overlaps another (the game-over
// line covered the goal).
//   node --test tests/browser/play-phone.test.mjs
import assert from 'node:assert/strict';
import { after, before, test } from 'node:test';

import { newPage, startBrowser } from '../../tools/harness/browser.mjs';
import { installClicks, installRef, selectFirstMove as selectMove } from './play-helpers.mjs';

let env;
before(async () => {
  env = await startBrowser();
});
after(async () => {
  await env?.close();
});

async function openPhone() {
  const context = await env.browser.newContext({ viewport: { width: 390, height: 844 }, hasTouch: true, isMobile: true });
  const page = await context.newPage();
  await page.goto(`${env.url}play/?players=2`);
  await page.waitForSelector('body[data-ready="1"]', { timeout: 15000 });
  await installRef(page);
  await installClicks(page);
  return page;
}


const rect = (page, selector) => page.evaluate((s) => {
  const r = document.querySelector(s).getBoundingClientRect();
  return { top: r.top, bottom: r.bottom, left: r.left, right: r.right };
}, selector);

test('phone: Play move is on screen with the board, stays there while scrolling; Flip shows the board; the draw offer comes next', async () => {
  const page = await openPhone();
  await selectMove(page, 'tap');
  assert.equal(await page.locator('#submit').isEnabled(), true);
  const board = await rect(page, '#board-area');
  let submit = await rect(page, '#submit');
  assert.ok(board.top >= 0 && submit.bottom <= 844, `board and Play move on one screen (board top ${board.top}, Play bottom ${submit.bottom})`);
  // Scrolled down to the game's buttons: Play move is still on screen.
  await page.locator('#flip').scrollIntoViewIfNeeded();
  submit = await rect(page, '#submit');
  assert.ok(submit.top >= 0 && submit.bottom <= 844, `Play move stays within reach (${JSON.stringify(submit)})`);
  await page.locator('#submit').tap();
  await page.locator('#flip').scrollIntoViewIfNeeded();
  assert.ok((await rect(page, '#board-area')).bottom < 200, 'the board is out of view before the flip');
  await page.locator('#flip').tap();
  const after = await rect(page, '#board-area');
  assert.ok(after.top >= -1 && after.top < 844 / 2, `Flip brings the board back (top ${after.top})`);
  // A draw offer: its panel right under the move's controls, not below the move list.
  await page.locator('#offer-draw').tap();
  const offer = await rect(page, '#draw-offer'), moves = await rect(page, '.moves-panel'), move = await rect(page, '.move-panel');
  assert.ok(offer.top < moves.top && offer.top >= move.top, 'the draw offer follows the move\'s controls');
  await page.context().close();
});

test('1366x768: the lines of the side panel never overlap (game over, last move, goal)', async () => {
  const page = await newPage(env.browser, { width: 1366, height: 768 });
  await page.goto(`${env.url}play/?players=2`);
  await page.waitForSelector('body[data-ready="1"]', { timeout: 15000 });
  await installRef(page);
  await installClicks(page);
  for (let i = 0; i < 3; ++i) {
    await selectMove(page, 'click');
    await page.locator('#submit').click();
  }
  await page.locator('#resign').click();
  await page.locator('#confirm-yes').click();
  await page.waitForSelector('#status.over');
  await page.waitForTimeout(100);  // the dialog's focus return
  const status = await rect(page, '#status');
  assert.ok(status.top >= 0 && status.bottom <= 768, `the result line is in view (${JSON.stringify(status)})`);
  const overlaps = await page.evaluate(() => {
    const items = [...document.querySelectorAll('.side > *')].filter((e) => e.offsetParent !== null);
    const out = [];
    for (const [i, a] of items.entries()) {
      for (const b of items.slice(i + 1)) {
        const r = a.getBoundingClientRect(), s = b.getBoundingClientRect();
        if (r.height && s.height && r.top < s.bottom - 0.5 && s.top < r.bottom - 0.5) out.push(`${a.id || a.className} / ${b.id || b.className}`);
      }
      if (a.scrollHeight > a.clientHeight + 1 && getComputedStyle(a).overflowY === 'visible') out.push(`${a.id || a.className} overflows its box`);
    }
    return out;
  });
  assert.deepEqual(overlaps, []);
  await page.close();
});
