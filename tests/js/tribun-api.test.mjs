// Behaviour of the Tribun JS API (web/package/src/tribun.js) and every error path.
import test from 'node:test';
import assert from 'node:assert/strict';
import { freshTribun, random, isBoardAction } from './helpers.mjs';

const { module, tribun: t } = await freshTribun();

const cidOf = (x, y) => (x + 5) * 11 + (y + 5);
const START_BOARD_ACTIONS = 265;
const OFFER_BLACK = 0xa0000000;
const OFFER_WHITE = 0xa0000004;
const RETRACT_BLACK = 0xa0000001;
const ACCEPT_WHITE = 0xa0000006;
const RESIGN_BLACK = 0xb0000000;
const RESIGN_WHITE = 0xb0000008;

// Every kind of bad number the issue names, plus a few more.
const NOT_NUMBERS = ['3', null, undefined, {}, [], true, 3n];
const BAD_NUMBERS = [NaN, 1.5, -0.5];

function assertNotHeap(view) {
  assert.notEqual(view.buffer, module.HEAP8.buffer, 'a view into the WASM heap escaped the facade');
}

test('packCid / unpackCid round trip on all 91 tiles; isOnBoard agrees', () => {
  let tiles = 0;
  for (let x = -6; x <= 6; ++x) {
    for (let y = -6; y <= 6; ++y) {
      const on = Math.max(Math.abs(x), Math.abs(y), Math.abs(x - y)) <= 5;
      assert.equal(t.isOnBoard(x, y), on, `(${x},${y})`);
      if (!on) {
        assert.throws(() => t.packCid(x, y), RangeError);
        continue;
      }
      ++tiles;
      const cid = t.packCid(x, y);
      assert.equal(cid, cidOf(x, y));
      assert.deepEqual(t.unpackCid(cid), { x, y });
    }
  }
  assert.equal(tiles, 91);
  assert.deepEqual(Array.from(t.boardCids()), Array.from({ length: 121 }, (_, c) => c).filter((c) => {
    const x = Math.floor(c / 11) - 5;
    const y = (c % 11) - 5;
    return Math.max(Math.abs(x), Math.abs(y), Math.abs(x - y)) <= 5;
  }));
  assert.equal(t.isOnBoard(1e9, 0), false);
  assert.equal(t.isOnBoard(-(2 ** 40), 2 ** 40), false);
});

test('packCid / unpackCid reject bad arguments with TypeError / RangeError naming them', () => {
  assert.throws(() => t.packCid(9, 0), { name: 'RangeError', message: /\(9,0\)/ });
  assert.throws(() => t.packCid(5, -5), { name: 'RangeError', message: /off the board/ });
  assert.throws(() => t.packCid(2 ** 32, 0), { name: 'RangeError', message: /^x / });
  for (const v of NOT_NUMBERS) assert.throws(() => t.packCid(0, v), { name: 'TypeError', message: /^y / });
  for (const v of BAD_NUMBERS) assert.throws(() => t.packCid(v, 0), { name: 'TypeError', message: /^x / });
  assert.throws(() => t.packCid(Infinity, 0), { name: 'RangeError', message: /^x / });

  const offBoard = cidOf(-5, 1); // |x - y| = 6
  assert.throws(() => t.unpackCid(offBoard), { name: 'RangeError', message: /cid 6 .*off the board/ });
  for (const cid of [121, 127]) assert.throws(() => t.unpackCid(cid), { name: 'RangeError', message: /reserved/ });
  for (const cid of [-1, 128, 2 ** 32, 2 ** 32 + 1]) assert.throws(() => t.unpackCid(cid), { name: 'RangeError', message: /^cid / });
  for (const v of [...NOT_NUMBERS, ...BAD_NUMBERS]) assert.throws(() => t.unpackCid(v), { name: 'TypeError', message: /^cid / });
  assert.throws(() => t.isOnBoard('0', 0), { name: 'TypeError', message: /^x / });
});

