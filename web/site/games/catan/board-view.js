// The Catan board in SVG: terrain by colour and pattern, number tokens with pips (6 and 8 in
// red), harbours with their rates, then the pieces and the robber. The terrain is drawn once per
// game; pieces are updated by difference (an action adds or removes a few elements, never the
// whole drawing), so a computer's move costs well under a frame.
import { svgEl } from '../shared.js';
import { SIZE, boardNames, edgeEnds, hexCentre, hexCorners, hexName, hexesOf, isLand, parseHex, vertexPoint } from './geometry.js';

export const TERRAIN = {
  wood: { fill: '#2e7d32', ink: '#1b5e20', word: 'wood' },
  brick: { fill: '#c0622f', ink: '#8a3f18', word: 'brick' },
  sheep: { fill: '#9ccc65', ink: '#5f8f2a', word: 'sheep' },
  wheat: { fill: '#f2c14e', ink: '#b8860b', word: 'wheat' },
  ore: { fill: '#8d8d9b', ink: '#55556a', word: 'ore' },
  desert: { fill: '#e8d9a8', ink: '#b9a56c', word: 'desert' },
};
export const PLAYER_COLOURS = { red: '#c62828', blue: '#1565c0', white: '#fafafa', orange: '#ef6c00' };
export const VIEWBOX = { x: -262, y: -276, width: 524, height: 552 };
const pips = (n) => 6 - Math.abs(7 - n);
const points = (list) => list.map((p) => `${p.x.toFixed(1)},${p.y.toFixed(1)}`).join(' ');

// Each terrain's pattern: the colour plus a drawing of its own, so no tile is told by hue alone.
function patternFor(resource) {
  const t = TERRAIN[resource];
  const p = svgEl('pattern', { id: `terrain-${resource}`, width: 16, height: 16, patternUnits: 'userSpaceOnUse' });
  p.append(svgEl('rect', { width: 16, height: 16, fill: t.fill }));
  const ink = { fill: 'none', stroke: t.ink, 'stroke-width': 1.5 };
  const shapes = {
    wood: [svgEl('path', { d: 'M8 2 L13 11 L3 11 Z', fill: t.ink })],
    brick: [svgEl('path', { d: 'M0 4 H16 M0 12 H16 M5 4 V12 M13 0 V4 M13 12 V16', ...ink })],
    sheep: [svgEl('circle', { cx: 5, cy: 5, r: 2.2, fill: '#f4f9ec' }), svgEl('circle', { cx: 13, cy: 13, r: 2.2, fill: '#f4f9ec' })],
    wheat: [svgEl('path', { d: 'M0 16 L16 0 M-4 4 L4 -4 M12 20 L20 12', ...ink })],
    ore: [svgEl('path', { d: 'M2 13 L7 5 L12 13 Z M9 13 L13 7 L16 13', ...ink })],
    desert: [svgEl('circle', { cx: 4, cy: 4, r: 1, fill: t.ink }), svgEl('circle', { cx: 12, cy: 11, r: 1, fill: t.ink })],
  }[resource];
  p.append(...shapes);
  return p;
}

export class BoardView {
  constructor(svg) {
    this.svg = svg;
    this.hexes = new Map();  // "q,r" -> {resource, number}
    this.pieces = new Map();  // key -> element
    this.boardKey = '';
    svg.setAttribute('viewBox', `${VIEWBOX.x} ${VIEWBOX.y} ${VIEWBOX.width} ${VIEWBOX.height}`);
    this.layers = {};
    const defs = svgEl('defs');
    for (const r of Object.keys(TERRAIN)) defs.append(patternFor(r));
    svg.replaceChildren(defs);
    for (const name of ['terrain', 'harbours', 'roads', 'buildings', 'robber', 'marks', 'targets']) {
      this.layers[name] = svgEl('g', { class: `layer-${name}` });
      svg.append(this.layers[name]);
    }
  }

