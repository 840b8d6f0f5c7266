// The play page (web/site/play/) in real chromium, against the engine: the drawn board and its
// highlights equal the legal lists, games played by clicking (every action kind, right-click
// cycling, split, combine), take back, files, draw offer and accept, resign with confirmation,
// the "no legal move" end, and a whole game until it ends.
//   node --test tests/browser/demo.test.mjs
import assert from 'node:assert/strict';
import { test } from 'node:test';

import { useBrowser } from '../../tools/harness/browser.mjs';
import {
  closeDialogWith, installClicks, installPicker, logCount, openPlay, pageBoardHex, refBoardHex, statesOf,
} from './play-helpers.mjs';

const env = useBrowser();

async function clickTile(page, cid, button = 'left') {
  await page.locator(`#board-area [data-cid="${cid}"]`).click({ button });
}

async function expectSynced(page, what) {
  assert.equal(await pageBoardHex(page), await refBoardHex(page), `${what}: board differs from the engine`);
  const plies = await page.evaluate(() => window.refWords.length);
  assert.equal(await logCount(page), plies, `${what}: move list length`);
}

/** The page's text for a word in the position of the reference game (notation or words). */
async function textOf(page, word) {
  return page.evaluate(async (w) => {
    const { moveText } = await import('/session/tribun-adapter.js');
    return moveText(window.t, window.ref.board(), window.ref.turn, w);
  }, word);
}

/** Opens a game file through the share dialog. */
async function importRecord(page, record) {
  await page.locator('#share').click();
  await page.locator('#import-text').fill(typeof record === 'string' ? record : JSON.stringify(record));
  await page.locator('#import-paste').click();
}

async function confirmYes(page) {
  await page.locator('#confirm-dialog[open]').waitFor();
  await closeDialogWith(page, '#confirm-dialog', '#confirm-yes');
}

test('play: 91 tiles coloured as the engine says, units drawn as their bytes decode, tiles named', async () => {
  const page = await openPlay(env);
  const mismatches = await page.evaluate(async () => {
    const { tileName } = await import('/package/tribun-board.js');
    const out = [];
    const tiles = [...document.querySelectorAll('#board-area [data-cid]')];
    if (tiles.length !== 91) out.push(`${tiles.length} tiles`);
    for (const el of tiles) {
      const cid = Number(el.dataset.cid);
      if (!el.classList.contains(`tile-${window.t.tileColor(cid)}`)) out.push(`colour of ${cid}`);
      if (!el.getAttribute('aria-label')?.startsWith(`${tileName(cid)}, `)) out.push(`name of ${cid}: ${el.getAttribute('aria-label')}`);
      const byte = parseInt(el.dataset.unit, 16);
      const unit = el.querySelector('.unit');
      if (byte === 0) {
        if (unit.childElementCount !== 0) out.push(`empty ${cid} drawn`);
        continue;
      }
      const u = window.t.decodeUnit(byte);
      const colour = u.color === 0 ? 'black' : 'white';
      if (!unit.classList.contains(`unit-${colour}`)) out.push(`unit colour at ${cid}`);
      if (unit.classList.contains('tribun') !== u.tribun) out.push(`tribun mark at ${cid}`);
      if (unit.querySelector(':scope > .height').textContent !== String(u.p)) out.push(`height at ${cid}`);
      const slave = unit.querySelector('.slave-height');
      if ((slave ? Number(slave.textContent) : 0) !== u.s) out.push(`slave at ${cid}`);
    }
    return out;
  });
  assert.deepEqual(mismatches, []);
  assert.equal(await page.locator('#board-area .unit.tribun').count(), 2);
  // Coordinates at the edge: the 11 files (no j) and the 11 ranks.
  const labels = await page.locator('#board-area .coord').allTextContents();
  assert.deepEqual([...labels].sort(), ['1', '10', '11', '2', '3', '4', '5', '6', '7', '8', '9', 'a', 'b', 'c', 'd', 'e', 'f', 'g', 'h', 'i', 'k', 'l']);
  assert.match(await page.locator('#board-area [data-cid="60"]').getAttribute('aria-label'), /^f6, /);
  assert.deepEqual(page.problems, []);
  await page.close();
});