test('neighborCid, areAdjacent and tileColor follow tribun.md section 1', () => {
  const center = cidOf(0, 0);
  const dirs = [[1, 1], [1, 0], [0, 1], [-1, -1], [-1, 0], [0, -1]];
  dirs.forEach(([dx, dy], d) => assert.equal(t.neighborCid(center, d), cidOf(dx, dy)));
  assert.equal(t.neighborCid(cidOf(5, 5), 0), null);
  assert.equal(t.areAdjacent(center, cidOf(1, 1)), true);
  assert.equal(t.areAdjacent(center, cidOf(2, 2)), false);
  assert.equal(t.areAdjacent(center, center), false);
  assert.equal(t.tileColor(center), 'gray');
  assert.equal(t.tileColor(cidOf(1, 1)), 'black');
  assert.equal(t.tileColor(cidOf(-1, -1)), 'white');
  for (const cid of t.boardCids()) {
    for (let d = 0; d < 6; ++d) {
      const n = t.neighborCid(cid, d);
      if (n === null) continue;
      assert.equal(t.areAdjacent(cid, n), true);
      assert.notEqual(t.tileColor(cid), t.tileColor(n), `equal colours touch at ${cid}/${n}`);
    }
  }
  assert.throws(() => t.neighborCid(center, 6), { name: 'RangeError', message: /^dir / });
  assert.throws(() => t.neighborCid(center, '1'), { name: 'TypeError', message: /^dir / });
  assert.throws(() => t.neighborCid(122, 0), { name: 'RangeError', message: /cid 122/ });
  assert.throws(() => t.areAdjacent(center, 6), { name: 'RangeError', message: /^b: cid 6/ });
  assert.throws(() => t.areAdjacent('60', center), { name: 'TypeError', message: /^a / });
  assert.throws(() => t.tileColor(-1), { name: 'RangeError', message: /^cid / });
  assert.throws(() => t.tileColor(NaN), { name: 'TypeError', message: /^cid / });
});

test('the worked action words of tribun.md section 5 decode, encode back and describe', () => {
  const c00 = cidOf(0, 0);
  const c11 = cidOf(1, 1);
  const c22 = cidOf(2, 2);
  const cases = [
    [0x0000243c, { op: 'MOVE', from: c00, to: c11, part: 0 }, 'MOVE (0,0)->(1,1) primary'],
    [0x0000643c, { op: 'MOVE', from: c00, to: c11, part: 1 }],
    [0x10002a3c, { op: 'KILL', attacker: c00, target: c22, part: 0 }],
    [0x90002a3c, { op: 'ATTACK_TRIBUN', attacker: c00, target: c22, winner: 0 }],
    [0x300000c8, { op: 'DAMAGE', target: c11, damage: 2 }, 'DAMAGE 2 at (1,1)'],
    [OFFER_BLACK, { op: 'DRAW', action: 'offer', color: 0 }],
    [ACCEPT_WHITE, { op: 'DRAW', action: 'accept', color: 1 }],
    [0xb0000003, { op: 'END', reason: 'game-time-tie', loser: 0 }],
    [RESIGN_WHITE, { op: 'END', reason: 'resign', loser: 1 }],
  ];
  for (const [word, action, text] of cases) {
    const decoded = t.decodeAction(word);
    assert.deepEqual(decoded, action);
    assert.equal(Object.getPrototypeOf(decoded), Object.prototype);
    assert.equal(t.encodeAction(action), word);
    if (text) assert.equal(t.describeAction(word), text);
  }
});

test('decodeAction / encodeAction round trip every opcode of the conformance positions', async () => {
  const { readConformanceFile } = await import('./conformance.mjs');
  const { devData } = await import('./helpers.mjs');
  const seen = new Set();
  for (const p of readConformanceFile(devData).slice(0, 120)) {
    for (const w of p.legal) {
      const a = t.decodeAction(w);
      seen.add(a.op);
      assert.equal(t.encodeAction(a), w, `${w} ${JSON.stringify(a)}`);
    }
  }
  for (const op of ['MOVE', 'KILL', 'LIBERATE', 'DAMAGE', 'ENSLAVE', 'COMBINE', 'SYM_COMBINE', 'SPLIT', 'BACKSTABB', 'ATTACK_TRIBUN']) {
    assert.ok(seen.has(op), `no ${op} in the sample`);
  }
  // SPLIT carries an array: (0,0) placing height 1 in directions 0 and 1.
  const split = { op: 'SPLIT', actor: cidOf(0, 0), heights: [1, 1, 0, 0, 0, 0] };
  assert.deepEqual(t.decodeAction(t.encodeAction(split)), split);
});

