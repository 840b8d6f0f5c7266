// The CoTuLenh API through the WASM package, driven by the seed's examples and tables
// (tests/data/cotulenh/seed001_examples.tsv, shared with the native tests).
import { test } from 'node:test';
import assert from 'node:assert/strict';
import { readFileSync } from 'node:fs';
import { loadBoardrules } from '../../web/package/index.js';

const { cotulenh } = await loadBoardrules();
const rows = readFileSync(new URL('../data/cotulenh/seed001_examples.tsv', import.meta.url), 'utf8')
  .split('\n')
  .filter((line) => line && !line.startsWith('#'))
  .map((line) => line.split('\t'));
const section = (name) => rows.filter((r) => r[0] === name).map((r) => r.slice(1));

test('cotulenh seed: Square encoding formula examples and Corner Squares', () => {
  for (const [alg, sq] of [...section('encoding'), ...section('corner')]) {
    assert.equal(cotulenh.algebraicToSquare(alg), Number(sq), alg);
    assert.equal(cotulenh.squareToAlgebraic(Number(sq)), alg);
  }
});

test('cotulenh seed: Rank Inversion System table', () => {
  for (const [display, internal] of section('rank')) {
    assert.equal(cotulenh.algebraicToSquare(`a${display}`), Number(internal) * 16);
  }
});

test('cotulenh seed: Common Test Squares table', () => {
  for (const [alg, sq, file, internal] of section('testsquare')) {
    const s = cotulenh.algebraicToSquare(alg);
    assert.equal(s, Number(sq));
    assert.equal(s & 15, Number(file));
    assert.equal(s >> 4, Number(internal));
  }
});

test('cotulenh seed: Movement Offsets and Movement Examples from e6', () => {
  const offsets = Object.values(cotulenh.DIRECTION_OFFSETS);
  section('direction').forEach(([, offset, alg, sq], i) => {
    assert.equal(offsets[i], Number(offset));
    assert.equal(cotulenh.squareToAlgebraic(100 + Number(offset)), alg);
    assert.equal(100 + Number(offset), Number(sq));
    assert.equal(cotulenh.isValidMove('e6', alg), true);
  });
});

test('cotulenh seed: Terrain Zones examples', () => {
  for (const [alg, sq, terrain] of section('terrain')) {
    assert.equal(cotulenh.terrainOf(alg), terrain, alg);
    assert.equal(cotulenh.terrainOf(Number(sq)), terrain);
  }
  assert.equal(cotulenh.canLandPieceEnter('a6'), false);
  assert.equal(cotulenh.canLandPieceEnter('f6'), true);
  assert.equal(cotulenh.canNavyEnter('d6'), true);
  assert.equal(cotulenh.canNavyEnter('f6'), false);
});

test('cotulenh seed: River Zones and Heavy Piece Restriction (artillery f8 -> f5 refused)', () => {
  for (const [alg, zone] of section('zone')) assert.equal(cotulenh.zoneOf(alg), zone, alg);
  assert.equal(cotulenh.canHeavyPieceMove('f8', 'f5'), false);
  for (const [from, to, allowed] of section('heavy')) {
    assert.equal(cotulenh.canHeavyPieceMove(from, to), allowed === 'true', `${from}->${to}`);
  }
});

test('cotulenh seed: Valid Square Check, Boundary Detection and Memory Layout (132 of 256)', () => {
  let valid = 0;
  for (let s = 0; s < 256; ++s) valid += cotulenh.isValidSquare(s) ? 1 : 0;
  assert.equal(valid, 132);
  assert.equal(cotulenh.isValidSquare(11), false);
  assert.equal(cotulenh.isValidSquare(-1), false);
  assert.equal(cotulenh.isValidSquare(1e9), false);
  const k6 = cotulenh.algebraicToSquare('k6');
  assert.equal(cotulenh.isValidMove(k6, k6 + 1), false);
  assert.equal(cotulenh.isValidMove('e6', 'i6'), false);
  assert.equal(cotulenh.isValidMove('e6', 'h9'), true);
  assert.equal(cotulenh.algebraicToSquare('e1'), 180);
  assert.equal(cotulenh.algebraicToSquare('e12'), 4);
});

test('cotulenh bridges: isBridgeSquare is f6 f7 h6 h7', () => {
  const bridges = [];
  for (let s = 0; s < 256; ++s) if (cotulenh.isBridgeSquare(s)) bridges.push(cotulenh.squareToAlgebraic(s));
  assert.deepEqual(bridges.sort(), ['f6', 'f7', 'h6', 'h7']);
});

test('cotulenh arguments: bad notation and squares are RangeErrors/TypeErrors naming the argument', () => {
  assert.throws(() => cotulenh.algebraicToSquare('l1'), { name: 'RangeError', message: "square 'l1': file must be a..k" });
  assert.throws(() => cotulenh.algebraicToSquare('a13'), RangeError);
  assert.throws(() => cotulenh.algebraicToSquare(5), TypeError);
  assert.throws(() => cotulenh.squareToAlgebraic(11), /square 11 is not on the board/);
  assert.throws(() => cotulenh.squareToAlgebraic(2.5), TypeError);
  assert.throws(() => cotulenh.terrainOf(300), /square must be an integer in \[0, 255\]/);
  assert.throws(() => cotulenh.canHeavyPieceMove('f8', 15), /^RangeError: to: square 15/);
  assert.throws(() => cotulenh.zoneOf('z9'), /square: square 'z9'/);
});
