// web/package/board/geometry.js, the drawing geometry every board shares (no engine): screen points back
// to tiles, the coordinate labels at the edge, arrow-key neighbours. Checked against brute force
// over all 91 tiles and against the decided tile names.
import assert from 'node:assert/strict';
import { test } from 'node:test';

import {
  BOARD_CIDS, COLUMN_DX, STEP, centreOf, cidOfName, edgeLabels, screenNeighbour, tileAtScreen, tileName,
} from '../../web/package/board/geometry.js';

// The tile within one board unit of a screen point, by looking at every tile.
function bruteTileAt(sx, sy, flipped) {
  return BOARD_CIDS.find((c) => {
    const [x, y] = centreOf(c, flipped);
    return Math.abs(x - sx) < 1 && Math.abs(y - sy) < 1;
  }) ?? null;
}

test('geometry: tileAtScreen finds the tile at every centre and agrees with brute force nearby', () => {
  const offsets = [[0, 0], [COLUMN_DX, STEP / 2], [-COLUMN_DX, STEP / 2], [COLUMN_DX, -STEP / 2], [0, STEP],
    [0, -STEP], [0.6, -0.6], [3, 0], [COLUMN_DX / 2, 0], [0, STEP / 2]];
  for (const flipped of [false, true]) {
    for (const cid of BOARD_CIDS) {
      const [x, y] = centreOf(cid, flipped);
      assert.equal(tileAtScreen(x, y, flipped), cid);
      for (const [dx, dy] of offsets) {
        assert.equal(tileAtScreen(x + dx, y + dy, flipped), bruteTileAt(x + dx, y + dy, flipped), `${tileName(cid)} + (${dx}, ${dy})`);
      }
    }
  }
});

test('geometry: edge labels name every file and rank once, off the tiles, the same array each call', () => {
  for (const flipped of [false, true]) {
    const labels = edgeLabels(flipped);
    assert.equal(edgeLabels(flipped), labels);
    assert.ok(Object.isFrozen(labels) && labels.every(Object.isFrozen));
    assert.deepEqual(labels.map((l) => l.text).filter((t) => /^[a-l]$/.test(t)).sort(), [...'abcdefghikl']);
    assert.deepEqual(labels.map((l) => l.text).filter((t) => /^\d+$/.test(t)).map(Number).sort((a, b) => a - b),
      Array.from({ length: 11 }, (_, i) => i + 1));
    for (const l of labels) {
      const nearest = Math.min(...BOARD_CIDS.map((c) => Math.hypot(centreOf(c, flipped)[0] - l.x, centreOf(c, flipped)[1] - l.y)));
      assert.ok(nearest > STEP / 2, `label ${l.text} lies on a tile`);
    }
    // File letters under the lowest tile of their column; a flipped board turns its labels round
    // with it (the letter beside the same tile, above it on screen).
    const a1 = centreOf(cidOfName('a1'), flipped), a6 = centreOf(cidOfName('a6'), flipped);
    const end = flipped ? (a1[1] < a6[1] ? a1 : a6) : (a1[1] > a6[1] ? a1 : a6);
    const a = labels.find((l) => l.text === 'a');
    assert.ok(Math.abs(a.x - end[0]) < 1e-9 && (flipped ? a.y < end[1] : a.y > end[1]));
  }
  assert.notDeepEqual(edgeLabels(false), edgeLabels(true));
});

test('geometry: arrow-key neighbours from f6, and back again', () => {
  const f6 = cidOfName('f6');
  assert.equal(tileName(screenNeighbour(f6, 'up')), 'f7');
  assert.equal(tileName(screenNeighbour(f6, 'down')), 'f5');
  assert.equal(tileName(screenNeighbour(f6, 'right')), 'g6');
  assert.equal(tileName(screenNeighbour(f6, 'left')), 'e5');
  assert.equal(screenNeighbour(cidOfName('f11'), 'up'), null);
  assert.equal(screenNeighbour(f6, 'sideways'), null);
  for (const flipped of [false, true]) {
    for (const cid of BOARD_CIDS) {
      // Right prefers the upper neighbour and left the lower one, so right then left comes back
      // (at the top edge right can only go down, and left then goes down too).
      const right = screenNeighbour(cid, 'right', flipped);
      if (right !== null && centreOf(right, flipped)[1] < centreOf(cid, flipped)[1]) {
        assert.equal(screenNeighbour(right, 'left', flipped), cid, tileName(cid));
      }
      const up = screenNeighbour(cid, 'up', flipped);
      if (up !== null) assert.equal(screenNeighbour(up, 'down', flipped), cid, tileName(cid));
    }
  }
});
