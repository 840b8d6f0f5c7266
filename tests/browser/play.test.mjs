// The play page as a player uses it: a whole game by keyboard only, the game kept over a reload,
// the page never scrolling by itself, reviewing earlier positions from the move list, a shared
// link, flipping the board.
//   node --test tests/browser/play.test.mjs
import assert from 'node:assert/strict';
import { test } from 'node:test';

import { useBrowser } from '../../tools/harness/browser.mjs';
import { installClicks, installPicker, installRef, logCount, openPlay, pageBoardHex, refBoardHex } from './play-helpers.mjs';
import { arrowKeys } from './arrow-keys.mjs';

const env = useBrowser();

/** In the page: plays `n` plies (or until the game ends) by dispatched clicks; returns plies. */
function playByClicks(n) {
  const tile = (cid) => document.querySelector(`#board-area [data-cid="${cid}"]`);
  let plies = 0;
  while (plies < n && window.ref.status === 'active') {
    const legal = [...window.ref.legalActions()].filter((w) => w >>> 28 <= 8 && w >>> 28 !== 1);
    const word = legal[(plies * 7919) % legal.length];
    for (const cid of window.clicksForWord(word)) tile(cid).dispatchEvent(new MouseEvent('click', { bubbles: true }));
    document.getElementById('submit').click();
    window.refApply(word);
    plies += 1;
  }
  return plies;
}

/** The play page after `plies` plies played by clicks. */
async function openPlayed(plies, viewport) {
  const page = await openPlay(env, viewport);
  await installClicks(page);
  assert.equal(await page.evaluate(playByClicks, plies), plies);
  return page;
}

test('play: a whole game by keyboard only (Tab, arrows, Space, Enter)', async () => {
  const page = await openPlay(env, { width: 1366, height: 768 });
  await installClicks(page);
  await installPicker(page, 7);
  // Reach the board with Tab only: it is one focus stop.
  for (let i = 0; i < 20; ++i) {
    await page.keyboard.press('Tab');
    if (await page.evaluate(() => document.activeElement?.closest?.('#board-area') !== null)) break;
  }
  assert.equal(await page.evaluate(() => document.activeElement === document.querySelector('#board-area svg')), true, 'Tab reaches the board');
  const focused = () => page.evaluate(() => Number(document.querySelector('#board-area .tile.kb-focus')?.dataset.cid ?? -1));
  assert.notEqual(await focused(), -1, 'focus ring on a tile');
  assert.match(await page.evaluate(() => {
    const svg = document.querySelector('#board-area svg');
    return document.getElementById(svg.getAttribute('aria-activedescendant')).getAttribute('aria-label');
  }), /^[a-l]\d+, /, 'the focused tile has a name');

  let plies = 0, keys = 0;
  while (plies < 300) {
    const status = await page.evaluate(() => window.ref.status);
    if (status !== 'active') break;
    const word = await page.evaluate(() => window.pickWord());
    const clicks = await page.evaluate((w) => window.clicksForWord(w), word);
    for (const cid of clicks) {
      for (const key of arrowKeys(await focused(), cid)) {
        await page.keyboard.press(key);
        keys += 1;
      }
      assert.equal(await focused(), cid);
      await page.keyboard.press('Space');
      keys += 1;
    }
    await page.keyboard.press('Enter');
    keys += 1;
    await page.evaluate((w) => {
      window.refApply(w);
      if (window.ref.status === 'active' && !window.ref.legalActions().some((x) => x >>> 28 <= 9)) window.ref.endByServer(1, window.ref.turn);
    }, word);
    plies += 1;
    if (plies % 10 === 0) assert.equal(await pageBoardHex(page), await refBoardHex(page), `ply ${plies}`);
  }
  assert.equal(await pageBoardHex(page), await refBoardHex(page));
  const status = await page.locator('#status').textContent();
  console.log(`# keyboard game: ${plies} plies, ${keys} key presses, ${status}`);
  assert.match(status, /^Game over: /);
  // Moves were announced in a live region.
  assert.match(await page.locator('[aria-live="polite"].tb-sr').first().textContent(), /\S/);
  assert.deepEqual(page.problems, []);
  await page.close();
});

