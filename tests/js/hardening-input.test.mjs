// Issue 14, findings 2, 7, 8 and 9: arguments that lie. A typed array whose `length` lies, lone
// surrogates, a polluted Object.prototype, exotic objects taken as options, holes, getters and
// toJSON hooks that change a value between its check and its use.
import test from 'node:test';
import assert from 'node:assert/strict';
import { loadBoardrules } from '../../web/package/index.js';

const { tribun, spatial, catan } = await loadBoardrules();

// A board of 4,096 bytes that claims to be 121: the first 121 bytes are the default board.
function lyingBoard() {
  const bytes = new Uint8Array(4096).fill(0xff);
  bytes.set(tribun.defaultBoard());
  Object.defineProperty(bytes, 'length', { value: 121 });
  return bytes;
}

test('a Uint8Array whose length lies is judged by its real length (newGame, replay, parseBoard)', () => {
  const before = tribun.newGame();
  const listed = before.legalActions();
  for (const call of [
    () => tribun.newGame({ board: lyingBoard() }),
    () => tribun.replay({ board: lyingBoard(), turn: 0 }, ''),
    () => tribun.parseBoard(lyingBoard()),
    () => tribun.groupOptions(lyingBoard(), 0),
    () => tribun.boardToHex(lyingBoard()),
  ]) {
    assert.throws(call, { name: 'RangeError', code: 'INVALID_ARGUMENT', message: /exactly 121 bytes, got 4096/ });
  }
  // Nothing was written past the input area: existing and new games are intact.
  assert.deepEqual(before.legalActions(), listed);
  for (let i = 0; i < 20; ++i) {
    const g = tribun.newGame({ turn: i & 1 });
    assert.equal(g.legalActions().length, 269);
    g.dispose();
  }
  before.dispose();
});

test('a board is copied once: changing the caller\'s array later changes nothing', () => {
  const bytes = tribun.defaultBoard();
  const g = tribun.newGame({ board: bytes });
  bytes.fill(0);
  assert.deepEqual(g.board(), tribun.defaultBoard());
  g.dispose();
});

test('lone surrogates are refused in every string argument, so distinct strings never alias', () => {
  const b = spatial.createBoard([{ id: 'A', adjacentTo: ['B'] }, { id: 'B', adjacentTo: ['A'] }]);
  b.placeToken('A', '\u{1F441}');  // the eye: U+D83D U+DC41
  for (const call of [
    () => b.moveTokenAdjacent({ token: '\uD83DA', to: 'B' }),
    () => b.placeToken('A', '\uDC41'),
    () => b.connectedZones('A\uD800'),
    () => b.isAdjacent('A', '\uDFFFB'),
    () => spatial.createBoard([{ id: 'x\uD83D' }]),
    () => spatial.validateZones([{ id: 'x', adjacentTo: ['\uD83Dy'] }]),
    () => spatial.conditionText({ token: '\uD83D' }),
    () => tribun.replay(tribun.newGame().snapshot(), 'AAAA\uD800'),
    () => tribun.newGame({ board: `${tribun.boardToHex(tribun.defaultBoard()).slice(1)}\uD800` }),
  ]) {
    assert.throws(call, { name: 'RangeError', code: 'INVALID_ARGUMENT', message: /lone surrogate/ });
  }
  assert.deepEqual(b.tokensIn('A').map((t) => t.id), ['\u{1F441}']);
  b.dispose();
});

test('a polluted Object.prototype is never read as an option', () => {
  const keys = ['turn', 'board', 'drawOfferBy', 'limit', 'via', 'maxDepth', 'includeStart', 'adjacentTo', 'owner',
    'kind', 'separateRedNumbers', 'allowServerEnds', 'maxPlies', 'unrelated'];
  const values = { turn: 1, board: 'garbage', drawOfferBy: 1, limit: 0, via: () => false, maxDepth: 0, includeStart: true,
    adjacentTo: ['cell_9_9'], owner: 'mallory', kind: 'evil', separateRedNumbers: 'yes', allowServerEnds: true, maxPlies: 0,
    unrelated: 1 };
  const plainGame = tribun.newGame();
  const plainBoard = catan.createBoard(7);
  try {
    for (const key of keys) Object.prototype[key] = values[key];  // enumerable, as a careless library would
    const g = tribun.newGame();
    assert.equal(g.turn, 0);
    assert.equal(g.drawOfferBy, null);
    assert.deepEqual(g.board(), plainGame.board());
    g.apply(g.legalActions()[0]);
    const r = tribun.replay(g.startSnapshot(), g.actionsB64());
    assert.equal(r.ply, 1);
    const timeout = tribun.newGame();
    timeout.endByServer('timeout', 1);
    assert.throws(() => tribun.replay(timeout.startSnapshot(), timeout.actionsB64()), { code: 'BAD_LOG' });
    const b = spatial.createBoard(spatial.generateGrid(3, 3));
    assert.equal(b.connectedZones('cell_0_0', {}).length, 8);
    assert.equal(b.isConnected('cell_0_0', 'cell_2_2', {}), true);
    b.placeToken('cell_0_0', { id: 't' });
    assert.deepEqual(b.tokensIn('cell_0_0'), [{ id: 't', kind: '', owner: '' }]);
    assert.deepEqual(catan.createBoard(7, {}), plainBoard);
    assert.deepEqual(spatial.validateZones([{ id: 'A' }]), []);
    b.dispose();
    r.dispose();
    g.dispose();
    timeout.dispose();
  } finally {
    for (const key of keys) delete Object.prototype[key];
  }
  plainGame.dispose();
});

