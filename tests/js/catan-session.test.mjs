// The site's game session (web/site/session/game-session.js) with Catan's adapter: 2-4 seats by a
// list, the seat that must decide as the game says it (a discard, a trade answer), moves whose
// outcome the game draws (the session keeps the move as done), a save that is the engine's record
// and comes back drawing as the game did, and the computer players at their seats.
import test from 'node:test';
import assert from 'node:assert/strict';
import { loadBoardrules } from '../../web/package/index.js';
import { GameSession } from '../../web/site/session/game-session.js';
import { catanAdapter } from '../../web/site/session/catan-adapter.js';
import { actionWords } from '../../web/site/games/catan/words.js';
import { random } from '../../tools/harness/stats.mjs';

const { catan } = await loadBoardrules();
const adapter = catanAdapter(catan, { describe: actionWords });
const PEOPLE = (n) => Array.from({ length: n }, () => ({ kind: 'person' }));
const tick = (ms = 0) => new Promise((resolve) => setTimeout(resolve, ms));

function snapshotFor(players, seed) {
  const g = catan.newGame({ players, seed });
  const snapshot = adapter.snapshotOf(g);
  g.dispose();
  return snapshot;
}

function withSession(options, body) {
  const s = new GameSession({ adapter, ...options });
  try {
    return body(s);
  } finally {
    s.dispose();
  }
}

// The save as the Catan page keeps it: the engine's record.
const recordOf = (save) => ({ ...save.snapshot, ...save.log });

test('catan session: random games of 2-4 people; the save is the engine\'s record and comes back drawing as the game did', () => {
  const next = random(4021);
  let drawnSeen = 0;
  for (const players of [2, 3, 4]) {
    for (let round = 0; round < 3; ++round) {
      const saves = [];
      withSession({ save: (state) => saves.push(state), extras: () => ({ seen: true }) }, (s) => {
        s.newGame(snapshotFor(players, 1000 * players + round), PEOPLE(players));
        assert.deepEqual(s.seats, PEOPLE(players));
        for (let i = 0; i < 900 && s.active; ++i) {
          const seat = s.toMove;
          assert.equal(seat, s.game.current);
          assert.equal(s.seatOf(seat), 'person');
          assert.ok(s.personToMove);
          const legal = s.game.legalActions();
          const word = legal[Math.floor(next() * legal.length)];
          s.play(word);
          const entry = s.entry(s.length - 1);
          assert.equal(entry.side, seat, 'the entry\'s side is the seat that decided');
          assert.equal(entry.done, s.game.record().actions.at(-1), 'the action as the game did it');
          assert.ok(Array.isArray(entry.lines) && entry.lines.every((l) => typeof l === 'string' && l.length > 0));
          if (entry.word !== word) {
            assert.equal(entry.word, `~${entry.done}`, 'a drawn outcome is marked');
            drawnSeen += 1;
          }
          // The state a page draws from, read once per action, is the game's now.
          if (i % 13 === 0) assert.deepEqual(adapter.stateOf(s.game), s.game.toState());
          // The save after every action: the record of the live game, the page's extras kept.
          const save = saves.at(-1);
          assert.equal(save.seen, true);
          if (i % 97 === 0 || !s.active) assert.deepEqual(recordOf(save), s.game.record());
          // Now and then the save played back: the same state, then the same next draw.
          if (i % 151 === 75) {
            const other = new GameSession({ adapter });
            other.install(other.prepare(save.snapshot, adapter.unpackLog(save.log)), PEOPLE(players));
            const back = { game: other.game, dispose: () => other.dispose() };
            try {
              assert.deepEqual(back.game.toState(), s.game.toState());
              // Described when asked (the last few, then all), as they were when played.
              const tail = Math.max(0, s.length - 5);
              assert.deepEqual(other.entries(tail), s.entries(tail));
              assert.deepEqual(other.entries(), s.entries());
              const probe = s.game.legalActions().find((a) => a === 'ROLL' || a === 'BUY_DEV');
              if (probe) {
                const copy = catan.loadRecord(s.game.record());
                assert.equal(back.game.apply(probe), copy.apply(probe), 'the generator goes on as in the live game');
                copy.dispose();
              }
            } finally {
              back.dispose();
            }
          }
        }
        assert.deepEqual(adapter.moves(s.game), adapter.unpackLog(s.game.record()), 'the moves kept as played equal the record\'s');
      });
    }
  }
  assert.ok(drawnSeen > 100, `drawn outcomes were played (${drawnSeen})`);
});

test('catan session: a save whose drawn outcome was changed, or of the wrong shape, is refused', () => {
  withSession({}, (s) => {
    s.newGame(snapshotFor(3, 7), PEOPLE(3));
    while (!s.moves().some((w) => w.startsWith('~ROLL '))) s.play(s.game.legalActions()[0]);
    const log = adapter.packLog(s.moves());
    const at = log.actions.findIndex((a) => a.startsWith('ROLL '));
    assert.ok(log.drawn.includes(at));
    const changed = { ...log, actions: log.actions.map((a, i) => (i === at ? (a === 'ROLL 8' ? 'ROLL 6' : 'ROLL 8') : a)) };
    assert.throws(() => s.prepare(s.start, adapter.unpackLog(changed)), { message: `Action ${at + 1} of this game cannot be played in the position before it: the game was changed or belongs to another version.` });
    // The same outcome, not drawn but named (a record's chosen outcome), plays back without the generator.
    const chosen = s.prepare(s.start, adapter.unpackLog({ ...changed, drawn: changed.drawn.filter((i) => i !== at) }));
    assert.equal(chosen.game.record().actions[at], changed.actions[at]);
    chosen.dispose();
    for (const bad of [null, {}, { actions: 'ROLL', drawn: [] }, { actions: [1], drawn: [] }, { actions: ['~ROLL 8'], drawn: [] },
      { actions: ['ROLL 8'], drawn: [1] }, { actions: ['ROLL 8'], drawn: [0.5] }, { actions: [], drawn: null }]) {
      assert.throws(() => adapter.unpackLog(bad), TypeError, JSON.stringify(bad));
    }
    assert.throws(() => s.prepare({ ...s.start, start: { board: {} } }, []), { message: /^The start of this game is not a valid Catan position/ });
  });
});

