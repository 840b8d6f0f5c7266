// What the player to move may click on the board: the legal actions that name a place, grouped
// by place (a vertex, an edge or a hex), drawn as highlights and hit areas, and reachable by
// keyboard: the board is one focus stop, the arrow keys step through the highlighted places in
// reading order, Enter or Space picks one.
import { svgEl } from '../shared.js';
import { edgeEnds, hexCentre, hexCorners, parseHex, vertexPoint } from './geometry.js';

const KIND = { SETTLEMENT: 'vertex', CITY: 'vertex', ROAD: 'edge', ROBBER: 'hex' };
const DOING = { SETTLEMENT: 'build a settlement', CITY: 'build a city', ROAD: 'build a road', ROBBER: 'move the robber' };

/**
 * The places of `legal` (action strings): [{kind, name, verb, actions, label}], in reading order.
 * `places` gives words for places (words.js placeWords).
 */
export function targetsOf(legal, places) {
  const byKey = new Map();
  for (const action of legal) {
    const [verb, name] = action.split(' ');
    const kind = KIND[verb];
    if (!kind) continue;
    const key = `${verb} ${name}`;
    if (!byKey.has(key)) {
      const where = kind === 'vertex' ? places.vertex(name) : kind === 'edge' ? places.edge(name) : `to ${places.hex(name)}`;
      byKey.set(key, { kind, name, verb, actions: [], label: `${DOING[verb]} ${where}` });
    }
    byKey.get(key).actions.push(action);
  }
  const at = (t) => (t.kind === 'vertex' ? vertexPoint(t.name) : t.kind === 'edge' ? edgeEnds(t.name).mid : hexCentre(parseHex(t.name)));
  const list = [...byKey.values()].map((t) => ({ ...t, at: at(t) }));
  return list.sort((a, b) => Math.round(a.at.y / 20) - Math.round(b.at.y / 20) || a.at.x - b.at.x);
}

const idOf = (t) => `target-${t.verb}-${t.name}`.replace(/[^A-Za-z0-9-]/g, (c) => (c === ',' ? '_' : c === '|' ? '.' : 'm'));

export class Targets {
  /** `svg` holds `layer`; `onPick(target)` is called on a click, a tap, Enter or Space. */
  constructor(svg, layer, onPick) {
    this.svg = svg;
    this.layer = layer;
    this.onPick = onPick;
    this.list = [];
    this.cursor = -1;
    svg.addEventListener('click', (e) => {
      const el = e.target.closest?.('[data-target]');
      if (!el) return;
      const t = this.list[Number(el.dataset.index)];
      if (t) this.onPick(t);
    });
    svg.addEventListener('keydown', (e) => this.#key(e));
    svg.addEventListener('focus', () => {
      if (this.cursor < 0 && this.list.length) this.#moveTo(0);
    });
  }

  /** Shows `list` (targetsOf) as the clickable places; [] clears them. */
  show(list) {
    if (!list.length && !this.list.length) return;
    this.list = list;
    this.cursor = -1;
    this.svg.removeAttribute('aria-activedescendant');
    this.layer.replaceChildren(...list.map((t, index) => this.#draw(t, index)));
    if (document.activeElement === this.svg && list.length) this.#moveTo(0);
  }

  #draw(t, index) {
    const g = svgEl('g', { 'data-target': t.name, 'data-verb': t.verb, 'data-index': index, id: idOf(t), role: 'button', 'aria-label': t.label, class: `target target-${t.kind}` });
    if (t.kind === 'vertex') {
      const { x, y } = t.at;
      g.append(svgEl('circle', { cx: x, cy: y, r: 18, class: 'hit' }));  // about 24 px across on a phone
      if (t.verb === 'CITY') g.append(svgEl('rect', { x: x - 12, y: y - 12, width: 24, height: 24, rx: 3, class: 'mark' }));
      else g.append(svgEl('circle', { cx: x, cy: y, r: 8, class: 'mark' }));
    } else if (t.kind === 'edge') {
      const { a, b } = edgeEnds(t.name);
      const p = { x: a.x + (b.x - a.x) * 0.2, y: a.y + (b.y - a.y) * 0.2 };
      const q = { x: b.x + (a.x - b.x) * 0.2, y: b.y + (a.y - b.y) * 0.2 };
      // The hit area is a thin diamond along the side (a line alone has an empty box when it is
      // level, and a stroke is not part of an element's box).
      const n = { x: -(q.y - p.y) * 0.35, y: (q.x - p.x) * 0.35 };
      const m = { x: (p.x + q.x) / 2, y: (p.y + q.y) / 2 };
      const hit = [a, { x: m.x + n.x, y: m.y + n.y }, b, { x: m.x - n.x, y: m.y - n.y }];
      g.append(svgEl('polygon', { points: hit.map((c) => `${c.x},${c.y}`).join(' '), class: 'hit' }));
      g.append(svgEl('line', { x1: p.x, y1: p.y, x2: q.x, y2: q.y, class: 'mark' }));
    } else {
      const corners = hexCorners(parseHex(t.name));
      g.append(svgEl('polygon', { points: corners.map((c) => `${c.x},${c.y}`).join(' '), class: 'hit' }));
      g.append(svgEl('circle', { cx: t.at.x, cy: t.at.y, r: 24, class: 'mark' }));
    }
    return g;
  }

  #moveTo(index) {
    const old = this.layer.querySelector('[data-cursor]');
    old?.removeAttribute('data-cursor');
    this.cursor = index;
    const el = this.layer.children[index];
    if (!el) return;
    el.setAttribute('data-cursor', '');
    this.svg.setAttribute('aria-activedescendant', el.id);
  }

  #key(e) {
    if (!this.list.length) return;
    const step = { ArrowRight: 1, ArrowDown: 1, ArrowLeft: -1, ArrowUp: -1 }[e.key];
    if (step) {
      e.preventDefault();
      const n = this.list.length;
      this.#moveTo(this.cursor < 0 ? 0 : (this.cursor + step + n) % n);
    } else if ((e.key === 'Enter' || e.key === ' ') && this.cursor >= 0) {
      e.preventDefault();
      this.onPick(this.list[this.cursor]);
    } else if (e.key === 'Home' || e.key === 'End') {
      e.preventDefault();
      this.#moveTo(e.key === 'Home' ? 0 : this.list.length - 1);
    }
  }
}
