// BoardView: the SVG drawing of a Tribun board, shared by the play page, the course and the
// <tribun-board> element. Test contract: each tile is a <g> with data-cid, data-state (default |
// selectable | selected | interactable | last-move), data-unit (the unit byte as two hex digits),
// optional data-hint ("move", "attack", "move attack": pattern boards) and data-mark ("move" or
// "attack": where the current selection can go). Coordinates (the decided tile names) are drawn
// at the edge; the board can be flipped; a pending move can be previewed on the board itself;
// the last move and a captured tribun are marked. The SVG scales to fit its box in both
// dimensions (viewBox, preserveAspectRatio meet).
import {
  BOARD_CIDS, COLUMN_DX, HALF_HEIGHT, HALF_WIDTH, HEX_R, STEP, centreOf, cidX, cidY, edgeLabels, tileName,
} from './geometry.js';
import { cidsOfWord, describeUnit, unitLabel, unitOfByte } from './describe.js';
import { isBoardWord } from './action-words.js';

const SVG_NS = 'http://www.w3.org/2000/svg';
let viewCount = 0;

/** The aspect ratio (width / height) of a board drawing, for CSS `aspect-ratio`. */
export const BOARD_ASPECT = HALF_WIDTH / HALF_HEIGHT;

function hexPoints(r) {
  return Array.from({ length: 6 }, (_, i) => {
    const a = (Math.PI / 3) * i;
    return `${(r * Math.cos(a)).toFixed(2)},${(r * Math.sin(a)).toFixed(2)}`;
  }).join(' ');
}
const HEX_POINTS = hexPoints(HEX_R);
const INSET_POINTS = hexPoints(HEX_R - 3.2);

// Six small triangles in the corners of a tile: the attack mark.
export const ATTACK_PATH = (() => {
  const corner = (i, r) => [r * Math.cos((Math.PI / 3) * i), r * Math.sin((Math.PI / 3) * i)];
  let d = '';
  for (let i = 0; i < 6; ++i) {
    const [cx, cy] = corner(i, HEX_R - 2.5);
    const [px, py] = corner(i - 1, HEX_R - 2.5);
    const [nx, ny] = corner(i + 1, HEX_R - 2.5);
    const k = 0.34;
    d += `M${cx.toFixed(2)},${cy.toFixed(2)} L${(cx + (px - cx) * k).toFixed(2)},${(cy + (py - cy) * k).toFixed(2)} `
      + `L${(cx * 0.55).toFixed(2)},${(cy * 0.55).toFixed(2)} L${(cx + (nx - cx) * k).toFixed(2)},${(cy + (ny - cy) * k).toFixed(2)} Z `;
  }
  return d.trim();
})();

/**
 * A move or attack marker (the board's one marker language: a dot for a move, six corner marks
 * for an attack) drawn at a point of the board, outside any tile: the course's movement
 * diagrams use it (web/package/board/overlays.js). Decoration: no pointer events.
 */
export function drawMarker(parent, kind, x, y) {
  const g = svgEl('g', { class: `marker marker-${kind}`, transform: `translate(${x.toFixed(2)},${y.toFixed(2)})`, 'data-diagram': kind }, parent);
  if (kind === 'move') svgEl('circle', { r: 6.5, class: 'mk-move' }, g);
  else svgEl('path', { d: ATTACK_PATH, class: 'mk-attack' }, g);
  return g;
}

export function svgEl(name, attrs = {}, parent = null) {
  const el = document.createElementNS(SVG_NS, name);
  for (const [k, v] of Object.entries(attrs)) el.setAttribute(k, String(v));
  if (parent) parent.appendChild(el);
  return el;
}

const hex2 = (b) => b.toString(16).padStart(2, '0');
const STATE_WORDS = { selectable: ', can act', selected: ', selected', interactable: ', possible target', 'last-move': '' };
const MARK_WORDS = { move: ', move target', attack: ', attack target' };

