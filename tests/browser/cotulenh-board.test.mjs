// The CoTuLenh board page plays by clicks: select a unit, see its targets, move, undo.
import assert from 'node:assert/strict';
import { test } from 'node:test';

import { newPage, useBrowser, withPage } from '../../tools/harness/browser.mjs';

const env = useBrowser();

test('boards: cotulenh.html plays a move by two clicks and takes it back', () => withPage(env, async (page) => {
  await page.goto(`${env.url}games/cotulenh/`);
  await page.waitForSelector('body[data-ready="1"]', { timeout: 15000 });
  assert.equal(await page.getAttribute('body', 'data-turn'), 'r');
  await page.click('rect[data-square="c5"]');
  assert.ok(await page.locator('[data-target="c6"]').count() === 1, 'c6 is highlighted for the infantry on c5');
  await page.click('rect[data-square="c6"]');
  assert.equal(await page.getAttribute('body', 'data-turn'), 'b');
  assert.equal(await page.locator('[data-piece="c6"]').textContent(), 'I');
  assert.equal(await page.locator('#history li').count(), 1);
  // The turn list says the turn in words with its side, the notation beside; the line under the
  // status says the last turn; the last move is marked on the board (issue 32).
  assert.equal(await page.locator('#history li').first().textContent(), "Red's infantry on c5 moved to c6. Ic6");
  assert.equal(await page.locator('#last-turn').textContent(), "Last turn: Red's infantry on c5 moved to c6.");
  assert.deepEqual((await page.locator('[data-last]').evaluateAll((els) => els.map((e) => e.dataset.last))).sort(), ['c5', 'c6']);
  assert.match(await page.getAttribute('rect[data-square="c6"]', 'aria-label'), /last move$/);
  assert.ok(await page.locator('#redo').isDisabled(), 'nothing to redo before an undo');
  await page.click('#undo');
  assert.equal(await page.getAttribute('body', 'data-turn'), 'r');
  assert.equal(await page.locator('[data-piece="c5"]').textContent(), 'I');
  // Redo plays the turn again; a different turn afterwards ends the redo line.
  await page.click('#redo');
  assert.equal(await page.getAttribute('body', 'data-turn'), 'b');
  assert.equal(await page.locator('[data-piece="c6"]').textContent(), 'I');
  assert.equal(await page.locator('#history li').count(), 1);
  assert.ok(await page.locator('#redo').isDisabled());
  await page.click('#undo');
  await page.click('rect[data-square="k5"]');
  await page.click('rect[data-square="k6"]');
  assert.equal(await page.getAttribute('body', 'data-turn'), 'b');
  assert.ok(await page.locator('#redo').isDisabled(), 'another turn ended the redo line');
}));

/** Presses arrow keys on the focused board until its cursor is on `square`. */
async function moveCursorTo(page, square) {
  const files = 'abcdefghijk';
  const at = await page.getAttribute('[data-cursor]', 'data-cursor');
  const df = files.indexOf(square[0]) - files.indexOf(at[0]);
  const dr = Number(square.slice(1)) - Number(at.slice(1));
  for (let i = 0; i < Math.abs(df); ++i) await page.keyboard.press(df > 0 ? 'ArrowRight' : 'ArrowLeft');
  for (let i = 0; i < Math.abs(dr); ++i) await page.keyboard.press(dr > 0 ? 'ArrowUp' : 'ArrowDown');
  assert.equal(await page.getAttribute('[data-cursor]', 'data-cursor'), square);
  assert.equal(await page.getAttribute('#board', 'aria-activedescendant'), `square-${square}`);
}

