// Catan games through the package (WebAssembly): every conformance record (legal set and every
// `after` state), newGame on a createBoard() board, whole games through the string API with the
// position round trip, undo, record replay, view, coded errors, and simulate.
import { test } from 'node:test';
import assert from 'node:assert/strict';
import { existsSync, readdirSync, readFileSync } from 'node:fs';
import { gunzipSync } from 'node:zlib';
import { random, root } from './helpers.mjs';
import { loadBoardrules } from '../../web/package/index.js';

const { catan } = await loadBoardrules();
const records = gunzipSync(readFileSync(`${root}/tests/data/catan/dev.jsonl.gz`))
  .toString('utf8')
  .split('\n')
  .filter(Boolean)
  .map((line) => JSON.parse(line));

function stateOf(record) {
  const { id, v, legal, after, ...state } = record;
  void [id, v, legal, after];
  return state;
}

// Expected fields must match; vertex and edge lists in any order.
function sameFields(want, got, path) {
  if (Array.isArray(want) && want.every((x) => typeof x === 'string')) {
    assert.deepEqual([...got].sort(), [...want].sort(), path);
  } else if (want !== null && typeof want === 'object') {
    for (const key of Object.keys(want)) sameFields(want[key], got?.[key], `${path}.${key}`);
  } else {
    assert.equal(got, want, path);
  }
}

function withGame(game, body) {
  try {
    return body(game);
  } finally {
    game.dispose();
  }
}

// Checks every record (legal set, state, every `after` state); returns the `after` count.
function checkRecords(list) {
  let afters = 0;
  for (const r of list) {
    const state = stateOf(r);
    withGame(catan.loadState(state), (g) => {
      assert.deepEqual(g.legalActions().sort(), [...r.legal].sort(), `${r.id} legal`);
      sameFields(state, g.toState(), `${r.id} state`);
    });
    for (const entry of r.after) {
      withGame(catan.loadState(state), (g) => {
        g.apply(entry.action);
        sameFields(entry.state, g.toState(), `${r.id} after ${entry.action}`);
        afters += 1;
      });
    }
  }
  return afters;
}

test('catan conformance: 400 dev records through the package', () => {
  assert.equal(records.length, 400);
  assert.equal(checkRecords(records), 867);
});

// CI lays shared/ beside the clone: run every record file there too (records produced the same
// way may be added to it).
const sharedDir = `${root}/../shared/catan/conformance`;
const sharedFiles = existsSync(sharedDir) ? readdirSync(sharedDir).filter((f) => /\.jsonl(\.gz)?$/.test(f)) : [];
for (const file of sharedFiles) {
  test(`shared/catan/conformance/${file}: every record passes through the package`, () => {
    const raw = readFileSync(`${sharedDir}/${file}`);
    const text = (file.endsWith('.gz') ? gunzipSync(raw) : raw).toString('utf8');
    const list = text.split('\n').filter(Boolean).map((line) => JSON.parse(line));
    assert.ok(list.length > 0, `${file} holds records`);
    checkRecords(list);
  });
}

test('catan: a createBoard() board starts a game; whole games through the string API', () => {
  const board = catan.createBoard(5, { separateRedNumbers: true });
  for (const players of [2, 3, 4]) {
    withGame(catan.newGame({ players, seed: players, board }), (g) => {
      const start = g.toState();
      assert.deepEqual(start.board.hexes.find((h) => h.q === 0 && h.r === 0).resource,
        board.hexes.find((h) => h.q === 0 && h.r === 0).resource);
      const rand = random(players * 11);
      let steps = 0;
      while (!g.isOver && steps < 10000) {
        const legal = g.legalActions();
        assert.ok(legal.length > 0);
        const before = g.toState();
        g.apply(legal[Math.floor(rand() * legal.length)]);
        steps += 1;
        if (steps % 25 === 0) {
          const after = g.toState();
          withGame(catan.loadState(after), (copy) => assert.deepEqual(copy.toState(), after));
          g.undo();
          assert.deepEqual(g.toState(), before);
          g.apply(legal[0]);
          g.undo();
          assert.deepEqual(g.toState(), before);
          g.apply(legal[Math.floor(rand() * legal.length)]);
        }
      }
      assert.equal(g.isOver, true);
      assert.equal(g.winner, g.turnPlayer);
      assert.deepEqual(g.legalActions(), []);
      withGame(catan.loadRecord(g.record()), (replay) => assert.deepEqual(replay.toState(), g.toState()));
      assert.throws(() => g.apply('END_TURN'), { code: 'GAME_ENDED' });
    });
  }
});