test('play: idle selectable tiles and a unit\'s marked targets equal the engine\'s legal lists', async () => {
  const page = await openPlay(env);
  const expected = await page.evaluate(() => {
    const origins = new Set(), enemies = new Set(), centers = new Set(), actors = new Set();
    const targets = {}, attacks = {};
    for (const w of window.ref.legalActions()) {
      if (w >>> 28 > 9) continue;
      const a = window.t.decodeAction(w);
      const origin = a.op === 'MOVE' ? a.from : a.attacker;
      if (['MOVE', 'KILL', 'ENSLAVE', 'ATTACK_TRIBUN'].includes(a.op)) {
        origins.add(origin);
        const to = a.op === 'MOVE' ? a.to : a.target;
        (targets[origin] ??= new Set()).add(to);
        if (a.op !== 'MOVE') (attacks[origin] ??= new Set()).add(to);
      } else if (a.op === 'DAMAGE' || a.op === 'LIBERATE') enemies.add(a.target);
      else if (a.op === 'COMBINE' || a.op === 'SYM_COMBINE') centers.add(a.center);
      else actors.add(a.actor);
    }
    const all = [...new Set([...origins, ...enemies, ...centers, ...actors])].sort((x, y) => x - y);
    const sorted = (m) => Object.fromEntries(Object.entries(m).map(([k, v]) => [k, [...v].sort((x, y) => x - y)]));
    return { all, per: sorted(targets), attacks: sorted(attacks) };
  });
  assert.deepEqual(await statesOf(page, 'selectable'), expected.all);
  const origins = Object.keys(expected.per).map(Number);
  assert.ok(origins.length >= 10, 'the start position has many movable units');
  const marks = (kind) => page.evaluate((k) => [...document.querySelectorAll(`#board-area [data-mark="${k}"]`)].map((e) => Number(e.dataset.cid)).sort((a, b) => a - b), kind);
  for (const origin of origins) {
    await clickTile(page, origin);
    assert.deepEqual(await statesOf(page, 'selected'), [origin], `origin ${origin} selected`);
    assert.deepEqual(await statesOf(page, 'interactable'), expected.per[origin], `targets of ${origin}`);
    // Moves and attacks are told apart by the shape drawn (data-mark), not by colour alone.
    assert.deepEqual(await marks('attack'), expected.attacks[origin] ?? [], `attack marks of ${origin}`);
    assert.deepEqual(await marks('move'), expected.per[origin].filter((c) => !(expected.attacks[origin] ?? []).includes(c)), `move marks of ${origin}`);
    await page.keyboard.press('Escape');
    assert.deepEqual(await statesOf(page, 'selectable'), expected.all, 'Escape returns to idle');
  }
  // A click on a tile that is not part of the selection also returns to idle.
  await clickTile(page, origins[0]);
  const idleTile = await page.evaluate(() => {
    const el = [...document.querySelectorAll('#board-area [data-cid]')].find((e) => e.dataset.state === 'default');
    return Number(el.dataset.cid);
  });
  await clickTile(page, idleTile);
  assert.deepEqual(await statesOf(page, 'selectable'), expected.all);
  assert.equal(await page.locator('#submit').isDisabled(), true);
  assert.deepEqual(page.problems, []);
  await page.close();
});