/** Draws a unit (or nothing) into an SVG group. */
export function drawUnit(group, u) {
  group.replaceChildren();
  if (!u) {
    group.setAttribute('class', 'unit');
    return;
  }
  const r = HEX_R * 0.62;
  const colour = u.color === 0 ? 'black' : 'white';
  group.setAttribute('class', `unit unit-${colour}${u.tribun ? ' tribun' : ''}`);
  if (u.tribun) svgEl('circle', { r: r + 3.5, class: 'tribun-ring' }, group);
  svgEl('circle', { r, class: 'disc' }, group);
  const label = svgEl('text', { class: 'height', 'text-anchor': 'middle', 'dominant-baseline': 'central' }, group);
  label.textContent = String(u.p);
  if (u.tribun) svgEl('path', { d: `M ${-5} ${-r + 5} l 2.5 -4 l 2.5 3 l 2.5 -3 l 2.5 4 z`, class: 'crown' }, group);
  if (u.s) {
    // The slave keeps its own (opposite) colour. The space between the two heights is not drawn
    // but read: the tile's visible text is "2 1", two numbers (as its name says), not "21".
    group.append(' ');
    // A small disc in the slave's own colour with its height, at the lower right of the holder.
    const slave = svgEl('g', { class: `slave unit-${u.color === 0 ? 'white' : 'black'}`, transform: `translate(${(r * 0.8).toFixed(2)},${(r * 0.75).toFixed(2)})` }, group);
    svgEl('circle', { r: (r * 0.56).toFixed(2), class: 'disc' }, slave);
    const t = svgEl('text', { class: 'height slave-height', 'text-anchor': 'middle', 'dominant-baseline': 'central' }, slave);
    t.textContent = String(u.s);
  }
}

// A tile is cloned from a prototype (several times faster than building its elements one by
// one). It starts with its hexagon, unit layer and title only: the outline, target marks and
// keyboard ring (six more elements, hidden unless the tile has a state) are added the first time
// the tile needs them, so that a board is about 400 elements to build, style and lay out before
// its first paint instead of about 1,000.
let protos = null;
function tilePrototype() {
  if (!protos) {
    const g = svgEl('g', { 'data-state': 'default', 'data-unit': '00' });
    svgEl('polygon', { points: HEX_POINTS, class: 'hex' }, g);
    svgEl('g', { class: 'unit' }, g);
    svgEl('title', {}, g);
    const before = document.createDocumentFragment();
    svgEl('polygon', { points: INSET_POINTS, class: 'hl-halo' }, before);
    svgEl('polygon', { points: INSET_POINTS, class: 'hl' }, before);
    const after = document.createDocumentFragment();
    svgEl('circle', { r: 6.5, class: 'mk-move' }, after);
    svgEl('path', { d: ATTACK_PATH, class: 'mk-attack' }, after);
    svgEl('polygon', { points: INSET_POINTS, class: 'kb-halo' }, after);
    svgEl('polygon', { points: INSET_POINTS, class: 'kb' }, after);
    protos = { g, before, after };
  }
  return protos.g;
}
const decorationPrototypes = () => (tilePrototype(), [protos.before, protos.after]);

export class BoardView {
  /**
   * withCids false: tiles carry no data-cid (a second drawing must not match test selectors).
   * coordinates: draw the tile names at the edge. flipped: white at the bottom.
   */
  constructor({
    withCids = true, label = 'Tribun board', coordinates = true, flipped = false, existing = null,
  } = {}) {
    this.label = label;
    this.focusCid = null;
    this.captured = null;
    if (existing) {
      // BoardView.adopt(): checked there; drawn unflipped.
      this.flipped = false;
      this.#adopt(existing, { withCids, label, coordinates });
      this.setFlipped(flipped);
      return;
    }
    this.id = `tb${++viewCount}`;
    this.flipped = flipped;
    this.svg = svgEl('svg', {
      viewBox: `${(-HALF_WIDTH).toFixed(1)} ${(-HALF_HEIGHT).toFixed(1)} ${(2 * HALF_WIDTH).toFixed(1)} ${(2 * HALF_HEIGHT).toFixed(1)}`,
      class: 'tribun-board-svg',
      role: 'img',
      'aria-label': label,
      preserveAspectRatio: 'xMidYMid meet',
    });
    svgEl('rect', { class: 'frame', x: -HALF_WIDTH + 1.5, y: -HALF_HEIGHT + 1.5, width: 2 * HALF_WIDTH - 3, height: 2 * HALF_HEIGHT - 3, rx: 8 }, this.svg);
    this.tiles = new Map();
    const tileLayer = svgEl('g', { class: 'tiles' }, this.svg);
    const proto = tilePrototype();
    for (const cid of BOARD_CIDS) {
      const x = cidX(cid), y = cidY(cid);
      const colour = ['gray', 'white', 'black'][(((x + y) % 3) + 3) % 3];
      const g = proto.cloneNode(true);
      g.setAttribute('class', `tile tile-${colour}`);
      g.id = `${this.id}-${tileName(cid)}`;
      if (withCids) g.setAttribute('data-cid', cid);
      const name = tileName(cid);
      const title = g.lastChild;
      title.textContent = `${name} empty`;
      tileLayer.appendChild(g);
      this.tiles.set(cid, { cid, g, unit: title.previousSibling, title, name, byte: 0, state: 'default', mark: null, badge: null, decorated: false });
    }
    this.ghostLayer = svgEl('g', { class: 'ghosts' }, this.svg);
    this.capturedLayer = svgEl('g', { class: 'captured' }, this.svg);
    // Badges live in a layer above every tile so that a neighbour never paints over them; each
    // is created when its tile first gets one.
    this.badgeLayer = svgEl('g', { class: 'badges' }, this.svg);
    this.coordLayer = coordinates ? svgEl('g', { class: 'coords', 'aria-hidden': 'true' }, this.svg) : null;
    this.focusCid = null;
    this.captured = null;
    this.#place();
  }

