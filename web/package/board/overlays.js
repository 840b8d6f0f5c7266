// Drawings over a BoardView (web/package/tribun-board.js) that lessons need and the shared component does
// not have yet: marked goal tiles, movement diagrams and coordinate labels. Works only through
// the view's public surface: its <svg> and the data-cid tiles inside it. Everything here is
// decoration: aria-hidden, no pointer events.
//
// Colour-blind safety: each marker differs by shape as well as hue (a dashed hexagon with a flag
// for a goal tile). A diagram speaks the board's one marker language (web/package/board/view.js
// drawMarker: a dot for a move, six corner marks for an attack), the same as a selection's
// targets on the play page and the reference sheet's pattern boards.
import { drawMarker } from './view.js';
import { FILES, colorOfByte } from './board-codes.js';

const SVG_NS = 'http://www.w3.org/2000/svg';
const STEP = 40;  // BoardView's distance between neighbouring tile centres
const HEX_R = STEP / Math.sqrt(3);

function el(name, attrs, parent) {
  const node = document.createElementNS(SVG_NS, name);
  for (const [k, v] of Object.entries(attrs)) node.setAttribute(k, String(v));
  parent?.appendChild(node);
  return node;
}

const HEX_POINTS = (r) => Array.from({ length: 6 }, (_, i) => {
  const a = (Math.PI / 3) * i;
  return `${(r * Math.cos(a)).toFixed(2)},${(r * Math.sin(a)).toFixed(2)}`;
}).join(' ');

/** Centre of a tile in the view's coordinates (the same formula BoardView draws with). */
export function tileCentre(cid) {
  const x = Math.floor(cid / 11) - 5, y = (cid % 11) - 5;
  return [STEP * (Math.sqrt(3) / 2) * (x - y), -STEP * 0.5 * (x + y)];
}

export const OVERLAY_CSS = `
.tribun-board-svg .ov { pointer-events: none; }
.tribun-board-svg .ov-goal { fill: none; stroke: #0b5394; stroke-width: 3; stroke-dasharray: 5 3; }
.tribun-board-svg .ov-flag { fill: #0b5394; stroke: #fff; stroke-width: 1; }
.tribun-board-svg .ov-coord { font: 600 11px system-ui, sans-serif; fill: #3b352b; }
`;

export class BoardOverlays {
  /** @param {import('../tribun-board.js').BoardView} view */
  constructor(view) {
    this.view = view;
    this.goalLayer = el('g', { class: 'ov ov-goals', 'aria-hidden': 'true' }, view.svg);
    this.diagramLayer = el('g', { class: 'ov ov-diagram', 'aria-hidden': 'true' }, view.svg);
    this.coords = null;
  }

  clear() {
    this.goalLayer.replaceChildren();
    this.diagramLayer.replaceChildren();
  }

  /** Shows or hides the movement diagram (hidden while a selection shows its own targets). */
  showDiagram(visible) {
    this.diagramLayer.style.display = visible ? '' : 'none';
  }

  /** Goal tiles: a dashed hexagon and a small flag. */
  markGoals(cids) {
    for (const cid of cids) {
      const [x, y] = tileCentre(cid);
      const g = el('g', { transform: `translate(${x.toFixed(2)},${y.toFixed(2)})`, class: 'ov-goal-tile', 'data-goal': cid }, this.goalLayer);
      el('polygon', { points: HEX_POINTS(HEX_R - 3), class: 'ov-goal' }, g);
      el('path', { d: 'M 6 -14 v 10 M 6 -14 l 7 2.5 l -7 2.5 z', class: 'ov-flag' }, g);
    }
  }

  /**
   * A movement diagram of the unit on `origin` of `board` (its pattern: `move` and `attack` sets
   * of cids, as on an empty board): a dot on each tile it could move to, corner marks on each it
   * could attack, but only where that is possible in this position: no dot on an occupied tile,
   * no attack mark on a unit of its own side (a ring over your own unit read as "attackable" and
   * hid its height: issue 32).
   */
  diagram(move, attack, board, origin) {
    const side = colorOfByte(board[origin]);
    for (const cid of move) {
      if (board[cid] !== 0) continue;
      drawMarker(this.diagramLayer, 'move', ...tileCentre(cid)).dataset.tile = String(cid);
    }
    for (const cid of attack) {
      if (board[cid] !== 0 && colorOfByte(board[cid]) === side) continue;
      drawMarker(this.diagramLayer, 'attack', ...tileCentre(cid)).dataset.tile = String(cid);
    }
  }

