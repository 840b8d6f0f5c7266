// Setup codes, tile names, notation, history, game files and clocks through the WebAssembly
// package (web/package/src/tribun-records.js).
import test from 'node:test';
import assert from 'node:assert/strict';
import { loadBoardrules } from '../../web/package/index.js';
import { readConformanceFile } from './conformance.mjs';
import { devData, isBoardAction, random, root } from './helpers.mjs';

const { tribun } = await loadBoardrules();
const setupVectors = readConformanceFile(`${root}/tests/data/tribun/setup-codes/dev.jsonl.gz`);

const masksOf = (s) => ({ tribTile: s.tribTile, mask1: BigInt(s.mask1), mask2: BigInt(s.mask2), mask3: BigInt(s.mask3) });

// The fields the vector gives must equal the thrown error's details (code = kind).
function assertSetupError(fn, expected, where) {
  assert.throws(fn, (e) => {
    assert.equal(e.code, expected.kind, where);
    assert.deepEqual(e.details, expected, where);
    return true;
  });
}

test('setup codes: every dev vector through WebAssembly', () => {
  let boards = 0;
  for (const v of setupVectors) {
    if (v.kind === 'encode') {
      const setup = masksOf(v.setup);
      assert.equal(tribun.encodeSetup(setup), v.code);
      assert.deepEqual(tribun.validateSetup(setup), { ok: true, tribunHeight: v.tribunHeight, armySize: v.armySize });
      const d = tribun.decodeSetup(v.code);
      assert.deepEqual([d.tribTile, d.mask1, d.mask2, d.mask3], [setup.tribTile, setup.mask1, setup.mask2, setup.mask3]);
      const flipped = tribun.validateSetup(masksOf(v.flipped.setup));
      assert.equal(flipped.ok ? tribun.encodeSetup(masksOf(v.flipped.setup)) : '-'.repeat(16), v.flipped.code);
      for (const b of v.boards) {
        const board = tribun.boardFromSetups({ black: b.black, white: b.white });
        assert.equal(tribun.boardToHex(board), b.board);
        ++boards;
      }
    } else if (v.kind === 'invalid-setup') {
      const r = tribun.validateSetup(masksOf(v.setup));
      assert.equal(r.ok, false);
      assert.deepEqual(r.error, v.error);
      assertSetupError(() => tribun.encodeSetup(masksOf(v.setup)), v.error, JSON.stringify(v.setup));
    } else if (v.ok) {
      const d = tribun.decodeSetup(v.input);
      assert.deepEqual([d.tribTile, d.mask1, d.mask2, d.mask3, d.tribunHeight, d.armySize],
        [v.setup.tribTile, BigInt(v.setup.mask1), BigInt(v.setup.mask2), BigInt(v.setup.mask3), v.tribunHeight, v.armySize]);
    } else {
      assertSetupError(() => tribun.decodeSetup(v.input), v.error, v.input);
    }
  }
  assert.equal(boards, 900);
});