test('play: Escape cancels a keyboard selection; Shift+Space cycles back', async () => {
  const page = await openPlay(env);
  await page.locator('#board-area svg').focus();
  const origin = await page.evaluate(() => Number(document.querySelector('#board-area .tile.kb-focus').dataset.cid));
  await page.keyboard.press('Space');
  assert.equal(await page.locator(`#board-area [data-cid="${origin}"]`).getAttribute('data-state'), 'selected');
  await page.keyboard.press('Escape');
  assert.equal(await page.locator(`#board-area [data-cid="${origin}"]`).getAttribute('data-state'), 'selectable');
  assert.equal(await page.locator('#board-area [data-state="selected"]').count(), 0);
  await page.close();
});

test('play: a reload keeps the game, the flip and the move list', async () => {
  const page = await openPlayed(6);
  await page.locator('#flip').click();
  const before = { board: await pageBoardHex(page), log: await logCount(page), status: await page.locator('#status').textContent() };
  await page.reload();
  await page.waitForSelector('body[data-ready="1"]');
  await installRef(page);
  assert.equal(await pageBoardHex(page), before.board);
  assert.equal(await logCount(page), before.log);
  assert.equal(await page.locator('#status').textContent(), before.status);
  assert.equal(await page.locator('#flip').getAttribute('aria-pressed'), 'true');
  assert.deepEqual(page.problems, []);
  await page.close();
});

for (const viewport of [{ width: 390, height: 844 }, { width: 1366, height: 768 }]) {
  test(`play: the page does not move during 20 moves (${viewport.width}x${viewport.height})`, async () => {
    const page = await openPlay(env, viewport);
    await installClicks(page);
    const scrollable = await page.evaluate(() => document.documentElement.scrollHeight > innerHeight);
    if (scrollable) await page.evaluate(() => window.scrollTo(0, 120));
    const start = await page.evaluate(() => ({ y: scrollY, board: document.querySelector('#board-area svg').getBoundingClientRect().toJSON() }));
    assert.equal(await page.evaluate(playByClicks, 20), 20);
    const end = await page.evaluate(() => ({ y: scrollY, board: document.querySelector('#board-area svg').getBoundingClientRect().toJSON() }));
    assert.equal(end.y, start.y, 'scroll position');
    assert.deepEqual(end.board, start.board, 'board position');
    assert.equal(await logCount(page), 20);
    // The list scrolled inside itself to its last entry.
    assert.equal(await page.evaluate(() => {
      const log = document.getElementById('log');
      const last = log.lastElementChild.getBoundingClientRect(), box = log.getBoundingClientRect();
      return last.bottom <= box.bottom + 1 && last.top >= box.top - 1;
    }), true, 'last move visible in the list');
    assert.deepEqual(page.problems, []);
    await page.close();
  });
}

test('play: a new game asked for from below the board (390x844) shows the whole board, keyboard on it', async () => {
  const page = await openPlayed(2, { width: 390, height: 844 });
  await page.locator('#new-game').click();  // "New game…" is below the board: the page scrolls to it
  await page.locator('input[name="mode"][value="computer"]').check();
  await page.locator('select[name="human"]').selectOption('1');  // white: the computer moves first
  await page.locator('#new-game-start').click();
  await page.locator('#confirm-dialog[open]').waitFor();
  await page.locator('#confirm-yes').click();
  await page.waitForFunction(() => document.activeElement === document.querySelector('#board-area svg'), null, { timeout: 5000 });
  const box = await page.evaluate(() => document.getElementById('board-area').getBoundingClientRect().toJSON());
  assert.ok(box.top >= -1 && box.bottom <= 845 && box.left >= -1 && box.right <= 391, `board in view: ${JSON.stringify(box)}`);
  assert.deepEqual(page.problems, []);
  await page.close();
});

