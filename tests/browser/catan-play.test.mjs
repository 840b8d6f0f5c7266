// The Catan page (web/site/games/catan/index.html, web/site/games/catan/): a whole game against three computer
// players by clicks alone, a turn by keyboard alone, a reload that keeps the game, hidden hands
// when two people share the device, a counter-offer from one person to another, Undo, the highlights against the engine's legal actions, the log's
// words against the board, axe-core and the board on screen at 1366x768 and 390x844.
//   node --test tests/browser/catan-play.test.mjs
import assert from 'node:assert/strict';
import { join } from 'node:path';
import { test } from 'node:test';

import { REPO, newPage, useBrowser, withPage } from '../../tools/harness/browser.mjs';

const AXE = join(REPO, 'node_modules', 'axe-core', 'axe.min.js');
const env = useBrowser();
const PAGE = 'games/catan/?pace=0';

async function open(page) {
  await page.goto(`${env.url}${PAGE}`);
  await page.waitForSelector('body[data-ready="1"]', { timeout: 15000 });
  assert.equal(await page.evaluate(() => document.body.dataset.error ?? null), null, 'the page started');
}

/** Starts a new game through the "New game" dialog: seats 'person' or a level; a board number. */
async function newGame(page, seats, seed) {
  await page.locator('#new-game').click();
  await page.locator('#ng-players').selectOption(String(seats.length));
  for (const [i, s] of seats.entries()) await page.locator(`#ng-seat-${i}`).selectOption(s === 'person' ? 'person' : String(s));
  await page.locator('#ng-seed').fill(String(seed));
  await page.locator('dialog.new-game button.primary').click();
}

/** The kept game as the engine sees it, read in the page: {legal, state, current}. */
function engineState(page) {
  return page.evaluate(async () => {
    const { catan } = await (await import('/package/index.js')).loadBoardrules();
    const kept = JSON.parse(localStorage.getItem('boardrules:catan:play:v1'));
    const g = catan.loadRecord(kept.record);
    const out = { legal: g.legalActions(), state: g.toState(), current: g.current, prompt: g.prompt };
    g.dispose();
    return out;
  });
}

const targetsOnBoard = (page) => page.evaluate(() => [...document.querySelectorAll('#board [data-target]')].map((t) => `${t.dataset.verb} ${t.dataset.target}`).sort());

// The words a place should have, from the position: "the 6 wheat" for each land hex of a vertex.
function hexWords(state, names) {
  return names.map((n) => {
    const [q, r] = n.split(',').map(Number);
    const h = state.board.hexes.find((x) => x.q === q && x.r === r);
    if (!h) return null;
    return h.number === null ? 'the desert' : `the ${h.number} ${h.resource}`;
  }).filter(Boolean);
}

/** Waits until a person must act (a dialog, a target or a button) or the game is over. */
async function nextStop(page) {
  await page.waitForFunction(() => document.querySelector('dialog[open]') || ['person', 'over'].includes(document.body.dataset.waiting),
    null, { timeout: 20000, polling: 20 });
}

/** Waits until the page is drawn and waits for a person. */
const personToAct = (page) => page.waitForSelector('body[data-waiting="person"]', { timeout: 20000 });