// In the page: the next word of the scripted game. Uncovered kinds first, then the move that
// advances furthest towards the enemy; never a tribun capture (it would end the game).
function pickCovering(covered) {
  const legal = [...window.ref.legalActions()].filter((w) => w >>> 28 <= 8);
  const wanted = [['KILL', 1], ['DAMAGE', 3], ['COMBINE', 5], ['SPLIT', 7]];
  for (const [name, op] of wanted) {
    const list = legal.filter((w) => w >>> 28 === op);
    if (!covered.includes(name) && list.length) return { name, word: list[0] };
  }
  const sign = window.ref.turn === 0 ? 1 : -1;
  let best = null, bestGain = -Infinity;
  for (const w of legal.filter((x) => x >>> 28 === 0)) {
    const a = window.t.decodeAction(w);
    const from = window.t.unpackCid(a.from), to = window.t.unpackCid(a.to);
    const gain = sign * (to.x + to.y - from.x - from.y) * 4 + a.part;
    if (gain > bestGain) { best = w; bestGain = gain; }
  }
  if (best !== null) return { name: 'MOVE', word: best };
  return { name: `op${legal[0] >>> 28}`, word: legal[0] };
}

test('play: a game played by clicking (every kind), preview on the board, take back, game file, resign', async () => {
  const page = await openPlay(env);
  await installClicks(page);
  const covered = [];
  let plies = 0;
  while (plies < 60 && (plies < 10 || ['MOVE', 'KILL', 'DAMAGE', 'COMBINE', 'SPLIT'].some((k) => !covered.includes(k)))) {
    const { name, word } = await page.evaluate(pickCovering, covered);
    const clicks = await page.evaluate((w) => window.clicksForWord(w), word);
    assert.ok(clicks, `ply ${plies + 1}: ${name} ${word} reachable by clicks`);
    for (const cid of clicks) await clickTile(page, cid);
    assert.equal(await page.locator('#submit').isEnabled(), true, `ply ${plies + 1}: ${name} selection is one word`);
    // The pending move is previewed on the main board: the tiles it changes are marked.
    const changed = await page.evaluate((w) => {
      const s = window.t.newGame({ board: window.ref.board(), turn: window.ref.turn });
      s.apply(w);
      const after = s.board(), before = window.ref.board();
      s.dispose();
      return [...after.keys()].filter((c) => after[c] !== before[c]).sort((a, b) => a - b);
    }, word);
    const marked = await page.evaluate(() => [...document.querySelectorAll('#board-area .tile.changed')].map((e) => Number(e.dataset.cid)).sort((a, b) => a - b));
    assert.deepEqual(marked, changed, `ply ${plies + 1}: preview marks the changed tiles`);
    const expectedText = await textOf(page, word);
    if (plies % 2) await page.keyboard.press('Enter');
    else await page.locator('#submit').click();
    await page.evaluate((w) => window.refApply(w), word);
    plies += 1;
    if (!covered.includes(name)) covered.push(name);
    await expectSynced(page, `ply ${plies} (${name})`);
    assert.equal(await page.locator('#board-area .tile.changed').count(), 0, 'no preview after the move');
    const side = await page.evaluate(() => (window.ref.turn === 0 ? 'White' : 'Black'));
    assert.equal(await page.locator('#log li').last().locator('.text').textContent(), `${side} ${expectedText}`);
    assert.equal(await page.locator('#log li').last().locator('.num').textContent(), `${plies}.`);
    const toMove = await page.evaluate(() => (window.ref.turn === 0 ? 'Black' : 'White'));
    assert.equal(await page.locator('#status').textContent(), `${toMove} to move`);
    assert.ok((await page.locator('#board-area .tile.last').count()) > 0, 'the last move is marked');
  }
  console.log(`# play game: ${plies} plies by clicking, kinds: ${covered.join(', ')}`);
  for (const k of ['MOVE', 'KILL', 'DAMAGE', 'COMBINE', 'SPLIT']) assert.ok(covered.includes(k), `played a ${k}`);

  // Take back = the game without its last move.
  await page.locator('#undo').click();
  await page.evaluate(() => {
    window.refWords.pop();
    window.ref.dispose();
    window.ref = window.t.replay(window.refStart, window.pack(window.refWords));
  });
  await expectSynced(page, 'after take back');

  // Game file: copy it, start a new game (confirmed), open the file again.
  await page.context().grantPermissions(['clipboard-read', 'clipboard-write']);
  await page.locator('#share').click();
  await page.locator('#copy-file').click();
  await page.locator('#share-message').filter({ hasText: 'copied' }).waitFor();
  const file = await page.evaluate(() => navigator.clipboard.readText());
  await page.locator('#share-dialog button', { hasText: 'Close' }).click();
  await page.locator('#new-game').click();
  await page.locator('#new-game-start').click();
  await confirmYes(page);
  assert.equal(await logCount(page), 0);
  assert.equal(await pageBoardHex(page), await page.evaluate(() => window.hexOf(window.t.defaultBoard())));
  await importRecord(page, file);
  await expectSynced(page, 'after opening the file');
  assert.equal(await page.locator('#share-dialog').getAttribute('open'), null, 'the dialog closes on success');

  // Resign asks first; "Keep playing" changes nothing; "Resign" ends the game.
  await page.locator('#resign').click();
  await page.locator('#confirm-no').click();
  assert.match(await page.locator('#status').textContent(), /to move$/);
  const loser = await page.evaluate(() => window.ref.turn);
  await page.locator('#resign').click();
  await confirmYes(page);
  await page.evaluate((l) => window.refApply(window.t.encodeAction({ op: 'END', reason: 'resign', loser: l })), loser);
  await expectSynced(page, 'after resign');
  const winner = loser === 0 ? 'White' : 'Black';
  assert.equal(await page.locator('#status').textContent(), `Game over: ${winner} wins (resignation)`);
  assert.deepEqual(await statesOf(page, 'selectable'), []);
  assert.deepEqual(page.problems, []);
  await page.close();
});

