// The Catan computer players through the package (docs/CATAN-BOT.md): catan.bestAction plays
// whole games of every size and level legally, decides from the seat's view only, makes at most
// one domestic offer a turn, is deterministic, and refuses bad calls with coded errors.
import test from 'node:test';
import assert from 'node:assert/strict';
import { loadBoardrules } from '../../web/package/index.js';

const { catan } = await loadBoardrules();
const ACTION_CAP = 3000;

// Plays `game` to its end with the levels by seat; returns the actions taken.
function playOut(game, levels, seed = 1) {
  const taken = [];
  while (!game.isOver && taken.length < ACTION_CAP) {
    taken.push(game.apply(catan.bestAction(game, { level: levels[game.current], seed })));
  }
  return taken;
}

test('computer players finish whole 2-, 3- and 4-player games at every level', () => {
  for (const [players, levels] of [[2, [6, 1]], [3, [2, 5, 3]], [4, [4, 6, 1, 2]]]) {
    const game = catan.newGame({ players, seed: 100 + players });
    const taken = playOut(game, levels);
    assert.equal(game.isOver, true, `${players} players: not over after ${taken.length} actions`);
    assert.equal(game.toState().players[game.winner].vp_actual >= 10, true);
    game.dispose();
  }
});

test('at most one domestic offer a turn, however the others answer', () => {
  for (let seed = 1; seed <= 4; seed++) {
    const game = catan.newGame({ players: 3, seed });
    playOut(game, [6, 6, 6], seed);
    let offers = 0;
    let turns = 0;
    for (const action of game.record().actions) {
      if (action === 'END_TURN') {
        offers = 0;
        turns++;
      }
      if (action.startsWith('OFFER ')) assert.equal(++offers, 1, `seed ${seed}, turn ${turns}: a second offer`);
    }
    game.dispose();
  }
});

test('deterministic for a position, level and seed', () => {
  const a = catan.newGame({ players: 4, seed: 9 });
  const b = catan.newGame({ players: 4, seed: 9 });
  for (let i = 0; i < 120 && !a.isOver; i++) {
    const x = catan.bestAction(a, { level: 3, seed: 5 });
    assert.equal(catan.bestAction(b, { level: 3, seed: 5 }), x);
    assert.equal(b.apply(x), a.apply(x));
  }
  a.dispose();
  b.dispose();
});

// The same public position with two other seats' hands dealt differently: one card of a kind
// moves from seat a to seat b and one of another kind back (counts and bank unchanged). Null when
// no two other seats hold different kinds.
function reshuffleOthers(state, seat) {
  const copy = structuredClone(state);
  const others = copy.players.filter((_, i) => i !== seat);
  for (const a of others) {
    for (const b of others) {
      for (const x of Object.keys(a.hand)) {
        for (const y of Object.keys(b.hand)) {
          if (a === b || x === y || a.hand[x] === 0 || b.hand[y] === 0) continue;
          a.hand[x]--, b.hand[x]++, b.hand[y]--, a.hand[y]++;
          return copy;
        }
      }
    }
  }
  return null;
}

test('decides from the view of its seat: the others\' hidden hands do not change its action', () => {
  const game = catan.newGame({ players: 4, seed: 21 });
  let compared = 0;
  for (let i = 0; i < 400 && !game.isOver; i++) {
    const state = game.toState();
    const seat = game.current;
    // (An open domestic offer is not in the position format: docs/rules/catan.md.)
    const changed = i % 5 === 0 && game.prompt !== 'TRADE' ? reshuffleOthers(state, seat) : null;
    if (changed !== null) {
      const other = catan.loadState(changed);
      const same = catan.loadState(state);
      for (const level of [3, 6]) {
        assert.equal(catan.bestAction(other, { level, seed: 2 }), catan.bestAction(same, { level, seed: 2 }), `action ${i}`);
      }
      other.dispose();
      same.dispose();
      compared++;
    }
    game.apply(catan.bestAction(game, { level: 4, seed: 3 }));
  }
  assert.ok(compared >= 20, `only ${compared} positions compared`);
  game.dispose();
});

test('a time limit still answers with a legal action', () => {
  const game = catan.newGame({ players: 4, seed: 2 });
  const action = catan.bestAction(game, { timeMs: 0.001 });
  assert.ok(game.legalActions().includes(action), action);
  game.dispose();
});

test('bad calls get coded errors and change nothing', () => {
  const game = catan.newGame({ players: 3, seed: 1 });
  const code = (fn) => {
    try {
      fn();
    } catch (error) {
      return `${error.name} ${error.code}`;
    }
    return 'no error';
  };
  assert.equal(code(() => catan.bestAction(game, { seat: 1 })), 'Error NOT_TO_DECIDE');
  assert.equal(code(() => catan.bestAction(game, { seat: 3 })), 'RangeError INVALID_ARGUMENT');
  assert.equal(code(() => catan.bestAction(game, { level: 0 })), 'RangeError INVALID_ARGUMENT');
  assert.equal(code(() => catan.bestAction(game, { timeMs: -5 })), 'RangeError INVALID_ARGUMENT');
  assert.equal(code(() => catan.bestAction(game, { timeMs: 1e9 })), 'RangeError INVALID_ARGUMENT');
  assert.equal(code(() => catan.bestAction(game, { timeMs: '5' })), 'TypeError INVALID_ARGUMENT');
  assert.equal(code(() => catan.bestAction(game, { seed: 2 ** 32 })), 'RangeError INVALID_ARGUMENT');
  assert.equal(code(() => catan.bestAction(game, { depth: 3 })), 'TypeError INVALID_ARGUMENT');
  assert.equal(code(() => catan.bestAction(game.toState(), {})), 'TypeError INVALID_ARGUMENT');
  assert.equal(code(() => catan.bestAction(Object.create(Object.getPrototypeOf(game)), {})), 'TypeError INVALID_ARGUMENT');
  assert.equal(game.actionCount, 0);

  // Each option is read once, own properties only; a getter that disposes the game is answered
  // with DISPOSED, never with a crash.
  let reads = 0;
  const counted = { get level() { reads++; return 2; } };
  catan.bestAction(game, counted);
  assert.equal(reads, 1);
  assert.equal(code(() => catan.bestAction(game, Object.create({ level: 2 }))), 'TypeError INVALID_ARGUMENT');  // not a plain object
  const disposing = { get level() { game.dispose(); return 2; } };
  assert.equal(code(() => catan.bestAction(game, disposing)), 'Error DISPOSED');

  const over = catan.newGame({ players: 2, seed: 3 });
  playOut(over, [6, 6]);
  assert.equal(code(() => catan.bestAction(over)), 'Error GAME_ENDED');
  over.dispose();
  assert.equal(code(() => catan.createBotWorker()), typeof Worker === 'function' ? 'no error' : 'Error UNSUPPORTED');
  assert.equal(code(() => catan.createBotWorker({ url: 5 })), 'TypeError INVALID_ARGUMENT');
});
