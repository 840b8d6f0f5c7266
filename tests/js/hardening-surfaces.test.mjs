// Issue 28: the newer surfaces (records and variations, lessons, options, re-entrancy, the
// search, spatial suggestions) probed as an attacker or a careless integrator would. Each test
// is one finding of the issue; none is timed: a cap is checked by what it refuses (just over it,
// the error's code and the message's length), never by a stopwatch (figures: bench/js/surfaces.mjs
// and docs/SECURITY.md, "Issue 28").
import test from 'node:test';
import assert from 'node:assert/strict';
import { loadBoardrules } from '../../web/package/index.js';
import { nestedGame as nested } from '../../tools/harness/hostile-games.mjs';
import { random } from './helpers.mjs';

const { tribun, spatial, cotulenh } = await loadBoardrules();
const SHORT = 300;  // no message echoes the input: at most this many characters

const nestedGame = (turns) => nested(tribun, turns);

function assertAlive() {
  const g = tribun.newGame();
  assert.equal(g.legalActions().length, 269);
  g.dispose();
}

function refused(call, { name = 'RangeError', code }) {
  assert.throws(call, (e) => {
    assert.equal(e.constructor.name, name, e.message.slice(0, SHORT));
    assert.equal(e.code, code, e.message.slice(0, SHORT));
    assert.ok(e.message.length <= SHORT, `a message of ${e.message.length} characters`);
    return true;
  });
}

test('1: variations nested thousands deep: no trap, toRecord writes what parseRecord reads', () => {
  const deep = nestedGame(7000);  // 14,000 moves: over the cap, refused (it trapped the module)
  refused(() => deep.toRecord(), { code: 'RECORD_TOO_LARGE' });
  deep.dispose();
  assertAlive();
  const g = nestedGame(4990);  // 9,980 moves nested 4,990 deep: within the cap
  const text = g.toRecord({ Event: 'deep' });
  const back = tribun.parseRecord(text);
  assert.equal(back.game.toRecord({ Event: 'deep' }), text);
  back.game.dispose();
  g.dispose();
  assertAlive();
});

test('2: the 1,002-turn record reads back (the reader refused nesting past 1,001 with a wrong cause)', () => {
  const g = nestedGame(1002);
  const text = g.toRecord();
  const back = tribun.parseRecord(text);
  assert.equal(back.game.toRecord(), text);
  back.game.dispose();
  g.dispose();
  // A variation before any move still names its real cause.
  assert.throws(() => tribun.parseRecord('(1. f1-e1)'), /a variation must follow the move it replaces/);
});

test('every record toRecord writes, parseRecord reads back (random variation trees)', () => {
  const rnd = random(28);
  for (let round = 0; round < 25; round++) {
    const g = tribun.newGame();
    const steps = 20 + Math.floor(rnd() * 400);
    for (let i = 0; i < steps; i++) {
      const r = rnd();
      if (r < 0.6 && g.status === 'active') {
        const L = g.legalActions();
        g.apply(L[Math.floor(rnd() * L.length)]);
      } else if (r < 0.8 && g.ply > 0) {
        g.undo();
      } else if (r < 0.9) {
        g.goTo(Math.floor(rnd() * (g.ply + 1)));
      } else {
        g.setComment(`c${i}${rnd() < 0.3 ? ' (x) ; y' : ''}`);
      }
    }
    // Resigns and draws may end lines; server verdicts never appear (apply refuses them).
    const text = g.toRecord({ Round: String(round) });
    const back = tribun.parseRecord(text);
    assert.equal(back.game.toRecord({ Round: String(round) }), text);
    back.game.dispose();
    g.dispose();
  }
});