test('play: draw offer, withdraw and accept, never on the same spot', async () => {
  const page = await openPlay(env);
  const offerBox = await page.locator('#offer-draw').boundingBox();
  await page.locator('#offer-draw').click();
  assert.equal(await page.locator('#draw-offer').isVisible(), true);
  assert.match(await page.locator('#draw-offer-text').textContent(), /^Black offers a draw/);
  assert.equal(await page.locator('#offer-draw').isDisabled(), true);
  const acceptBox = await page.locator('#accept-draw').boundingBox();
  const overlap = !(acceptBox.x >= offerBox.x + offerBox.width || offerBox.x >= acceptBox.x + acceptBox.width
    || acceptBox.y >= offerBox.y + offerBox.height || offerBox.y >= acceptBox.y + acceptBox.height);
  assert.equal(overlap, false, 'Accept must not appear where Offer was');
  await page.locator('#retract-draw').click();
  assert.equal(await page.locator('#status').textContent(), 'Black to move');
  assert.equal(await page.locator('#draw-offer').isVisible(), false);
  await page.locator('#offer-draw').click();
  await page.locator('#accept-draw').click();
  assert.match(await page.locator('#status').textContent(), /^Game over: Draw/);
  assert.equal(await logCount(page), 4);
  assert.deepEqual(page.problems, []);
  await page.close();
});

test('play: a side with no legal board action loses; a broken file is explained in player words', async () => {
  const page = await openPlay(env);
  // Only a white unit on the board, black to move: black has no board action.
  const record = await page.evaluate(() => {
    const board = new Uint8Array(121);
    board[window.t.packCid(2, 2)] = window.t.encodeUnit({ color: 1, p: 2 });
    return { snapshot: { board: window.t.boardToBase64(board), turn: 0, drawOfferBy: null }, actionsB64: '' };
  });
  await importRecord(page, record);
  assert.equal(await page.locator('#status').textContent(), 'Game over: White wins (no legal move left)');
  assert.equal(await page.locator('#log li').last().textContent(), 'Black has no legal move');
  const tryImport = async (text) => {
    await page.locator('#import-text').fill(text);
    await page.locator('#import-paste').click();
    return page.locator('#share-message').textContent();
  };
  await page.locator('#share').click();
  assert.match(await tryImport('{"snapshot": {"board": "AAAA", "turn": 0}, "actionsB64": ""}'), /start position of this game is not a valid Tribun position/);
  assert.match(await tryImport('{"snapshot": {'), /damaged/);
  assert.match(await tryImport('hello'), /not a Tribun game file/);
  // A game record damaged after its start says where (line and column of docs/RECORDS.md).
  assert.match(await tryImport('[Event "x"]\n1. qq'), /^This game record could not be read: line 2, column 4: /);
  const illegal = await page.evaluate(() => JSON.stringify({ snapshot: window.refStart, actionsB64: window.pack([window.ref.legalActions()[0], 0x00002A3C]) }));
  assert.match(await tryImport(illegal), /^Move 2 of this game \(White\) is not a legal move/);
  assert.deepEqual(page.problems, []);
  await page.close();
});