test('catan: outcome forms, view, coded errors, nothing changed on an error', () => {
  withGame(catan.newGame({ players: 3, seed: 9 }), (g) => {
    assert.throws(() => g.apply('ROLL'), { code: 'ILLEGAL_ACTION' });
    assert.throws(() => g.apply('FLY 1,1'), { code: 'ILLEGAL_ACTION' });
    assert.throws(() => g.apply(42), { code: 'INVALID_ARGUMENT' });
    assert.throws(() => g.view(3), { code: 'INVALID_ARGUMENT' });
    assert.throws(() => g.undo(), { code: 'NOTHING_TO_UNDO' });
    assert.equal(g.actionCount, 0);
    while (g.prompt !== 'ROLL') g.apply(g.legalActions()[0]);
    assert.equal(g.apply('ROLL 8'), 'ROLL 8');
    assert.equal(g.toState().turn.dice, 8);
    const view = g.view(1);
    assert.equal(view.players[1].hand !== undefined, true);
    assert.equal(view.players[0].hand, undefined);
    assert.equal(typeof view.players[0].hand_size, 'number');
    assert.deepEqual(view.legal, []);
    assert.deepEqual(g.view(0).legal.sort(), g.legalActions().sort());
  });
  const state = stateOf(records[0]);
  assert.throws(() => catan.loadState({ ...state, bank: { ...state.bank, dev_deck: 3 } }),
    (e) => e.code === 'BAD_STATE' && e.message.startsWith('state.bank.dev_deck'));
  assert.throws(() => catan.loadState('{'), { code: 'BAD_STATE' });
  assert.throws(() => catan.loadState([]), { code: 'INVALID_ARGUMENT' });
  assert.throws(() => catan.loadRecord({ format: 'x' }), { code: 'BAD_RECORD' });
  assert.throws(() => catan.newGame({ players: 5 }), { code: 'INVALID_ARGUMENT' });
  const bad = catan.createBoard(1);
  bad.harbors = bad.harbors.slice(1);
  assert.throws(() => catan.newGame({ players: 2, board: bad }), { code: 'BAD_BOARD' });
  const g = catan.newGame({ players: 2 });
  g.dispose();
  assert.throws(() => g.legalActions(), { code: 'DISPOSED' });
});

test('catan: a record replayed one action at a time with {drawn} draws as the game did', () => {
  const next = random(2024);
  withGame(catan.newGame({ players: 3, seed: 77 }), (live) => {
    for (let i = 0; i < 400 && !live.isOver; ++i) {
      const legal = live.legalActions();
      live.apply(legal[Math.floor(next() * legal.length)]);
    }
    const record = live.record();
    assert.ok(record.drawn.length > 20);
    const { actions, drawn, ...head } = record;
    withGame(catan.loadRecord({ ...head, actions: [], drawn: [] }), (g) => {
      actions.forEach((action, i) => {
        if (!drawn.includes(i) || !action.startsWith('ROLL ')) return void g.apply(action, { drawn: drawn.includes(i) });
        const other = action === 'ROLL 8' ? 'ROLL 6' : 'ROLL 8';
        const before = JSON.stringify(g.toState());
        assert.throws(() => g.apply(other, { drawn: true }), { code: 'ILLEGAL_ACTION', message: /does not draw this outcome/ });
        assert.equal(JSON.stringify(g.toState()), before);
        assert.throws(() => g.apply('ROLL', { drawn: true }), { code: 'ILLEGAL_ACTION', message: /must carry its outcome/ });
        assert.equal(g.apply(action, { drawn: true }), action);
      });
      assert.deepEqual(g.record(), record);
      // The next draw is the live game's (a chosen outcome would leave the generator behind).
      if (!live.isOver) {
        const legal = live.legalActions();
        assert.deepEqual(g.legalActions(), legal);
        const a = legal.find((x) => x === 'ROLL' || x === 'BUY_DEV') ?? legal[0];
        assert.equal(g.apply(a), live.apply(a));
      }
    });
    assert.throws(() => live.apply('END_TURN', { drawn: 'yes' }), { code: 'INVALID_ARGUMENT' });
    assert.throws(() => live.apply('END_TURN', { drawn: true, x: 1 }), { code: 'INVALID_ARGUMENT' });
  });
});

test('catan: simulate plays whole random games inside the engine', () => {
  const r = catan.simulate({ games: 20, players: 4, seed: 3 });
  assert.equal(r.games, 20);
  assert.equal(r.wins.reduce((a, b) => a + b, 0) + r.unfinished, 20);
  assert.ok(r.actions > 20 * 100);
  assert.deepEqual(catan.simulate({ games: 20, players: 4, seed: 3 }), r);
  assert.throws(() => catan.simulate({ games: -1, players: 4 }), { code: 'INVALID_ARGUMENT' });
});

test('catan: the legal list read from memory and actions applied by index agree with the text path', () => {
  // Game A lists with legalActions() (codes read from WASM memory, applied by index); game B only
  // ever applies text (the engine parses it) and lists through view(). Same seed, same choices.
  const rand = random(77);
  for (const players of [2, 4]) {
    const a = catan.newGame({ players, seed: 31 + players });
    const b = catan.newGame({ players, seed: 31 + players });
    let steps = 0;
    while (!a.isOver && steps < 3000) {
      const listed = a.legalActions();
      assert.deepEqual(listed, b.view(b.current).legal, `action ${steps}: the two lists`);
      listed.push('NOT AN ACTION');  // the caller's copy: the game's own list is unchanged
      const choice = listed[Math.floor(rand() * (listed.length - 1))];
      assert.equal(a.apply(choice), b.apply(choice), `action ${steps}: ${choice}`);
      if (steps % 23 === 5) {
        a.legalActions();  // listed before the undo: the undo must not keep this list
        a.undo();
        b.undo();
        assert.deepEqual(a.legalActions(), b.view(b.current).legal, `after undo at ${steps}`);
        const replayed = a.legalActions()[0];
        assert.equal(a.apply(replayed), b.apply(replayed), `after undo at ${steps}: ${replayed}`);
      }
      steps++;
    }
    assert.equal(a.isOver, true);
    assert.deepEqual(a.record(), b.record());
    assert.deepEqual(a.toState(), b.toState());
    a.dispose();
    b.dispose();
  }
});