test('options must be plain objects: ArrayBuffer, DataView, Date, arrays, class instances are refused', () => {
  class Options { constructor() { this.turn = 1; } }
  const b = spatial.createBoard(spatial.generateGrid(2, 2));
  for (const value of [new ArrayBuffer(8), new DataView(new ArrayBuffer(8)), new Date(0), [], new Options(), new Map(), () => {}]) {
    for (const call of [
      () => tribun.newGame(value),
      () => tribun.replay(tribun.newGame().snapshot(), '', value),
      () => b.connectedZones('cell_0_0', value),
      () => b.isConnected('cell_0_0', 'cell_1_1', value),
      () => catan.createBoard(1, value),
      () => tribun.encodeUnit(value),
    ]) {
      assert.throws(call, { name: 'TypeError', code: 'INVALID_ARGUMENT', message: /must be an object/ });
    }
  }
  // Object.create(null) is a plain object: read, not ignored.
  const bare = Object.assign(Object.create(null), { turn: 1 });
  const g = tribun.newGame(bare);
  assert.equal(g.turn, 1);
  g.dispose();
  assert.equal(b.connectedZones('cell_0_0', Object.assign(Object.create(null), { maxDepth: 1 })).length, 2);
  b.dispose();
});

test('holes in heights are refused, not read as 0', () => {
  const split = { op: 'SPLIT', actor: 60, heights: [1, 1, 0, 0, 0, 0] };
  assert.equal(typeof tribun.encodeAction(split), 'number');
  const holey = [1, 1, 0, 0, 0];
  holey.length = 6;  // index 5 is a hole
  assert.throws(() => tribun.encodeAction({ ...split, heights: holey }), { name: 'TypeError', code: 'INVALID_ARGUMENT', message: /heights\[5\] is a hole/ });
  assert.throws(() => tribun.newGame({ board: new Array(121) }), { name: 'TypeError', code: 'INVALID_ARGUMENT' });
});

test('adjacentTo is read once: a getter or toJSON cannot swap the edges after the check', () => {
  let reads = 0;
  const sneaky = ['B'];
  sneaky.toJSON = () => ['C'];  // JSON.stringify would call it after the check
  const zoneA = {
    id: 'A',
    get adjacentTo() {
      ++reads;
      return reads === 1 ? sneaky : [42];  // a valid value for the check, garbage after it
    },
  };
  const zones = [zoneA, { id: 'B', adjacentTo: ['A'] }, { id: 'C' }];
  const b = spatial.createBoard(zones);
  assert.equal(reads, 1);
  assert.deepEqual(b.adjacentZones('A'), ['B']);
  b.dispose();
  reads = 0;
  assert.deepEqual(spatial.validateZones(zones), []);
});

test('zone id lengths are counted in characters, not UTF-8 bytes', () => {
  const id = '\u00e9'.repeat(200);  // 200 characters, 400 UTF-8 bytes; the limit is 256 characters
  const b = spatial.createBoard([{ id }]);
  assert.deepEqual(b.zones(), [id]);
  b.dispose();
  const long = '\u00e9'.repeat(300);
  assert.throws(() => spatial.createBoard([{ id: long }]), { code: 'BAD_ZONES', message: /an id of 300 characters/ });
});

test('moveTokenAdjacent reads only the bindings the effect names, as own properties', () => {
  const b = spatial.createBoard([{ id: 'A', adjacentTo: ['B'] }, { id: 'B', adjacentTo: ['A'] }]);
  b.placeToken('A', 't');
  const bindings = Object.fromEntries(Array.from({ length: 50_000 }, (_, i) => [`k${i}`, 42]));  // not strings: never read
  Object.defineProperty(bindings, '__proto__', { value: 'B', enumerable: true });
  bindings.tok = 't';
  assert.deepEqual(b.moveTokenAdjacent({ token: '$tok', to: '$__proto__' }, bindings), { type: 'tokenEntered', token: 't', from: 'A', to: 'B' });
  try {
    Object.prototype.inherited = 'A';
    assert.throws(() => b.moveTokenAdjacent({ token: 't', to: '$inherited' }, {}), { code: 'ILLEGAL_MOVE', message: /is not bound/ });
  } finally {
    delete Object.prototype.inherited;
  }
  b.dispose();
});