test('catan page: a whole game of a person against three computer players, by clicks alone, to the end', { timeout: 120000 }, () => withPage(env, async (page) => {
  const started = Date.now();
  await open(page);
  await newGame(page, ['person', 1, 1, 1], 7);
  const seen = new Set();
  let steps = 0;
  for (;;) {
    assert.ok(++steps < 3000, 'the game ends');
    await nextStop(page).catch(async (e) => {
      const at = await page.evaluate(() => ({ status: document.getElementById('status').textContent, prompt: document.body.dataset.prompt,
        log: [...document.querySelectorAll('#log li')].slice(-8).map((l) => l.textContent) }));
      throw new Error(`${e.message}: ${JSON.stringify(at)}; problems ${page.problems}`);
    });
    if (await page.evaluate(() => document.body.dataset.waiting === 'over' && !document.querySelector('dialog[open]'))) break;
    const dialog = page.locator('dialog[open]');
    if (await dialog.count()) {
      const kind = await dialog.getAttribute('data-dialog');
      seen.add(kind);
      if (kind === 'discard') {
        // More cards, resource by resource, until the dialog says it is ready.
        while (await dialog.locator('button.primary').isDisabled()) await dialog.locator('button[data-more]:not([disabled])').first().click();
        await dialog.locator('button.primary').click();
      } else if (kind === 'choose') {
        await dialog.locator('button.choice').last().click();  // a victim; "Decline" a trade
      } else {
        await dialog.locator('button.primary').click();
      }
      continue;
    }
    const prompt = await page.evaluate(() => document.body.dataset.prompt);
    seen.add(prompt);
    if (await page.locator('#roll').isVisible()) await page.locator('#roll').click();
    else if (prompt !== 'MAIN' && await page.locator('#board [data-target]').count()) {
      // Setup, the robber, free roads: what the board highlights is what the engine allows.
      const { legal } = await engineState(page);
      assert.deepEqual(await targetsOnBoard(page), [...new Set(legal.map((a) => a.split(' ').slice(0, 2).join(' ')))].sort(), `the highlights at ${prompt}`);
      await page.locator('#board [data-target]').first().click();
    } else await page.locator('#end-turn').click();
  }
  // The computer decided in the package's worker, never on the page's thread.
  assert.ok(page.workers().some((w) => w.url().endsWith('/package/catan-worker.js')), 'the computer players run in a Web Worker');
  const winner = await page.locator('#winner').textContent();
  const { state } = await engineState(page);
  assert.notEqual(state.turn.winner, null);
  assert.match(winner, new RegExp(`^${state.players[state.turn.winner].colour} wins with ${state.players[state.turn.winner].vp_actual} points`, 'i'));
  assert.ok(state.players[state.turn.winner].vp_actual >= 10);
  assert.match(await page.locator('#status').textContent(), /wins with/);
  for (const p of ['INITIAL_SETTLEMENT', 'INITIAL_ROAD', 'ROLL', 'MAIN']) assert.ok(seen.has(p), `the person played a ${p}`);
  console.log(`# catan: a whole game in ${((Date.now() - started) / 1000).toFixed(1)} s, ${steps} stops; the person saw ${[...seen].join(', ')}`);
}));

test('catan page: a turn by keyboard alone, its log in words that match the board', { timeout: 60000 }, () => withPage(env, async (page) => {
  await open(page);
  await newGame(page, ['person', 1, 1], 11);
  await page.waitForSelector('#board [data-target]');
  // Every highlighted corner is named by its land tiles, each as the board has it ("the 6 wheat").
  const { state: start } = await engineState(page);
  const labels = await page.evaluate(() => [...document.querySelectorAll('#board [data-target]')].map((t) => [t.dataset.target, t.getAttribute('aria-label')]));
  assert.equal(labels.length, 54);
  for (const [vertex, label] of labels) {
    const named = [...label.matchAll(/the (\d+ \w+|desert)/g)].map((m) => `the ${m[1]}`).sort();
    assert.deepEqual(named, hexWords(start, vertex.split('|')).sort(), `${vertex}: "${label}"`);
  }
  // Tab from the board links into the board: the first highlighted corner gets the cursor.
  await page.focus('nav.board-nav a:last-child');
  await page.keyboard.press('Tab');
  assert.equal(await page.evaluate(() => document.activeElement.id), 'board');
  for (let i = 0; i < 5; ++i) await page.keyboard.press('ArrowRight');
  await page.keyboard.press('ArrowLeft');
  const cursor = await page.evaluate(() => document.querySelector('#board [data-cursor]').dataset.target);
  assert.equal(await page.evaluate(() => document.getElementById(document.getElementById('board').getAttribute('aria-activedescendant')).dataset.target), cursor);
  await page.keyboard.press('Enter');
  await page.waitForSelector(`#board [data-building="${cursor}"]`);
  const { state } = await engineState(page);
  assert.deepEqual(state.players[0].settlements, [cursor], 'the settlement went where the cursor was');
  const line = await page.locator('#log li').first().textContent();  // newest first
  const words = hexWords(state, cursor.split('|'));
  assert.ok(line.startsWith('Red built a settlement near '), line);
  for (const w of words) assert.ok(line.includes(w), `"${line}" names ${w}`);
  // The board in words says the same.
  const red = await page.locator('#board-words li').first().textContent();
  assert.equal(red, `Red: a settlement ${line.slice('Red built a settlement '.length, -1)}.`);
  // The road: every highlighted side touches the new settlement; Enter takes the first.
  await page.keyboard.press('ArrowRight');
  await page.keyboard.press('Enter');
  await page.waitForFunction(() => document.querySelectorAll('#board [data-road]').length >= 1);
  // The computer places; the second settlement and road by keyboard again.
  await page.waitForFunction(() => document.body.dataset.prompt === 'INITIAL_SETTLEMENT' && document.body.dataset.current === '0' && document.querySelector('#board [data-target]'), null, { timeout: 20000 });
  await page.focus('#board');
  await page.keyboard.press('End');
  await page.keyboard.press('Enter');
  await page.waitForFunction(() => document.body.dataset.prompt === 'INITIAL_ROAD');
  await page.keyboard.press('Enter');
  // The turn: Tab to Roll, Enter; then Tab to End turn, Enter.
  await page.waitForFunction(() => !document.getElementById('roll').hidden, null, { timeout: 20000 });
  const tabTo = async (id) => {
    for (let i = 0; i < 15 && await page.evaluate(() => document.activeElement.id) !== id; ++i) await page.keyboard.press('Tab');
    assert.equal(await page.evaluate(() => document.activeElement.id), id);
  };
  await page.focus('#board');
  await tabTo('roll');
  await page.keyboard.press('Enter');
  await page.waitForFunction(() => /^Red rolled/.test([...document.querySelectorAll('#log li')].map((l) => l.textContent).find((t) => t.startsWith('Red rolled')) ?? ''));
  // A 7 leads to the robber; move it by keyboard too.
  if (await page.evaluate(() => document.body.dataset.prompt) === 'MOVE_ROBBER') {
    await page.focus('#board');
    await page.keyboard.press('ArrowRight');
    await page.keyboard.press('Enter');
    const victim = page.locator('dialog[open] button.choice');
    if (await victim.count()) {
      await page.keyboard.press('Enter');
    }
  }
  await page.waitForFunction(() => !document.getElementById('end-turn').hidden && !document.getElementById('end-turn').disabled);
  await page.focus('#board');
  await tabTo('end-turn');
  await page.keyboard.press('Enter');
  await page.waitForFunction(() => /Red ended the turn/.test(document.getElementById('log').textContent));
  await page.waitForFunction(() => /Blue rolled.*Red ended the turn\./s.test(document.getElementById('log').innerText), null, { timeout: 20000 });
}));