  /**
   * A view over a board that is already in the page: markup that a BoardView with the same
   * options drew (the play page ships its start position in its HTML, so that the board is in
   * its first paint: tools/site/prerender-board.mjs). Nothing is rebuilt; the tiles' elements are
   * taken as they are. Returns null if `svg` is not such a drawing (the caller builds one).
   */
  static adopt(svg, options = {}) {
    const { withCids = true, coordinates = true } = options;
    if (!(svg instanceof SVGSVGElement) || !svg.classList.contains('tribun-board-svg')) return null;
    const groups = svg.querySelectorAll(':scope > g.tiles > g.tile');
    if (groups.length !== BOARD_CIDS.length || !/^tb\d+-/.test(groups[0].id)) return null;
    for (const [i, g] of [...groups].entries()) {
      const cid = withCids ? Number(g.dataset.cid) : BOARD_CIDS[i];
      if (cid !== BOARD_CIDS[i] || g.querySelector(':scope > .hl, :scope > .mk-move')) return null;
      if (!g.querySelector(':scope > polygon.hex')) return null;
    }
    for (const layer of ['ghosts', 'captured', 'badges', ...(coordinates ? ['coords'] : [])]) {
      if (!svg.querySelector(`:scope > g.${layer}`)) return null;
    }
    return new BoardView({ ...options, existing: svg });
  }

