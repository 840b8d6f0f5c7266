// Board geometry of Tribun for drawing: cids, screen positions and the decided tile names.
// No engine needed: a page can draw (and name) its board before the WebAssembly module loads.
//
// cid = (x + 5) * 11 + (y + 5) for the engine's axial coordinates (x, y), radius 5 (91 tiles).
// Tile names: the engine's mirror, board-codes.js (re-exported here).
import { FILES, cidOfName, fileIndex, rankOf, tileName } from './board-codes.js';

export { cidOfName, fileIndex, rankOf, tileName };

export const STEP = 40;                         // distance between neighbouring tile centres
export const HEX_R = STEP / Math.sqrt(3);       // corner radius of a tile (flat-topped hexagon)
export const COLUMN_DX = STEP * Math.sqrt(3) / 2;

export const cidX = (cid) => Math.floor(cid / 11) - 5;
export const cidY = (cid) => (cid % 11) - 5;
export const cidOf = (x, y) => (x + 5) * 11 + (y + 5);
export const onBoard = (x, y) => Math.max(Math.abs(x), Math.abs(y), Math.abs(x - y)) <= 5;

/** The 91 on-board cids, ascending. */
export const BOARD_CIDS = Object.freeze(
  Array.from({ length: 121 }, (_, c) => c).filter((c) => onBoard(cidX(c), cidY(c))),
);

/** Screen centre of a tile in board units; black plays upwards unless flipped. */
export function centreOf(cid, flipped = false) {
  const x = cidX(cid), y = cidY(cid);
  const sx = COLUMN_DX * (x - y), sy = -STEP * 0.5 * (x + y);
  return flipped ? [-sx, -sy] : [sx, sy];
}

/** The tile whose centre is at screen point (sx, sy) (within a board unit), or null. */
export function tileAtScreen(sx, sy, flipped = false) {
  const sign = flipped ? -1 : 1;
  const d = Math.round((sign * sx) / COLUMN_DX), s = Math.round((-2 * sign * sy) / STEP);  // x - y, x + y
  if ((s + d) % 2 !== 0) return null;
  const x = (s + d) / 2, y = (s - d) / 2;
  if (!onBoard(x, y)) return null;
  const [cx, cy] = centreOf(cidOf(x, y), flipped);
  return Math.abs(cx - sx) < 1 && Math.abs(cy - sy) < 1 ? cidOf(x, y) : null;
}

/** Half extents of the drawing (tiles plus the coordinate labels at the edge). */
export const HALF_WIDTH = COLUMN_DX * 5 + HEX_R + 16;
export const HALF_HEIGHT = STEP * 5 + STEP / 2 + 18;

/**
 * The tile next to `cid` on screen in an arrow-key direction ('up', 'down', 'left', 'right'),
 * or null at the edge. Up/down stay in the column; left/right go to the neighbouring column,
 * right preferring the upper and left the lower neighbour, so right then left comes back.
 */
export function screenNeighbour(cid, direction, flipped = false) {
  const [sx, sy] = centreOf(cid, flipped);
  const near = (dx, dy) => tileAtScreen(sx + dx, sy + dy, flipped);
  switch (direction) {
    case 'up': return near(0, -STEP);
    case 'down': return near(0, STEP);
    case 'right': return near(COLUMN_DX, -STEP / 2) ?? near(COLUMN_DX, STEP / 2);
    case 'left': return near(-COLUMN_DX, STEP / 2) ?? near(-COLUMN_DX, -STEP / 2);
    default: return null;
  }
}

/**
 * Where the coordinate labels go for a board drawn flipped or not: file letters under the
 * lowest tile of each screen column; each rank number on the extension of its rank's line beyond
 * the leftmost tile of the rank. A rank is not a straight row on this board (it bends at the
 * centre column), so a number level with its first tile would sit between two ranks of the
 * columns further in (issue 32: f6 between the "3" and the "4"); on the line's extension it
 * points along the tiles it names, flipped or not. [{text, x, y}], frozen: the same array for
 * every board of the page (worked out once per orientation).
 */
export function edgeLabels(flipped = false) {
  const key = Boolean(flipped);
  let labels = EDGE_LABELS.get(key);
  if (!labels) EDGE_LABELS.set(key, (labels = Object.freeze(computeEdgeLabels(key).map(Object.freeze))));
  return labels;
}
const EDGE_LABELS = new Map();

/** How far beyond its first tile a rank number sits, in tile steps along the rank's line. */
export const RANK_LABEL_OFFSET = 0.78;

// Worked out for black at the bottom; a flipped board turns the whole picture round, labels
// included (they stay beside the tiles they name and clear of each other, as on a real board
// turned round; only the text stays upright).
function computeEdgeLabels(flipped) {
  const out = [];
  const lowest = new Map(), leftmost = new Map();
  for (const cid of BOARD_CIDS) {
    const [sx, sy] = centreOf(cid);
    const f = fileIndex(cid), r = rankOf(cid);
    if (!lowest.has(f) || centreOf(lowest.get(f))[1] < sy) lowest.set(f, cid);
    if (!leftmost.has(r) || centreOf(leftmost.get(r))[0] > sx) leftmost.set(r, cid);
  }
  for (const [f, cid] of lowest) {
    const [sx, sy] = centreOf(cid);
    out.push({ text: FILES[f], x: sx, y: sy + STEP * 0.72 });
  }
  for (const [r, cid] of leftmost) {
    const [sx, sy] = centreOf(cid);
    // Left of the centre column a rank runs down to the right: its next tile is the neighbour
    // (+COLUMN_DX, +STEP/2); the number goes the other way.
    out.push({ text: String(r), x: sx - COLUMN_DX * RANK_LABEL_OFFSET, y: sy - (STEP / 2) * RANK_LABEL_OFFSET });
  }
  return flipped ? out.map((l) => ({ text: l.text, x: -l.x, y: -l.y })) : out;
}