test('3: records have a move cap, the writer\'s and the reader\'s', () => {
  const moves = ['f1-e1', 'd7-c5', 'e1-f1', 'c5-d7'];
  const line = (n) => Array.from({ length: n }, (_, i) => moves[i % 4]).join(' ');
  const atCap = tribun.parseRecord(line(10_000));
  assert.equal(atCap.game.ply, 10_000);
  assert.equal(tribun.parseRecord(atCap.game.toRecord()).game.ply, 10_000);
  refused(() => tribun.parseRecord(line(10_001)), { code: 'BAD_RECORD' });
  // 1 MB of movetext (166,667 plies were accepted): refused at the cap's move.
  assert.throws(() => tribun.parseRecord(line(166_667)), /column 60001: more than 10000 moves/);
  atCap.game.apply(atCap.game.legalActions()[0]);
  refused(() => atCap.game.toRecord(), { code: 'RECORD_TOO_LARGE' });
  atCap.game.dispose();
  // Repeating one variation adds no node but costs the reading: every move read counts.
  refused(() => tribun.parseRecord(`1. f1-e1${' (f1-d1)'.repeat(10_000)}`), { code: 'BAD_RECORD' });
  refused(() => tribun.parseRecord('1. f1-e1 ()'), { code: 'BAD_RECORD' });
});

test('4: big input is refused before the work, and never echoed', () => {
  const MiB = 2 ** 20;
  refused(() => tribun.parseRecord('x'.repeat(10 * MiB)), { code: 'BAD_RECORD' });
  refused(() => tribun.parseRecord(`{${'x'.repeat(10 * MiB)}`), { code: 'BAD_RECORD' });
  refused(() => tribun.parseRecord(' '.repeat(4 * MiB + 1)), { code: 'BAD_RECORD' });
  assert.equal(tribun.parseRecord(' '.repeat(4 * MiB)).game.ply, 0);
  // One word of 1 MB (its whole text was the message), under the text cap.
  refused(() => tribun.parseRecord('x'.repeat(MiB)), { code: 'BAD_RECORD' });
  refused(() => tribun.parseRecord(`[Start "${'s'.repeat(60_000)}"]`), { code: 'BAD_RECORD' });
  refused(() => tribun.parseRecord('[A "b"]\n'.repeat(257)), { code: 'BAD_RECORD' });
  assert.equal(Object.keys(tribun.parseRecord('[A "b"]\n'.repeat(256)).headers).length, 1);
  refused(() => tribun.parseRecord('{c}'.repeat(10_002)), { code: 'BAD_RECORD' });
  const g = tribun.newGame();
  const many = Object.fromEntries(Array.from({ length: 257 }, (_, i) => [`H${i}`, 'v']));
  refused(() => g.toRecord(many), { code: 'INVALID_ARGUMENT' });
  g.dispose();
});

const LESSON = Object.freeze({
  id: 'capture',
  title: 'Capture',
  units: { f6: 'bT1', e5: 'w1', a1: 'wT1' },
  goal: [{ type: 'units', side: 'opponent', max: 0, at: ['e5'] }],
  answers: [['f6xe5']],
  text: { instruction: 'Capture.', hint: 'Look.', success: 'Yes.' },
});

test('5/6: lessons: sizes, counts and depth are capped before the work, coded, never echoed', () => {
  const L = tribun.lesson;
  assert.equal(L.parse(LESSON).id, 'capture');  // the fixture is a valid lesson
  const bad = (lesson) => refused(() => L.parse(lesson), { code: 'INVALID_LESSON' });
  bad({ ...LESSON, answers: Array.from({ length: 200_000 }, () => [0]) });
  bad({ ...LESSON, answers: Array.from({ length: 50_000 }, () => [0]) });
  bad({ ...LESSON, answers: Array.from({ length: 65 }, () => ['f6xe5']) });
  bad({ ...LESSON, goal: [{ type: 'units', at: Array.from({ length: 200_000 }, () => 'e5') }] });
  let deep = {};
  for (let i = 0; i < 10_000; i++) deep = { a: deep };
  for (const field of ['stars', 'text', 'units', 'goal', 'opponent', 'title']) bad({ ...LESSON, [field]: deep });
  bad({ ...LESSON, stars: 'x'.repeat(2 ** 20) });
  bad({ ...LESSON, title: 'x'.repeat(10 * 2 ** 20) });
  bad(JSON.stringify({ ...LESSON, title: 'x'.repeat(10 * 2 ** 20) }));
  bad(`${JSON.stringify(LESSON)}${' '.repeat(256 * 1024)}`);
  assert.equal(L.parse(JSON.stringify(LESSON)).id, 'capture');
});