  /**
   * Tile names at the edge: file letters under the lowest tile of each file, rank numbers beside
   * the first tile of each rank (up-left of it, where the board has no tile). The view box grows
   * by a margin so that the labels are inside the picture.
   */
  showCoordinates() {
    if (this.coords) return;
    const [x0, y0, w, h] = this.view.svg.getAttribute('viewBox').split(/\s+/).map(Number);
    const m = 14;
    this.view.svg.setAttribute('viewBox', `${x0 - m} ${y0 - m / 2} ${w + 2 * m} ${h + m * 1.5}`);
    this.coords = el('g', { class: 'ov', 'aria-hidden': 'true' }, this.view.svg);
    const label = (cid, dx, dy, text) => {
      const [cx, cy] = tileCentre(cid);
      const t = el('text', { x: (cx + dx).toFixed(2), y: (cy + dy).toFixed(2), 'text-anchor': 'middle', 'dominant-baseline': 'central', class: 'ov-coord' }, this.coords);
      t.textContent = text;
    };
    const cidOf = (x, y) => (x + 5) * 11 + (y + 5);
    for (let file = 0; file < 11; ++file) {
      // The lowest tile of the file x - y = d: the one with the smallest x + y.
      const d = file - 5;
      const x = d >= 0 ? d - 5 : -5;
      label(cidOf(x, x - d), 0, STEP * 0.62, FILES[file]);
    }
    // Rank r starts in file a for r <= 6 and at the top of file (r - 6) for r > 6; the tile in
    // direction (0,+1) from there is off the board, so the label goes there.
    const upLeft = [-STEP * (Math.sqrt(3) / 2) * 0.62, -STEP * 0.5 * 0.62];
    for (let r = 1; r <= 11; ++r) {
      const d = r <= 6 ? -5 : r - 11;         // x - y of the file
      // rank = 1 + (x + y + 10 - |d|) / 2  ->  x + y = 2 (r - 1) - 10 + |d|
      const sum = 2 * (r - 1) - 10 + Math.abs(d);
      const x = (sum + d) / 2, y = (sum - d) / 2;
      label(cidOf(x, y), upLeft[0], upLeft[1], String(r));
    }
  }
}

/**
 * The move and attack pattern of the unit on `cid` of `board`, on an otherwise empty board, from
 * the engine's own option lists: {move: Set, attack: Set}. `t` is the Tribun API.
 */
export function patternOfUnit(t, board, turn, cid) {
  void turn;
  const steps = patternOfUnitSteps(t, board, cid, Infinity);
  for (;;) {
    const step = steps.next();
    if (step.done) return step.value;
  }
}

/**
 * patternOfUnit in steps: a generator that yields after every `tilesPerStep` tiles probed (about
 * 90 engine listings in all) and returns {move, attack}, so a page can spread the work over
 * several short tasks.
 */
export function* patternOfUnitSteps(t, board, cid, tilesPerStep = 24) {
  const lone = new Uint8Array(121);
  lone[cid] = board[cid];
  const unit = t.decodeUnit(board[cid]);
  const move = new Set();
  const mine = (opts) => opts.origins.find((o) => o.origin === cid);
  for (const target of mine(t.groupOptions(lone, unit.color))?.targets ?? []) move.add(target.target);
  // Attack set: put a height-1 enemy on each tile and ask whether the unit lists an attack on it.
  const attack = new Set();
  const victim = t.encodeUnit({ color: unit.color ^ 1, p: 1 });
  let probed = 0;
  for (const c of t.boardCids()) {
    if (c === cid) continue;
    lone[c] = victim;
    const list = t.lesson.legalActions(lone, unit.color, { tile: cid, ops: ['KILL', 'ENSLAVE', 'ATTACK_TRIBUN'] });
    if (list.length) attack.add(c);
    lone[c] = 0;
    if (++probed % tilesPerStep === 0) yield;
  }
  return { move, attack };
}