test('setup codes: traditional army, units, grouping, lobby constraints, newGame', () => {
  const d = tribun.decodeSetup('trad itio nals etup');
  assert.equal(d.armySize, 33);
  assert.deepEqual(d.units[0], { index: 0, cid: 120, height: 1, tribun: true });
  assert.equal(d.units.length, 21);
  assert.equal(tribun.formatSetupCode('TRADITIONALSETUP'), 'TRAD ITIO NALS ETUP');
  const g = tribun.newGame({ setups: { black: 'TRADITIONALSETUP', white: { code: 'TRADITIONALSETUP', flip: true } } });
  assert.deepEqual(g.board(), tribun.boardFromSetups({ black: 'TRADITIONALSETUP', white: { code: 'TRADITIONALSETUP', flip: true } }));
  g.dispose();
  const def = tribun.boardFromSetups({ black: 'TRADITIONALSETUP', white: 'TRADITIONALSETUP' });
  assert.deepEqual(def, tribun.defaultBoard());
  assert.throws(() => tribun.boardFromSetups({ black: 'TRADITIONALSETUP' }), { code: 'SETUP_REQUIRED' });
  assert.throws(() => tribun.boardFromSetups({ black: 'TRADITIONALSETUP', white: '0000000000000000' }),
    (e) => e.code === 'INVALID_HASH' && e.details.side === 'white' && e.details.details.kind === 'DECODED_SETUP_INVALID');
  assert.throws(() => tribun.boardFromSetups({ black: 'TRADITIONALSETUP', white: 'TRADITIONALSETUP' }, { tribunHeights: [2, 3] }),
    (e) => e.code === 'TRIBUN_HEIGHT_NOT_ALLOWED' && e.details.side === 'black');
  assert.throws(() => tribun.boardFromSetups({ black: 'TRADITIONALSETUP', white: 'TRADITIONALSETUP' }, { maxArmySize: 30 }),
    { code: 'ARMY_SIZE_TOO_LARGE' });
  assert.throws(() => tribun.boardFromSetups({ black: 'TRADITIONALSETUP', white: 'TRADITIONALSETUP' }, { minArmySize: 40 }),
    { code: 'ARMY_SIZE_TOO_SMALL' });
  assert.throws(() => tribun.encodeSetup({ tribTile: 0, mask1: 1n << 70n, mask2: 0n, mask3: 0n }), { code: 'MASK_OUT_OF_RANGE' });
  assert.throws(() => tribun.encodeSetup({ tribTile: 0, mask1: -1n, mask2: 0n, mask3: 0n }), { code: 'INVALID_ARGUMENT' });
  assert.throws(() => tribun.decodeSetup(5), { code: 'INVALID_ARGUMENT' });
  assert.throws(() => tribun.newGame({ setups: { black: 'TRADITIONALSETUP', white: 'TRADITIONALSETUP' }, board: tribun.defaultBoard() }),
    { code: 'INVALID_ARGUMENT' });
});

test('tile names and notation: round trip on every legal word of 40 conformance positions', () => {
  assert.equal(tribun.tileName(60), 'f6');
  assert.equal(tribun.parseTile(' F6 '), 60);
  assert.throws(() => tribun.parseTile('j5'), (e) => e.code === 'BAD_TILE' && /no file j/.test(e.message));
  assert.throws(() => tribun.tileName(10), { code: 'INVALID_ARGUMENT' });
  const positions = readConformanceFile(devData).slice(0, 40);
  let words = 0;
  for (const p of positions) {
    const g = tribun.newGame({ board: p.board, turn: p.turn });
    const texts = new Set();
    for (const [i, w] of g.legalActions().entries()) {
      const text = g.formatAction(w);
      if (i < 3) assert.equal(text, tribun.formatAction(p.board, p.turn, w));  // the position-free twin
      assert.equal(g.parseAction(text), w, `${p.id}: ${text}`);
      texts.add(text);
      ++words;
    }
    assert.equal(texts.size, g.legalActions().length);
    g.dispose();
  }
  assert.ok(words > 20000);
});

test('notation: errors carry codes and name the problem', () => {
  const g = tribun.newGame();
  assert.throws(() => g.parseAction('f10-f9'), (e) => e.code === 'ILLEGAL_ACTION' && /no unit of yours on f10/.test(e.message));
  assert.throws(() => g.parseAction('zz'), { code: 'BAD_NOTATION' });
  assert.throws(() => g.parseAction(42), { code: 'INVALID_ARGUMENT' });
  assert.equal(g.parseAction('b offers draw'), 0xa0000000);
  assert.equal(tribun.parseAction(tribun.defaultBoard(), 0, 'W resigns'), 0xb0000008);
  g.dispose();
});