test('catan page: a reload keeps the game: pieces, log, hand and whose turn', { timeout: 60000 }, () => withPage(env, async (page) => {
  await open(page);
  await newGame(page, ['person', 2, 2], 5);
  for (let i = 0; i < 2; ++i) {
    await page.waitForSelector('#board [data-target]', { timeout: 20000 });
    await page.waitForFunction(() => document.body.dataset.current === '0' && document.body.dataset.prompt === 'INITIAL_SETTLEMENT');
    await page.locator('#board [data-target]').first().click();
    await page.waitForFunction(() => document.body.dataset.prompt === 'INITIAL_ROAD');
    await page.locator('#board [data-target]').first().click();
  }
  await page.waitForFunction(() => !document.getElementById('roll').hidden, null, { timeout: 20000 });
  const snapshot = () => page.evaluate(() => ({
    pieces: [...document.querySelectorAll('#board [data-piece]')].map((p) => p.dataset.piece).sort(),
    log: [...document.querySelectorAll('#log li')].map((l) => l.textContent),
    hand: document.getElementById('hand').textContent,
    status: document.getElementById('status').textContent,
    scores: document.getElementById('scores').textContent,
  }));
  const before = await snapshot();
  assert.equal(before.pieces.filter((p) => p.startsWith('settlement')).length, 6);
  await page.reload();
  // The kept position is drawn before the engine has loaded.
  await page.waitForSelector('#board [data-piece^="settlement"]');
  await page.waitForSelector('body[data-ready="1"]');
  await page.waitForFunction(() => !document.getElementById('roll').hidden);
  assert.deepEqual(await snapshot(), before);
  await page.locator('#roll').click();
  await page.waitForFunction(() => /Red rolled/.test(document.getElementById('log').textContent));
  // A round later (the dice drawn by the game meanwhile), the dice after a reload are the ones the
  // game would have rolled: the kept record's generator goes on where it was (its drawn outcomes
  // played back by drawing again, not as outcomes chosen).
  const rolls = () => page.evaluate(() => document.getElementById('log').textContent.match(/rolled/g).length);
  const rolled = await rolls();
  await page.locator('#end-turn').click();
  await page.waitForFunction(() => !document.getElementById('roll').hidden, null, { timeout: 20000 });
  assert.ok(await rolls() > rolled, 'the computers rolled');
  await page.reload();
  await page.waitForSelector('body[data-ready="1"]');
  await page.waitForFunction(() => !document.getElementById('roll').hidden);
  // On this page every outcome is the game's draw (a person's roll, the computers' bare actions):
  // the kept record must say so, and the next roll is the one such a record draws.
  const { expected, drawn, outcomes } = await page.evaluate(async () => {
    const { catan } = await (await import('/package/index.js')).loadBoardrules();
    const { record } = JSON.parse(localStorage.getItem('boardrules:catan:play:v1'));
    const withOutcome = record.actions.flatMap((a, i) => (/^(ROLL|BUY_DEV) |STEAL \d+ [a-z]+$/.test(a) ? [i] : []));
    const g = catan.loadRecord({ ...record, drawn: withOutcome });
    const roll = g.apply('ROLL');
    g.dispose();
    return { expected: Number(roll.split(' ')[1]), drawn: record.drawn, outcomes: withOutcome };
  });
  assert.ok(outcomes.length >= 3);
  assert.deepEqual(drawn, outcomes, 'the kept record marks every outcome the game drew');
  const rollsBefore = await rolls();
  await page.locator('#roll').click();
  await page.waitForFunction((n) => document.getElementById('log').textContent.match(/rolled/g).length > n, rollsBefore);
  assert.match(await page.locator('#log li').first().textContent(), new RegExp(`^Red rolled ${expected}\\b`));
}));