test('catan session: computer seats play from the seat that must decide to the end of a game', async () => {
  const s = new GameSession({ adapter });
  const seats = [{ kind: 'computer', level: 1 }, { kind: 'computer', level: 2 }, { kind: 'computer', level: 1 }];
  try {
    let errors = 0;
    s.subscribe((e) => { errors += e.type === 'error'; });
    s.newGame(snapshotFor(3, 99), seats);
    assert.ok(s.thinking);
    for (let i = 0; i < 20000 && s.active; ++i) await tick();
    assert.equal(errors, 0);
    assert.equal(s.active, false, 'the game ended');
    assert.equal(s.thinking, false);
    const sides = new Set(s.entries().map((e) => e.side));
    assert.deepEqual([...sides].sort(), [0, 1, 2]);
    // Played back from its record: the same game.
    const back = s.prepare(s.start, adapter.unpackLog(adapter.packLog(s.moves())));
    assert.deepEqual(back.game.toState(), s.game.toState());
    back.dispose();
  } finally {
    s.dispose();
  }
});

test('catan session: a person among computers: the computer stops at the person\'s seat, a new game stops it', async () => {
  const s = new GameSession({ adapter });
  try {
    s.newGame(snapshotFor(2, 3), [{ kind: 'computer', level: 1 }, { kind: 'person' }]);
    for (let i = 0; i < 200 && s.toMove !== 1; ++i) await tick();
    assert.equal(s.toMove, 1);
    assert.ok(s.personToMove);
    assert.equal(s.thinking, false);
    s.play(s.game.legalActions()[0]);
    assert.ok(s.thinking || s.toMove === 1);
    s.newGame(snapshotFor(2, 4), PEOPLE(2));
    assert.equal(s.thinking, false);
    await tick(20);
    assert.equal(s.length, 0, 'the old game\'s computer did not play into the new one');
  } finally {
    s.dispose();
  }
});

// What a person may take back, said here from the rules of the page (docs/SITE.md): their own
// last action, when it drew nothing (a roll, a card bought, a theft) and showed no other seat's
// cards (a monopoly), and was no trade or end of turn.
const OWN_TAKE_BACK = new Set(['SETTLEMENT', 'ROAD', 'CITY', 'MARITIME', 'YEAR_OF_PLENTY', 'ROAD_BUILDING', 'KNIGHT']);
const mayTakeBack = (word) => !word.startsWith('~') && (OWN_TAKE_BACK.has(word.split(' ')[0]) || /^ROBBER \S+$/.test(word));

test('catan session: a person takes back their own last action when nothing was drawn or shown; the game, record, save and log are as before it', () => {
  const next = random(977);
  let takenBack = 0, refused = 0;
  for (const players of [2, 3, 4]) {
    const saves = [];
    withSession({ save: (state) => saves.push(state) }, (s) => {
      s.newGame(snapshotFor(players, 77 + players), PEOPLE(players));
      let before = null;
      for (let i = 0; i < 1500 && s.active; ++i) {
        const n = s.length;
        const expected = n > 0 && mayTakeBack(s.moves()[n - 1]) && s.entry(n - 1).side === s.toMove;
        assert.equal(s.canUndo, expected, `canUndo after ${s.moves()[n - 1]}`);
        if (!expected && n > 0 && next() < 0.05) {
          s.undo();
          assert.equal(s.length, n, 'nothing taken back');
          refused += 1;
        }
        if (expected && before && next() < 0.4) {
          s.undo();
          takenBack += 1;
          assert.equal(s.length, n - 1);
          assert.deepEqual(s.game.toState(), before.state);
          assert.deepEqual(adapter.stateOf(s.game), before.state, 'the state the page draws is read again');
          assert.deepEqual(s.game.record(), before.record);
          assert.deepEqual(recordOf(saves.at(-1)), before.record, 'saved as taken back');
          assert.deepEqual(s.entries(), before.entries);
          assert.equal(s.canUndo, before.canUndo, 'one action at a time: the one before may be taken back too');
          before = null;
        }
        before = { state: s.game.toState(), record: s.game.record(), entries: s.entries(), canUndo: s.canUndo };
        const legal = s.game.legalActions();
        s.play(legal[Math.floor(next() * legal.length)]);
        // Another action where one was taken back: the page's state and words follow the game.
        assert.deepEqual(adapter.stateOf(s.game), s.game.toState());
        assert.equal(s.entry(s.length - 1).done, s.game.record().actions.at(-1));
      }
    });
  }
  assert.ok(takenBack > 100 && refused > 20, `takeBacks ${takenBack}, refusals ${refused}`);
});