test('play: right click cycles back, split/backstabb allocation, symmetric combine', async () => {
  const page = await openPlay(env);
  const cid = (x, y) => (x + 5) * 11 + (y + 5);
  const setup = await page.evaluate(() => {
    const t = window.t;
    const c = (x, y) => t.packCid(x, y);
    const board = new Uint8Array(121);
    board[c(0, 0)] = t.encodeUnit({ color: 0, p: 2, s: 2 });   // black stack, white slave
    board[c(1, 2)] = t.encodeUnit({ color: 1, p: 1 });          // on a height-2 jump
    for (const [x, y] of [[-2, -2], [-4, -3], [-3, -4]]) board[c(x, y)] = t.encodeUnit({ color: 0, p: 1 });
    window.ref.dispose();
    window.ref = t.newGame({ board, turn: 0 });
    const e = (a) => t.encodeAction(a);
    return {
      record: { snapshot: { board: t.boardToBase64(board), turn: 0, drawOfferBy: null }, actionsB64: '' },
      killStack: e({ op: 'KILL', attacker: c(0, 0), target: c(1, 2), part: 1 }),
      killPrimary: e({ op: 'KILL', attacker: c(0, 0), target: c(1, 2), part: 0 }),
      enslave: e({ op: 'ENSLAVE', attacker: c(0, 0), target: c(1, 2) }),
      split: e({ op: 'SPLIT', actor: c(0, 0), heights: [1, 0, 0, 0, 0, 0] }),
      backstabb: e({ op: 'BACKSTABB', actor: c(0, 0), dir: 0 }),
      combine: e({ op: 'COMBINE', center: c(-3, -3), dirA: 0, dirB: 4, donA: 1, donB: 1 }),
      sym: e({ op: 'SYM_COMBINE', center: c(-3, -3), config: 1, donate: 1 }),
    };
  });
  const texts = {};
  // The selection in words (the engine's sentence, present tense), then the notation.
  const inWords = (w) => page.evaluate((word) => window.t.explainAction(window.ref.board(), window.ref.turn, word, { tense: 'present' }), w);
  for (const k of Object.keys(setup)) if (k !== 'record') texts[k] = `${await inWords(setup[k])} (${await textOf(page, setup[k])}) Press Play move (or Enter).`;
  await importRecord(page, setup.record);
  const selection = () => page.locator('#selection').textContent();
  const stack = page.locator(`#board-area [data-cid="${cid(0, 0)}"]`);
  assert.equal(await stack.locator('.slave-height').textContent(), '2');
  assert.equal(await stack.locator('.slave').getAttribute('class'), 'slave unit-white');

  await clickTile(page, cid(0, 0));
  await clickTile(page, cid(1, 2));
  assert.equal(await selection(), texts.killStack);
  await clickTile(page, cid(1, 2), 'right');
  assert.equal(await selection(), texts.enslave);
  await clickTile(page, cid(1, 2), 'right');
  assert.equal(await selection(), texts.killPrimary);
  await clickTile(page, cid(1, 2));
  assert.equal(await selection(), texts.enslave);
  assert.equal(await page.locator('#submit').isEnabled(), true);

  // The unit again: split allocation over its six empty neighbours.
  await clickTile(page, cid(0, 0));
  assert.equal((await statesOf(page, 'interactable')).length, 6);
  assert.equal(await page.locator('#submit').isDisabled(), true);
  await clickTile(page, cid(1, 1));
  assert.equal(await selection(), texts.split);
  await clickTile(page, cid(1, 1));
  assert.equal(await selection(), texts.backstabb);
  await page.keyboard.press('Escape');
  assert.ok((await statesOf(page, 'selectable')).includes(cid(0, 0)));

  // Combine: two donors make a COMBINE, the third (symmetric) one a SYM_COMBINE.
  await clickTile(page, cid(-3, -3));
  await clickTile(page, cid(-2, -2));
  assert.equal(await page.locator('#submit').isDisabled(), true);
  await clickTile(page, cid(-4, -3));
  assert.equal(await selection(), texts.combine);
  await clickTile(page, cid(-3, -4));
  assert.equal(await selection(), texts.sym);
  await page.locator('#submit').click();
  assert.equal(await page.locator(`#board-area [data-cid="${cid(-3, -3)}"]`).getAttribute('data-unit'), '03');
  for (const [x, y] of [[-2, -2], [-4, -3], [-3, -4]]) {
    assert.equal(await page.locator(`#board-area [data-cid="${cid(x, y)}"]`).getAttribute('data-unit'), '00');
  }
  assert.equal(await page.locator('#status').textContent(), 'White to move');
  assert.deepEqual(page.problems, []);
  await page.close();
});