test('catan page: two people on one device: a pass-the-device screen, and only the hand of the person to move', { timeout: 60000 }, () => withPage(env, async (page) => {
  await open(page);
  await newGame(page, ['person', 'person'], 3);
  const pass = async (who) => {
    await page.waitForSelector('dialog[open][data-dialog="pass"]');
    assert.match(await page.locator('dialog[open] h2').textContent(), new RegExp(`to ${who}$`));
    assert.equal(await page.locator('#hand li').count(), 0, `no hand is shown while the device goes to ${who}`);
    assert.equal(await page.locator('#devcards li').count(), 0);
    await page.locator('dialog[open] button.primary').click();
    await page.waitForFunction((w) => document.getElementById('hand-owner').textContent.startsWith(`${w}'s cards`), who);
    await personToAct(page);
  };
  const place = async () => {
    await personToAct(page);
    await page.locator('#board [data-target]').first().click();
    await page.waitForFunction(() => document.body.dataset.prompt === 'INITIAL_ROAD');
    await personToAct(page);
    await page.locator('#board [data-target]').first().click();
  };
  // Snake order: Red, Blue, Blue, Red.
  await pass('Red');
  await place();
  await pass('Blue');
  await place();
  await page.waitForFunction(() => document.body.dataset.prompt === 'INITIAL_SETTLEMENT');
  assert.equal(await page.locator('dialog[open]').count(), 0, 'Blue places twice running: no pass screen');
  await place();
  await pass('Red');
  await place();
  await page.waitForFunction(() => !document.getElementById('roll').hidden);
  // Red's hand on screen is Red's (from the second settlement), not Blue's.
  const { state } = await engineState(page);
  const shown = await page.evaluate(() => Object.fromEntries([...document.querySelectorAll('#hand li')].map((l) => [l.dataset.resource, Number(l.dataset.count)])));
  assert.deepEqual(shown, state.players[0].hand);
  assert.notDeepEqual(state.players[0].hand, state.players[1].hand, 'the two hands differ (else this check would prove nothing)');
  // The scoreboard gives Blue's card count, never Blue's cards.
  const blueRow = await page.locator('#scores tr[data-seat="1"]').textContent();
  assert.ok(!/wood|brick|sheep|wheat|ore/.test(blueRow));
  await page.locator('#roll').click();
  await page.waitForFunction(() => !document.getElementById('end-turn').hidden || document.querySelector('dialog[open]') || document.querySelector('#board [data-target]'));
}));

for (const viewport of [{ width: 1366, height: 768 }, { width: 390, height: 844 }]) {
  test(`catan page at ${viewport.width}x${viewport.height}: the whole board on screen, the status and actions reachable, axe-core finds nothing`, { timeout: 60000 }, async () => {
    const page = await newPage(env.browser, viewport);
    try {
      await open(page);
      await newGame(page, ['person', 1, 1], 9);
      await page.waitForSelector('#board [data-target]');
      const box = await page.locator('#board').boundingBox();
      assert.ok(box.x >= 0 && box.y >= 0 && box.x + box.width <= viewport.width && box.y + box.height <= viewport.height, `the board fits: ${JSON.stringify(box)}`);
      assert.ok(Math.max(box.width / viewport.width, box.height / viewport.height) >= 0.6, 'the board uses the screen');
      // The status and the row of the turn's buttons (Roll, End turn...) on screen with the board.
      const s = await page.locator('#status').boundingBox();
      assert.ok(s.y + s.height <= viewport.height, `the status is on screen: ${JSON.stringify(s)}`);
      const row = await page.locator('.catan-actions').boundingBox();
      assert.ok(row.y + 36 * 3 <= viewport.height, `the buttons' row (up to three lines) is on screen: ${JSON.stringify(row)}`);
      const axe = async (what) => {
        await page.addScriptTag({ path: AXE });
        const v = await page.evaluate(async () => (await window.axe.run(document, { resultTypes: ['violations'] })).violations
          .map((x) => `${x.id} (${x.impact}): ${x.nodes.slice(0, 3).map((n) => n.target.join(' ')).join(', ')}`));
        assert.deepEqual(v, [], what);
      };
      await axe('placing the first settlement');
      await page.locator('#board [data-target]').first().click();
      await page.waitForFunction(() => document.body.dataset.prompt === 'INITIAL_ROAD');
      await page.locator('#new-game').click();
      await axe('the new-game dialog');
      await page.keyboard.press('Escape');
      assert.deepEqual(page.problems, []);
    } finally {
      await page.close();
    }
  });
}

