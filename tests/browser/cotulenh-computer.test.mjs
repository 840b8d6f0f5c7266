// The CoTuLenh page against the computer: a whole game against level 1 played by clicks (the
// computer answers every turn, each answer the engine's own turn, steps in order), a deploy turn
// of the computer shown one step at a time, who plays kept across reloads (a reload while the
// computer thinks too), and the thinking done in the engine worker: no main-thread task over
// 50 ms while level 6 thinks for a second.
import assert from 'node:assert/strict';
import { test } from 'node:test';

import { useBrowser, withPage } from '../../tools/harness/browser.mjs';
import { randomFrom } from './random-use.mjs';

const env = useBrowser();
const FILL = { r: '#c62828', b: '#1565c0' };
// The person's turns of the whole game at most (games of random turns against level 1 ended
// after 42-66 of them in seven games played in Node; this test's game after 73).
const MAX_PERSON_TURNS = 150;
const END = /Checkmate|commander was captured|Stalemate|Draw/;

// Every Worker the page starts, by its script's address; and the page's long tasks.
function watchWorkersAndLongTasks() {
  window.startedWorkers = [];
  window.longTasks = [];
  const Original = window.Worker;
  window.Worker = class extends Original {
    constructor(url, options) {
      super(url, options);
      window.startedWorkers.push(String(url));
    }
  };
  new PerformanceObserver((list) => {
    for (const e of list.getEntries()) window.longTasks.push({ start: e.startTime, duration: Math.round(e.duration) });
  }).observe({ type: 'longtask' });
}

async function open(page, query = '?pace=0') {
  await page.goto(`${env.url}games/cotulenh/${query}`);
  await page.waitForSelector('body[data-ready="1"]', { timeout: 15000 });
}

async function choose(page, { mode = 'computer', level, colour }) {
  await page.selectOption('#mode', mode);
  if (level !== undefined) await page.selectOption('#level', String(level));
  if (colour !== undefined) await page.selectOption('#colour', colour);
}

/** Waits until the computer has played and it is `side`'s turn, or the game is over. */
async function computerDone(page, side, timeout = 20000) {
  await page.waitForFunction((s) => {
    const d = document.body.dataset;
    return d.thinking === '0' && (d.turn === s || d.over === '1');
  }, side, { timeout });
}

const seen = (page) => page.evaluate(() => ({
  turns: document.querySelectorAll('#history li').length,
  turn: document.body.dataset.turn,
  over: document.body.dataset.over,
  status: document.getElementById('status').textContent,
  settings: ['mode', 'level', 'colour'].map((id) => document.getElementById(id).value),
}));

/** Clicks `square`, then a random one of the offered destinations (and a random named choice). */
async function clickMove(page, rnd, square) {
  await page.click(`rect[data-square="${square}"]`);
  const targets = await page.locator('[data-target]').evaluateAll((els) => els.map((e) => e.dataset.target));
  if (!targets.length) return false;
  await page.click(`rect[data-square="${rnd.pick(targets)}"]`);
  const choices = await page.locator('#choices button').all();
  if (choices.length) await rnd.pick(choices).click();
  return true;
}

/**
 * One whole turn of the side to move by clicks: a random unit with somewhere to go, a random
 * destination; a deploy turn goes on from its stack until it ends or is committed (or, with
 * nothing left to move and no commit, is cancelled and the turn played again).
 */
async function personTurn(page, rnd) {
  const side = await page.getAttribute('body', 'data-turn');
  const listed = () => page.locator('#history li').count();
  const before = await listed();
  // (Not "until the side to move changes": the computer may have answered by then.)
  while ((await listed()) === before && (await page.getAttribute('body', 'data-over')) === '0') {
    await tryTurn(page, rnd, side);
  }
}

