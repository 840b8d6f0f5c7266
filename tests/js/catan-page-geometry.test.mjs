// The Catan page places everything from the engine's names alone (web/site/games/catan/geometry.js), so
// that a kept game is drawn before the engine has loaded. Here those positions and names are
// checked against the engine: the same 54 corners, each where createBoard() puts it with the
// same land tiles around it, and every side between two of them.
import { test } from 'node:test';
import assert from 'node:assert/strict';
import { loadBoardrules } from '../../web/package/index.js';
import { SIZE, boardNames, edgeEnds, edgeVertices, hexesOf, isLand, vertexPoint } from '../../web/site/games/catan/geometry.js';

const { catan } = await loadBoardrules();
const key = (p) => `${Math.round(p.x * 100)},${Math.round(p.y * 100)}`;

test('catan page geometry: the 54 corners are the engine\'s, each where createBoard() draws it, with the same tiles', () => {
  const { land, vertices, edges } = boardNames();
  assert.equal(land.length, 19);
  assert.equal(vertices.length, 54);
  assert.equal(edges.length, 72);
  const g = catan.newGame({ players: 2, seed: 1 });
  assert.deepEqual(g.legalActions().map((a) => a.split(' ')[1]).sort(), [...vertices].sort());
  const board = catan.createBoard(42);
  const engine = new Map(board.vertices.map((v) => [key({ x: (v.x * SIZE) / 2, y: (v.y * SIZE * Math.sqrt(3)) / 2 }), v]));
  for (const name of vertices) {
    const v = engine.get(key(vertexPoint(name)));
    assert.ok(v, `${name}: no engine corner at ${JSON.stringify(vertexPoint(name))}`);
    const tiles = (list) => list.map((h) => `${h.q},${h.r}`).sort();
    assert.deepEqual(tiles(v.adjacentHexes), tiles(hexesOf(name).filter(isLand)), name);
  }
  g.dispose();
});

test('catan page geometry: every side joins two corners, its ends where those corners are', () => {
  const { vertices, edges } = boardNames();
  const corners = new Set(vertices);
  for (const e of edges) {
    const ends = edgeVertices(e);
    const onBoard = ends.filter((v) => corners.has(v));
    assert.equal(onBoard.length, 2, `${e}: ${ends}`);
    const { a, b } = edgeEnds(e);
    assert.deepEqual([key(a), key(b)].sort(), onBoard.map((v) => key(vertexPoint(v))).sort(), e);
  }
  // A road the engine offers after a settlement touches it, by these names too.
  const g = catan.newGame({ players: 2, seed: 3 });
  const first = g.legalActions()[10].split(' ')[1];
  g.apply(`SETTLEMENT ${first}`);
  for (const a of g.legalActions()) assert.ok(edgeVertices(a.split(' ')[1]).includes(first), a);
  g.dispose();
});
