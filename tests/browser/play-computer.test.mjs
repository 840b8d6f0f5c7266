// The play page against the computer, as a player uses it: the new-game dialog offers the
// computer (colour, level 1-6), a whole game by clicks against level 1 ends on the page, the
// search runs in the engine worker (no main-thread task over 50 ms while it thinks), a reload
// keeps the game and the computer still answers; the move list shows the notation; the clock
// runs with its increment and is never dropped by a take-back.
//   node --test tests/browser/play-computer.test.mjs
import assert from 'node:assert/strict';
import { test } from 'node:test';

import { newPage, useBrowser } from '../../tools/harness/browser.mjs';
import { closeDialogWith, installClicks, installPicker, installRef } from './play-helpers.mjs';

const HUMAN_MOVES_BEFORE_RESIGN = 40;  // a ply cap: the game ends by resignation if not before

const env = useBrowser();

// Before any page script: the main thread's long tasks, and the windows in which the engine
// worker searches (from a think message posted to it until its answer arrives).
function watchWorkerAndLongTasks() {
  window.thinks = [];
  window.longTasks = [];
  new PerformanceObserver((list) => {
    for (const e of list.getEntries()) window.longTasks.push({ start: e.startTime, end: e.startTime + e.duration });
  }).observe({ type: 'longtask', buffered: true });
  const PageWorker = window.Worker;
  window.Worker = class extends PageWorker {
    constructor(...args) {
      super(...args);
      this.addEventListener('message', () => {
        const w = window.thinks.at(-1);
        if (w && w.end === undefined) w.end = performance.now();
      });
    }
    postMessage(message, ...rest) {
      if (message?.type === 'think') window.thinks.push({ start: performance.now() });
      return super.postMessage(message, ...rest);
    }
  };
  // Long tasks that began while the worker was searching: the search blocking the page. The
  // task that receives the answer (it applies and draws the computer's move) begins just before
  // our listener stamps w.end, so a task must begin 2 ms before the answer to count.
  window.blockingTasks = () => window.longTasks.filter((lt) =>
    window.thinks.some((w) => w.end !== undefined && lt.start >= w.start && lt.start < w.end - 2));
  window.searches = () => window.thinks.filter((w) => w.end !== undefined).length;
}

/** Opens /play/ with the watchers, window.ref following the page's game and the click helpers. */
async function openWatched(viewport) {
  const page = await newPage(env.browser, viewport);
  await page.addInitScript(watchWorkerAndLongTasks);
  await page.goto(`${env.url}play/`);
  await page.waitForSelector('body[data-ready="1"]', { timeout: 15000 });
  await installHelpers(page);
  return page;
}

async function installHelpers(page) {
  await installRef(page);
  await installClicks(page);
  await page.evaluate(() => {
    window.syncRef = () => {
      const s = JSON.parse(localStorage.getItem('boardrules:tribun:play:v1'));
      window.ref.dispose();
      window.ref = window.t.replay(s.snapshot, s.actionsB64);
    };
  });
}

/** Waits until it is the human's turn or the game is over; returns 'human' or 'over'. */
async function waitTurn(page) {
  const handle = await page.waitForFunction(() => {
    const s = document.getElementById('status');
    if (s.classList.contains('over')) return 'over';
    return !s.classList.contains('thinking') && s.textContent.startsWith('Your move') ? 'human' : false;
  }, null, { timeout: 20000, polling: 50 });
  return handle.jsonValue();
}

/** Plays one human move by clicking the tiles of a legal action, then "Play move". */
async function humanMove(page) {
  await page.evaluate(() => {
    window.syncRef();
    const word = window.pickWord();
    const clicks = window.clicksForWord(word);
    if (clicks === null) throw new Error(`no clicks for word ${word}`);
    for (const cid of clicks) {
      document.querySelector(`#board-area [data-cid="${cid}"]`).dispatchEvent(new MouseEvent('click', { bubbles: true }));
    }
  });
  assert.equal(await page.locator('#submit').isEnabled(), true, 'the clicked action can be played');
  await page.click('#submit');
}

async function startComputerGame(page, { human = '0', level = '1' } = {}) {
  await page.click('#new-game');
  await page.waitForSelector('#new-game-dialog[open]');
  assert.equal(await page.isVisible('#mode-computer-label'), true, 'the dialog offers the computer');
  await page.check('#new-game-form input[name="mode"][value="computer"]');
  assert.equal(await page.isVisible('#computer-options'), true, 'colour and level shown');
  assert.deepEqual(await page.locator('#new-game-form select[name="level"] option').allTextContents(), ['1', '2', '3', '4', '5', '6']);
  await page.selectOption('#new-game-form select[name="human"]', human);
  await page.selectOption('#new-game-form select[name="level"]', level);
  await closeDialogWith(page, '#new-game-dialog', '#new-game-start');
}