test('7: lesson errors have the package\'s shapes', () => {
  const L = tribun.lesson;
  refused(() => L.start({ packedGoal: new Uint8Array(0) }), { code: 'INVALID_LESSON' });
  const lookalike = { ...L.parse(LESSON), goal: [] };  // not what parse() returned: checked again
  refused(() => L.start(lookalike), { code: 'INVALID_LESSON' });
  refused(() => L.checkGoal(lookalike, tribun.defaultBoard()), { code: 'INVALID_LESSON' });
  refused(() => L.parse('nope'), { code: 'INVALID_LESSON' });
  // What parse() returned is taken as is.
  const run = L.start(L.parse(LESSON));
  assert.equal(run.play(L.parse(LESSON).answers[0][0]).outcome, 'solved');
});

// What each call answers, as text, with a clean Object.prototype.
function answers() {
  const out = [];
  const safe = (f) => {
    try {
      out.push(JSON.stringify(f(), (k, v) => (typeof v === 'bigint' ? `${v}n` : v instanceof Uint8Array || v instanceof Uint32Array ? Array.from(v) : v)));
    } catch (e) {
      out.push(`${e.constructor.name} ${e.code} ${e.message}`);
    }
  };
  const g = tribun.newGame();
  safe(() => tribun.bestAction(g, { level: 2, seed: 3 }));
  safe(() => tribun.bestAction(g, { nodes: 3000 }));  // level 6 by default, bounded by nodes: deterministic
  safe(() => tribun.boardFromSetups({ black: 'TRADITIONALSETUP' }));
  safe(() => tribun.boardFromSetups({ black: 'TRADITIONALSETUP', white: { code: 'TRADITIONALSETUP' } }, {}));
  safe(() => tribun.encodeSetup({ tribTile: 60, mask1: 1n, mask2: 0n, mask3: 0n }));
  safe(() => { const c = tribun.createClock({ initialMs: 1000 }); c.start(0); return c.read(10); });
  safe(() => g.toRecord({}));
  safe(() => tribun.parseRecord('1. f1-e1').headers);
  safe(() => tribun.parseRecord('1. f1-e1 W out of time 1-0').headers);
  safe(() => tribun.replay(g.startSnapshot(), '', {}).ply);
  safe(() => tribun.newGame({}).turn);
  safe(() => tribun.lesson.parse({ ...LESSON }));
  safe(() => tribun.lesson.parse(JSON.stringify(LESSON)));
  safe(() => tribun.lesson.legalActions(tribun.defaultBoard(), 0, {}).length);
  const c = cotulenh.newGame();
  safe(() => c.moves({}).length);
  c.dispose();
  g.dispose();
  return out;
}

test('8: polluting Object.prototype with any key changes no answer', () => {
  const clean = answers();
  const keys = ['level', 'nodes', 'timeMs', 'seed', 'foo', 'white', 'black', 'code', 'flip', 'minArmySize',
    'maxArmySize', 'tribunHeights', 'initialMs', 'bufferMs', 'incrementMs', 'maxGameMs', 'verbose', 'square',
    'allowServerEnds', 'maxPlies', 'board', 'turn', 'drawOfferBy', 'setups', 'ops', 'tile', 'stars', 'three',
    'two', 'mode', 'opponent', 'text', 'wrong', 'intro', 'marks', 'diagram', 'maxMoves', 'allow', 'format',
    'side', 'at', 'min', 'max', 'height', 'slave', 'tribun', 'hint', 'Event', 'url', 'units', 'goal',
    'answers', 'title', 'id', 'tribTile', 'mask1', 'mask2', 'mask3'];
  const values = [1, 1e12, 'TRADITIONALSETUP', { three: 5 }];
  for (const key of keys) {
    for (const value of values) {
      Object.prototype[key] = value;  // eslint-disable-line no-extend-native
      let now;
      try {
        now = answers();
      } finally {
        delete Object.prototype[key];
      }
      assert.deepEqual(now, clean, `Object.prototype.${key} = ${JSON.stringify(value)}`);
    }
  }
});