test('catan page: the turn\'s dialogs: a bank trade, monopoly, a bought card, a trade offer the computers answer, a city after a confirmation', { timeout: 60000 }, () => withPage(env, async (page) => {
  await open(page);
  // A position after the roll with the person (seat 0) rich: five of each resource, a monopoly
  // card held since before the turn. Kept as the page keeps games, then the page reloaded.
  await page.evaluate(async () => {
    const { catan } = await (await import('/package/index.js')).loadBoardrules();
    const g = catan.newGame({ players: 3, seed: 21 });
    while (g.prompt !== 'ROLL') g.apply(g.legalActions()[0]);
    g.apply('ROLL 8');
    const s = g.toState();
    g.dispose();
    s.players[0].hand = { wood: 5, brick: 5, sheep: 5, wheat: 5, ore: 5 };
    s.players[0].dev.monopoly = 1;
    s.players[0].dev.victory_point = 1;
    s.players[0].vp_actual += 1;
    s.bank.dev_deck -= 1;
    for (const r of Object.keys(s.bank.resources)) s.bank.resources[r] = 19 - s.players.reduce((n, p) => n + p.hand[r], 0);
    s.bank.dev_deck -= 1;
    const rich = catan.loadState(s, 4);
    localStorage.setItem('boardrules:catan:play:v1', JSON.stringify({
      seats: [{ kind: 'person' }, { kind: 'computer', level: 1 }, { kind: 'computer', level: 1 }], record: rich.record(), state: rich.toState(), log: [],
    }));
    rich.dispose();
  });
  await open(page);
  await personToAct(page);
  const hand = () => page.evaluate(() => Object.fromEntries([...document.querySelectorAll('#hand li')].map((l) => [l.dataset.resource, Number(l.dataset.count)])));
  const newest = () => page.locator('#log li').first().textContent();
  assert.deepEqual(await hand(), { wood: 5, brick: 5, sheep: 5, wheat: 5, ore: 5 });
  assert.match(await page.locator('#devcards').textContent(), /Monopoly: Name a resource/);
  // The hidden victory point counts on screen for its owner only.
  const { state: rich } = await engineState(page);
  const points = (seat) => page.locator(`#scores tr[data-seat="${seat}"] td`).first().textContent();
  assert.equal(await points(0), String(rich.players[0].vp_visible + 1));
  assert.equal(await points(1), String(rich.players[1].vp_visible));

  // The bank: the first offer the dialog lists, played as it says.
  await page.locator('#bank-trade').click();
  await page.addScriptTag({ path: AXE });
  assert.deepEqual(await page.evaluate(async () => (await window.axe.run(document, { resultTypes: ['violations'] })).violations.map((v) => v.id)), [], 'axe: the bank dialog');
  const first = page.locator('dialog[open] button.choice').first();
  const [, n, give, get] = /^Give (\d) (\w+), get 1 (\w+)$/.exec(await first.textContent());
  await first.click();
  await personToAct(page);
  assert.equal(await newest(), `Red traded ${n} ${give} with the bank for 1 ${get}.`);
  const afterBank = await hand();
  assert.equal(afterBank[give], 5 - Number(n));
  assert.equal(afterBank[get], 6);

  // Monopoly on ore: the log says how many came, as the engine counts them.
  const before = (await engineState(page)).state;
  const othersOre = before.players.slice(1).reduce((t, p) => t + p.hand.ore, 0);
  await page.locator('#play-dev').click();
  await page.locator('dialog[open] button.choice', { hasText: 'Monopoly' }).click();
  await page.locator('dialog[open] button.choice', { hasText: 'All the ore' }).click();
  await personToAct(page);
  assert.equal(await newest(), `Red played monopoly on ore and took ${othersOre}.`);
  assert.equal((await hand()).ore, 5 + othersOre);

  // A city asks first; Cancel changes nothing, Build builds it.
  const city = page.locator('#board [data-verb="CITY"]').first();
  const where = await city.getAttribute('data-target');
  await city.click();
  await page.locator('dialog[open] button', { hasText: 'Cancel' }).click();
  await personToAct(page);
  assert.equal(await page.locator(`#board [data-building="${where}"][data-kind="city"]`).count(), 0, 'cancelled: no city');
  await page.locator(`#board [data-verb="CITY"][data-target="${where}"]`).click();
  assert.match(await page.locator('dialog[open] p').textContent(), /2 wheat and 3 ore/);
  await page.locator('dialog[open] button.primary').click();
  await page.waitForSelector(`#board [data-building="${where}"][data-kind="city"]`);
  assert.match(await newest(), /^Red built a city near /);

  // A card bought: the log does not name it, the hand does.
  await personToAct(page);
  await page.locator('#buy-dev').click();
  await page.locator('dialog[open] button.primary').click();
  await personToAct(page);
  // Red is the one person at the device: the log names the card to Red, as the hand does.
  const boughtCard = /^Red bought a development card: (.+)\.$/.exec(await newest())?.[1];
  const fresh = (await engineState(page)).state.players[0].dev_new;
  assert.deepEqual(Object.keys(fresh).filter((k) => fresh[k] > 0).map((k) => ({ knight: 'Knight', victory_point: 'Victory point', road_building: 'Road building', year_of_plenty: 'Year of plenty', monopoly: 'Monopoly' })[k]), [boughtCard]);
  assert.match(await page.locator('#devcards').textContent(), /bought this turn: playable from your next turn/);

  // A trade offer: one wood for one brick; the computers answer, the person ends it.
  await page.locator('#offer').click();
  assert.deepEqual(await page.evaluate(async () => (await window.axe.run(document, { resultTypes: ['violations'] })).violations.map((v) => v.id)), [], 'axe: the offer dialog');
  await page.locator('dialog[open] fieldset').nth(0).locator('button[data-more="wood"]').click();
  await page.locator('dialog[open] fieldset').nth(1).locator('button[data-more="brick"]').click();
  await page.locator('dialog[open] button.primary').click();
  await page.waitForSelector('dialog[open][data-dialog="choose"]');
  assert.match(await page.locator('dialog[open] h2').textContent(), /Your trade offer/);
  const log = await page.locator('#log').innerText();
  assert.match(log, /Red offers 1 wood for 1 brick\./);
  assert.match(log, /Blue (accepts|declines|answers)/);
  assert.match(log, /White (accepts|declines|answers)/);
  await page.locator('dialog[open] button.choice').last().click();
  await personToAct(page);
  assert.match(await newest(), /^Red (withdrew the offer|traded 1 wood to (Blue|White) for 1 brick)\.$/);
  await page.locator('#end-turn').click();
  await page.waitForFunction(() => /Red ended the turn/.test(document.getElementById('log').textContent));
}));

