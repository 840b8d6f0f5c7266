// The demo page (web/demo/) in real chromium: highlighted targets against the engine, a game of
// 10+ plies played by clicking (move, kill, damage, combine, split), undo, export/import, draw,
// resign, the "no legal board action" end, console cleanliness, timings and a screenshot.
//   node --test tests/browser/
import assert from 'node:assert/strict';
import { mkdirSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { after, before, test } from 'node:test';

import { ARTIFACTS, median, newPage, startBrowser } from './helpers.mjs';

let env;
before(async () => {
  env = await startBrowser();
});
after(async () => {
  await env?.close();
});

/** Opens the demo and installs a reference game on the same engine instance as `window.ref`. */
async function openDemo() {
  const page = await newPage(env.browser);
  await page.goto(`${env.url}demo/`);
  await page.waitForSelector('body[data-ready="1"]', { timeout: 15000 });
  await page.evaluate(async () => {
    const { loadBoardrules } = await import('/index.js');
    const t = (await loadBoardrules()).tribun;
    window.t = t;
    window.ref = t.newGame();
    window.refStart = window.ref.snapshot();
    window.refWords = [];
    window.pack = (words) => {
      const bytes = new Uint8Array(words.length * 4);
      const view = new DataView(bytes.buffer);
      words.forEach((w, i) => view.setUint32(4 * i, w, true));
      return btoa(String.fromCharCode(...bytes));
    };
    window.refApply = (word) => {
      window.ref.apply(word);
      window.refWords.push(word);
    };
    window.hexOf = (bytes) => Array.from(bytes, (b) => b.toString(16).padStart(2, '0')).join('');
  });
  return page;
}

/** The page's board as 242 hex digits, read from the tiles' data-unit (cid order). */
async function pageBoardHex(page) {
  return page.evaluate(() => {
    const units = new Array(121).fill('00');
    for (const el of document.querySelectorAll('#board-area [data-cid]')) units[Number(el.dataset.cid)] = el.dataset.unit;
    return units.join('');
  });
}

const refBoardHex = (page) => page.evaluate(() => window.hexOf(window.ref.board()));
const logCount = (page) => page.locator('#log li').count();
const statesOf = (page, state) =>
  page.evaluate((s) => [...document.querySelectorAll(`#board-area [data-state="${s}"]`)].map((e) => Number(e.dataset.cid)).sort((a, b) => a - b), state);

async function clickTile(page, cid, button = 'left') {
  await page.locator(`#board-area [data-cid="${cid}"]`).click({ button });
}

async function expectSynced(page, what) {
  assert.equal(await pageBoardHex(page), await refBoardHex(page), `${what}: board differs from the engine`);
  const plies = await page.evaluate(() => window.refWords.length);
  assert.equal(await logCount(page), plies, `${what}: log length`);
}

test('demo: 91 tiles coloured as the engine says, units drawn as their bytes decode', async () => {
  const page = await openDemo();
  const mismatches = await page.evaluate(() => {
    const out = [];
    const tiles = [...document.querySelectorAll('#board-area [data-cid]')];
    if (tiles.length !== 91) out.push(`${tiles.length} tiles`);
    for (const el of tiles) {
      const cid = Number(el.dataset.cid);
      if (!el.classList.contains(`tile-${window.t.tileColor(cid)}`)) out.push(`colour of ${cid}`);
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
  // Both tribuns of the start position carry the mark.
  assert.equal(await page.locator('#board-area .unit.tribun').count(), 2);
  assert.deepEqual(page.problems, []);
  await page.close();
});

test('demo: idle selectable tiles and a unit\'s highlighted targets equal the engine\'s legal lists', async () => {
  const page = await openDemo();
  const expected = await page.evaluate(() => {
    const origins = new Set(), enemies = new Set(), centers = new Set(), actors = new Set();
    const targets = {};
    for (const w of window.ref.legalActions()) {
      if (w >>> 28 > 9) continue;
      const a = window.t.decodeAction(w);
      const origin = a.op === 'MOVE' ? a.from : a.attacker;
      if (['MOVE', 'KILL', 'ENSLAVE', 'ATTACK_TRIBUN'].includes(a.op)) {
        origins.add(origin);
        (targets[origin] ??= new Set()).add(a.op === 'MOVE' ? a.to : a.target);
      } else if (a.op === 'DAMAGE' || a.op === 'LIBERATE') enemies.add(a.target);
      else if (a.op === 'COMBINE' || a.op === 'SYM_COMBINE') centers.add(a.center);
      else actors.add(a.actor);
    }
    const all = [...new Set([...origins, ...enemies, ...centers, ...actors])].sort((x, y) => x - y);
    const per = Object.fromEntries(Object.entries(targets).map(([k, v]) => [k, [...v].sort((x, y) => x - y)]));
    return { all, per };
  });
  assert.deepEqual(await statesOf(page, 'selectable'), expected.all);
  const origins = Object.keys(expected.per).map(Number);
  assert.ok(origins.length >= 10, 'the start position has many movable units');
  for (const origin of origins) {
    await clickTile(page, origin);
    assert.deepEqual(await statesOf(page, 'selected'), [origin], `origin ${origin} selected`);
    assert.deepEqual(await statesOf(page, 'interactable'), expected.per[origin], `targets of ${origin}`);
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

// In the page: the left clicks that select `word` through the grouped options (the demo's
// own interaction model), or null when the word is not reachable.
function clicksForWord(word) {
  const o = window.ref.options();
  for (const org of o.origins) {
    for (const tg of org.targets) {
      const i = tg.options.findIndex((x) => x.word === word);
      if (i >= 0) return [org.origin, ...Array(i + 1).fill(tg.target)];
    }
  }
  for (const e of o.enemyTargets) {
    const i = e.options.findIndex((x) => x.word === word);
    if (i >= 0) return Array(i + 1).fill(e.target);
  }
  for (const c of o.centers) {
    const k = [...c.combines, ...c.symCombines].find((x) => x.word === word);
    if (!k) continue;
    const out = [c.center];
    for (const d of c.donors) for (let n = [0, ...d.donations].indexOf(k.donation[d.dir]); n > 0; --n) out.push(d.cid);
    return out;
  }
  for (const a of o.actors) {
    const split = a.splits.find((x) => x.word === word);
    const stab = a.directions.find((d) => d.backstabb === word);
    if (!split && !stab) continue;
    const out = o.origins.some((x) => x.origin === a.actor) ? [a.actor, a.actor] : [a.actor];
    for (const d of a.directions) {
      const cycle = [0, ...d.heights, ...(d.backstabb ? ['B'] : [])];
      const value = split ? split.heights[d.dir] : d === stab ? 'B' : 0;
      for (let n = cycle.indexOf(value); n > 0; --n) out.push(d.cid);
    }
    return out;
  }
  return null;
}

// In the page: the next word of the scripted game. Uncovered kinds first, then the move that
// advances furthest towards the enemy; never a tribun capture (it would end the game).
function pickWord(covered) {
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

test('demo: a game played by clicking, undo, export/import, timings and screenshot', async () => {
  const page = await openDemo();
  const covered = [];
  const clickMs = [];
  let plies = 0;
  while (plies < 60 && (plies < 10 || ['MOVE', 'KILL', 'DAMAGE', 'COMBINE', 'SPLIT'].some((k) => !covered.includes(k)))) {
    const { name, word } = await page.evaluate(pickWord, covered);
    const clicks = await page.evaluate(clicksForWord, word);
    assert.ok(clicks, `ply ${plies + 1}: ${name} ${word} reachable by clicks`);
    for (const cid of clicks) {
      const t0 = Date.now();
      await clickTile(page, cid);
      clickMs.push(Date.now() - t0);
    }
    assert.equal(await page.locator('#submit').isEnabled(), true, `ply ${plies + 1}: ${name} selection is one word`);
    if (plies % 2) await page.keyboard.press('Enter');
    else await page.locator('#submit').click();
    await page.evaluate((w) => window.refApply(w), word);
    plies += 1;
    if (!covered.includes(name)) covered.push(name);
    await expectSynced(page, `ply ${plies} (${name})`);
    const described = await page.evaluate((w) => window.t.describeAction(w), word);
    assert.equal(await page.locator('#log li').last().textContent(), described);
    const side = await page.evaluate(() => (window.ref.turn === 0 ? 'Black' : 'White'));
    assert.equal(await page.locator('#status').textContent(), `${side} to move`);
    assert.ok((await statesOf(page, 'last-move')).length + (await statesOf(page, 'selectable')).length > 0);
  }
  console.log(`# demo game: ${plies} plies by clicking, kinds: ${covered.join(', ')}`);
  for (const k of ['MOVE', 'KILL', 'DAMAGE', 'COMBINE', 'SPLIT']) assert.ok(covered.includes(k), `played a ${k}`);

  // Click response inside the page: handler plus DOM update (states, badges, preview board),
  // synchronous. Cycle: select a unit, pick a target (a preview is computed), cycle it, cancel.
  const handlerMs = await page.evaluate(async () => {
    const times = [];
    const o = window.ref.options().origins.find((x) => x.targets.length > 0);
    const tile = (cid) => document.querySelector(`#board-area [data-cid="${cid}"]`);
    const sequence = [o.origin, o.targets[0].target, o.targets[0].target];
    for (let i = 0; i < 20; ++i) {
      for (const cid of sequence) {
        const t0 = performance.now();
        tile(cid).dispatchEvent(new MouseEvent('click', { bubbles: true, button: 0 }));
        times.push(performance.now() - t0);
      }
      document.dispatchEvent(new KeyboardEvent('keydown', { key: 'Escape', bubbles: true }));
    }
    return times;
  });
  const clickReport = { handlerMedianMs: median(handlerMs), handlerMaxMs: Math.max(...handlerMs), playwrightClickMedianMs: median(clickMs) };
  console.log(`# demo click response: handler median ${clickReport.handlerMedianMs.toFixed(2)} ms, max ${clickReport.handlerMaxMs.toFixed(2)} ms; playwright round trip median ${clickReport.playwrightClickMedianMs} ms`);
  await page.keyboard.press('Escape');

  mkdirSync(ARTIFACTS, { recursive: true });
  await page.screenshot({ path: join(ARTIFACTS, 'demo.png'), fullPage: true });

  // Undo = replay without the last word.
  await page.locator('#undo').click();
  await page.evaluate(() => {
    window.refWords.pop();
    window.ref.dispose();
    window.ref = window.t.replay(window.refStart, window.pack(window.refWords));
  });
  await expectSynced(page, 'after undo');

  // Export, start a new game, import: the position and log come back.
  await page.locator('#export').click();
  const record = JSON.parse(await page.locator('#record').inputValue());
  assert.equal(record.actionsB64, await page.evaluate(() => window.ref.actionsB64()));
  await page.locator('#new-game').click();
  assert.equal(await logCount(page), 0);
  assert.equal(await pageBoardHex(page), await page.evaluate(() => window.hexOf(window.t.defaultBoard())));
  await page.locator('#record').fill(JSON.stringify(record));
  await page.locator('#import').click();
  await expectSynced(page, 'after import');

  // Resign ends the game for the side to move.
  const loser = await page.evaluate(() => window.ref.turn);
  await page.locator('#resign').click();
  await page.evaluate((l) => window.refApply(window.t.encodeAction({ op: 'END', reason: 'resign', loser: l })), loser);
  await expectSynced(page, 'after resign');
  const winner = loser === 0 ? 'White' : 'Black';
  assert.match(await page.locator('#status').textContent(), new RegExp(`^${winner} wins \\(resign\\)`));
  assert.equal(await page.locator('#banner').isVisible(), true);
  assert.deepEqual(await statesOf(page, 'selectable'), []);
  assert.deepEqual(page.problems, []);

  writeFileSync(join(ARTIFACTS, 'demo-click.json'), JSON.stringify(clickReport, null, 2));
  await page.close();
});

test('demo: draw offer, retract and accept', async () => {
  const page = await openDemo();
  await page.locator('#draw').click();
  assert.match(await page.locator('#status').textContent(), /Black offers a draw/);
  await page.locator('#draw-retract').click();
  assert.equal(await page.locator('#status').textContent(), 'Black to move');
  await page.locator('#draw').click();
  await page.locator('#draw').click();  // now: accept by white
  assert.match(await page.locator('#status').textContent(), /^Draw/);
  assert.equal(await logCount(page), 4);
  assert.equal(await page.locator('#banner').isVisible(), true);
  assert.deepEqual(page.problems, []);
  await page.close();
});

test('demo: a side with no legal board action loses through endByServer', async () => {
  const page = await openDemo();
  // Only a white unit on the board, black to move: black has no board action.
  const record = await page.evaluate(() => {
    const board = new Uint8Array(121);
    board[window.t.packCid(2, 2)] = window.t.encodeUnit({ color: 1, p: 2 });
    return { snapshot: { board: window.t.boardToBase64(board), turn: 0, drawOfferBy: null }, actionsB64: '' };
  });
  await page.locator('#record').fill(JSON.stringify(record));
  await page.locator('#import').click();
  assert.match(await page.locator('#status').textContent(), /^White wins \(no-legal-action\)/);
  assert.equal(await logCount(page), 1);
  // A broken record is reported on the page, not thrown.
  await page.locator('#record').fill('{"snapshot": {"board": "AAAA", "turn": 0}, "actionsB64": ""}');
  await page.locator('#import').click();
  assert.notEqual(await page.locator('#message').textContent(), '');
  assert.deepEqual(page.problems, []);
  await page.close();
});

test('demo: first paint and ready time (measured, reported in docs/PERFORMANCE.md)', async () => {
  const paint = [], ready = [];
  for (let i = 0; i < 7; ++i) {
    const page = await newPage(env.browser);
    await page.goto(`${env.url}demo/`);
    await page.waitForSelector('body[data-ready="1"]', { timeout: 15000 });
    const m = await page.evaluate(() => ({
      fcp: performance.getEntriesByName('first-contentful-paint')[0]?.startTime ?? NaN,
      ready: window.demoReadyMs,
    }));
    paint.push(m.fcp);
    ready.push(m.ready);
    assert.deepEqual(page.problems, []);
    await page.close();
  }
  const report = { firstContentfulPaintMedianMs: median(paint), boardReadyMedianMs: median(ready), runs: paint.length };
  console.log(`# demo first contentful paint median ${report.firstContentfulPaintMedianMs.toFixed(1)} ms; board ready (engine loaded, board drawn, options listed) median ${report.boardReadyMedianMs.toFixed(1)} ms over ${report.runs} loads`);
  mkdirSync(ARTIFACTS, { recursive: true });
  writeFileSync(join(ARTIFACTS, 'demo-paint.json'), JSON.stringify(report, null, 2));
});

test('demo: right click cycles back, split/backstabb allocation, symmetric combine', async () => {
  const page = await openDemo();
  const cid = (x, y) => (x + 5) * 11 + (y + 5);
  const words = await page.evaluate(() => {
    const t = window.t;
    const c = (x, y) => t.packCid(x, y);
    const board = new Uint8Array(121);
    board[c(0, 0)] = t.encodeUnit({ color: 0, p: 2, s: 2 });   // black stack, white slave
    board[c(1, 2)] = t.encodeUnit({ color: 1, p: 1 });          // on a height-2 jump
    for (const [x, y] of [[-2, -2], [-4, -3], [-3, -4]]) board[c(x, y)] = t.encodeUnit({ color: 0, p: 1 });
    const e = (a) => t.describeAction(t.encodeAction(a));
    return {
      record: JSON.stringify({ snapshot: { board: t.boardToBase64(board), turn: 0, drawOfferBy: null }, actionsB64: '' }),
      killStack: e({ op: 'KILL', attacker: c(0, 0), target: c(1, 2), part: 1 }),
      killPrimary: e({ op: 'KILL', attacker: c(0, 0), target: c(1, 2), part: 0 }),
      enslave: e({ op: 'ENSLAVE', attacker: c(0, 0), target: c(1, 2) }),
      split: e({ op: 'SPLIT', actor: c(0, 0), heights: [1, 0, 0, 0, 0, 0] }),
      backstabb: e({ op: 'BACKSTABB', actor: c(0, 0), dir: 0 }),
      combine: e({ op: 'COMBINE', center: c(-3, -3), dirA: 0, dirB: 4, donA: 1, donB: 1 }),
      sym: e({ op: 'SYM_COMBINE', center: c(-3, -3), config: 1, donate: 1 }),
    };
  });
  await page.locator('#record').fill(words.record);
  await page.locator('#import').click();
  const selection = () => page.locator('#selection').textContent();
  // The stack shows its carried slave: height 2, in the slave's own (white) colour.
  const stack = page.locator(`#board-area [data-cid="${cid(0, 0)}"]`);
  assert.equal(await stack.locator('.slave-height').textContent(), '2');
  assert.equal(await stack.locator('.slave').getAttribute('class'), 'slave unit-white');

  await clickTile(page, cid(0, 0));
  await clickTile(page, cid(1, 2));
  assert.equal(await selection(), words.killStack);
  await clickTile(page, cid(1, 2), 'right');
  assert.equal(await selection(), words.enslave);
  await clickTile(page, cid(1, 2), 'right');
  assert.equal(await selection(), words.killPrimary);
  await clickTile(page, cid(1, 2));
  assert.equal(await selection(), words.enslave);
  assert.equal(await page.locator('#submit').isEnabled(), true);

  // The unit again: split allocation over its six empty neighbours.
  await clickTile(page, cid(0, 0));
  assert.equal((await statesOf(page, 'interactable')).length, 6);
  assert.equal(await page.locator('#submit').isDisabled(), true);
  await clickTile(page, cid(1, 1));
  assert.equal(await selection(), words.split);
  await clickTile(page, cid(1, 1));
  assert.equal(await selection(), words.backstabb);
  await page.keyboard.press('Escape');
  assert.ok((await statesOf(page, 'selectable')).includes(cid(0, 0)));

  // Combine: two donors make a COMBINE, the third (symmetric) one a SYM_COMBINE.
  await clickTile(page, cid(-3, -3));
  await clickTile(page, cid(-2, -2));
  assert.equal(await page.locator('#submit').isDisabled(), true);
  await clickTile(page, cid(-4, -3));
  assert.equal(await selection(), words.combine);
  await clickTile(page, cid(-3, -4));
  assert.equal(await selection(), words.sym);
  await page.keyboard.press('Enter');
  assert.equal(await page.locator(`#board-area [data-cid="${cid(-3, -3)}"]`).getAttribute('data-unit'), '03');
  for (const [x, y] of [[-2, -2], [-4, -3], [-3, -4]]) {
    assert.equal(await page.locator(`#board-area [data-cid="${cid(x, y)}"]`).getAttribute('data-unit'), '00');
  }
  assert.equal(await page.locator('#log li').last().textContent(), words.sym);
  assert.equal(await page.locator('#status').textContent(), 'White to move');
  assert.deepEqual(page.problems, []);
  await page.close();
});

test('demo: a whole game played by clicks until it ends', async () => {
  const page = await openDemo();
  await page.evaluate(`window.clicksForWord = ${clicksForWord.toString()}`);
  const outcome = await page.evaluate(() => {
    let seed = 7;
    const rand = (n) => {
      seed = (seed * 1103515245 + 12345) >>> 0;
      return (seed >>> 8) % n;
    };
    const tile = (cid) => document.querySelector(`#board-area [data-cid="${cid}"]`);
    const boardHex = () => {
      const units = new Array(121).fill('00');
      for (const el of document.querySelectorAll('#board-area [data-cid]')) units[Number(el.dataset.cid)] = el.dataset.unit;
      return units.join('');
    };
    const ref = window.ref;
    let plies = 0;
    while (ref.status === 'active' && plies < 400) {
      const legal = [...ref.legalActions()].filter((w) => w >>> 28 <= 9);
      // Captures first, so that the game ends in a reasonable number of plies.
      const captures = legal.filter((w) => w >>> 28 === 9 || w >>> 28 === 1);
      const pool = captures.length ? captures : legal;
      const word = pool[rand(pool.length)];
      for (const cid of window.clicksForWord(word)) tile(cid).dispatchEvent(new MouseEvent('click', { bubbles: true }));
      if (document.getElementById('submit').disabled) return { error: `ply ${plies + 1}: submit disabled for ${word}` };
      document.getElementById('submit').click();
      window.refApply(word);
      plies += 1;
      if (ref.status === 'active' && !ref.legalActions().some((w) => w >>> 28 <= 9)) {
        ref.endByServer(1, ref.turn);
        window.refWords.push(0);  // the page logs the server's END word too
      }
      if (boardHex() !== window.hexOf(ref.board())) return { error: `ply ${plies}: board differs` };
    }
    return {
      plies,
      ended: ref.status === 'ended',
      result: ref.result,
      status: document.getElementById('status').textContent,
      banner: !document.getElementById('banner').hidden,
      log: document.querySelectorAll('#log li').length,
      words: window.refWords.length,
    };
  });
  assert.equal(outcome.error, undefined, outcome.error);
  console.log(`# demo whole game: ${outcome.plies} plies, ${outcome.status}`);
  assert.ok(outcome.ended, 'the game ended');
  assert.equal(outcome.banner, true);
  assert.equal(outcome.log, outcome.words);
  const who = outcome.result.winner === null ? 'Draw' : `${outcome.result.winner === 0 ? 'Black' : 'White'} wins`;
  assert.equal(outcome.status, `${who} (${outcome.result.reason})`);
  assert.deepEqual(page.problems, []);
  await page.close();
});
