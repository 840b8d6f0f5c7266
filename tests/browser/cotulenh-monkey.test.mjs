// The CoTuLenh page under random use: a seeded sequence of what two players can do (squares,
// mostly the offered ones; the buttons naming moves that share both squares; Commit, Cancel,
// Undo, New game answered either way; keys on the board; reloads) checked after every step
// against what must always hold:
//   - no uncaught error, console error or warning;
//   - the game kept in localStorage, played again by a fresh engine, is the game the page shows
//     (units, side to move, open deploy turn, turns listed): a reload can never lose or change it.
// A failure prints the seed and the last steps; MONKEY_SEED / MONKEY_STEPS replay or lengthen a run.
//   node --test tests/browser/cotulenh-monkey.test.mjs
import assert from 'node:assert/strict';
import { test } from 'node:test';

import { newPage, useBrowser } from '../../tools/harness/browser.mjs';
import { monkeyRuns, randomFrom, runRandomSteps } from './random-use.mjs';

// Seeds whose runs form stacks and open, commit and cancel deploy turns (most random games never
// do: 2 of 9 seeds tried).
const { steps: STEPS, seeds: SEEDS } = monkeyRuns(120, [20261127, 4]);

const env = useBrowser();

async function open(page) {
  await page.waitForSelector('body[data-ready="1"]', { timeout: 15000 });
}

// "New game" asks only when a game is in progress: one handler answers whatever comes (a handler
// per click would be left over, and answer a later dialog twice).
let answerYes = true;

/** One random step; returns what it did. */
async function step(page, rnd) {
  const u = rnd.next();
  const enabled = async (id) => page.locator(`#${id}`).isEnabled();
  // An open deploy turn is where the kept game is easiest to get wrong: end it often, either way.
  if ((await page.getAttribute('body', 'data-deploy')) === '1' && rnd.next() < 0.3) {
    const id = (await enabled('commit')) && rnd.next() < 0.5 ? 'commit' : 'cancel';
    await page.click(`#${id}`);
    return `${id} the deploy turn`;
  }
  if (u < 0.65) {
    // Choices named after a click are taken mostly; stacks and the rings (captures and joins)
    // are favoured, so that stacks form and deploy turns open and close often.
    const choices = await page.locator('#choices button').all();
    if (choices.length && rnd.next() < 0.8) {
      const b = rnd.pick(choices);
      const text = await b.textContent();
      await b.click({ timeout: 2000 });
      return `choice ${text}`;
    }
    const targets = await page.locator('[data-target]').all();
    // In an open deploy turn only the stack's members move: select it, or play one of its steps.
    const origin = /the stack on ([a-k]\d+)/.exec(await page.locator('#status').textContent())?.[1];
    if (origin && rnd.next() < 0.7) {
      const square = targets.length ? await rnd.pick(targets).getAttribute('data-target') : origin;
      await page.locator(`rect[data-square="${square}"]`).click({ timeout: 2000 });
      return `deploy square ${square}`;
    }
    const rings = await page.locator('.cotulenh-target-ring').all();
    const pieces = await page.locator('[data-piece]').all();
    const stacks = [];
    for (const p of pieces) if ((await p.textContent()).includes('(')) stacks.push(p);
    const v = rnd.next();
    const from = stacks.length && v < 0.25 ? stacks : rings.length && v < 0.45 ? rings : targets.length && v < 0.8 ? targets
      : pieces.length && v < 0.95 ? pieces : await page.locator('rect[data-square]').all();
    const el = rnd.pick(from);
    const square = (await el.getAttribute('data-target')) ?? (await el.getAttribute('data-piece')) ?? (await el.getAttribute('data-square'));
    await page.locator(`rect[data-square="${square}"]`).click({ timeout: 2000 });
    return `square ${square}${await page.getAttribute('body', 'data-deploy') === '1' ? ' (deploy turn open)' : ''}`;
  }
  if (u < 0.85) {
    const id = rnd.pick(['commit', 'cancel', 'undo', 'undo', 'redo', 'restart']);
    if (!(await enabled(id))) return `${id} (disabled)`;
    answerYes = rnd.next() < 0.5;
    await page.click(`#${id}`);
    return id === 'restart' ? `new game (a question would be answered ${answerYes ? 'yes' : 'no'})` : id;
  }
  if (u < 0.9) {
    // Looking back: a turn of the list (the last one is the game itself).
    const turns = await page.locator('#history button[data-ply]').all();
    if (!turns.length) return 'no turn to look back to';
    const b = rnd.pick(turns);
    const ply = await b.getAttribute('data-ply');
    await b.click({ timeout: 2000 });
    return `look at turn ${ply}`;
  }
  if (u < 0.95) {
    await page.focus('#board');
    const keys = [];
    for (let i = 1 + Math.floor(rnd.next() * 4); i > 0; --i) {
      const key = rnd.pick(['ArrowUp', 'ArrowDown', 'ArrowLeft', 'ArrowRight', 'ArrowUp', 'Enter', ' ', 'Escape']);
      await page.keyboard.press(key);
      keys.push(key);
    }
    return `keys ${keys.join(' ')}`;
  }
  await page.reload();
  await open(page);
  return 'reload';
}