async function tryTurn(page, rnd, side) {
  const units = await page.locator(`[data-piece][fill="${FILL[side]}"]`).evaluateAll((els) => els.map((e) => e.dataset.piece));
  for (let i = units.length - 1; i > 0; --i) {
    const j = Math.floor(rnd.next() * (i + 1));
    [units[i], units[j]] = [units[j], units[i]];
  }
  let moved = false;
  for (const square of units) if ((moved = await clickMove(page, rnd, square))) break;
  assert.ok(moved, `${side} has a unit with somewhere to go`);
  // (A step that captures the commander ends the game with the deploy turn open.)
  while ((await page.getAttribute('body', 'data-deploy')) === '1' && (await page.getAttribute('body', 'data-over')) === '0') {
    const canCommit = await page.locator('#commit').isEnabled();
    if (canCommit && rnd.next() < 0.5) {
      await page.click('#commit');
      break;
    }
    const origin = /the stack on ([a-k]\d+)/.exec(await page.locator('#status').textContent())[1];
    if (!(await clickMove(page, rnd, origin))) await page.click(canCommit ? '#commit' : '#cancel');
  }
}

// In the page: each of the computer's turns in the kept game is the engine's turn for its
// position at the page's level and seed (the number of turns played), its steps in order.
// `from`: the first turn to check (a planted game's earlier turns were made by hand or by an
// older level table).
async function computerTurnsDisagreement(page, { level, side, from = 0 }) {
  return page.evaluate(async ({ level, side, from }) => {
    const { loadBoardrules } = await import('/package/index.js');
    const { cotulenh } = await loadBoardrules();
    const turns = JSON.parse(localStorage.getItem('boardrules.cotulenh.game.v1') ?? '[]');
    const game = cotulenh.newGame();
    let checked = 0;
    try {
      for (const [i, turn] of turns.entries()) {
        if (i >= from && game.turn === side && !game.status().gameOver) {
          const r = cotulenh.bestMove(game, { level, seed: i });
          let want = [...r.moves, ...(r.commit ? ['commit'] : [])];
          // A step that captures the commander ends the game, and the turn, there.
          if (i === turns.length - 1 && turn.length < want.length) want = want.slice(0, turn.length);
          if (JSON.stringify(want) !== JSON.stringify(turn)) return { checked, error: `turn ${i}: played ${turn.join(' ')}, the engine's ${want.join(' ')}` };
          ++checked;
        }
        for (const action of turn) action === 'commit' ? game.commit() : game.move(action);
      }
      if (turns.length && game.inDeploy && !game.status().gameOver) return { checked, error: 'a deploy turn is left open' };
      return { checked, error: null };
    } finally {
      game.dispose();
    }
  }, { level, side, from });
}

test('cotulenh.html: a whole game against level 1 by clicks, the computer answering every turn with the engine\'s turn', () => withPage(env, async (page) => {
  await page.addInitScript(watchWorkersAndLongTasks);
  await open(page);
  await choose(page, { level: 1, colour: 'r' });
  const rnd = randomFrom(20261128);
  let personTurns = 0;
  let state = await seen(page);
  assert.match(state.status, /^Red to move\. Your turn\./);
  while (state.over !== '1' && personTurns < MAX_PERSON_TURNS) {
    await personTurn(page, rnd);
    ++personTurns;
    await computerDone(page, 'r');
    const after = await seen(page);
    // The person's turn and the computer's answer are listed (unless the game ended before the
    // answer, or in the middle of a deploy turn, which then stays open and unlisted).
    if (after.over === '1') assert.ok(after.turns - state.turns <= 2, `after the person's turn ${personTurns}`);
    else assert.equal(after.turns, state.turns + 2, `after the person's turn ${personTurns}`);
    state = after;
  }
  assert.equal(state.over, '1', `the game ended within ${MAX_PERSON_TURNS} turns of the person's`);
  assert.match(state.status, END);
  assert.match(state.status, /You win!|The computer wins\.|draw/i);
  const check = await computerTurnsDisagreement(page, { level: 1, side: 'b' });
  assert.equal(check.error, null);
  assert.equal(check.checked, Math.floor(state.turns / 2), 'every computer turn checked');
  assert.deepEqual(await page.evaluate(() => window.startedWorkers), [`${env.url}package/cotulenh-worker.js`], 'one engine worker');
  console.log(`cotulenh-computer: the game ended after ${state.turns} turns (${personTurns} of the person's): ${state.status}`);
}));