test('play: a whole game played by clicks until it ends; the captured tribun stays shown', async () => {
  const page = await openPlay(env);
  await installClicks(page);
  await installPicker(page, 7);
  const outcome = await page.evaluate(() => {
    const tile = (cid) => document.querySelector(`#board-area [data-cid="${cid}"]`);
    const ref = window.ref;
    let plies = 0;
    while (ref.status === 'active' && plies < 400) {
      const word = window.pickWord();
      for (const cid of window.clicksForWord(word)) tile(cid).dispatchEvent(new MouseEvent('click', { bubbles: true }));
      if (document.getElementById('submit').disabled) return { error: `ply ${plies + 1}: submit disabled for ${word}` };
      document.getElementById('submit').click();
      window.refApply(word);
      plies += 1;
      if (ref.status === 'active' && !ref.legalActions().some((w) => w >>> 28 <= 9)) {
        ref.endByServer(1, ref.turn);
        window.refWords.push(0);  // the page lists "... has no legal move" as a last line
      }
      if (window.pageBoardHex() !== window.hexOf(ref.board())) return { error: `ply ${plies}: board differs` };
    }
    const last = window.refWords.at(-1);
    return {
      plies,
      ended: ref.status === 'ended',
      result: ref.result,
      capture: last >>> 28 === 9 ? window.t.decodeAction(last).target : null,
      status: document.getElementById('status').textContent,
      log: document.querySelectorAll('#log li').length,
      words: window.refWords.length,
    };
  });
  assert.equal(outcome.error, undefined, outcome.error);
  console.log(`# play whole game: ${outcome.plies} plies, ${outcome.status}`);
  assert.ok(outcome.ended, 'the game ended');
  assert.equal(outcome.log, outcome.words);
  assert.match(outcome.status, /^Game over: (Black|White) wins|^Game over: Draw/);
  assert.notEqual(outcome.capture, null, 'seed 7 ends by a tribun capture');
  {
    assert.equal(await page.locator(`#board-area [data-captured="${outcome.capture}"]`).count(), 1, 'captured tribun drawn');
    assert.match(await page.locator(`#board-area [data-cid="${outcome.capture}"]`).getAttribute('aria-label'), /captured .*tribun/);
  }
  assert.deepEqual(page.problems, []);
  await page.close();
});