  /** Draws the terrain, numbers and harbours of `board` ({hexes, ports}); nothing when unchanged. */
  setBoard(board) {
    const key = JSON.stringify([board.hexes, board.ports]);
    if (key === this.boardKey) return;
    this.boardKey = key;
    this.hexes = new Map(board.hexes.map((h) => [hexName(h), { resource: h.resource, number: h.number }]));
    const terrain = [];
    for (const h of board.hexes) {
      const c = hexCentre(h);
      const g = svgEl('g', { 'data-hex': hexName(h), 'data-resource': h.resource });
      g.append(svgEl('polygon', { points: points(hexCorners(h)), fill: `url(#terrain-${h.resource})`, stroke: '#5b4a2f', 'stroke-width': 2 }));
      if (h.number !== null) {
        const red = h.number === 6 || h.number === 8;
        g.append(svgEl('circle', { cx: c.x, cy: c.y, r: 17, fill: '#fdf6e3', stroke: '#333' }));
        g.append(svgEl('text', { x: c.x, y: c.y + 4, 'text-anchor': 'middle', 'font-size': red ? 18 : 16, 'font-weight': 700,
          fill: red ? '#b71c1c' : '#222', 'data-number': h.number }, h.number));
        const n = pips(h.number);
        for (let i = 0; i < n; ++i) {
          g.append(svgEl('circle', { cx: c.x + (i - (n - 1) / 2) * 4.4, cy: c.y + 10, r: 1.6, fill: red ? '#b71c1c' : '#222' }));
        }
      } else {
        g.append(svgEl('text', { x: c.x - 8, y: c.y + 5, 'text-anchor': 'middle', 'font-size': 13, fill: '#4d4639' }, 'desert'));
      }
      terrain.push(g);
    }
    this.layers.terrain.replaceChildren(...terrain);
    const harbours = [];
    for (const port of board.ports) {
      const { mid, a, b } = edgeEnds(port.edge);
      const land = hexesOf(port.edge).find(isLand);
      const c = hexCentre(land);
      const dx = mid.x - c.x;
      const dy = mid.y - c.y;
      const len = Math.hypot(dx, dy);
      const at = { x: mid.x + (dx / len) * 27, y: mid.y + (dy / len) * 27 };
      const generic = port.type === '3:1';
      const g = svgEl('g', { 'data-harbor': port.type });
      g.append(svgEl('path', { d: `M${a.x},${a.y} L${at.x},${at.y} L${b.x},${b.y}`, fill: 'none', stroke: '#6d5a3a', 'stroke-width': 3 }));
      g.append(svgEl('circle', { cx: at.x, cy: at.y, r: 19, fill: generic ? '#fff' : `url(#terrain-${port.type})`, stroke: '#0d47a1', 'stroke-width': 2 }));
      if (!generic) g.append(svgEl('rect', { x: at.x - 15, y: at.y - 10, width: 30, height: 20, rx: 4, fill: '#fff', opacity: 0.9 }));
      g.append(svgEl('text', { x: at.x, y: at.y + (generic ? 4 : -1), 'text-anchor': 'middle', 'font-size': generic ? 12 : 10, 'font-weight': 700, fill: '#0d47a1' }, generic ? '3:1' : '2:1'));
      if (!generic) g.append(svgEl('text', { x: at.x, y: at.y + 8, 'text-anchor': 'middle', 'font-size': 8.5, fill: '#0d47a1' }, port.type));
      harbours.push(g);
    }
    this.layers.harbours.replaceChildren(...harbours);
  }

