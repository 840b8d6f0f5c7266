// Who plays which side on the play page (issue 32 items 2 and 3): a first visit is a game
// against the computer at the level chosen last time, two players are one click away, game files
// and links keep the seats (the `Computer` header, the link's mode: docs/RECORDS.md), and opening
// a file or a link over a game in progress asks first.
//   node --test tests/browser/play-seats.test.mjs
import assert from 'node:assert/strict';
import { after, before, test } from 'node:test';

import { newPage, startBrowser } from '../../tools/harness/browser.mjs';
import { installClicks, installRef, selectFirstMove } from './play-helpers.mjs';

let env;
before(async () => {
  env = await startBrowser();
});
after(async () => {
  await env?.close();
});

async function open(path = 'play/', page = null) {
  const p = page ?? await newPage(env.browser, { width: 1366, height: 768 });
  await p.goto(`${env.url}${path}`);
  await p.waitForSelector('body[data-ready="1"]', { timeout: 15000 });
  await installRef(p);
  await installClicks(p);
  return p;
}

const status = (page) => page.locator('#status').textContent();
const logCount = (page) => page.locator('#log li').count();

/** Plays the first legal board move of the page's position by clicks. */
async function playFirstMove(page) {
  await selectFirstMove(page);
  await page.click('#submit');
}

async function waitComputerAnswered(page, count) {
  await page.waitForFunction((n) => document.querySelectorAll('#log li').length >= n
    && !document.getElementById('status').classList.contains('thinking'), count, { timeout: 20000 });
}

test('a first visit plays the computer; two players are one click away; the level is remembered', async () => {
  const page = await open();
  assert.equal(await status(page), 'Your move (Black)', 'the page opens on a game against the computer');
  await playFirstMove(page);
  await waitComputerAnswered(page, 2);
  assert.match(await page.locator('#last-action').textContent(), /^The computer’s move: White /);

  // One click: two players, the moves kept; nobody answers for White any more.
  await page.locator('#players-toggle').click();
  await page.waitForFunction(() => document.getElementById('status').textContent === 'Black to move');
  await playFirstMove(page);
  assert.equal(await status(page), 'White to move');
  await page.waitForTimeout(600);
  assert.equal(await logCount(page), 3, 'no computer move in a two-player game');

  // A level chosen in New game is the level of the next first visit.
  await page.click('#new-game');
  await page.check('#new-game-form input[name="mode"][value="computer"]');
  await page.selectOption('#new-game-form select[name="level"]', '4');
  await page.click('#new-game-start');
  await page.locator('#confirm-yes').click();
  await page.waitForFunction(() => document.getElementById('status').textContent === 'Your move (Black)');
  await page.evaluate(() => localStorage.removeItem('boardrules:tribun:play:v1'));  // no saved game: a new one
  await open('play/', page);
  assert.equal(await status(page), 'Your move (Black)');
  await page.click('#new-game');
  assert.equal(await page.locator('#new-game-form select[name="level"]').inputValue(), '4');
  assert.deepEqual(page.problems, []);
  await page.close();
});

test('a game file and a link keep who plays which side; opening one over a game in progress asks', async () => {
  const context = await env.browser.newContext({ viewport: { width: 1366, height: 768 } });
  await context.grantPermissions(['clipboard-read', 'clipboard-write']);
  const page = await context.newPage();
  page.problems = [];
  page.on('pageerror', (e) => page.problems.push(e.message));
  await open('play/', page);
  await playFirstMove(page);
  await waitComputerAnswered(page, 2);
  await page.locator('#share').click();
  await page.locator('#copy-file').click();
  const record = await page.evaluate(() => navigator.clipboard.readText());
  assert.match(record, /\[Computer "white 2"\]/, 'the file names the computer\'s side and level');
  await page.locator('#copy-link').click();
  const link = await page.evaluate(() => navigator.clipboard.readText());
  await page.keyboard.press('Escape');

  // The file, opened by another player on a two-player page: the computer plays white again.
  for (const text of [record, link]) {
    const other = await open('play/?players=2');
    assert.equal(await status(other), 'Black to move');
    await other.locator('#share').click();
    await other.locator('#import-text').fill(text);
    await other.locator('#import-paste').click();
    await other.waitForFunction(() => document.querySelectorAll('#log li').length === 2);
    assert.equal(await status(other), 'Your move (Black)', 'the seats come with the game');
    await playFirstMove(other);
    await waitComputerAnswered(other, 4);
    assert.deepEqual(other.problems, []);
    await other.close();
  }

  // The link opened in a fresh page: the same.
  const fresh = await open(link.replace(env.url, ''));
  assert.equal(await logCount(fresh), 2);
  assert.equal(await status(fresh), 'Your move (Black)');
  assert.match(await page.locator('#message').textContent() + await fresh.locator('#message').textContent(), /against the computer \(level 2\)/);
  await fresh.close();

  // Over a game in progress: pasting asks; "Keep playing" keeps it, "Open it" replaces it.
  await playFirstMove(page);
  await waitComputerAnswered(page, 4);
  for (const answer of ['#confirm-no', '#confirm-yes']) {
    await page.locator('#share').click();
    await page.locator('#import-text').fill(record);
    await page.locator('#import-paste').click();
    await page.waitForSelector('#confirm-dialog[open]');
    await page.locator(answer).click();
    await page.waitForFunction((n) => document.querySelectorAll('#log li').length === n, answer === '#confirm-no' ? 4 : 2);
  }
  // A link opened over the saved game in progress: the page asks before replacing it.
  await playFirstMove(page);
  await waitComputerAnswered(page, 4);
  await page.goto(link);
  await page.waitForSelector('#confirm-dialog[open]', { timeout: 15000 });
  assert.equal(await logCount(page), 4, 'the game in progress is shown while the page asks');
  await page.locator('#confirm-no').click();
  // The answer is read when the dialog's close event arrives, a task after the click.
  await page.locator('#message').filter({ hasText: /Kept the game in progress/ }).waitFor({ timeout: 5000 });
  assert.equal(await logCount(page), 4);
  assert.deepEqual(page.problems, []);
  await context.close();
});