test('boards: cotulenh.html shows the position after any turn of the list, and comes back to the game', () => withPage(env, async (page) => {
  await page.goto(`${env.url}games/cotulenh/`);
  await page.waitForSelector('body[data-ready="1"]', { timeout: 15000 });
  for (const [from, to] of [['c5', 'c6'], ['c8', 'c7'], ['k5', 'k6']]) {
    await page.click(`rect[data-square="${from}"]`);
    await page.click(`rect[data-square="${to}"]`);
  }
  const pieces = () => page.locator('[data-piece]').evaluateAll((els) => els.map((e) => `${e.dataset.piece}=${e.textContent}`).sort().join(' '));
  // The engine's board after each ply, to compare with what the page draws.
  const engineBoard = (ply) => page.evaluate(async (n) => {
    const { loadBoardrules } = await import('/package/index.js');
    const { cotulenh } = await loadBoardrules();
    const g = cotulenh.newGame();
    for (const lan of ['Ic5c6', 'Ic8c7', 'Ik5k6'].slice(0, n)) g.move(lan);
    const out = g.board().map((u) => `${u.square}=${u.piece}`).sort().join(' ');
    g.dispose();
    return out;
  }, ply);
  const live = await pieces();
  const saved = await page.evaluate(() => localStorage.getItem('boardrules.cotulenh.game.v1'));
  assert.equal(await page.locator('#history button[aria-current="step"]').getAttribute('data-ply'), '3', 'the game’s own turn is marked');
  await page.click('#history button[data-ply="1"]');
  assert.equal(await page.getAttribute('body', 'data-review'), '1');
  assert.equal(await pieces(), await engineBoard(1), 'the position after turn 1');
  assert.deepEqual((await page.locator('[data-last]').evaluateAll((els) => els.map((e) => e.dataset.last))).sort(), ['c5', 'c6'], 'its turn marked');
  assert.match(await page.locator('#status').textContent(), /^The position after turn 1 of 3 \(the game goes on/);
  assert.equal(await page.locator('#history button[aria-current="step"]').getAttribute('data-ply'), '1');
  assert.equal(await page.evaluate(() => localStorage.getItem('boardrules.cotulenh.game.v1')), saved, 'looking back changes no game');
  // A click on the board brings the game back and plays nothing.
  await page.click('rect[data-square="k6"]');
  assert.deepEqual([await page.getAttribute('body', 'data-review'), await pieces(), await page.locator('[data-target]').count()], ['0', live, 0]);
  // Escape on the board does too; the last turn of the list is the game itself.
  await page.click('#history button[data-ply="2"]');
  assert.equal(await pieces(), await engineBoard(2));
  await page.focus('#board');
  await page.keyboard.press('Escape');
  assert.equal(await page.getAttribute('body', 'data-review'), '0');
  await page.click('#history button[data-ply="1"]');
  await page.click('#history button[data-ply="3"]');
  assert.deepEqual([await page.getAttribute('body', 'data-review'), await pieces()], ['0', live]);
  // Undo while looking back takes back the game's last turn and shows the game.
  await page.click('#history button[data-ply="1"]');
  await page.click('#undo');
  assert.deepEqual([await page.getAttribute('body', 'data-review'), await pieces(), await page.getAttribute('body', 'data-turn')], ['0', await engineBoard(2), 'r']);
}));

// A deploy turn whose steps are all played but which cannot be committed: red's commander went
// to g8 and the air force to i1, and the commander is attacked there (a seeded random game).
const STUCK_TURNS = [["Nc4c2"],["Nb11b12"],["Sg3i3"],["Nb12a11"],["Tf4f5"],["Mg8&h9"],["Si3j4"],["Sg10e10"],["Fe2c4"],["Cg12f12"],["Ad3f3"],["Cf12c12"],["Ej5i5"],["Fi11j12"],["Aj3k2"],["Fj12j11"],["Ic5c6"],["Fj11i10"],["Gi4i3"],["Ik8k9"],["Af3d3"],["Mh9>&i10","Th9>h7"],["Ed5c5"],["(FM)i10k12"],["Nc2a4"],["Ed8d9"],["Ad3f1"],["Ed9d8"],["Ge4e5"],["Mk12>k11","Fk12>k10"],["Mg5f4"],["Fe11&a11"],["Af1c1"],["Aj10i10"],["Cg1h1"],["Ai10f10"],["Nb2c2"],["Fk10k12"],["Fi2j3"],["Th7g7"],["Fc4f7"],["Fa11>c11","Na11>a8"],["Ac1d1"],["Tf9g9"],["Na4d7"],["Fk12j12"],["Ff7xg7"],["Nc9c7"],["Ak2k3"],["Na8a11"],["Fg7d4"],["Nc7xc6"],["Nc2a4"],["Cc12&c11"],["Fj3j1"],["Cc11>c10","Fc11>d11"],["Ak3k4"],["Mk11j11"],["Fj1&h1"],["Af10f9"],["Nd7xc8"],["Ed8xc8"],["Gi3i4"],["Fj12k11"],["Na4a5"],["Se10e12"],["(FC)h1g2"],["Af9f10"],["Na5a6"],["Na11c11"],["(FC)g2g3"],["Nc6a8"],["Cg3>g8","Fg3>i1"]];

test('boards: cotulenh.html says when a deploy turn cannot end and can only be cancelled', () => withPage(env, async (page) => {
  await page.goto(`${env.url}games/cotulenh/`);
  await page.waitForSelector('body[data-ready="1"]', { timeout: 15000 });
  await page.evaluate((turns) => localStorage.setItem('boardrules.cotulenh.game.v1', JSON.stringify(turns)), STUCK_TURNS);
  await page.reload();
  await page.waitForSelector('body[data-ready="1"]', { timeout: 15000 });
  assert.equal(await page.getAttribute('body', 'data-deploy'), '1');
  assert.match(await page.locator('#status').textContent(), /This turn cannot end as it stands .*: press Cancel deploy turn\. Check!$/);
  assert.ok(await page.locator('#commit').isDisabled());
  await page.click('#cancel');
  assert.equal(await page.getAttribute('body', 'data-deploy'), '0');
  assert.equal(await page.locator('#history li').count(), STUCK_TURNS.length - 1);
}));

test('boards: cotulenh.html plays by keyboard alone: Tab to the board, arrows, Enter, Escape', () => withPage(env, async (page) => {
  await page.goto(`${env.url}games/cotulenh/`);
  await page.waitForSelector('body[data-ready="1"]', { timeout: 15000 });
  await page.focus('nav.board-nav a:last-child');
  await page.keyboard.press('Tab');
  assert.equal(await page.evaluate(() => document.activeElement.id), 'board', 'the board is the next focus stop');
  await moveCursorTo(page, 'c5');
  await page.keyboard.press('Enter');
  const selectedText = /Selected: the red infantry on c5, (\d+) destinations?\./.exec(await page.locator('#status').textContent());
  assert.ok(selectedText, 'the status says what is selected');
  assert.equal(Number(selectedText[1]), await page.locator('[data-target]').count(), 'and how many destinations are marked');
  // A dot on an empty destination; a ring (which does not hide the letter) around an occupied one.
  const marks = await page.evaluate(() => [...document.querySelectorAll('[data-target]')]
    .map((m) => [m.dataset.target, m.getAttribute('class'), document.querySelector(`[data-piece="${m.dataset.target}"]`) !== null]));
  for (const [square, kind, occupied] of marks) assert.equal(kind, occupied ? 'cotulenh-target-ring' : 'cotulenh-target', square);
  assert.ok(marks.some(([, , occupied]) => occupied) && marks.some(([, , occupied]) => !occupied), 'c5 has an empty and an occupied destination');
  assert.equal(await page.getAttribute('#square-c6', 'aria-label'), 'c6, water and land, empty, can move here');
  await moveCursorTo(page, 'c6');
  await page.keyboard.press(' ');
  assert.equal(await page.getAttribute('body', 'data-turn'), 'b');
  assert.equal(await page.locator('[data-piece="c6"]').textContent(), 'I');
  assert.equal(await page.locator('#history li').count(), 1);
  // Blue selects its infantry, then changes its mind.
  await moveCursorTo(page, 'c8');
  await page.keyboard.press('Enter');
  assert.ok(await page.locator('[data-target]').count() > 0);
  await page.keyboard.press('Escape');
  assert.equal(await page.locator('[data-target]').count(), 0);
  assert.doesNotMatch(await page.locator('#status').textContent(), /Selected/);
  assert.equal(await page.evaluate(() => document.activeElement.id), 'board', 'keys never move the focus off the board');
}));

test('boards: cotulenh.html names every square and unit in words, and the legend names every letter on the board', async () => {
  const page = await newPage(env.browser);
  await page.goto(`${env.url}games/cotulenh/`);
  await page.waitForSelector('body[data-ready="1"]', { timeout: 15000 });
  assert.equal(await page.locator('rect[data-square][role="button"]').count(), 132);
  assert.equal(await page.getAttribute('#square-c5', 'aria-label'), 'c5, water and land, red infantry');
  assert.equal(await page.getAttribute('#square-b11', 'aria-label'), 'b11, water, blue navy');
  assert.equal(await page.getAttribute('#square-f6', 'aria-label'), 'f6, land, empty');
  const onBoard = await page.evaluate(() => [...new Set([...document.querySelectorAll('[data-piece]')].map((t) => t.textContent))]);
  const legend = await page.evaluate(() => Object.fromEntries([...document.querySelectorAll('#unit-legend div')]
    .map((row) => [row.querySelector('dt').textContent, row.querySelector('dd').textContent])));
  assert.equal(Object.keys(legend).length, 11, 'the eleven unit letters of the rules');
  for (const letter of onBoard) assert.ok(legend[letter], `the legend names ${letter}`);
  // A stack and a heroic unit in words (the page's words module, as the board uses it).
  const words = await page.evaluate(async () => {
    const { describePiece } = await import('/games/cotulenh/cotulenh-words.js');
    return [describePiece('(FTI)'), describePiece('+T'), describePiece('(N+F)')];
  });
  assert.deepEqual(words, ['air force carrying tank and infantry', 'heroic tank', 'navy carrying heroic air force']);
  await page.close();
});

/**
 * Red's artillery joins the engineer on d5 (a stack), blue answers, red clicks d5 then d6: three
 * moves go there (the stack, the artillery alone, the engineer alone), so the page asks which.
 */
async function askForD6(page) {
  for (const [from, to] of [['d3', 'd5'], ['c8', 'c7'], ['d5', 'd6']]) {
    await page.click(`rect[data-square="${from}"]`);
    await page.click(`rect[data-square="${to}"]`);
  }
}

test('boards: cotulenh.html says an open deploy turn in words (which unit went where, what is left)', () => withPage(env, async (page) => {
  await page.goto(`${env.url}games/cotulenh/`);
  await page.waitForSelector('body[data-ready="1"]', { timeout: 15000 });
  await askForD6(page);
  assert.equal(await page.locator('#choices span').textContent(), 'Several moves go to d6:');
  // The choices in the engine's words (cotulenh explainMove), each with its notation.
  assert.deepEqual((await page.locator('#choices button').allTextContents()).sort(), [
    "Red's artillery leaves the stack on d5 for d6. (A>d6)", "Red's engineer carrying artillery on d5 moves to d6. ((EA)d6)",
    "Red's engineer leaves the stack on d5 for d6. (E>d6)"]);
  await page.locator('#choices button', { hasText: "Red's artillery leaves" }).click();
  assert.equal(await page.getAttribute('body', 'data-deploy'), '1');
  assert.equal(await page.locator('#status').textContent(),
    'Red is deploying the stack on d5: artillery to d6; still on d5: engineer. Move the rest, or press Commit to leave them.');
  assert.equal(await page.getAttribute('#square-d5', 'aria-label'), 'd5, land, red engineer');
  const words = await page.evaluate(async () => {
    const { describeDeploy } = await import('/games/cotulenh/cotulenh-words.js');
    return [describeDeploy('c3:T:I>xc4...'), describeDeploy('c3::T>c5,I>&c5'), describeDeploy('not a deploy turn')];
  });
  assert.deepEqual(words, ['the stack on c3: infantry captures on c4; still on c3: tank',
    'the stack on c3: tank to c5, infantry joins c5', 'not a deploy turn']);
}));

test('boards: cotulenh.html keeps the game across reloads (an open deploy turn too), asks before a new game, drops a damaged save with a word', () => withPage(env, async (page) => {
  await page.goto(`${env.url}games/cotulenh/`);
  await page.waitForSelector('body[data-ready="1"]', { timeout: 15000 });
  const seen = () => page.evaluate(() => ({
    pieces: [...document.querySelectorAll('[data-piece]')].map((t) => `${t.dataset.piece}=${t.textContent}`).sort().join(' '),
    turns: document.querySelectorAll('#history li').length,
    deploy: document.body.dataset.deploy,
    status: document.getElementById('status').textContent,
  }));
  const reload = async () => {
    await page.reload();
    await page.waitForSelector('body[data-ready="1"]', { timeout: 15000 });
  };
  await askForD6(page);
  await page.locator('#choices button', { hasText: "Red's artillery leaves" }).click();
  const before = await seen();
  assert.equal(before.deploy, '1');
  await reload();
  assert.deepEqual(await seen(), before, 'a reload brings back the game with its open deploy turn');
  await page.click('#cancel');
  await reload();
  const afterCancel = await seen();
  assert.deepEqual([afterCancel.deploy, afterCancel.turns], ['0', 2], 'the cancelled turn stays cancelled');
  await page.click('#undo');
  await reload();
  assert.equal((await seen()).turns, 1, 'the undone turn stays undone');
  page.once('dialog', (d) => d.dismiss());
  await page.click('#restart');
  assert.equal((await seen()).turns, 1, '"New game" asks first; no keeps the game');
  page.once('dialog', (d) => d.accept());
  await page.click('#restart');
  await reload();
  assert.equal((await seen()).turns, 0);
  assert.equal(await page.evaluate(() => localStorage.getItem('boardrules.cotulenh.game.v1')), null);
  // A save that no longer replays: a new game, said in the status, nothing half restored.
  await page.evaluate(() => localStorage.setItem('boardrules.cotulenh.game.v1', JSON.stringify([['Ic5c6'], ['Zz9z9']])));
  await reload();
  const damaged = await seen();
  assert.equal(damaged.turns, 0);
  assert.match(damaged.status, /The saved game could not be restored: a new game starts\./);
  assert.equal(await page.locator('[data-piece="c5"]').textContent(), 'I', 'the start position, not the first turn of the save');
}));