test('history: undo/redo/goTo/clone keep hash and legal list equal to a fresh replay', () => {
  const rnd = random(5);
  const g = tribun.newGame();
  for (let step = 0; step < 600; ++step) {
    const r = rnd();
    if (r < 0.6 || g.ply === 0) {
      const legal = g.legalActions();
      if (legal.length === 0) g.undo();
      else {
        const board = Array.from(legal).filter(isBoardAction);
        g.apply(board.length ? board[Math.floor(rnd() * board.length)] : legal[0]);
      }
    } else if (r < 0.8) g.undo();
    else if (r < 0.9) { if (g.continuations().length) g.redo(); }
    else g.goTo(Math.floor(rnd() * (g.ply + 1)));
    if (step % 60 === 0) {
      const fresh = tribun.replay(g.startSnapshot(), g.actionsB64());
      assert.equal(fresh.hash(), g.hash());
      assert.deepEqual(fresh.legalActions(), g.legalActions());
      fresh.dispose();
    }
  }
  const copy = g.clone();
  const hash = g.hash();
  if (copy.ply > 0) copy.undo();
  assert.equal(g.hash(), hash);
  copy.dispose();
  g.goTo(0);
  assert.throws(() => g.undo(), { code: 'NOTHING_TO_UNDO' });
  assert.throws(() => g.goTo(100000), { code: 'BAD_PLY' });
  g.dispose();
});

test('records: toRecord / parseRecord round trip with comments and variations', () => {
  const g = tribun.newGame();
  const first = g.legalActions()[0];
  g.apply(first);
  g.setComment('a quiet start');
  g.undo();
  g.apply(g.legalActions()[5]);  // a variation
  g.undo();
  g.apply(first);  // back into the main line (the existing node)
  g.apply(g.legalActions()[0]);
  g.apply(0xb0000000);  // black resigns
  const text = g.toRecord({ Event: 'Test', Black: 'Ann', White: 'Bob' });
  assert.match(text, /^\[Event "Test"\]\n\[Black "Ann"\]\n\[White "Bob"\]\n\[Start "default"\]\n\[Result "0-1"\]\n\[Termination "resign"\]\n\n1\. /);
  assert.match(text, /\{a quiet start\} \(1\. /);
  const { headers, game } = tribun.parseRecord(text);
  assert.deepEqual(headers, { Event: 'Test', Black: 'Ann', White: 'Bob', Start: 'default', Result: '0-1', Termination: 'resign' });
  assert.equal(game.toRecord({ Event: 'Test', Black: 'Ann', White: 'Bob' }), text);
  assert.equal(game.hash(), g.hash());
  assert.equal(game.status, 'ended');
  game.undo();
  assert.equal(game.status, 'active');  // undo reopens a finished game
  game.goTo(0);
  assert.deepEqual(Array.from(game.continuations()).length, 2);
  game.dispose();
  g.dispose();
  assert.throws(() => tribun.parseRecord('[Event "x"]\n\n1. q9-q10'), (e) => e.code === 'BAD_RECORD' && /^line 3, column 4: /.test(e.message));
  const imported = tribun.parseRecord(`[Actions "${tribun.newGame().actionsB64()}"]`);
  assert.equal(imported.game.ply, 0);
  imported.game.dispose();
});

test('clock: buffer, increment, timeout and game-time tie', () => {
  const clock = tribun.createClock({ initialMs: 10_000, bufferMs: 1_000, incrementMs: 500, maxGameMs: 60_000 });
  assert.equal(clock.status, 'idle');
  clock.start(0);
  assert.equal(clock.completeTurn(3_000), null);
  assert.deepEqual(clock.read(3_000).remainingMs, [8_500, 10_000]);
  assert.equal(clock.turn, 1);
  assert.equal(clock.read(3_500).bufferLeftMs, 500);
  assert.deepEqual(clock.check(100_000), { reason: 'timeout', loser: 1, at: 14_000 });
  assert.throws(() => clock.completeTurn(100_001), { code: 'CLOCK_STATE' });
  const tie = tribun.createClock({ initialMs: 100_000, maxGameMs: 5_000 });
  tie.start(0);
  assert.deepEqual(tie.check(6_000), { reason: 'game-time-tie', loser: 0, at: 5_000 });
  assert.throws(() => tribun.createClock({ initialMs: 0 }), { code: 'INVALID_ARGUMENT' });
  assert.throws(() => tribun.createClock({ initial: 5 }), { code: 'INVALID_ARGUMENT' });
});