test('9: a getter that disposes the game meets DISPOSED, never another game', () => {
  let g = tribun.newGame();
  let other;
  refused(() => g.toRecord({ get Event() { g.dispose(); other = tribun.newGame(); other.apply(other.legalActions()[0]); return 'x'; } }),
    { name: 'Error', code: 'DISPOSED' });
  other.dispose();
  g = tribun.newGame();
  refused(() => tribun.bestAction(g, { get level() { g.dispose(); other = tribun.newGame(); return 1; } }),
    { name: 'Error', code: 'DISPOSED' });
  other.dispose();
  const fen2 = '6c4/11/11/11/11/11/11/11/11/11/11/6C4 r - - 0 1';
  const c = cotulenh.newGame();
  refused(() => c.moves({ get verbose() { c.dispose(); other = cotulenh.newGame(); return false; } }),
    { name: 'Error', code: 'DISPOSED' });
  other.dispose();
  void fen2;
  // Each field is read exactly once.
  let reads = 0;
  const h = tribun.newGame();
  h.toRecord({ get Event() { reads++; return 'x'; } });
  tribun.bestAction(h, { get level() { reads++; return 1; } });
  tribun.replay(h.startSnapshot(), '', { get maxPlies() { reads++; return 5; } });
  assert.equal(reads, 3);
  h.dispose();
});

test('10: the synchronous search refuses more work than its bound, up front', () => {
  const g = tribun.newGame();
  refused(() => tribun.bestAction(g, { nodes: 1e12 }), { code: 'INVALID_ARGUMENT' });
  refused(() => tribun.bestAction(g, { nodes: 5_000_001 }), { code: 'INVALID_ARGUMENT' });
  refused(() => tribun.bestAction(g, { timeMs: 10_001 }), { code: 'INVALID_ARGUMENT' });
  assert.ok(tribun.bestAction(g, { level: 1, nodes: 200 }).word >= 0);
  g.dispose();
});

test('11: records carry no server verdict unless asked; a __proto__ header is kept', () => {
  for (const text of ['[Actions "gAAAAAoAALA="]', '1. f1-e1 W out of time 1-0']) {
    refused(() => tribun.parseRecord(text), { code: 'BAD_RECORD' });
    const { game } = tribun.parseRecord(text, { allowServerEnds: true });
    assert.deepEqual(game.result, { winner: 0, reason: 'timeout' });
    game.dispose();
  }
  const { headers, game } = tribun.parseRecord('[__proto__ "x"]\n[Event "e"]');
  assert.equal(Object.getPrototypeOf(headers), Object.prototype);
  assert.deepEqual(Object.entries(headers), [['__proto__', 'x'], ['Event', 'e']]);
  game.dispose();
  refused(() => tribun.parseRecord('', { allowServerEnd: true }), { name: 'TypeError', code: 'INVALID_ARGUMENT' });
});

test('12: a typo on a big board costs no fuzzy search until the suggestion is read', () => {
  const board = spatial.createBoard(spatial.generateGrid(100, 100));
  const ids = board.zones();
  const typo = `${ids[9999]}x`;
  let error;
  try {
    board.connectedZones(typo);
  } catch (e) {
    error = e;
  }
  assert.equal(error.code, 'UNKNOWN_ZONE');
  assert.doesNotMatch(error.message, /did you mean/);  // the message is built without the search
  assert.equal(error.suggestion, ids[9999]);  // computed when read
  assert.throws(() => board.isAdjacent(ids[0], 'zzzzzzzzzzzzzzzzzzzz'), (e) => e.code === 'UNKNOWN_ZONE' && e.suggestion === null);
  board.dispose();
});

// ---- fuzzing the shapes (seeded): lessons as JSON and objects, option objects with getters,
// prototypes and odd values. Every call returns or throws an Error / TypeError / RangeError with
// a code and a short message; the module answers afterwards.