test('catan page: a person answers an offer with other terms, and the offering person takes them', { timeout: 60000 }, () => withPage(env, async (page) => {
  await open(page);
  // Two people on one device after Red's roll, each with three of every resource.
  await page.evaluate(async () => {
    const { catan } = await (await import('/package/index.js')).loadBoardrules();
    const g = catan.newGame({ players: 2, seed: 5 });
    while (g.prompt !== 'ROLL') g.apply(g.legalActions()[0]);
    g.apply('ROLL 8');
    const s = g.toState();
    g.dispose();
    for (const p of s.players) p.hand = { wood: 3, brick: 3, sheep: 3, wheat: 3, ore: 3 };
    for (const r of Object.keys(s.bank.resources)) s.bank.resources[r] = 19 - 6;
    const rich = catan.loadState(s, 2);
    localStorage.setItem('boardrules:catan:play:v1', JSON.stringify({
      seats: [{ kind: 'person' }, { kind: 'person' }], record: rich.record(), state: rich.toState(), log: [],
    }));
    rich.dispose();
  });
  await open(page);
  const passTo = async (who) => {
    await page.waitForSelector('dialog[open][data-dialog="pass"]');
    assert.match(await page.locator('dialog[open] h2').textContent(), new RegExp(`to ${who}$`));
    await page.locator('dialog[open] button.primary').click();
  };
  const newest = () => page.locator('#log li').first().textContent();
  await passTo('Red');
  await personToAct(page);
  await page.locator('#offer').click();
  await page.locator('dialog[open] fieldset').nth(0).locator('button[data-more="wood"]').click();
  await page.locator('dialog[open] fieldset').nth(1).locator('button[data-more="brick"]').click();
  await page.locator('dialog[open] button.primary').click();
  await passTo('Blue');
  await page.waitForSelector('dialog[open][data-dialog="choose"]');
  assert.match(await page.locator('dialog[open] p').first().textContent(), /Red: gives 1 wood, asks for 1 brick\./);
  // Other terms: the dialog begins from the offer turned round; cancelled, the offer is back.
  await page.locator('dialog[open] button.choice', { hasText: 'Propose other terms' }).click();
  await page.waitForSelector('dialog[open][data-dialog="offer"]');
  const counts = () => page.evaluate(() => [...document.querySelectorAll('dialog[open] fieldset')].map((f) =>
    Object.fromEntries([...f.querySelectorAll('.counter')].map((c) => [c.dataset.resource, Number(c.querySelector('output').textContent)]).filter(([, n]) => n > 0))));
  assert.deepEqual(await counts(), [{ brick: 1 }, { wood: 1 }]);
  await page.locator('dialog[open] button', { hasText: 'Cancel' }).click();
  await page.waitForSelector('dialog[open][data-dialog="choose"]');
  await page.locator('dialog[open] button.choice', { hasText: 'Propose other terms' }).click();
  await page.waitForSelector('dialog[open][data-dialog="offer"]');
  await page.locator('dialog[open] fieldset').nth(1).locator('button[data-more="wood"]').click();
  assert.deepEqual(await counts(), [{ brick: 1 }, { wood: 2 }]);
  await page.locator('dialog[open] button.primary').click();
  // Back to Red, who sees Blue's terms among the answers and takes them.
  await passTo('Red');
  await page.waitForSelector('dialog[open][data-dialog="choose"]');
  assert.match(await page.locator('#log').innerText(), /Blue answers: 1 brick for 2 wood\./);
  await page.locator('dialog[open] button.choice', { hasText: 'on their terms' }).click();
  await personToAct(page);
  assert.equal(await newest(), 'Red traded 2 wood to Blue for 1 brick.');
  const { state } = await engineState(page);
  assert.deepEqual([state.players[0].hand.wood, state.players[0].hand.brick, state.players[1].hand.wood, state.players[1].hand.brick], [1, 4, 5, 2]);
  // Two people read this log: a card bought is not named in it (the hand shows it to Red).
  await page.locator('#buy-dev').click();
  await page.locator('dialog[open] button.primary').click();
  await personToAct(page);
  assert.equal(await newest(), 'Red bought a development card.');
}));