test('malformed words and bad action objects are rejected, naming the problem', () => {
  assert.throws(() => t.decodeAction(0xf0000000), { name: 'RangeError', message: /reserved/ });
  assert.throws(() => t.decodeAction(0x0000243c | (1 << 20)), RangeError);
  assert.throws(() => t.decodeAction(0xa0000003), RangeError); // draw action 3 is reserved
  assert.throws(() => t.decodeAction(0xb0000004), RangeError); // end reason 4 is reserved
  assert.throws(() => t.decodeAction(-1), { name: 'RangeError', message: /^word / });
  assert.throws(() => t.decodeAction(2 ** 32), { name: 'RangeError', message: /^word / });
  for (const v of [...NOT_NUMBERS, ...BAD_NUMBERS]) assert.throws(() => t.decodeAction(v), { name: 'TypeError', message: /^word / });
  assert.match(t.describeAction(0xf0000000), /reserved/);

  assert.throws(() => t.encodeAction(null), { name: 'TypeError', message: /^action / });
  assert.throws(() => t.encodeAction({ op: 'JUMP' }), { name: 'RangeError', message: /^action\.op / });
  assert.throws(() => t.encodeAction({ op: 0 }), { name: 'TypeError', message: /^action\.op / });
  assert.throws(() => t.encodeAction({ op: 'MOVE', from: 60, to: 72 }), { name: 'TypeError', message: /^action\.part / });
  assert.throws(() => t.encodeAction({ op: 'MOVE', from: '60', to: 72, part: 0 }), { name: 'TypeError', message: /^action\.from / });
  assert.throws(() => t.encodeAction({ op: 'MOVE', from: -1, to: 72, part: 0 }), { name: 'RangeError', message: /^action\.from / });
  assert.throws(() => t.encodeAction({ op: 'MOVE', from: 6, to: 72, part: 0 }), { name: 'RangeError', message: /^action: / });
  assert.throws(() => t.encodeAction({ op: 'MOVE', from: 60, to: 72, part: 2 }), { name: 'RangeError', message: /^action: / });
  assert.throws(() => t.encodeAction({ op: 'DAMAGE', target: 72, damage: 9 }), { name: 'RangeError', message: /^action: / });
  assert.throws(() => t.encodeAction({ op: 'SPLIT', actor: 60, heights: [1, 1, 0] }), { name: 'RangeError', message: /^action\.heights / });
  assert.throws(() => t.encodeAction({ op: 'SPLIT', actor: 60, heights: [1, 1, 0, 0, 0, 5] }), { name: 'RangeError', message: /^action: / });
  assert.throws(() => t.encodeAction({ op: 'DRAW', action: 'decline', color: 0 }), { name: 'RangeError', message: /^action\.action / });
  assert.throws(() => t.encodeAction({ op: 'END', reason: 'resign', loser: 2 }), { name: 'RangeError', message: /^action: / });
});

test('unit bytes: every byte decodes or is rejected; valid units encode back', () => {
  let valid = 0;
  for (let b = 1; b < 256; ++b) {
    let unit;
    try {
      unit = t.decodeUnit(b);
    } catch (error) {
      assert.equal(error.name, 'RangeError');
      assert.match(error.message, /^byte: /);
      continue;
    }
    ++valid;
    assert.equal(t.encodeUnit(unit), b, `byte ${b}`);
  }
  assert.ok(valid > 50 && valid < 255, `${valid} valid bytes`);
  assert.deepEqual(t.decodeUnit(0x81), { color: 0, tribun: true, p: 1, s: 0 });
  assert.equal(t.decodeUnit(0).p, 0);
  assert.equal(t.encodeUnit({ color: 1, p: 2 }), 0x42);
  assert.throws(() => t.decodeUnit(0x07), { name: 'RangeError', message: /index .*7/ });
  assert.throws(() => t.decodeUnit(256), { name: 'RangeError', message: /^byte / });
  assert.throws(() => t.decodeUnit('1'), { name: 'TypeError', message: /^byte / });
  assert.throws(() => t.encodeUnit({ color: 0, p: 5 }), { name: 'RangeError', message: /^unit: / });
  assert.throws(() => t.encodeUnit({ color: 2, p: 1 }), { name: 'RangeError', message: /^unit: / });
  assert.throws(() => t.encodeUnit({ color: 0, tribun: true, p: 2, s: 1 }), { name: 'RangeError', message: /^unit: / });
  assert.throws(() => t.encodeUnit({ color: 0, p: 1, tribun: 1 }), { name: 'TypeError', message: /^unit\.tribun / });
  assert.throws(() => t.encodeUnit({ color: 0 }), { name: 'TypeError', message: /^unit\.p / });
  assert.throws(() => t.encodeUnit(5), { name: 'TypeError', message: /^unit / });
});

