// The site's game session (web/site/session/game-session.js) on the package, with Tribun's adapter:
// the history is the engine's (take-backs keep their redo line, review never moves the live
// game), saves and links carry the seats, the computer's turn is cancelled by a take-back.
import test from 'node:test';
import assert from 'node:assert/strict';
import { loadBoardrules } from '../../web/package/index.js';
import { GameSession, LOCAL } from '../../web/site/session/game-session.js';
import { packActionLog as packWords } from '../../web/package/board/action-words.js';
import { tribunAdapter } from '../../web/site/session/tribun-adapter.js';

const { tribun: t } = await loadBoardrules();

// storage.js keeps games in localStorage: a Map stands in for it here.
const stored = new Map();
globalThis.localStorage = {
  getItem: (k) => (stored.has(k) ? stored.get(k) : null),
  setItem: (k, v) => stored.set(k, String(v)),
  removeItem: (k) => stored.delete(k),
};
const storage = await import('../../web/site/play/storage.js');

const START = (() => {
  const g = t.newGame();
  const s = g.snapshot();
  g.dispose();
  return s;
})();

/** A session on Tribun's adapter; `engine` stands in for the Web Worker. */
function session({ engine = null, save = null } = {}) {
  const adapter = tribunAdapter(t);
  if (engine) adapter.createEngine = () => engine;
  return new GameSession({ adapter, save, extras: () => ({ flipped: false }) });
}

// `n` plies of the first legal action, on the session (its own play).
function playFirst(s, n) {
  for (let i = 0; i < n; ++i) s.play(s.game.legalActions()[0]);
}

// A local game of `n` plies on a fresh session: [session, its words].
function localGame(n) {
  const s = session();
  s.newGame(START, LOCAL());
  playFirst(s, n);
  return [s, s.moves()];
}

// The board after the first `n` words of `words`, from a fresh game (the reference).
function boardAfter(words, n) {
  const g = t.replay(START, packWords(words.slice(0, n)));
  try {
    return g.board();
  } finally {
    g.dispose();
  }
}

test('game session: a new game, moves described from the position before them', () => {
  const s = session();
  s.newGame(START, LOCAL(3));
  assert.equal(s.length, 0);
  assert.equal(s.active, true);
  assert.ok(s.position.selectable.length > 0, 'the options of the live position');
  const first = s.game.legalActions()[0];
  const sentence = t.explainAction(s.game.board(), s.game.turn, first, { tense: 'past' });
  s.play(first);
  playFirst(s, 3);
  assert.equal(s.length, 4);
  assert.deepEqual(s.moves(), Array.from(s.game.actions()));
  assert.equal(s.entry(0).word, first);
  assert.equal(s.entry(0).sentence, sentence);
  assert.equal(s.entry(0).side, START.turn);
  assert.deepEqual(s.entries().map((e) => e.side), [0, 1, 0, 1].map((k) => START.turn ^ k));
  assert.throws(() => s.play(0xffffffff), 'a refused word throws');
  assert.equal(s.length, 4, '... and changes nothing');
  s.dispose();
});

test('game session: take-backs go through the engine history and keep the redo line', () => {
  const [s, words] = localGame(6);
  s.undo();
  assert.equal(s.length, 5);
  assert.deepEqual(s.moves(), words.slice(0, 5));
  assert.deepEqual(s.game.board(), boardAfter(words, 5));
  s.undo(2);
  assert.equal(s.length, 2);
  assert.equal(s.canRedo, true, 'the moves taken back are the redo line');
  s.redo();
  s.redo();
  assert.deepEqual(s.moves(), words.slice(0, 4));
  assert.equal(s.entry(3).word, words[3]);
  // Another move after a take-back: a new line, described from its own position.
  s.undo();
  const other = s.game.legalActions()[1];
  s.play(other);
  assert.deepEqual(s.moves(), [...words.slice(0, 3), other]);
  assert.equal(s.entry(3).word, other);
  assert.equal(s.entry(3).sentence, t.explainAction(boardAfter(words, 3), s.sideAt(3), other, { tense: 'past' }));
  // Back into the first line: redo walks the engine's line, whose moves are described as such.
  const last = s.game.legalActions();
  s.play(last[last.length - 1]);
  assert.notEqual(s.moves()[4], words[4]);
  s.undo(3);
  s.play(words[3]);
  s.redo();
  assert.deepEqual(s.moves(), words.slice(0, 5));
  assert.deepEqual(s.entries().map((e) => e.word), words.slice(0, 5));
  s.undo(3);
  s.play(other);
  // The record holds the live line only, never the moves taken back.
  const parsed = t.parseRecord(s.toRecord({ Computer: 'none' }));
  assert.equal(parsed.game.actionsB64(), s.log());
  assert.deepEqual(Array.from(parsed.game.continuations()), []);
  parsed.game.dispose();
  s.dispose();
});

test('game session: review shows an earlier position and loses neither the live game nor its future', () => {
  const [s, words] = localGame(5);
  const live = s.game.board();
  for (const ply of [2, 0, 4, 1]) {
    s.review(ply);
    assert.equal(s.live, false);
    assert.equal(s.shownPly, ply);
    assert.deepEqual(s.boardAt(), boardAfter(words, ply));
    assert.equal(s.sideAt(ply), START.turn ^ (ply & 1));
    assert.deepEqual(s.moves(), words, 'the future is kept');
    assert.deepEqual(s.game.board(), live, 'the live game stays where it is');
  }
  s.review(99);
  assert.equal(s.live, true);
  assert.deepEqual(s.boardAt(), live);
  s.review(3);
  playFirst(s, 1);
  assert.equal(s.live, true, 'a move returns to the live position');
  assert.equal(s.length, 6);
  s.dispose();
});