test('catan page: a person takes back a misplaced settlement with Undo; not the roll', { timeout: 60000 }, () => withPage(env, async (page) => {
  await open(page);
  await newGame(page, ['person', 1, 1], 8);
  await personToAct(page);
  const undo = page.locator('#undo');
  assert.ok(await undo.isDisabled(), 'nothing to take back yet');
  const logItems = () => page.locator('#log li').count();
  const items = await logItems();
  const first = await page.locator('#board [data-verb="SETTLEMENT"]').first().getAttribute('data-target');
  await page.locator(`#board [data-verb="SETTLEMENT"][data-target="${first}"]`).click();
  await page.waitForFunction(() => document.body.dataset.prompt === 'INITIAL_ROAD');
  await personToAct(page);
  assert.equal(await page.locator(`#board [data-building="${first}"]`).count(), 1);
  assert.equal(await logItems(), items + 1);
  await undo.click();
  await page.waitForFunction(() => document.body.dataset.prompt === 'INITIAL_SETTLEMENT');
  await personToAct(page);
  assert.equal(await page.locator(`#board [data-building="${first}"]`).count(), 0, 'the settlement is gone');
  assert.equal(await logItems(), items, 'and its log item');
  assert.ok(await undo.isDisabled());
  const kept = await engineState(page);
  assert.equal(kept.prompt, 'INITIAL_SETTLEMENT', 'the kept game is the one taken back');
  assert.equal(kept.state.players[0].settlements.length, 0);
  // Another corner instead; then the setup to the roll, which cannot be taken back.
  const other = await page.locator('#board [data-verb="SETTLEMENT"]').last().getAttribute('data-target');
  assert.notEqual(other, first);
  await page.locator(`#board [data-verb="SETTLEMENT"][data-target="${other}"]`).click();
  await page.waitForSelector(`#board [data-building="${other}"]`);
  for (const prompt of ['INITIAL_ROAD', 'INITIAL_SETTLEMENT', 'INITIAL_ROAD']) {
    await page.waitForFunction((p) => document.body.dataset.prompt === p && document.body.dataset.current === '0', prompt);
    await personToAct(page);
    await page.locator('#board [data-target]').first().click();
  }
  await page.waitForFunction(() => !document.getElementById('roll').hidden);
  await page.locator('#roll').click();
  await page.waitForFunction(() => document.body.dataset.prompt !== 'ROLL');
  await nextStop(page);
  assert.equal(await page.evaluate(() => document.body.dataset.prompt), 'MAIN', 'this board\'s first roll is no 7');
  assert.ok(await undo.isDisabled(), 'a roll is not taken back');
}));