test('play vs computer: a whole game by clicks at level 1, the worker thinks, reload keeps the game', async () => {
  const t0 = Date.now();
  const page = await openWatched({ width: 1366, height: 768 });
  await startComputerGame(page);
  await installPicker(page, 11);
  assert.match(await page.textContent('#status'), /^Your move \(Black\)/);

  let humanMoves = 0, thinks = 0, blocking = [], result = 'human';
  while (result === 'human' && humanMoves < HUMAN_MOVES_BEFORE_RESIGN) {
    const before = await page.locator('#log li').count();
    await humanMove(page);
    humanMoves += 1;
    if (humanMoves === 3) {
      // Reload while the computer is to move: the game is kept and the computer still answers.
      blocking.push(...await page.evaluate(() => window.blockingTasks()));
      thinks += await page.evaluate(() => window.searches());
      await page.reload();
      await page.waitForSelector('body[data-ready="1"]', { timeout: 15000 });
      await installHelpers(page);
      await installPicker(page, 12);
      assert.equal(await page.locator('#log li').count() >= before + 1, true, 'the moves survive the reload');
    }
    result = await waitTurn(page);
    if (result === 'human') assert.equal(await page.locator('#log li').count() >= before + 2, true, 'the computer answered');
  }
  if (result !== 'over') {
    await page.click('#resign');
    await page.waitForSelector('#confirm-dialog[open]');
    await page.click('#confirm-yes');
  }
  await page.waitForSelector('#status.over', { timeout: 5000 });
  assert.match(await page.textContent('#status'), /^Game over: /);
  blocking.push(...await page.evaluate(() => window.blockingTasks()));
  thinks += await page.evaluate(() => window.searches());

  assert.ok(thinks >= humanMoves - 2, `the computer thought after the player's moves (${thinks} searches seen)`);
  assert.deepEqual(blocking, [], 'no main-thread task over 50 ms while the computer thinks');
  assert.ok(page.workers().length >= 1, 'the search runs in a Web Worker');
  assert.deepEqual(page.problems, []);
  console.log(`${humanMoves} moves by the player, ${thinks} searches watched, ended ${result === 'over' ? 'on the board' : 'by resignation'}, ${Date.now() - t0} ms`);
  await page.close();
});

test('play vs computer: the move list shows the notation of every move', async () => {
  const page = await openWatched({ width: 1366, height: 768 });
  await startComputerGame(page, { human: '1' });  // the computer (black) moves first
  await installPicker(page, 5);
  for (let i = 0; i < 3; ++i) {
    assert.equal(await waitTurn(page), 'human');
    await humanMove(page);
  }
  assert.equal(await waitTurn(page), 'human');
  const { shown, expected } = await page.evaluate(() => {
    window.syncRef();
    const s = JSON.parse(localStorage.getItem('boardrules:tribun:play:v1'));
    const g = window.t.replay(s.snapshot, '');
    const words = [...window.ref.actions()];
    const out = [];
    for (const w of words) {
      out.push(`${g.turn === 0 ? 'Black' : 'White'} ${g.formatAction(w)}`);
      g.apply(w);
    }
    g.dispose();
    return { shown: [...document.querySelectorAll('#log li .text')].map((e) => e.textContent), expected: out };
  });
  assert.equal(shown.length, 7);
  assert.deepEqual(shown, expected, 'each entry is the side and game.formatAction of its move');
  for (const text of shown) assert.match(text, /^(Black|White) \S/);
  assert.deepEqual(page.problems, []);
  await page.close();
});

test('play vs computer with a clock: the clock runs, the increment is added, no take-back drops it', async () => {
  const page = await openWatched({ width: 390, height: 844 });
  await page.click('#new-game');
  await page.waitForSelector('#new-game-dialog[open]');
  await page.check('#new-game-form input[name="mode"][value="computer"]');
  await page.selectOption('#new-game-form select[name="level"]', '1');
  await page.check('#new-game-form input[name="clock"]');
  await page.fill('#new-game-form input[name="initial"]', '1');
  await page.fill('#new-game-form input[name="buffer"]', '0');
  await page.fill('#new-game-form input[name="increment"]', '7');
  await closeDialogWith(page, '#new-game-dialog', '#new-game-start');
  assert.equal(await page.isVisible('#clocks'), true, 'the clocks are shown');
  assert.equal(await page.textContent('#clock-1'), 'White 1:00');
  await installPicker(page, 3);
  await page.waitForFunction(() => document.getElementById('clock-0').textContent === 'Black 0:59', null, { timeout: 5000 });
  assert.match(await page.getAttribute('#clock-0', 'class'), /running/);
  await humanMove(page);
  assert.equal(await waitTurn(page), 'human');
  // Black moved within a few seconds and got 7 s back; white (the computer) too.
  assert.match(await page.textContent('#clock-0'), /^Black 1:0[0-6]$/);
  assert.match(await page.textContent('#clock-1'), /^White 1:0[0-7]$/);
  assert.equal(await page.isDisabled('#undo'), true, 'no take-back while a clock runs');
  assert.deepEqual(page.problems, []);
  await page.close();
});