  #adopt(svg, { withCids, label, coordinates }) {
    const groups = [...svg.querySelectorAll(':scope > g.tiles > g.tile')];
    const n = Number(/^tb(\d+)-/.exec(groups[0].id)[1]);
    this.id = `tb${n}`;
    viewCount = Math.max(viewCount, n);
    this.svg = svg;
    svg.setAttribute('aria-label', label);
    this.tiles = new Map();
    groups.forEach((g, i) => {
      const cid = withCids ? Number(g.dataset.cid) : BOARD_CIDS[i];
      // A drawing made for the first paint may leave out what is not seen there (an empty tile's
      // unit group, the titles, the default state: tools/site/prerender-board.mjs): added here.
      const unit = g.querySelector(':scope > g.unit') ?? g.insertBefore(svgEl('g', { class: 'unit' }), g.querySelector(':scope > polygon.hex').nextSibling);
      const title = g.querySelector(':scope > title') ?? svgEl('title', {}, g);
      if (!g.hasAttribute('data-state')) g.setAttribute('data-state', 'default');
      if (!g.hasAttribute('data-unit')) g.setAttribute('data-unit', '00');
      const tile = {
        cid, g, unit, title, name: tileName(cid),
        byte: parseInt(g.dataset.unit, 16) || 0, state: 'default', mark: null, badge: null, decorated: false,
      };
      this.tiles.set(cid, tile);
      if (!title.textContent) this.#label(tile);
    });
    this.ghostLayer = svg.querySelector(':scope > g.ghosts');
    this.capturedLayer = svg.querySelector(':scope > g.captured');
    this.badgeLayer = svg.querySelector(':scope > g.badges');
    this.coordLayer = coordinates ? svg.querySelector(':scope > g.coords') : null;
  }

  #place() {
    for (const [cid, tile] of this.tiles) {
      const [cx, cy] = centreOf(cid, this.flipped);
      tile.g.setAttribute('transform', `translate(${cx.toFixed(2)},${cy.toFixed(2)})`);
      if (tile.badge) this.#placeBadge(tile, cx, cy);
    }
    if (this.coordLayer) {
      this.coordLayer.replaceChildren();
      for (const l of edgeLabels(this.flipped)) {
        const t = svgEl('text', { class: 'coord', x: l.x.toFixed(1), y: l.y.toFixed(1), 'text-anchor': 'middle', 'dominant-baseline': 'central' }, this.coordLayer);
        t.textContent = l.text;
      }
    }
    if (this.preview) this.setPreview(this.preview);
    if (this.captured) this.setCaptured(this.captured.cid, this.captured.byte);
  }

  #placeBadge(tile, cx, cy) {
    tile.badge.setAttribute('x', cx.toFixed(2));
    tile.badge.setAttribute('y', (cy - HEX_R * 0.72).toFixed(2));
  }

  /** Adds a tile's outline, target marks and keyboard ring the first time it needs them. */
  #decorate(tile) {
    if (tile.decorated) return;
    tile.decorated = true;
    const [before, after] = decorationPrototypes();
    tile.g.insertBefore(before.cloneNode(true), tile.unit);
    tile.g.insertBefore(after.cloneNode(true), tile.title);
  }

  /** White at the bottom (true) or black (false). */
  setFlipped(flipped) {
    if (this.flipped === Boolean(flipped)) return;
    this.flipped = Boolean(flipped);
    this.#place();
  }

  /** Draws every unit of a 121-byte board; only tiles whose byte changed are redrawn. */
  setBoard(bytes) {
    for (const [cid, tile] of this.tiles) {
      const byte = bytes[cid];
      if (byte === tile.byte) continue;
      tile.byte = byte;
      tile.g.setAttribute('data-unit', hex2(byte));
      drawUnit(tile.unit, unitOfByte(byte));
      this.#label(tile);
    }
  }

  /** states: Map cid -> state (missing = default). */
  setStates(states) {
    for (const tile of this.tiles.values()) {
      const s = states.get(tile.cid) ?? 'default';
      if (tile.state !== s) {
        if (s !== 'default') this.#decorate(tile);
        tile.state = s;
        tile.g.setAttribute('data-state', s);
        this.#label(tile);
      }
    }
  }

  /** marks: Map cid -> 'move' | 'attack' (the shape drawn on a tile the selection can go to). */
  setMarks(marks) {
    for (const [cid, tile] of this.tiles) {
      const m = marks.get(cid) ?? null;
      if (tile.mark === m) continue;
      if (m) this.#decorate(tile);
      tile.mark = m;
      if (m) tile.g.setAttribute('data-mark', m);
      else tile.g.removeAttribute('data-mark');
      this.#label(tile);
    }
  }

  /** hints: Map cid -> 'move' | 'attack' | 'move attack' (pattern boards: tile fill and marks). */
  setHints(hints) {
    for (const [cid, tile] of this.tiles) {
      const h = hints.get(cid);
      if (!h && !tile.hint) continue;
      if (h) this.#decorate(tile);
      if (h) tile.g.setAttribute('data-hint', h);
      else tile.g.removeAttribute('data-hint');
      tile.hint = h ?? null;
      this.#label(tile);
    }
  }

  /** Marks the tiles of the last move (kept apart from data-state so both can show). */
  setLastMove(cids) {
    for (const [cid, tile] of this.tiles) {
      const last = cids.has(cid);
      if (tile.g.classList.contains('last') !== last) {
        tile.g.classList.toggle('last', last);
        this.#label(tile);
      }
    }
  }

  /** badges: Map cid -> short text. */
  setBadges(badges) {
    for (const [cid, tile] of this.tiles) {
      const text = badges.get(cid) ?? '';
      if (!tile.badge) {
        if (!text) continue;
        tile.badge = svgEl('text', { class: 'badge', 'text-anchor': 'middle', 'dominant-baseline': 'central' }, this.badgeLayer);
        this.#placeBadge(tile, ...centreOf(cid, this.flipped));
      }
      if (tile.badge.textContent !== text) {
        tile.badge.textContent = text;
        this.#label(tile);
      }
    }
  }

  /**
   * Shows the board a pending move would leave, on this board: tiles that would change get their
   * current unit faded and the resulting unit (or an empty ring) drawn over it. null clears.
   */
  setPreview(bytes) {
    this.preview = bytes ?? null;
    this.ghostLayer.replaceChildren();
    for (const [cid, tile] of this.tiles) {
      const changed = bytes !== null && bytes !== undefined && bytes[cid] !== tile.byte;
      tile.g.classList.toggle('changed', changed);
      if (!changed) continue;
      const [cx, cy] = centreOf(cid, this.flipped);
      const g = svgEl('g', { class: 'ghost', transform: `translate(${cx.toFixed(2)},${cy.toFixed(2)})` }, this.ghostLayer);
      const u = unitOfByte(bytes[cid]);
      if (u) drawUnit(svgEl('g', {}, g), u);
      else svgEl('circle', { r: HEX_R * 0.5, class: 'ghost-empty' }, g);
    }
  }

  /** Draws a captured tribun (its unit byte, crossed out) on a tile; cid null clears. */
  setCaptured(cid, byte) {
    this.capturedLayer.replaceChildren();
    this.captured = cid === null || cid === undefined ? null : { cid, byte };
    if (!this.captured) return;
    const [cx, cy] = centreOf(cid, this.flipped);
    const g = svgEl('g', { transform: `translate(${cx.toFixed(2)},${cy.toFixed(2)})`, 'data-captured': String(cid) }, this.capturedLayer);
    drawUnit(svgEl('g', {}, g), unitOfByte(byte));
    const r = HEX_R * 0.55;
    for (const cls of ['cross-halo', 'cross']) {
      svgEl('path', { class: cls, d: `M${-r},${-r} L${r},${r} M${r},${-r} L${-r},${r}` }, g);
    }
    const tile = this.tiles.get(cid);
    if (tile) this.#label(tile);
  }

  /**
   * Marks the last action played on the board: the tiles it touched (setLastMove) and, for a
   * tribun attack, the captured tribun crossed out (the board itself stays as it was: the engine
   * ends the game without removing it). `before` is the board before the word; word null clears.
   * `t` is the Tribun API. Every page marks its last move through this one method.
   */
  showLastAction(t, word, before) {
    const board = word !== null && word !== undefined && isBoardWord(word);
    this.setLastMove(board ? cidsOfWord(t, word) : new Set());
    const a = board ? t.decodeAction(word) : null;
    if (a?.op === 'ATTACK_TRIBUN') this.setCaptured(a.target, before[a.target]);
    else this.setCaptured(null);
  }

  /** The tile with the keyboard focus ring (null: none). Sets aria-activedescendant. */
  setKeyboardFocus(cid) {
    if (this.focusCid !== null) this.tiles.get(this.focusCid)?.g.classList.remove('kb-focus');
    this.focusCid = this.tiles.has(cid) ? cid : null;
    if (this.focusCid === null) {
      this.svg.removeAttribute('aria-activedescendant');
      return;
    }
    const tile = this.tiles.get(this.focusCid);
    this.#decorate(tile);
    tile.g.classList.add('kb-focus');
    this.svg.setAttribute('aria-activedescendant', tile.g.id);
  }

  /**
   * Makes the board one keyboard focus stop whose tiles are named for screen readers
   * (role application, each tile a button with its name, unit and state).
   */
  makeFocusable(instructions) {
    this.svg.setAttribute('tabindex', '0');
    this.svg.setAttribute('role', 'application');
    this.svg.setAttribute('aria-roledescription', 'board');
    this.svg.setAttribute('aria-label', `${this.label}. ${instructions}`);
    for (const tile of this.tiles.values()) {
      tile.g.setAttribute('role', 'button');
      this.#label(tile);
    }
  }

  /** The words a screen reader says for a tile ("f6, black 2, can act", "e4, white 2 + 1 black slave"). */
  tileLabel(cid) {
    const tile = this.tiles.get(cid);
    return tile ? this.#labelText(cid, tile) : '';
  }

  #labelText(cid, tile) {
    let text = `${tile.name}, ${unitLabel(unitOfByte(tile.byte))}`;
    if (this.captured?.cid === cid) text += `, captured ${describeUnit(unitOfByte(this.captured.byte))}`;
    text += STATE_WORDS[tile.state] ?? '';
    if (tile.mark) text += MARK_WORDS[tile.mark];
    if (tile.hint) text += `, ${tile.hint.replace(' ', ' and ')} pattern`;
    if (tile.g.classList.contains('last')) text += ', last move';
    if (tile.badge?.textContent) text += `, ${tile.badge.textContent}`;
    return text;
  }

  #label(tile) {
    const text = this.#labelText(tile.cid, tile);
    tile.title.textContent = text;
    if (tile.g.hasAttribute('role')) tile.g.setAttribute('aria-label', text);
  }

}

export { STEP, COLUMN_DX };