test('boards: default board, parse/format in every form, copies not views', () => {
  const board = t.defaultBoard();
  assert.ok(board instanceof Uint8Array);
  assert.equal(board.length, 121);
  assertNotHeap(board);
  assert.equal(board[cidOf(-5, -5)], 0x81); // black tribun height 1
  board[0] = 0;
  assert.equal(t.defaultBoard()[0], 0x81, 'defaultBoard() must return a fresh copy');

  const fresh = t.defaultBoard();
  const hex = t.boardToHex(fresh);
  const b64 = t.boardToBase64(fresh);
  assert.equal(hex.length, 242);
  assert.equal(b64.length, 164);
  for (const form of [fresh, Array.from(fresh), hex, hex.toUpperCase(), b64]) {
    assert.deepEqual(t.parseBoard(form), fresh);
    assert.deepEqual(t.newGame({ board: form }).board(), fresh);
  }
  assert.throws(() => t.parseBoard(new Uint8Array(120)), { name: 'RangeError', message: /^board .*121/ });
  assert.throws(() => t.parseBoard('abc'), { name: 'RangeError', message: /^board / });
  assert.throws(() => t.parseBoard(`zz${hex.slice(2)}`), { name: 'RangeError', message: /^board: / });
  assert.throws(() => t.parseBoard(`!${b64.slice(1)}`), { name: 'RangeError', message: /^board: / });
  assert.throws(() => t.parseBoard(42), { name: 'TypeError', message: /^board / });
  assert.throws(() => t.parseBoard([...fresh.slice(0, 120), 256]), { name: 'RangeError', message: /^board\[120\] / });
  const offBoard = t.defaultBoard();
  offBoard[6] = 0x01; // cid 6 is off the board
  assert.throws(() => t.parseBoard(offBoard), { name: 'RangeError', message: /cid 6/ });
  const twoTribuns = t.defaultBoard();
  twoTribuns[cidOf(0, 0)] = 0x81;
  assert.throws(() => t.parseBoard(twoTribuns), { name: 'RangeError', message: /tribun/ });
  assert.throws(() => t.boardToHex(new Uint8Array(3)), { name: 'RangeError', message: /^board / });
});

test('newGame: start position lists 265 board actions + 2 draw offers + 2 resigns, ascending', () => {
  const g = t.newGame();
  const legal = g.legalActions();
  assert.ok(legal instanceof Uint32Array);
  assertNotHeap(legal);
  assert.equal(legal.length, 269);
  assert.equal(legal.filter(isBoardAction).length, START_BOARD_ACTIONS);
  assert.deepEqual(Array.from(legal.filter((w) => !isBoardAction(w))), [OFFER_BLACK, OFFER_WHITE, RESIGN_BLACK, RESIGN_WHITE]);
  for (let i = 1; i < legal.length; ++i) assert.ok(legal[i - 1] < legal[i], 'ascending and unique');
  for (const w of legal) assert.equal(g.isLegal(w), true);
  assert.equal(g.turn, 0);
  assert.equal(g.ply, 0);
  assert.equal(g.status, 'active');
  assert.equal(g.result, null);
  assert.equal(g.drawOfferBy, null);
  assert.equal(typeof g.hash(), 'bigint');
  assert.deepEqual(g.snapshot(), { board: t.boardToBase64(t.defaultBoard()), turn: 0, drawOfferBy: null });
  g.dispose();

  const white = t.newGame({ turn: 1, drawOfferBy: 0 });
  assert.equal(white.turn, 1);
  assert.equal(white.drawOfferBy, 0);
  const drawWords = Array.from(white.legalActions().filter((w) => w >>> 28 === 10));
  assert.deepEqual(drawWords, [RETRACT_BLACK, ACCEPT_WHITE]);
  white.dispose();
});

