// Playing a friend on another device without a server (issue 32): New game "With a friend on
// another device"; after your move the page gives a link for "your move" (Web Share on phones,
// else copy); the friend opens it in their browser, plays the other side, sends a link back, and
// the first player's page takes it as the same game played further (no question asked). Two
// browser contexts stand for the two devices.
//   node --test tests/browser/play-link.test.mjs
import assert from 'node:assert/strict';
import { after, before, test } from 'node:test';

import { startBrowser } from '../../tools/harness/browser.mjs';
import { installClicks, installRef, selectFirstMove } from './play-helpers.mjs';

let env;
before(async () => {
  env = await startBrowser();
});
after(async () => {
  await env?.close();
});

async function device() {
  const context = await env.browser.newContext({ viewport: { width: 1366, height: 768 } });
  await context.grantPermissions(['clipboard-read', 'clipboard-write']);
  const page = await context.newPage();
  page.problems = [];
  page.on('pageerror', (e) => page.problems.push(e.message));
  page.on('console', (m) => { if (m.type() === 'error') page.problems.push(m.text()); });
  return page;
}

async function ready(page) {
  await page.waitForSelector('body[data-ready="1"]', { timeout: 15000 });
  await installRef(page);
  await installClicks(page);
}

/** Plays the first legal MOVE of the page's game by clicks, then Play move. */
async function playMove(page) {
  await selectFirstMove(page);
  await page.click('#submit');
}

const status = (page) => page.locator('#status').textContent();

test('link play: black sends a move, white answers from another browser, black takes the answer', async () => {
  const ann = await device(), bob = await device();
  await ann.goto(`${env.url}play/`);
  await ready(ann);
  await ann.click('#new-game');
  await ann.check('#new-game-form input[name="mode"][value="link"]');
  assert.equal(await ann.isVisible('#new-game-form select[name="human"]'), true, 'choose your side');
  assert.equal(await ann.isVisible('#new-game-form select[name="level"]'), false, 'no level for a friend');
  await ann.click('#new-game-start');
  await ann.waitForFunction(() => document.getElementById('status').textContent === 'Your move (Black)');

  await playMove(ann);
  assert.equal(await status(ann), "Your friend's move (White): send them the link");
  assert.equal(await ann.locator('#board-area [data-state="selectable"]').count(), 0, 'white is not played on this device');
  assert.equal(await ann.isVisible('#send-move'), true);
  await ann.click('#send-share');  // no Web Share in headless chromium: the link is copied
  const toBob = await ann.evaluate(() => navigator.clipboard.readText());
  assert.equal(toBob, await ann.locator('#send-link').inputValue());

  await bob.goto(toBob);
  await ready(bob);
  assert.equal(await bob.locator('#log li').count(), 1);
  assert.equal(await status(bob), 'Your move (White)', 'the friend plays the other side');
  const y = (page, cid) => page.evaluate((c) => document.querySelector(`#board-area [data-cid="${c}"]`).getBoundingClientRect().y, cid);
  assert.ok(await y(bob, 0) < await y(bob, 120), 'white at the bottom of white\'s device');
  await playMove(bob);
  assert.equal(await status(bob), "Your friend's move (Black): send them the link");
  const toAnn = await bob.locator('#send-link').inputValue();

  await ann.goto(toAnn);
  await ready(ann);
  assert.equal(await ann.locator('#confirm-dialog[open]').count(), 0, 'the answer continues the game: nothing to ask');
  assert.equal(await ann.locator('#log li').count(), 2);
  assert.equal(await status(ann), 'Your move (Black)');
  assert.match(await ann.locator('#last-action').textContent(), /^Last move: White moved /);
  await playMove(ann);
  assert.equal(await ann.locator('#log li').count(), 3);
  assert.deepEqual(ann.problems, []);
  assert.deepEqual(bob.problems, []);
  await ann.context().close();
  await bob.context().close();
});