test('catan page: a game saved to a file and opened again comes back whole', { timeout: 60000 }, () => withPage(env, async (page) => {
  await open(page);
  await newGame(page, ['person', 1, 1], 13);
  for (let i = 0; i < 2; ++i) {
    await page.waitForFunction(() => document.body.dataset.waiting === 'person' && document.body.dataset.prompt === 'INITIAL_SETTLEMENT', null, { timeout: 20000 });
    await page.locator('#board [data-target]').last().click();
    await page.waitForFunction(() => document.body.dataset.waiting === 'person' && document.body.dataset.prompt === 'INITIAL_ROAD');
    await page.locator('#board [data-target]').last().click();
  }
  await page.waitForFunction(() => !document.getElementById('roll').hidden, null, { timeout: 20000 });
  const pieces = () => page.evaluate(() => [...document.querySelectorAll('#board [data-piece]')].map((p) => p.dataset.piece).sort());
  const saved = await pieces();
  const [download] = await Promise.all([page.waitForEvent('download'), page.locator('#save-game').click()]);
  const text = await (await download.createReadStream()).toArray().then((chunks) => Buffer.concat(chunks).toString('utf8'));
  const file = JSON.parse(text);
  assert.equal(file.format, 'boardrules-catan-game');
  assert.deepEqual(file.seats, [{ kind: 'person' }, { kind: 'computer', level: 1 }, { kind: 'computer', level: 1 }]);
  await newGame(page, ['person', 2], 99);
  await page.waitForFunction(() => document.querySelectorAll('#board [data-piece^="settlement"]').length === 0);
  await page.locator('#open-file').setInputFiles({ name: 'game.json', mimeType: 'application/json', buffer: Buffer.from(text) });
  await page.waitForFunction(() => !document.getElementById('roll').hidden, null, { timeout: 20000 });
  assert.deepEqual(await pieces(), saved);
  assert.match(await page.locator('#log').textContent(), /A game opened from game\.json/);
  // A file that is not a game is refused in words, and the game stays.
  await page.locator('#open-file').setInputFiles({ name: 'notes.txt', mimeType: 'text/plain', buffer: Buffer.from('hello') });
  await page.waitForFunction(() => /Could not open notes\.txt/.test(document.getElementById('status').textContent));
  assert.deepEqual(await pieces(), saved);
}));

test('catan page: a game opened while the computer plays takes over at once; a cancelled new game leaves it playing', { timeout: 60000 }, () => withPage(env, async (page) => {
  await open(page);
  const busy = async () => {
    await newGame(page, [1, 1, 1], 8);  // computers only: the page is always driving
    await page.waitForFunction(() => Number(document.getElementById('log').dataset.lines ?? 0) > 5);
  };
  await busy();
  // A game file opened now (no dialog in between) takes over.
  const text = await page.evaluate(async () => {
    const { catan } = await (await import('/package/index.js')).loadBoardrules();
    const g = catan.newGame({ players: 3, seed: 8 });
    const record = g.record();
    g.dispose();
    return JSON.stringify({ format: 'boardrules-catan-game', version: 1, seats: [{ kind: 'person' }, { kind: 'computer', level: 1 }, { kind: 'computer', level: 1 }], record });
  });
  await page.locator('#open-file').setInputFiles({ name: 'start.json', mimeType: 'application/json', buffer: Buffer.from(text) });
  await personToAct(page);
  assert.equal(await page.evaluate(() => document.body.dataset.prompt), 'INITIAL_SETTLEMENT');
  await page.locator('#board [data-target]').first().click();
  await page.waitForFunction(() => document.body.dataset.prompt === 'INITIAL_ROAD');
  await personToAct(page);
  await page.locator('#board [data-target]').first().click();
  await page.waitForFunction(() => document.body.dataset.current === '0' && document.body.dataset.prompt === 'INITIAL_SETTLEMENT', null, { timeout: 20000 });
  // The new-game dialog cancelled while the computers play: they go on.
  await busy();
  await page.locator('#new-game').click();
  await page.locator('dialog.new-game button', { hasText: 'Cancel' }).click();
  const lines = Number(await page.evaluate(() => document.getElementById('log').dataset.lines));
  await page.waitForFunction((n) => Number(document.getElementById('log').dataset.lines) > n + 3, lines);
}));