test('play: every dialog opens at its top on a phone (390x844), its title read first', async () => {
  const page = await openPlay(env, { width: 390, height: 844 });
  for (const [button, dialog] of [['#help', '#help-dialog'], ['#new-game', '#new-game-dialog'], ['#share', '#share-dialog']]) {
    await page.locator(button).click();
    await page.locator(`${dialog}[open]`).waitFor();
    const seen = await page.evaluate((d) => {
      const el = document.querySelector(d);
      const title = el.querySelector('h2').getBoundingClientRect();
      return { scrollTop: el.scrollTop, titleTop: title.top, titleBottom: title.bottom, focusInside: el.contains(document.activeElement) };
    }, dialog);
    assert.equal(seen.scrollTop, 0, `${dialog} opens scrolled to its top`);
    assert.ok(seen.titleTop >= 0 && seen.titleBottom <= 844, `${dialog}'s title is on screen: ${JSON.stringify(seen)}`);
    assert.ok(seen.focusInside, `${dialog} has the focus`);
    await page.keyboard.press('Escape');
    await page.locator(`${dialog}[open]`).waitFor({ state: 'detached' });
  }
  assert.deepEqual(page.problems, []);
  await page.close();
});

test('play: the move list shows earlier positions (click, arrow keys, back to the game)', async () => {
  const page = await openPlayed(8);
  const boardAfter = (n) => page.evaluate((k) => {
    const g = window.t.replay(window.refStart, window.pack(window.refWords.slice(0, k)));
    const hex = window.hexOf(g.board());
    g.dispose();
    return hex;
  }, n);
  const scrollBefore = await page.evaluate(() => scrollY);
  await page.locator('#log button[data-ply="3"]').click();
  assert.equal(await pageBoardHex(page), await boardAfter(3));
  assert.equal(await page.locator('#review-bar').isVisible(), true);
  assert.equal(await page.locator('#board-area [data-state="selectable"]').count(), 0, 'no play while reviewing');
  await page.keyboard.press('ArrowLeft');
  assert.equal(await pageBoardHex(page), await boardAfter(2));
  await page.keyboard.press('Home');
  assert.equal(await pageBoardHex(page), await boardAfter(0));
  await page.keyboard.press('ArrowRight');
  assert.equal(await pageBoardHex(page), await boardAfter(1));
  assert.equal(await page.locator('#log [aria-current="step"]').getAttribute('data-ply'), '1');
  await page.locator('#review-exit').click();
  assert.equal(await pageBoardHex(page), await refBoardHex(page));
  assert.equal(await page.locator('#review-bar').isVisible(), false);
  assert.ok((await page.locator('#board-area [data-state="selectable"]').count()) > 0);
  assert.equal(await page.evaluate(() => scrollY), scrollBefore);
  assert.deepEqual(page.problems, []);
  await page.close();
});

test('play: a shared link opens the same game; flip puts white at the bottom', async () => {
  const page = await openPlayed(5);
  await page.context().grantPermissions(['clipboard-read', 'clipboard-write']);
  await page.locator('#share').click();
  await page.locator('#copy-link').click();
  await page.locator('#share-message').filter({ hasText: 'copied' }).waitFor();
  const link = await page.evaluate(() => navigator.clipboard.readText());
  assert.match(link, /\/play\/#game=[A-Za-z0-9_-]+$/);
  const other = await (await env.browser.newContext()).newPage();
  await other.goto(link);
  await other.waitForSelector('body[data-ready="1"]');
  await installRef(other);
  assert.equal(await pageBoardHex(other), await pageBoardHex(page));
  assert.equal(await logCount(other), 5);
  assert.equal(new URL(other.url()).hash, '', 'the link is consumed');

  const y = (cid) => other.evaluate((c) => document.querySelector(`#board-area [data-cid="${c}"]`).getBoundingClientRect().y, cid);
  const f1 = 0 * 11 + 0, f11 = 10 * 11 + 10;   // (-5,-5) and (5,5)
  assert.ok(await y(f1) > await y(f11), 'black\'s side at the bottom');
  await other.locator('#flip').click();
  assert.ok(await y(f1) < await y(f11), 'flipped: white\'s side at the bottom');
  const files = await other.locator('#board-area .coord').allTextContents();
  assert.equal(files.length, 22);

  // A link made before the play page moved from /demo/ to /play/ still opens its game.
  const old = await (await env.browser.newContext()).newPage();
  await old.goto(link.replace('/play/#', '/demo/#'));
  await old.waitForSelector('body[data-ready="1"]');
  assert.equal(new URL(old.url()).pathname, '/play/');
  await installRef(old);
  assert.equal(await pageBoardHex(old), await pageBoardHex(page));
  assert.equal(await logCount(old), 5);
  await old.close();
  await other.close();
  await page.close();
});