// In the page: the saved turns played again by a fresh game, against what the page shows (while
// the page shows an earlier position, data-review's turn: the saved turns up to it).
async function savedGameDisagreement(page) {
  return page.evaluate(async () => {
    const { loadBoardrules } = await import('/package/index.js');
    const { cotulenh } = await loadBoardrules();
    const { loadTurns } = await import('/games/cotulenh/cotulenh-saved.js');
    let g;
    try {
      g = cotulenh.fromTurns(loadTurns());
    } catch (error) {
      return `the saved game does not replay: ${error.message}`;
    }
    let at = null;
    try {
      const review = document.body.dataset.review;
      if (review !== '0') {
        if (!/^[1-9]\d*$/.test(review)) return `review: ${review}`;
        at = cotulenh.fromTurns(loadTurns().slice(0, Number(review)));
      }
      const want = (at ?? g).board().map((b) => `${b.square}=${b.piece}`).sort().join(' ');
      const shown = [...document.querySelectorAll('[data-piece]')].map((t) => `${t.dataset.piece}=${t.textContent}`).sort().join(' ');
      if (want !== shown) return `units${at ? ` at turn ${document.body.dataset.review}` : ''}: saved ${want}\n  shown ${shown}`;
      if (g.turn !== document.body.dataset.turn) return `side to move: saved ${g.turn}, shown ${document.body.dataset.turn}`;
      if ((g.inDeploy ? '1' : '0') !== document.body.dataset.deploy) return `deploy turn: saved ${g.inDeploy}, shown ${document.body.dataset.deploy}`;
      const listed = document.querySelectorAll('#history li').length;
      if (g.history().length !== listed) return `turns: saved ${g.history().length}, listed ${listed}`;
      return null;
    } finally {
      g.dispose();
      at?.dispose();
    }
  });
}

for (const seed of SEEDS) {
  test(`boards: cotulenh.html under ${STEPS} random steps (seed ${seed}): the kept game is always the game shown`, async () => {
    const page = await newPage(env.browser);
    page.on('dialog', (d) => (answerYes ? d.accept() : d.dismiss()));
    await page.goto(`${env.url}games/cotulenh/`);
    await open(page);
    const done = await runRandomSteps(page, {
      seed, steps: STEPS, rnd: randomFrom(seed), step: (rnd) => step(page, rnd),
      check: async () => assert.equal(await savedGameDisagreement(page), null),
    });
    // The run did play: moves were made and at least one deploy step or choice came up.
    assert.ok(done.filter((d) => /square|choice/.test(d)).length > STEPS / 3, 'the run played moves');
    assert.ok(done.some((d) => /: look at turn/.test(d)), 'and looked back');
    await page.close();
  });
}