test('newGame rejects bad options with TypeError / RangeError naming them', () => {
  assert.throws(() => t.newGame(5), { name: 'TypeError', message: /^options / });
  assert.throws(() => t.newGame({ trun: 1 }), { name: 'TypeError', message: /options\.trun/ });
  assert.throws(() => t.newGame({ turn: 2 }), { name: 'RangeError', message: /^options\.turn / });
  assert.throws(() => t.newGame({ turn: '0' }), { name: 'TypeError', message: /^options\.turn / });
  assert.throws(() => t.newGame({ turn: NaN }), { name: 'TypeError', message: /^options\.turn / });
  assert.throws(() => t.newGame({ drawOfferBy: -1 }), { name: 'RangeError', message: /^options\.drawOfferBy / });
  assert.throws(() => t.newGame({ board: new Uint8Array(122) }), { name: 'RangeError', message: /^options\.board / });
  assert.throws(() => t.newGame({ board: 121 }), { name: 'TypeError', message: /^options\.board / });
  const bad = t.defaultBoard();
  bad[cidOf(0, 0)] = 0x0f; // p index 7: reserved
  assert.throws(() => t.newGame({ board: bad }), { name: 'RangeError', message: /^options\.board: .*cid 60/ });
});

test('apply: legal words change the state; illegal ones throw and leave it untouched', () => {
  const g = t.newGame();
  const before = { hash: g.hash(), board: g.board(), legal: g.legalActions() };
  assert.throws(() => g.apply(0), { name: 'Error', message: /^illegal action .*MOVE/ });
  assert.throws(() => g.apply(0xf0000000), { name: 'Error', message: /^illegal action/ });
  assert.throws(() => g.endByServer(1, 0), Error); // black still has board actions
  assert.equal(g.hash(), before.hash);
  assert.deepEqual(g.board(), before.board);
  assert.deepEqual(g.legalActions(), before.legal);
  assert.equal(g.ply, 0);
  for (const v of [...NOT_NUMBERS, ...BAD_NUMBERS]) {
    assert.throws(() => g.apply(v), { name: 'TypeError', message: /^word / });
    assert.throws(() => g.isLegal(v), { name: 'TypeError', message: /^word / });
  }
  assert.throws(() => g.apply(-1), { name: 'RangeError', message: /^word / });
  assert.throws(() => g.apply(2 ** 32 + 1), { name: 'RangeError', message: /^word / });
  assert.equal(g.isLegal(0), false);

  const move = before.legal[0];
  g.apply(move);
  assert.equal(g.turn, 1);
  assert.equal(g.ply, 1);
  assert.notEqual(g.hash(), before.hash);
  assert.notDeepEqual(g.board(), before.board);
  assert.deepEqual(Array.from(g.actions()), [move]);
  assert.equal(g.isLegal(move), false);

  const copy = g.board();
  copy.fill(0);
  assert.notDeepEqual(g.board(), copy, 'board() must return a copy');
  g.dispose();
});

test('draw offers, acceptance and resignation end the game with the right result', () => {
  const g = t.newGame();
  g.apply(OFFER_BLACK);
  assert.equal(g.drawOfferBy, 0);
  assert.equal(g.turn, 0, 'a draw offer does not pass the turn');
  assert.equal(g.ply, 1);
  g.apply(ACCEPT_WHITE);
  assert.equal(g.status, 'ended');
  assert.deepEqual(g.result, { winner: null, reason: 'draw-agreed' });
  assert.equal(g.legalActions().length, 0);
  assert.throws(() => g.apply(RESIGN_BLACK), /illegal action/);
  g.dispose();

  const r = t.newGame();
  r.apply(RESIGN_WHITE);
  assert.deepEqual(r.result, { winner: 0, reason: 'resign' });
  r.dispose();
});