// A game kept from a run against level 1 (found by playing random red turns against the engine in
// Node): blue, the computer, answers it with a deploy turn of two steps, Th9>h7 then Mh9>g10.
const BEFORE_DEPLOY = [['Mg5g4'], ['Nc9a7'], ['Fi2i6'], ['Nb11b7'], ['Ad3&d5'], ['Nb7_d5'], ['Fi6f6'], ['Fe11f12'],
  ['Aj3&j5'], ['Mg8h7'], ['Ff6f5'], ['Mh7g8'], ['Mg4&f5'], ['Ed8e8'], ['(FM)f5d5'], ['Fi11k11'], ['(FM)d5f5'],
  ['Ad10d8'], ['(EA)j5i5'], ['Mg8&h9'], ['(FM)f5xc8'], ['Sg10e10'], ['(EA)i5h5'], ['Ad8xc8'], ['Nb2b4'], ['Nb7_e4'],
  ['(EA)h5g5'], ['Nb7xb4'], ['(EA)g5f5'], ['Ac8xf5'], ['Cg1d1'], ['Na7a4'], ['Cd1c1'], ['Nb4b2'], ['Cc1e1'],
  ['Af5xf4'], ['Ce1h1'], ['Af4xc4'], ['Fe2g4']];

/** Makes the page's first load find `turns` kept, against the computer at level 1, the person red. */
async function plantGame(page, turns) {
  await page.addInitScript((kept) => {
    if (sessionStorage.getItem('planted')) return;  // the first load only (not after a reload)
    sessionStorage.setItem('planted', '1');
    localStorage.setItem('boardrules.cotulenh.game.v1', JSON.stringify(kept));
    localStorage.setItem('boardrules.cotulenh.opponent.v1', JSON.stringify({ opponent: 'computer', level: 1, colour: 'r' }));
  }, turns);
}

test('cotulenh.html: the computer\'s deploy turn is shown one step at a time, in the engine\'s order', () => withPage(env, async (page) => {
  await plantGame(page, BEFORE_DEPLOY);
  await open(page, '?pace=700');
  // Between the steps: the first step drawn, the turn still open and said in words.
  await page.waitForSelector('body[data-deploy="1"]', { timeout: 20000 });
  assert.equal(await page.locator('#status').textContent(),
    'Blue is deploying the stack on h9: tank to h7; still on h9: militia.');
  assert.equal(await page.locator('[data-piece="h7"]').textContent(), 'T');
  assert.equal(await page.locator('[data-piece="g10"]').count(), 0, 'the second step is not drawn yet');
  assert.ok(await page.locator('#commit').isDisabled() && await page.locator('#cancel').isDisabled(), 'the person cannot end the computer\'s turn');
  await page.click('rect[data-square="c5"]');  // ignored: not the person's turn
  assert.equal(await page.locator('[data-target]').count(), 0);
  await computerDone(page, 'r');
  assert.equal(await page.locator('[data-piece="g10"]').textContent(), 'M');
  const kept = await page.evaluate(() => JSON.parse(localStorage.getItem('boardrules.cotulenh.game.v1')).at(-1));
  assert.deepEqual(kept, ['Th9>h7', 'Mh9>g10']);
  // The turn the page's computer played here is the engine's (the planted turns before it are
  // only a position to start from, made with an older level table).
  const turnsKept = await page.evaluate(() => JSON.parse(localStorage.getItem('boardrules.cotulenh.game.v1')).length);
  const check = await computerTurnsDisagreement(page, { level: 1, side: 'b', from: turnsKept - 1 });
  assert.deepEqual(check, { checked: 1, error: null }, 'the turn played is the engine\'s');
}));

test('cotulenh.html: a computer deploy turn cut short by a reload is played again from its start', () => withPage(env, async (page) => {
  await plantGame(page, [...BEFORE_DEPLOY, ['Th9>h7']]);  // kept after the first step, as a reload between the steps leaves it
  await open(page);
  await computerDone(page, 'r');
  const kept = await page.evaluate(() => JSON.parse(localStorage.getItem('boardrules.cotulenh.game.v1')));
  assert.equal(kept.length, BEFORE_DEPLOY.length + 1);
  assert.deepEqual(kept.at(-1), ['Th9>h7', 'Mh9>g10']);
  assert.equal(await page.getAttribute('body', 'data-deploy'), '0');
}));

