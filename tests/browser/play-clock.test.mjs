// The play page's chess clock under a controlled time (Playwright's page.clock): the remaining
// times and the running side survive a reload exactly; a running clock keeps running while the
// page is closed (web/site/play/play-clock.js), so a flag that fell meanwhile ends the game when the
// page opens again; a flag falling while the page is open ends the game. Each end is recorded as
// the END word of a timeout (docs/rules/tribun.md section 4), with the right winner, and survives a
// reload. node --test tests/browser/play-clock.test.mjs
import assert from 'node:assert/strict';
import { test } from 'node:test';

import { newPage, useBrowser } from '../../tools/harness/browser.mjs';
import { closeDialogWith, installClicks, installRef } from './play-helpers.mjs';

const env = useBrowser();

async function ready(page) {
  await page.waitForSelector('body[data-ready="1"]', { timeout: 20000 });
}

/** A new two-player game with a one-minute clock (no buffer, no increment). */
async function newClockGame(page) {
  await page.click('#new-game');
  await page.waitForSelector('#new-game-dialog[open]');
  await page.check('#new-game-form input[name="mode"][value="local"]');
  await page.check('#new-game-form input[name="clock"]');
  await page.fill('#new-game-form input[name="initial"]', '1');
  await page.fill('#new-game-form input[name="buffer"]', '0');
  await page.fill('#new-game-form input[name="increment"]', '0');
  await closeDialogWith(page, '#new-game-dialog', '#new-game-start');
  // A game in progress: the page asks before dropping it (its dialog is open by now).
  if (await page.locator('#confirm-dialog[open]').count()) await closeDialogWith(page, '#confirm-dialog', '#confirm-yes');
}

/** Plays one legal move of the side to move by clicks. */
async function playOneMove(page) {
  await installRef(page);
  await installClicks(page);
  await page.evaluate(() => {
    const words = JSON.parse(localStorage.getItem('boardrules:tribun:play:v1'));
    // The reference game follows the page's own game (it may have moves already).
    const t = window.t;
    window.ref = t.replay(words.snapshot, words.actionsB64);
    const word = [...window.ref.legalActions()].find((w) => w >>> 28 === 0 && window.clicksForWord(w));
    for (const cid of window.clicksForWord(word)) document.querySelector(`#board-area [data-cid="${cid}"]`).dispatchEvent(new MouseEvent('click', { bubbles: true }));
    document.getElementById('submit').click();
  });
}

/**
 * Stops the page's time (Playwright's clock) 1 s ahead of now, so that what follows is exact.
 * The page's start needs its timers: the time flows again (resume) before every load.
 */
async function pause(page) {
  await page.clock.pauseAt(await page.evaluate(() => Date.now()) + 1000);
}

const clocks = (page) => page.evaluate(() => [0, 1].map((s) => {
  const el = document.getElementById(`clock-${s}`);
  return `${el.textContent}${el.classList.contains('running') ? ' (running)' : ''}`;
}));

/** The last recorded word of the saved game, decoded by the engine. */
const lastSavedAction = (page) => page.evaluate(async () => {
  const t = (await (await import('/package/index.js')).loadBoardrules()).tribun;
  const saved = JSON.parse(localStorage.getItem('boardrules:tribun:play:v1'));
  const g = t.replay(saved.snapshot, saved.actionsB64, { allowServerEnds: true });
  const words = [...g.actions()];
  const out = { last: t.decodeAction(words[words.length - 1]), status: g.status, result: g.result };
  g.dispose();
  return out;
});

test('clock: kept exactly over a reload; runs on while the page is closed; a fallen flag ends and records the game', async () => {
  const page = await newPage(env.browser, { width: 1366, height: 768 });
  await page.clock.install();
  await page.goto(`${env.url}play/`);
  await ready(page);
  await pause(page);
  await newClockGame(page);
  assert.deepEqual(await clocks(page), ['Black 1:00 (running)', 'White 1:00']);

  // Black thinks 10 s and moves; white thinks 5 s.
  await page.clock.fastForward(10_000);
  await playOneMove(page);
  await page.clock.fastForward(5_000);
  assert.deepEqual(await clocks(page), ['Black 0:50', 'White 0:55 (running)']);

  // A reload gives no time back and takes none: black keeps 0:50, white's clock still runs.
  await page.clock.resume();
  await page.reload();
  await ready(page);
  const [black, white] = await clocks(page);
  assert.equal(black, 'Black 0:50');
  assert.match(white, /^White 0:5[0-5] \(running\)$/);

  // The page is closed for 70 s: white's flag fell meanwhile; opening the page ends the game.
  await page.goto('about:blank');
  await page.clock.fastForward(70_000);
  await page.goto(`${env.url}play/`);
  await ready(page);
  await page.waitForFunction(() => document.getElementById('status').textContent.startsWith('Game over'));
  assert.equal(await page.locator('#status').textContent(), 'Game over: Black wins (time)');
  assert.deepEqual(await clocks(page), ['Black 0:50', 'White 0:00']);
  assert.match(await page.locator('#log li').last().textContent(), /White ran out of time/);
  const ended = await lastSavedAction(page);
  assert.deepEqual(ended.last, { op: 'END', reason: 'timeout', loser: 1 });
  assert.equal(ended.status, 'ended');
  assert.equal(ended.result.winner, 0);

  // Still over after another reload, the clocks frozen where the game ended.
  await page.clock.fastForward(30_000);
  await page.reload();
  await ready(page);
  assert.equal(await page.locator('#status').textContent(), 'Game over: Black wins (time)');
  assert.deepEqual(await clocks(page), ['Black 0:50', 'White 0:00']);

  // A flag falling while the page is open: black runs out on its first move.
  await pause(page);
  await newClockGame(page);
  await page.clock.fastForward(59_000);
  assert.deepEqual(await clocks(page), ['Black 0:01 (running)', 'White 1:00']);
  await page.clock.fastForward(2_000);
  await page.waitForFunction(() => document.getElementById('status').textContent.startsWith('Game over'));
  assert.equal(await page.locator('#status').textContent(), 'Game over: White wins (time)');
  assert.deepEqual((await lastSavedAction(page)).last, { op: 'END', reason: 'timeout', loser: 0 });
  assert.equal(await page.locator('#submit').isDisabled(), true, 'no move after the flag fell');
  assert.deepEqual(page.problems, []);
  await page.close();
});