test('endByServer: reasons 1-3 by number or name; bad arguments are rejected', () => {
  const g = t.newGame();
  assert.throws(() => g.endByServer(0, 1), { name: 'RangeError', message: /^reason / });
  assert.throws(() => g.endByServer('resign', 1), { name: 'RangeError', message: /^reason / });
  assert.throws(() => g.endByServer('2', 1), { name: 'RangeError', message: /^reason / });
  assert.throws(() => g.endByServer(2, 2), { name: 'RangeError', message: /^loser / });
  assert.throws(() => g.endByServer(2, null), { name: 'TypeError', message: /^loser / });
  assert.equal(g.status, 'active');
  g.endByServer('timeout', 1);
  assert.deepEqual(g.result, { winner: 0, reason: 'timeout' });
  assert.equal(g.ply, 1);
  assert.throws(() => g.endByServer(2, 0), Error);
  g.dispose();

  const tie = t.newGame();
  tie.endByServer(3, 0);
  assert.deepEqual(tie.result, { winner: null, reason: 'game-time-tie' });
  tie.dispose();
});

test('hash, snapshot, actionsB64 and replay reproduce a random game', () => {
  const rnd = random(7);
  const g = t.newGame({ turn: 1 });
  for (let i = 0; i < 30 && g.status === 'active'; ++i) {
    const legal = g.legalActions().filter(isBoardAction);
    g.apply(legal[Math.floor(rnd() * legal.length)]);
  }
  g.apply(OFFER_WHITE);
  const start = g.startSnapshot();
  assert.equal(start.turn, 1);
  const replayed = t.replay(start, g.actionsB64());
  assert.equal(replayed.hash(), g.hash());
  assert.deepEqual(replayed.board(), g.board());
  assert.equal(replayed.turn, g.turn);
  assert.equal(replayed.ply, g.ply);
  assert.equal(replayed.drawOfferBy, 1);
  assert.equal(replayed.actionsB64(), g.actionsB64());
  assert.deepEqual(replayed.snapshot(), g.snapshot());
  assert.deepEqual(t.parseBoard(g.snapshot().board), g.board());

  // A snapshot of the current state plus an empty log gives an equal state (and equal hash).
  const resumed = t.replay(g.snapshot(), '');
  assert.equal(resumed.hash(), g.hash());
  assert.equal(resumed.ply, 0);
  // Hash: equal states, equal hashes; the draw offer is part of the state.
  assert.equal(t.newGame().hash(), t.newGame().hash());
  assert.notEqual(t.newGame().hash(), t.newGame({ drawOfferBy: 0 }).hash());
  assert.notEqual(t.newGame().hash(), t.newGame({ turn: 1 }).hash());
  for (const x of [g, replayed, resumed]) x.dispose();
});

test('replay names the failing ply and rejects bad arguments', () => {
  const g = t.newGame();
  const legal = g.legalActions();
  g.apply(legal[0]);
  const log = g.actionsB64();
  // Ply 2 repeats ply 1's word: not legal for white.
  const bytes = Buffer.concat([Buffer.from(log, 'base64'), Buffer.from(log, 'base64')]);
  assert.throws(() => t.replay(g.startSnapshot(), bytes.toString('base64')), { name: 'Error', message: /ply 2/ });
  assert.throws(() => t.replay(g.startSnapshot(), '!!!!'), Error);
  assert.throws(() => t.replay(g.startSnapshot(), 'AAA='), Error); // 2 bytes: not whole words
  assert.throws(() => t.replay(g.startSnapshot(), 5), { name: 'TypeError', message: /^actionsB64 / });
  assert.throws(() => t.replay(null, log), { name: 'TypeError', message: /^snapshot / });
  assert.throws(() => t.replay({ board: 'x', turn: 0 }, log), { name: 'RangeError', message: /^snapshot\.board / });
  assert.throws(() => t.replay({ board: t.defaultBoard(), turn: 3 }, log), { name: 'RangeError', message: /^snapshot\.turn / });
  assert.throws(() => t.replay({ board: t.defaultBoard() }, log), { name: 'TypeError', message: /^snapshot\.turn / });
  g.dispose();
});