test('cotulenh.html: who plays is kept across reloads, one while the computer thinks too; the computer plays the colour not chosen', () => withPage(env, async (page) => {
  await open(page);
  await choose(page, { level: 3, colour: 'b' });
  // The person plays blue: the computer (red) moves first.
  await computerDone(page, 'b');
  let state = await seen(page);
  assert.deepEqual([state.turns, state.turn, state.settings], [1, 'b', ['computer', '3', 'b']]);
  // The computer's turn is said in words, in the turn list and on the line under the status.
  assert.match(await page.locator('#history li').first().textContent(), /^Red('s | split )/);
  assert.equal(await page.locator('#last-turn').textContent(),
    `Last turn: ${await page.evaluate(() => document.querySelector('#history li .turn-words').textContent.trim())}`);
  assert.match(state.status, /^Blue to move\. Your turn\./);
  await personTurn(page, { next: () => 0.99, pick: (list) => list[0] });  // never a random red: any blue unit
  await computerDone(page, 'b');
  state = await seen(page);
  assert.deepEqual([state.turns, state.turn], [3, 'b']);
  await page.reload();
  await page.waitForSelector('body[data-ready="1"]', { timeout: 15000 });
  await computerDone(page, 'b');
  assert.deepEqual(await seen(page), state, 'the same game, mode, level and colour after a reload');
  // A reload while the computer thinks (level 6: a second): it thinks again after the reload.
  await page.selectOption('#level', '6');
  await personTurn(page, { next: () => 0.99, pick: (list) => list[0] });
  assert.equal(await page.getAttribute('body', 'data-thinking'), '1');
  await page.reload();
  await page.waitForSelector('body[data-ready="1"]', { timeout: 15000 });
  assert.deepEqual((await seen(page)).settings, ['computer', '6', 'b']);
  await computerDone(page, 'b');
  assert.deepEqual([(await seen(page)).turns, (await seen(page)).turn], [5, 'b']);
  // Undo takes back the computer's turn and the person's.
  await page.click('#undo');
  assert.deepEqual([(await seen(page)).turns, (await seen(page)).turn], [3, 'b']);
  // Redo plays both again, the computer's answer included, without a new think.
  await page.click('#redo');
  assert.deepEqual([(await seen(page)).turns, (await seen(page)).turn, await page.getAttribute('body', 'data-thinking')], [5, 'b', '0']);
  await page.click('#undo');
  assert.deepEqual([(await seen(page)).turns, (await seen(page)).turn], [3, 'b']);
  // Back to a friend: nobody answers.
  await choose(page, { mode: 'friend' });
  assert.ok(await page.locator('#level').isDisabled());
  await personTurn(page, { next: () => 0.99, pick: (list) => list[0] });
  await page.waitForTimeout(300);
  assert.deepEqual([(await seen(page)).turns, (await seen(page)).turn, (await seen(page)).status], [4, 'r', 'Red to move.']);
}));

test('cotulenh.html: the computer thinks in its worker: no main-thread task over 50 ms while level 6 thinks for a second', () => withPage(env, async (page) => {
  await page.addInitScript(watchWorkersAndLongTasks);
  await open(page);
  // A first answer at level 1 starts the worker and loads its module; the level-6 think is timed after it.
  await choose(page, { level: 1, colour: 'r' });
  await page.click('rect[data-square="c5"]');
  await page.click('rect[data-square="c6"]');
  await computerDone(page, 'r');
  await page.selectOption('#level', '6');
  // When the computer starts and stops thinking, by the page's clock.
  await page.evaluate(() => {
    window.thinking = [];
    new MutationObserver(() => window.thinking.push([document.body.dataset.thinking, performance.now()]))
      .observe(document.body, { attributes: true, attributeFilter: ['data-thinking'] });
    window.longTasks.length = 0;
  });
  await personTurn(page, { next: () => 0.99, pick: (list) => list[0] });
  // The page answers clicks meanwhile: a click on a square of the computer's side selects nothing.
  for (let i = 0; i < 5 && (await page.getAttribute('body', 'data-thinking')) === '1'; ++i) {
    await page.click('rect[data-square="c8"]');
    assert.equal(await page.locator('[data-target]').count(), 0);
    await page.waitForTimeout(100);
  }
  await computerDone(page, 'r');
  await page.waitForTimeout(100);  // long-task entries arrive after their task
  const spans = await page.evaluate(() => window.thinking);
  const start = spans.find(([v]) => v === '1')?.[1];
  const end = spans.findLast(([v]) => v === '0')?.[1];
  // While it thinks (the person's move before and the drawing of the answer after are the page's
  // own work, not the search's).
  const during = (await page.evaluate(() => window.longTasks)).filter((t) => t.start + t.duration > start && t.start < end);
  assert.deepEqual(during, [], 'no main-thread task over 50 ms while the computer thinks');
  assert.ok(end - start >= 700, `level 6 thought for about a second (${Math.round(end - start)} ms: ${JSON.stringify(spans)})`);
  assert.deepEqual(await page.evaluate(() => window.startedWorkers), [`${env.url}package/cotulenh-worker.js`]);
  assert.equal((await seen(page)).turns, 4);
}));

// Where a square, the piece on it and an edge label are drawn (their y and x).
const drawn = (page) => page.evaluate(() => {
  const at = (sel) => {
    const e = document.querySelector(sel);
    return { x: Number(e.getAttribute('x')), y: Number(e.getAttribute('y')) };
  };
  const label = (text) => [...document.querySelectorAll('#board > text')].find((t) => t.textContent === text);
  return {
    a1: at('rect[data-square="a1"]'), k12: at('rect[data-square="k12"]'), f1: at('rect[data-square="f1"]'),
    redPiece: at('[data-piece][fill="#c62828"]'), bluePiece: at('[data-piece][fill="#1565c0"]'),
    rank1: Number(label('1').getAttribute('y')), rank12: Number(label('12').getAttribute('y')),
    fileA: Number(label('a').getAttribute('x')), fileK: Number(label('k').getAttribute('x')),
  };
});

test('cotulenh.html: the person\'s side is at the bottom: red at the top when the person plays blue, across a reload', () => withPage(env, async (page) => {
  await open(page);
  let d = await drawn(page);
  assert.ok(d.a1.y > d.k12.y && d.a1.x < d.k12.x, 'red at the bottom against a friend: a1 bottom left');
  assert.ok(d.redPiece.y > d.bluePiece.y && d.rank1 > d.rank12 && d.fileA < d.fileK);
  await choose(page, { level: 1, colour: 'b' });
  await computerDone(page, 'b');
  d = await drawn(page);
  assert.ok(d.a1.y < d.k12.y && d.a1.x > d.k12.x, 'the person plays blue: a1 at the top right');
  assert.ok(d.redPiece.y < d.bluePiece.y, 'red units at the top, blue at the bottom');
  assert.ok(d.rank1 < d.rank12 && d.fileA > d.fileK, 'the edge labels turn with the board');
  // A click lands on the square it names, and the arrows follow the screen: up is towards red.
  await page.click('rect[data-square="f6"]');
  await page.focus('#board');
  await page.keyboard.press('ArrowUp');
  await page.keyboard.press('ArrowRight');
  assert.equal(await page.getAttribute('[data-cursor]', 'data-cursor'), 'e5', 'up and right on the screen: towards rank 1 and file a');
  await page.reload();
  await page.waitForSelector('body[data-ready="1"]', { timeout: 15000 });
  await computerDone(page, 'b');
  d = await drawn(page);
  assert.ok(d.a1.y < d.k12.y, 'still turned round after a reload');
  await choose(page, { colour: 'r' });
  d = await drawn(page);
  assert.ok(d.a1.y > d.k12.y && d.a1.x < d.k12.x, 'the person plays red again: red at the bottom');
}));
