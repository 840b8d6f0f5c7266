// The play page under random use: a seeded sequence of what a player can do (tiles, mostly the
// highlighted ones; Play move; the page's buttons and dialogs with random choices; keys on the
// board; reloads) checked after every step against what must always hold:
//   - no uncaught error, console error or warning;
//   - the game saved in localStorage, replayed by a fresh engine, gives the board the page shows
//     (when the page shows the live position with no move pending);
//   - a reload shows the same game (moves listed and board).
// A failure prints the seed and the last steps; MONKEY_SEED / MONKEY_STEPS replay or lengthen a run.
//   node --test tests/browser/play-monkey.test.mjs
import assert from 'node:assert/strict';
import { test } from 'node:test';

import { useBrowser } from '../../tools/harness/browser.mjs';
import { installRef, openPlay } from './play-helpers.mjs';
import { clickRandomTile, monkeyRuns, randomFrom, runRandomSteps } from './random-use.mjs';

const { steps: STEPS, seeds: SEEDS } = monkeyRuns(120, [20261127, 7]);

const env = useBrowser();

// In the page: what the checks need to know.
function pageState() {
  const saved = JSON.parse(localStorage.getItem('boardrules:tribun:play:v1') ?? 'null');
  let savedBoard = null;
  if (saved) {
    const g = window.t.replay(saved.snapshot, saved.actionsB64);
    savedBoard = window.hexOf(g.board());
    g.dispose();
  }
  return {
    moves: document.querySelectorAll('#log li').length,
    board: window.pageBoardHex(),
    savedBoard,
    dialog: [...document.querySelectorAll('dialog')].find((d) => d.open)?.id ?? null,
    reviewing: !document.getElementById('review-bar').hidden,
    pending: !document.getElementById('submit').disabled || !document.getElementById('cancel').disabled,
    computerThinking: document.getElementById('status').classList.contains('thinking'),
  };
}

/** One random step; returns what it did. */
async function step(page, rnd, state) {
  if (state.dialog) {
    if (rnd.next() < 0.25) {
      await page.keyboard.press('Escape');
      return 'Escape';
    }
    const controls = await page.locator(`#${state.dialog} :is(button, input, select):visible:enabled`).all();
    if (!controls.length) return 'dialog without controls';
    const c = rnd.pick(controls);
    const [tag, type, name] = await c.evaluate((e) => [e.tagName, e.type, e.id || e.name || e.textContent.trim()]);
    if (tag === 'SELECT') await c.selectOption(rnd.pick(await c.evaluate((e) => [...e.options].map((o) => o.value))));
    else if (type === 'number') await c.fill(String(Math.floor(rnd.next() * 30)));
    else if (type === 'text' || tag === 'TEXTAREA') await c.fill(rnd.pick(['', 'not a game', 'f2-f3']));
    else await c.click({ timeout: 2000 });
    return `${state.dialog}: ${name}`;
  }
  const submit = page.locator('#submit');
  if (state.pending && rnd.next() < 0.5 && (await submit.isEnabled())) {
    await submit.click();
    return 'Play move';
  }
  const r = rnd.next();
  if (r < 0.6) return clickRandomTile(page.locator('#board-area'), rnd);
  if (r < 0.75) {
    if (!(await submit.isEnabled())) return 'Play move (disabled)';
    await submit.click();
    return 'Play move';
  }
  if (r < 0.8) {
    const key = rnd.pick(['ArrowLeft', 'ArrowRight', 'ArrowUp', 'ArrowDown', 'Enter', ' ', 'Escape', 'Home', 'End']);
    await page.locator('#board-area svg').focus();  // the board's one focus stop
    await page.keyboard.press(key);
    return `key ${key}`;
  }
  if (r < 0.95) {
    let buttons = await page.locator('main button:visible:enabled').all();
    // Games that end or restart at once teach the checks little: mostly leave those buttons alone.
    if (rnd.next() < 0.8) {
      const ids = await Promise.all(buttons.map((b) => b.evaluate((e) => e.id)));
      buttons = buttons.filter((_, i) => !/^(resign|new-game|offer-draw|accept-draw)$/.test(ids[i]));
    }
    const button = rnd.pick(buttons);
    const name = await button.evaluate((e) => e.id || e.textContent.trim());
    await button.click({ timeout: 2000 });
    return `button ${name}`;
  }
  const before = state;
  await page.reload();
  await page.waitForSelector('body[data-ready="1"]', { timeout: 15000 });
  await installRef(page);
  const now = await page.evaluate(pageState);
  if (!before.reviewing && !before.pending && !before.computerThinking) {
    assert.equal(now.moves, before.moves, 'a reload keeps the listed moves');
    assert.equal(now.board, before.board, 'a reload keeps the board');
  }
  return 'reload';
}

for (const seed of SEEDS) {
  test(`play: ${STEPS} random steps (seed ${seed}) keep the page, the saved game and the board in agreement`, async (t) => {
    const page = await openPlay(env, { width: 1366, height: 768 });
    page.on('dialog', (d) => d.dismiss());
    const rnd = randomFrom(seed);
    const done = await runRandomSteps(page, {
      seed, steps: STEPS, rnd,
      step: async () => step(page, rnd, await page.evaluate(pageState)),
      check: async () => {
        const now = await page.evaluate(pageState);
        if (!now.dialog && !now.reviewing && !now.pending && !now.computerThinking && now.savedBoard) {
          assert.equal(now.board, now.savedBoard, 'the board shown is the saved game replayed');
        }
      },
    });
    const played = done.filter((d) => d.endsWith(': Play move')).length;
    t.diagnostic(`moves played ${played}, reloads ${done.filter((d) => d.endsWith('reload')).length}, skipped ${done.filter((d) => d.includes('skipped')).length}`);
    assert.ok(played >= 3, `the random player played moves (${played})`);
    await page.close();
  });
}