test('dispose: idempotent, and every later call throws a clear Error', () => {
  const g = t.newGame();
  assert.equal(g.disposed, false);
  g.dispose();
  g.dispose();
  assert.equal(g.disposed, true);
  const calls = [
    () => g.legalActions(), () => g.isLegal(0), () => g.apply(0), () => g.endByServer(2, 0),
    () => g.board(), () => g.actions(), () => g.turn, () => g.ply, () => g.drawOfferBy, () => g.status,
    () => g.result, () => g.hash(), () => g.snapshot(), () => g.startSnapshot(), () => g.actionsB64(),
    () => g.options(),
  ];
  for (const call of calls) assert.throws(call, { name: 'Error', message: /disposed/ });
});

test('no Embind object escapes: games expose only the documented members', () => {
  const g = t.newGame();
  const own = Object.getOwnPropertyNames(Object.getPrototypeOf(g)).sort();
  assert.deepEqual(own, ['actions', 'actionsB64', 'apply', 'board', 'constructor', 'disposed', 'dispose', 'drawOfferBy',
    'endByServer', 'hash', 'isLegal', 'legalActions', 'options', 'ply', 'result', 'snapshot', 'startSnapshot', 'status',
    'turn',
    // notation, history, game files (web/package/src/tribun-records.js)
    'formatAction', 'explainAction', 'parseAction', 'undo', 'redo', 'goTo', 'clone', 'continuations', 'comment', 'setComment',
    'toRecord'].sort());
  assert.deepEqual(Object.keys(g), []);
  assert.equal(typeof g.delete, 'undefined');
  assert.ok(Object.isFrozen(t));
  g.dispose();
});

test('options() and groupOptions() regroup exactly the legal board actions', () => {
  const g = t.newGame();
  const opts = g.options();
  assert.deepEqual(opts, t.groupOptions(t.defaultBoard(), 0));
  assert.ok(opts.selectable.length > 0);
  const words = new Set();
  for (const o of opts.origins) for (const target of o.targets) for (const x of target.options) words.add(x.word);
  const legal = new Set(g.legalActions().filter(isBoardAction));
  for (const w of words) assert.ok(legal.has(w), `option ${w} is not legal`);
  assert.throws(() => t.groupOptions(new Uint8Array(3), 0), { name: 'RangeError', message: /^board / });
  assert.throws(() => t.groupOptions(t.defaultBoard(), 2), { name: 'RangeError', message: /^turn / });
  g.dispose();
});

test('hostile words: accepted exactly when listed; the module keeps working after every error', () => {
  const rnd = random(99);
  const g = t.newGame();
  for (let i = 0; i < 3 && g.status === 'active'; ++i) g.apply(g.legalActions()[0]);
  const list = g.legalActions();
  const legal = new Set(list);
  const hash = g.hash();
  let accepted = 0;
  for (let i = 0; i < 3000; ++i) {
    // Uniform words are almost never legal (~270 of 2^32), so a third are legal words and a
    // third are legal words with one bit flipped: both answers are exercised.
    const pick = list[Math.floor(rnd() * list.length)];
    const w = i % 3 === 0 ? Math.floor(rnd() * 2 ** 32) : i % 3 === 1 ? pick : (pick ^ (1 << Math.floor(rnd() * 32))) >>> 0;
    assert.equal(g.isLegal(w), legal.has(w));
    if (!legal.has(w)) {
      assert.throws(() => g.apply(w), /illegal action/);
    } else {  // applies, on a copy of the game
      const copy = t.replay(g.startSnapshot(), g.actionsB64());
      copy.apply(w);
      assert.equal(copy.actions().length, g.actions().length + 1);
      copy.dispose();
      ++accepted;
    }
  }
  assert.ok(accepted >= 900, `${accepted} legal words applied`);
  assert.equal(g.hash(), hash);
  g.dispose();
  // Every error path above ran on this same instance: it still answers correctly.
  const after = t.newGame();
  assert.equal(after.legalActions().length, 269);
  after.dispose();
});