  /**
   * Shows the pieces of `players` (each {colour, settlements, cities, roads}) and the robber:
   * only what changed since the last call is added or removed.
   */
  setPieces(players, robber) {
    const wanted = new Map();
    players.forEach((p, seat) => {
      for (const e of p.roads) wanted.set(`road ${e} ${seat}`, () => this.#road(e, p.colour));
      for (const v of p.settlements) wanted.set(`settlement ${v} ${seat}`, () => this.#building(v, p.colour, false));
      for (const v of p.cities) wanted.set(`city ${v} ${seat}`, () => this.#building(v, p.colour, true));
    });
    wanted.set(`robber ${hexName(robber)}`, () => this.#robber(robber));
    for (const [key, el] of this.pieces) {
      if (!wanted.has(key)) {
        el.remove();
        this.pieces.delete(key);
      }
    }
    for (const [key, make] of wanted) {
      if (this.pieces.has(key)) continue;
      const el = make();
      el.dataset.piece = key;
      this.pieces.set(key, el);
    }
  }

  #road(edge, colour) {
    const { a, b } = edgeEnds(edge);
    const shrink = (p, q) => ({ x: p.x + (q.x - p.x) * 0.14, y: p.y + (q.y - p.y) * 0.14 });
    const [p, q] = [shrink(a, b), shrink(b, a)];
    const g = svgEl('g', { 'data-road': edge });
    g.append(svgEl('line', { x1: p.x, y1: p.y, x2: q.x, y2: q.y, stroke: '#1a1a1a', 'stroke-width': 10, 'stroke-linecap': 'round' }));
    g.append(svgEl('line', { x1: p.x, y1: p.y, x2: q.x, y2: q.y, stroke: PLAYER_COLOURS[colour], 'stroke-width': 6, 'stroke-linecap': 'round' }));
    this.layers.roads.append(g);
    return g;
  }

  #building(vertex, colour, city) {
    const { x, y } = vertexPoint(vertex);
    const shape = city
      ? `M${x - 12},${y + 9} V${y - 3} L${x - 6},${y - 10} L${x},${y - 3} H${x + 12} V${y + 9} Z`
      : `M${x - 8},${y + 7} V${y - 2} L${x},${y - 10} L${x + 8},${y - 2} V${y + 7} Z`;
    const el = svgEl('path', { d: shape, fill: PLAYER_COLOURS[colour], stroke: '#1a1a1a', 'stroke-width': 2, 'data-building': vertex,
      'data-kind': city ? 'city' : 'settlement' });
    this.layers.buildings.append(el);
    return el;
  }

  #robber(hex) {
    const c = hexCentre(hex);
    const x = c.x + SIZE * 0.5;
    const y = c.y - 2;
    const g = svgEl('g', { 'data-robber': hexName(hex) });
    g.append(svgEl('path', { d: `M${x - 7},${y + 14} Q${x - 8},${y - 2} ${x},${y - 4} Q${x + 8},${y - 2} ${x + 7},${y + 14} Z`, fill: '#2b2b2b', stroke: '#fff', 'stroke-width': 1.5 }));
    g.append(svgEl('circle', { cx: x, cy: y - 8, r: 5.5, fill: '#2b2b2b', stroke: '#fff', 'stroke-width': 1.5 }));
    this.layers.robber.replaceChildren(g);
    return g;
  }

  /** Rings the places of the last action (vertex, edge or hex names) so a person sees what changed. */
  markLast(names) {
    const marks = [];
    for (const name of names) {
      const parts = name.split('|').length;
      if (parts === 3) {
        const p = vertexPoint(name);
        marks.push(svgEl('circle', { cx: p.x, cy: p.y, r: 16, fill: 'none', stroke: '#111', 'stroke-width': 2.5, 'stroke-dasharray': '4 3' }));
      } else if (parts === 2) {
        const { a, b } = edgeEnds(name);
        marks.push(svgEl('line', { x1: a.x, y1: a.y, x2: b.x, y2: b.y, stroke: '#111', 'stroke-width': 2, 'stroke-dasharray': '4 3', transform: '' }));
      } else {
        marks.push(svgEl('polygon', { points: points(hexCorners(parseHex(name))), fill: 'none', stroke: '#111', 'stroke-width': 3, 'stroke-dasharray': '6 4' }));
      }
    }
    this.layers.marks.replaceChildren(...marks);
  }

  /** The words for a hex ("the 6 wheat", "the desert"). */
  hexWords(name) {
    const h = this.hexes.get(name);
    if (!h) return null;
    return h.number === null ? 'the desert' : `the ${h.number} ${h.resource}`;
  }
}

/** An empty outline of the 19 land hexes: drawn before any game is known. */
export function outline(view) {
  view.layers.terrain.replaceChildren(...boardNames().land.map((h) =>
    svgEl('polygon', { points: points(hexCorners(h)), fill: '#e8e2d2', stroke: '#b9ae98', 'stroke-width': 2 })));
}