function randomValue(rnd, depth = 0) {
  const r = rnd();
  if (r < 0.12) return Math.floor(rnd() * 100) - 10;
  if (r < 0.2) return [1e12, -1, 0.5, NaN, Infinity, 2 ** 32][Math.floor(rnd() * 6)];
  if (r < 0.32) return ['f6', 'e5', 'x', '', 'f6xe5', '0x1', 'MOVE', 'units', 'me', 'bT1', 'TRADITIONALSETUP'][Math.floor(rnd() * 11)];
  if (r < 0.36) return 'y'.repeat(Math.floor(rnd() * 300_000));
  if (r < 0.42) return rnd() < 0.5;
  if (r < 0.46) return null;
  if (r < 0.5) return undefined;
  if (r < 0.53) return new Uint8Array(Math.floor(rnd() * 4));
  if (r < 0.56) return new (class Thing {})();
  if (depth > 6) return {};
  if (r < 0.72) {
    if (rnd() < 0.05) return new Array(70_000).fill(0);  // past every count cap
    return Array.from({ length: Math.floor(rnd() * 4) }, () => (rnd() < 0.5 ? 0 : randomValue(rnd, depth + 1)));
  }
  const o = rnd() < 0.2 ? Object.create(null) : {};
  const keys = ['type', 'at', 'min', 'max', 'three', 'two', 'ops', 'code', 'level', 'nodes', 'verbose', '__proto__', 'x'];
  for (let k = Math.floor(rnd() * 4); k > 0; k--) {
    const key = keys[Math.floor(rnd() * keys.length)];
    const v = randomValue(rnd, depth + 1);
    if (rnd() < 0.15) Object.defineProperty(o, key, { get: () => v, enumerable: true, configurable: true });
    else Object.defineProperty(o, key, { value: v, enumerable: true, writable: true, configurable: true });
  }
  return o;
}

const CODES = /^[A-Z_]+$/;
function answersOrCodedError(call, what) {
  try {
    call();
  } catch (e) {
    assert.ok([Error, TypeError, RangeError].includes(e.constructor), `${what}: ${e.constructor.name} ${e.message.slice(0, 200)}`);
    assert.match(String(e.code), CODES, `${what}: no code (${e.message.slice(0, 200)})`);
    assert.ok(e.message.length <= 400, `${what}: a message of ${e.message.length} characters`);
  }
}

test('fuzz: lessons (objects and JSON) with random fields', () => {
  const rnd = random(2828);
  const fields = [...Object.keys(LESSON), 'stars', 'mode', 'opponent', 'maxMoves', 'marks', 'diagram', 'allow', 'tile', 'turn', 'setups', 'board', 'format'];
  for (let i = 0; i < 400; i++) {
    const lesson = { ...LESSON };
    for (let k = 1 + Math.floor(rnd() * 3); k > 0; k--) lesson[fields[Math.floor(rnd() * fields.length)]] = randomValue(rnd);
    answersOrCodedError(() => tribun.lesson.parse(lesson), `object ${i}`);
    answersOrCodedError(() => tribun.lesson.start(lesson), `start ${i}`);
    let text;
    try {
      text = JSON.stringify(lesson);
    } catch {
      continue;
    }
    if (text !== undefined) answersOrCodedError(() => tribun.lesson.parse(rnd() < 0.2 ? text.slice(0, Math.floor(rnd() * text.length)) : text), `JSON ${i}`);
  }
  assertAlive();
});

test('fuzz: option objects with getters, prototypes and odd values', () => {
  const rnd = random(2829);
  const g = tribun.newGame();
  const c = cotulenh.newGame();
  const calls = [
    (o) => {
      // Bounded by nodes whatever else it says (the default level 6 thinks for 1 s).
      const plain = o !== null && typeof o === 'object' && !Array.isArray(o);
      if (plain && !Object.hasOwn(o, 'nodes') && Object.isExtensible(o)) Object.defineProperty(o, 'nodes', { value: 100, enumerable: true });
      return tribun.bestAction(g, o);
    },
    (o) => g.toRecord(o),
    (o) => tribun.parseRecord('1. f1-e1', o),
    (o) => tribun.newGame(o).dispose(),
    (o) => tribun.replay(g.startSnapshot(), '', o).dispose(),
    (o) => tribun.createClock(o),
    (o) => tribun.boardFromSetups(o),
    (o) => tribun.boardFromSetups({ black: 'TRADITIONALSETUP', white: 'TRADITIONALSETUP' }, o),
    (o) => c.moves(o),
    (o) => tribun.lesson.legalActions(tribun.defaultBoard(), 0, o),
  ];
  for (let i = 0; i < 600; i++) {
    const value = randomValue(rnd);
    const o = rnd() < 0.1 && value !== null && typeof value === 'object' ? Object.create(value) : value;
    const k = Math.floor(rnd() * calls.length);
    answersOrCodedError(() => calls[k](o), `call ${k} #${i}`);
  }
  assert.equal(g.legalActions().length, 269);
  assert.ok(c.moves().length > 0);
  g.dispose();
  c.dispose();
  assertAlive();
});