test('game session: a saved game comes back from the storage text with its seats', () => {
  stored.clear();
  const a = session({ save: storage.save });
  const seats = { kind: 'link', human: 1, level: 4 };
  a.newGame(START, seats);
  playFirst(a, 1);  // black (the friend's side here) moves... on this device for the test
  a.setSeats(LOCAL(5));
  a.setSeats(seats);
  const text = stored.get('boardrules:tribun:play:v1');
  assert.ok(text, 'saved after every change');
  const saved = storage.loadSaved();
  assert.equal(saved.actionsB64, a.log());
  const b = session();
  b.install(b.prepare(saved.snapshot, saved.actionsB64), storage.readMode(saved.mode));
  assert.deepEqual(b.moves(), a.moves());
  assert.deepEqual(b.seats, seats);
  assert.deepEqual(b.game.board(), a.game.board());
  // A damaged log: a message for players, and the live game is untouched.
  assert.throws(() => b.prepare(saved.snapshot, packWords([0x0fffffff])), /Move 1 of this game \(Black\) is not a legal move/);
  assert.equal(b.length, 1);
  a.dispose();
  b.dispose();
});

test('game session: a link carries the game and the seats', () => {
  const a = session();
  a.newGame(START, { kind: 'link', human: 0, level: 2 });
  playFirst(a, 3);
  const url = storage.linkFor('https://example.test/demo/', a.start, a.log(), { kind: 'link', human: a.game.turn, level: 2 });
  const linked = storage.gameFromLink(url);
  const b = session();
  b.install(b.prepare(linked.snapshot, linked.actionsB64), linked.mode);
  assert.deepEqual(b.seats, { kind: 'link', human: a.game.turn, level: 2 });
  assert.deepEqual(b.moves(), a.moves());
  assert.equal(b.personToMove, true);
  assert.equal(a.personToMove, false, 'the friend moves on their device');
  a.dispose();
  b.dispose();
});

test('game session: the computer moves in its turn; a take-back cancels its search', async () => {
  const calls = [];
  let release = null;
  const engine = {
    think(game) {
      calls.push(game.ply);
      const word = game.legalActions()[0];
      return new Promise((resolve) => { release = () => resolve(word); });
    },
    stop() { calls.push('stop'); },
  };
  const s = session({ engine });
  const events = [];
  s.subscribe((e) => events.push(e.type));
  s.newGame(START, { kind: 'computer', human: START.turn, level: 1 });
  assert.equal(s.thinking, false, 'the person moves first');
  playFirst(s, 1);
  assert.equal(s.thinking, true);
  await new Promise((r) => setTimeout(r, 0));
  release();
  await new Promise((r) => setTimeout(r, 0));
  assert.equal(s.length, 2, 'the computer played');
  assert.equal(s.thinking, false);
  assert.ok(events.includes('thinking'));
  playFirst(s, 1);
  assert.equal(s.thinking, true);
  await new Promise((r) => setTimeout(r, 0));
  s.undo();
  assert.equal(s.thinking, false, 'the take-back stopped the search');
  assert.equal(s.length, 2, 'back to the person\u2019s previous turn');
  release();
  await new Promise((r) => setTimeout(r, 0));
  assert.equal(s.length, 2, 'a cancelled search plays nothing');
  assert.ok(calls.includes('stop'));
  s.review(0);
  assert.equal(s.thinking, false);
  s.dispose();
});

test('game session: an end the rules derive (like "no legal move") is applied on every change, never saved, never a move', () => {
  // Tribun's "no legal move: that side loses" needs a rare position (the engine checks it): a
  // stand-in rule ends the game on time after the fourth ply, and calls that END derived.
  const adapter = tribunAdapter(t);
  const settle = adapter.settle;
  adapter.settle = (game) => {
    if (game.status === 'active' && game.ply === 4) game.endByServer('timeout', game.turn);
    return settle(game);
  };
  adapter.isDerived = (w) => (w >>> 28) === 11 && t.decodeAction(w).reason === 'timeout';
  const saves = [];
  const s = new GameSession({ adapter, save: (state) => saves.push(state) });
  s.newGame(START, LOCAL());
  playFirst(s, 4);
  assert.equal(s.active, false);
  assert.equal(s.game.result.reason, 'timeout');
  assert.equal(s.length, 4, 'the derived end is not a move');
  assert.equal(s.game.ply, 5);
  assert.equal(s.entries().length, 4);
  assert.equal(saves.at(-1).log, packWords(s.moves()), 'nor saved');
  const b = new GameSession({ adapter });
  b.install(b.prepare(saves.at(-1).snapshot, saves.at(-1).log));
  assert.equal(b.game.result.reason, 'timeout', 'derived again on load');
  s.undo();
  assert.equal(s.active, true, 'a take-back reopens the game');
  assert.equal(s.length, 3);
  s.dispose();
  b.dispose();
});
