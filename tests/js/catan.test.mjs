// The Catan API through the WASM package: seed 003 requirements, and "same seed -> identical
// Catan board natively and in WASM" against the golden file the native test also checks.
import { test } from 'node:test';
import assert from 'node:assert/strict';
import { readFileSync } from 'node:fs';
import { loadBoardrules } from '../../web/package/index.js';

const { catan } = await loadBoardrules();
const golden = JSON.parse(readFileSync(new URL('../data/catan/board_seed42.json', import.meta.url), 'utf8'));

// The standard JavaScript mulberry32 and a Fisher-Yates shuffle, written independently of the
// engine: the WASM board must match what a JS implementation of the seed computes.
function mulberry32(a) {
  return function () {
    a |= 0;
    a = (a + 0x6d2b79f5) | 0;
    let t = Math.imul(a ^ (a >>> 15), 1 | a);
    t = (t + Math.imul(t ^ (t >>> 7), 61 | t)) ^ t;
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}
function shuffle(items, rng) {
  for (let i = items.length - 1; i > 0; i--) {
    const j = Math.floor(rng() * (i + 1));
    [items[i], items[j]] = [items[j], items[i]];
  }
  return items;
}
const TILES = ['wood', 'wood', 'wood', 'wood', 'sheep', 'sheep', 'sheep', 'sheep', 'wheat', 'wheat', 'wheat', 'wheat',
  'brick', 'brick', 'brick', 'ore', 'ore', 'ore', 'desert'];
const NUMBERS = [2, 3, 3, 4, 4, 5, 5, 6, 6, 8, 8, 9, 9, 10, 10, 11, 11, 12];

test('catan golden: same seed -> identical Catan board natively and in WASM (seed 42)', () => {
  assert.deepEqual(catan.createDefaultBoard(), golden);
  assert.deepEqual(catan.createBoard(42), golden);
});

test('catan mulberry32: the WASM sequence equals the standard JavaScript algorithm', () => {
  for (const seed of [0, 1, 42, 2 ** 32 - 1, 123456789]) {
    const rng = mulberry32(seed);
    const expected = Array.from({ length: 50 }, () => rng() * 4294967296);
    assert.deepEqual(catan.mulberry32Sequence(seed, 50), expected);
  }
  assert.deepEqual(catan.mulberry32Sequence(-1, 3), catan.mulberry32Sequence(2 ** 32 - 1, 3));
});

test('catan createBoard(seed): layout equals a JS re-implementation of the seed for many seeds', () => {
  for (let seed = 0; seed < 200; ++seed) {
    const rng = mulberry32(seed);
    const tiles = shuffle([...TILES], rng);
    const numbers = shuffle([...NUMBERS], rng);
    const board = catan.createBoard(seed);
    let n = 0;
    board.hexes.forEach((h, i) => {
      assert.equal(h.resource, tiles[i]);
      assert.equal(h.numberToken, tiles[i] === 'desert' ? null : numbers[n++]);
    });
    const desert = board.hexes.find((h) => h.resource === 'desert');
    assert.deepEqual(board.robberHex, { q: desert.q, r: desert.r });
  }
});

test('catan: 19 hexes, exactly 54 vertices and 72 edges with adjacency', () => {
  const b = catan.createBoard(7);
  assert.equal(b.hexes.length, 19);
  assert.equal(b.vertices.length, 54);
  assert.equal(b.edges.length, 72);
  for (const v of b.vertices) {
    assert.ok(v.adjacentHexes.length >= 1 && v.adjacentHexes.length <= 3);
    assert.ok(v.adjacentVertices.length >= 2 && v.adjacentVertices.length <= 3);
    assert.equal(v.adjacentEdges.length, v.adjacentVertices.length);
  }
  for (const e of b.edges) assert.ok(e.adjacentHexes.length >= 1 && e.adjacentHexes.length <= 2);
});

test('catan option separateRedNumbers: 6 and 8 never on adjacent hexes', () => {
  const red = (n) => n === 6 || n === 8;
  for (let seed = 0; seed < 300; ++seed) {
    const b = catan.createBoard(seed, { separateRedNumbers: true });
    for (const h of b.hexes) {
      if (!red(h.numberToken)) continue;
      for (const o of b.hexes) {
        if (o !== h && red(o.numberToken)) assert.notEqual(catan.hexDistance(h, o), 1, `seed ${seed}`);
      }
    }
  }
});

test('catan harbours: 9 on coastal edges (4 generic 3:1, one 2:1 per resource)', () => {
  const b = catan.createDefaultBoard();
  assert.equal(b.harbors.length, 9);
  const edges = new Map(b.edges.map((e) => [e.id, e]));
  for (const h of b.harbors) assert.equal(edges.get(h.edge).adjacentHexes.length, 1);
  assert.equal(b.harbors.filter((h) => h.type === 'generic' && h.ratio === 3).length, 4);
  assert.deepEqual(b.harbors.filter((h) => h.ratio === 2).map((h) => h.type).sort(), ['brick', 'ore', 'sheep', 'wheat', 'wood']);
});

test('catan hex helpers: hexesInRange, hexNeighbors, hexDistance, hexEquals', () => {
  assert.equal(catan.hexesInRange({ q: 0, r: 0 }, 2).length, 19);
  assert.equal(catan.hexesInRange({ q: 5, r: -3 }, 0).length, 1);
  const ns = catan.hexNeighbors({ q: 0, r: 0 });
  assert.equal(ns.length, 6);
  for (const n of ns) assert.equal(catan.hexDistance({ q: 0, r: 0 }, n), 1);
  assert.equal(catan.hexDistance({ q: -2, r: 2 }, { q: 2, r: -2 }), 4);
  assert.equal(catan.hexEquals({ q: 1, r: 2 }, { q: 1, r: 2 }), true);
  assert.equal(catan.hexEquals({ q: 1, r: 2 }, { q: 2, r: 1 }), false);
});

test('catan arguments: seeds, options and coordinates are checked', () => {
  assert.throws(() => catan.createBoard(1.5), TypeError);
  assert.throws(() => catan.createBoard(2 ** 32), RangeError);
  assert.throws(() => catan.createBoard('42'), TypeError);
  assert.throws(() => catan.createBoard(1, { separate: true }), /unknown option "separate"/);
  assert.throws(() => catan.createBoard(1, { separateRedNumbers: 'yes' }), TypeError);
  assert.throws(() => catan.hexesInRange({ q: 0 }, 1), /center\.r/);
  assert.throws(() => catan.hexesInRange({ q: 0, r: 0 }, 201), RangeError);
  // A negative seed is taken modulo 2^32, as mulberry32's `a |= 0` does.
  assert.deepEqual(catan.createBoard(-1), catan.createBoard(2 ** 32 - 1));
});
