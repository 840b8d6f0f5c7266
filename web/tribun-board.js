// <tribun-board>: a live Tribun board for tutorials and demos, on the public package API only.
//
//   <script type="module" src="node_modules/boardrules/tribun-board.js"></script>
//   <tribun-board interactive></tribun-board>
//
// Attributes: board (242 hex digits or base64 of the 121 bytes; default start when absent),
// turn (0 black, 1 white; default 0), focus (a cid: its move targets blue, attack targets red),
// interactive (click to play legal moves), pattern (1, 1T, 2, 3, 4, 6, 8: that height's move and
// attack pattern on an otherwise empty board).
//
// The module also exports the pieces the demo page is built from: BoardView (SVG rendering with
// the data-cid / data-state / data-unit test contract) and ClickMachine (the tile-click state
// machine over the engine's grouped options; it never invents an option).
let apiPromise = null;
/**
 * The Tribun API, loaded once per page. The package entry is imported on demand so that a page
 * can draw its boards (which need no engine) before the WASM module has been parsed.
 */
export function tribunApi() {
  apiPromise ??= import('./index.js')
    .then((m) => m.loadBoardrules())
    .then(
      (br) => br.tribun,
      (error) => {
        apiPromise = null;  // let a later call retry
        throw error;
      },
    );
  return apiPromise;
}

// ---- geometry ------------------------------------------------------------------------------
// Tiles are flat-topped hexagons; direction (+1,+1), black's forward move, points straight up, so
// black plays from the bottom of the screen.
const STEP = 40;                          // distance between neighbouring tile centres
const HEX_R = STEP / Math.sqrt(3);         // corner radius of a tile
const COS30 = Math.sqrt(3) / 2;
const SVG_NS = 'http://www.w3.org/2000/svg';
const HEIGHTS = [0, 1, 2, 3, 4, 6, 8];

const cidX = (cid) => Math.floor(cid / 11) - 5;
const cidY = (cid) => (cid % 11) - 5;
const onBoard = (x, y) => Math.max(Math.abs(x), Math.abs(y), Math.abs(x - y)) <= 5;
/** The 91 on-board cids, ascending. */
export const BOARD_CIDS = Array.from({ length: 121 }, (_, c) => c).filter((c) => onBoard(cidX(c), cidY(c)));

function centreOf(cid) {
  const x = cidX(cid), y = cidY(cid);
  return [STEP * COS30 * (x - y), -STEP * 0.5 * (x + y)];
}

const HEX_POINTS = Array.from({ length: 6 }, (_, i) => {
  const a = (Math.PI / 3) * i;
  return `${(HEX_R * Math.cos(a)).toFixed(2)},${(HEX_R * Math.sin(a)).toFixed(2)}`;
}).join(' ');

function svgEl(name, attrs = {}, parent = null) {
  const el = document.createElementNS(SVG_NS, name);
  for (const [k, v] of Object.entries(attrs)) el.setAttribute(k, String(v));
  if (parent) parent.appendChild(el);
  return el;
}

/** {color, tribun, p, s} of a unit byte (bits as in RULES.md section 2), or null for empty. */
export function unitOfByte(byte) {
  if (byte === 0) return null;
  return { color: (byte >> 6) & 1, tribun: (byte & 0x80) !== 0, p: HEIGHTS[byte & 7] ?? 0, s: HEIGHTS[(byte >> 3) & 7] ?? 0 };
}

const hex2 = (b) => b.toString(16).padStart(2, '0');

// ---- BoardView -------------------------------------------------------------------------------

/**
 * An SVG board. Each tile is a <g> with data-cid, data-state (default | selectable | selected |
 * interactable | last-move) and data-unit (the unit byte as two hex digits). Optional per-tile
 * hints (data-hint: "move", "attack" or "move attack") and badges (a short text over the tile).
 */
export class BoardView {
  /** withCids false: tiles carry no data-cid (preview boards must not match test selectors). */
  constructor({ withCids = true, label = 'Tribun board' } = {}) {
    const half = STEP * COS30 * 5 + HEX_R + 4;
    const halfY = STEP * 5 + STEP / 2 + 4;
    this.svg = svgEl('svg', {
      viewBox: `${-half} ${-halfY} ${2 * half} ${2 * halfY}`,
      class: 'tribun-board-svg',
      role: 'img',
      'aria-label': label,
    });
    this.tiles = new Map();
    for (const cid of BOARD_CIDS) {
      const [cx, cy] = centreOf(cid);
      const x = cidX(cid), y = cidY(cid);
      const colour = ['gray', 'white', 'black'][(((x + y) % 3) + 3) % 3];
      const g = svgEl('g', { class: `tile tile-${colour}`, transform: `translate(${cx.toFixed(2)},${cy.toFixed(2)})` }, this.svg);
      if (withCids) g.setAttribute('data-cid', cid);
      g.setAttribute('data-state', 'default');
      g.setAttribute('data-unit', '00');
      svgEl('polygon', { points: HEX_POINTS, class: 'hex' }, g);
      const title = svgEl('title', {}, g);
      title.textContent = `(${x},${y})`;
      const unit = svgEl('g', { class: 'unit' }, g);
      this.tiles.set(cid, { g, unit, badge: null, title, byte: -1, xy: `(${x},${y})` });
    }
    // Badges live in a layer above every tile so that a neighbour never paints over them.
    const layer = svgEl('g', { class: 'badges' }, this.svg);
    for (const [cid, tile] of this.tiles) {
      const [cx, cy] = centreOf(cid);
      tile.badge = svgEl('text', {
        class: 'badge', x: cx.toFixed(2), y: (cy - HEX_R * 0.72).toFixed(2),
        'text-anchor': 'middle', 'dominant-baseline': 'central',
      }, layer);
    }
  }

  /** Draws every unit of a 121-byte board; only tiles whose byte changed are redrawn. */
  setBoard(bytes) {
    for (const [cid, tile] of this.tiles) {
      const byte = bytes[cid];
      if (byte === tile.byte) continue;
      tile.byte = byte;
      tile.g.setAttribute('data-unit', hex2(byte));
      drawUnit(tile.unit, unitOfByte(byte));
      tile.title.textContent = `${tile.xy} ${describeUnitShort(unitOfByte(byte))}`;
    }
  }

  /** states: Map cid -> state (missing = default). */
  setStates(states) {
    for (const [cid, tile] of this.tiles) {
      const s = states.get(cid) ?? 'default';
      if (tile.g.getAttribute('data-state') !== s) tile.g.setAttribute('data-state', s);
    }
  }

  /** hints: Map cid -> 'move' | 'attack' | 'move attack'. */
  setHints(hints) {
    for (const [cid, tile] of this.tiles) {
      const h = hints.get(cid);
      if (h) tile.g.setAttribute('data-hint', h);
      else tile.g.removeAttribute('data-hint');
    }
  }

  /** Marks the tiles of the last move (kept apart from data-state so both can show). */
  setLastMove(cids) {
    for (const [cid, tile] of this.tiles) tile.g.classList.toggle('last', cids.has(cid));
  }

  /** badges: Map cid -> short text. */
  setBadges(badges) {
    for (const [cid, tile] of this.tiles) {
      const text = badges.get(cid) ?? '';
      if (tile.badge.textContent !== text) tile.badge.textContent = text;
    }
  }
}

function describeUnitShort(u) {
  if (!u) return 'empty';
  const colour = u.color === 0 ? 'black' : 'white';
  return `${colour}${u.tribun ? ' tribun' : ''} height ${u.p}${u.s ? `, carrying a slave of height ${u.s}` : ''}`;
}

function drawUnit(group, u) {
  group.replaceChildren();
  if (!u) return;
  const r = HEX_R * 0.62;
  const colour = u.color === 0 ? 'black' : 'white';
  group.setAttribute('class', `unit unit-${colour}${u.tribun ? ' tribun' : ''}`);
  if (u.tribun) svgEl('circle', { r: r + 3.5, class: 'tribun-ring' }, group);
  svgEl('circle', { r, class: 'disc' }, group);
  const label = svgEl('text', { class: 'height', 'text-anchor': 'middle', 'dominant-baseline': 'central' }, group);
  label.textContent = String(u.p);
  if (u.tribun) svgEl('path', { d: `M ${-5} ${-r + 5} l 2.5 -4 l 2.5 3 l 2.5 -3 l 2.5 4 z`, class: 'crown' }, group);
  if (u.s) {
    // The slave keeps its own (opposite) colour.
    const slave = svgEl('g', { class: `slave unit-${u.color === 0 ? 'white' : 'black'}`, transform: `translate(${r * 0.8},${r * 0.75})` }, group);
    svgEl('circle', { r: r * 0.5, class: 'disc' }, slave);
    const t = svgEl('text', { class: 'height slave-height', 'text-anchor': 'middle', 'dominant-baseline': 'central' }, slave);
    t.textContent = String(u.s);
  }
}

// ---- ClickMachine ----------------------------------------------------------------------------

const BACKSTABB = 'B';

/**
 * The tile-click state machine of issue 4 over a TribunOptions object (groupOptions). Modes:
 * idle; origin (own unit: targets, repeated clicks cycle a target's options); actor (split /
 * backstabb allocation); enemy (DAMAGE ascending, then LIBERATE); center (combine donations).
 * `word()` is the legal word the selection denotes, or null when it is not exactly one.
 */
export class ClickMachine {
  constructor(options) {
    this.options = options;
    this.origins = new Map(options.origins.map((o) => [o.origin, o]));
    this.enemies = new Map(options.enemyTargets.map((e) => [e.target, e]));
    this.centers = new Map(options.centers.map((c) => [c.center, c]));
    this.actors = new Map(options.actors.map((a) => [a.actor, a]));
    this.selectable = new Set(options.selectable);
    this.reset();
  }

  reset() {
    this.mode = 'idle';
    this.cid = null;
    this.target = null;   // origin mode: chosen target entry
    this.index = 0;       // origin / enemy mode: option index
    this.alloc = [0, 0, 0, 0, 0, 0];  // center: donations; actor: heights or 'B'
  }

  /** Routes a click on `cid` (null = outside the board); backward = right click. */
  click(cid, backward = false) {
    switch (this.mode) {
      case 'idle': return this.#start(cid);
      case 'origin': return this.#clickOrigin(cid, backward);
      case 'enemy': return cid === this.cid ? this.#cycleEnemy(backward) : this.reset();
      case 'center': return this.#clickCenter(cid, backward);
      case 'actor': return this.#clickActor(cid, backward);
      default: return this.reset();
    }
  }

  #start(cid) {
    this.reset();
    if (this.origins.has(cid)) { this.mode = 'origin'; this.cid = cid; }
    else if (this.actors.has(cid)) { this.mode = 'actor'; this.cid = cid; }
    else if (this.enemies.has(cid)) { this.mode = 'enemy'; this.cid = cid; }
    else if (this.centers.has(cid)) { this.mode = 'center'; this.cid = cid; }
  }

  #clickOrigin(cid, backward) {
    if (cid === this.cid) {
      const actor = this.actors.has(cid);
      this.reset();
      if (actor) { this.mode = 'actor'; this.cid = cid; }
      return;
    }
    const target = this.origins.get(this.cid).targets.find((t) => t.target === cid);
    if (!target) return this.reset();
    const n = target.options.length;
    if (this.target === target) this.index = (this.index + (backward ? n - 1 : 1)) % n;
    else { this.target = target; this.index = backward ? n - 1 : 0; }
  }

  #cycleEnemy(backward) {
    const n = this.enemies.get(this.cid).options.length;
    this.index = (this.index + (backward ? n - 1 : 1)) % n;
  }

  #clickCenter(cid, backward) {
    const donor = this.centers.get(this.cid).donors.find((d) => d.cid === cid);
    if (!donor) return this.reset();
    const cycle = [0, ...donor.donations];
    this.alloc[donor.dir] = stepCycle(cycle, this.alloc[donor.dir], backward);
  }

  #clickActor(cid, backward) {
    const dir = this.actors.get(this.cid).directions.find((d) => d.cid === cid);
    if (!dir) return this.reset();
    const cycle = [0, ...dir.heights, ...(dir.backstabb ? [BACKSTABB] : [])];
    const value = stepCycle(cycle, this.alloc[dir.dir], backward);
    // A backstabb moves the whole primary to one tile: it excludes every split height.
    if (value === BACKSTABB) this.alloc = [0, 0, 0, 0, 0, 0];
    else if (value !== 0) this.alloc = this.alloc.map((v) => (v === BACKSTABB ? 0 : v));
    this.alloc[dir.dir] = value;
  }

  /** The selected option object (origin / enemy modes), or null. */
  option() {
    if (this.mode === 'origin' && this.target) return this.target.options[this.index];
    if (this.mode === 'enemy') return this.enemies.get(this.cid).options[this.index];
    return null;
  }

  /** The legal word the selection denotes, or null. */
  word() {
    const option = this.option();
    if (option) return option.word;
    if (this.mode === 'center') {
      const c = this.centers.get(this.cid);
      const hit = [...c.combines, ...c.symCombines].find((k) => sameSix(k.donation, this.alloc));
      return hit ? hit.word : null;
    }
    if (this.mode === 'actor') {
      const a = this.actors.get(this.cid);
      const stab = this.alloc.indexOf(BACKSTABB);
      if (stab >= 0) return a.directions.find((d) => d.dir === stab)?.backstabb ?? null;
      const hit = a.splits.find((s) => sameSix(s.heights, this.alloc));
      return hit ? hit.word : null;
    }
    return null;
  }

  /** Map cid -> data-state for the current selection (last-move is layered by the caller). */
  states() {
    const s = new Map();
    if (this.mode === 'idle') {
      for (const cid of this.selectable) s.set(cid, 'selectable');
      return s;
    }
    s.set(this.cid, 'selected');
    if (this.mode === 'origin') {
      for (const t of this.origins.get(this.cid).targets) s.set(t.target, t === this.target ? 'selected' : 'interactable');
    } else if (this.mode === 'center') {
      for (const d of this.centers.get(this.cid).donors) s.set(d.cid, this.alloc[d.dir] ? 'selected' : 'interactable');
    } else if (this.mode === 'actor') {
      for (const d of this.actors.get(this.cid).directions) s.set(d.cid, this.alloc[d.dir] ? 'selected' : 'interactable');
    }
    return s;
  }

  /** Map cid -> short text for tiles with a chosen value (donation, split height, option). */
  badges() {
    const b = new Map();
    const option = this.option();
    if (option) {
      const enemy = this.mode === 'enemy';
      const at = enemy ? this.cid : this.target.target;
      b.set(at, optionBadge(option, enemy ? 2 : this.target.options.length));
    } else if (this.mode === 'center') {
      for (const d of this.centers.get(this.cid).donors) if (this.alloc[d.dir]) b.set(d.cid, `-${this.alloc[d.dir]}`);
      const sum = this.alloc.reduce((a, v) => a + v, 0);
      if (sum) b.set(this.cid, `+${sum}`);
    } else if (this.mode === 'actor') {
      for (const d of this.actors.get(this.cid).directions) {
        const v = this.alloc[d.dir];
        if (v) b.set(d.cid, v === BACKSTABB ? 'stab' : `+${v}`);
      }
    }
    return b;
  }
}

function stepCycle(cycle, current, backward) {
  const i = Math.max(0, cycle.indexOf(current));
  return cycle[(i + (backward ? cycle.length - 1 : 1)) % cycle.length];
}

function sameSix(a, b) {
  for (let d = 0; d < 6; ++d) if (a[d] !== b[d]) return false;
  return true;
}

// The label over the chosen target; a lone plain move needs none.
function optionBadge(o, alternatives) {
  switch (o.op) {
    case 'MOVE': return alternatives > 1 ? (o.part ? 'stack' : 'primary') : '';
    case 'KILL': return alternatives > 1 ? (o.part ? 'kill: stack' : 'kill: prim') : 'kill';
    case 'ENSLAVE': return 'enslave';
    case 'DAMAGE': return `damage ${o.damage}`;
    case 'LIBERATE': return 'liberate';
    case 'ATTACK_TRIBUN': return 'capture!';
    default: return o.op;
  }
}

/** The cids a word touches, for the last-move highlight (decoded through the public API). */
export function cidsOfWord(t, word) {
  const out = new Set();
  if (word >>> 28 > 9) return out;
  const a = t.decodeAction(word);
  for (const key of ['from', 'to', 'attacker', 'target', 'center', 'actor']) {
    if (typeof a[key] === 'number') out.add(a[key]);
  }
  const around = (cid, amounts) => amounts.forEach((v, d) => {
    if (v) { const n = t.neighborCid(cid, d); if (n !== null) out.add(n); }
  });
  if (a.op === 'COMBINE') {
    const don = [0, 0, 0, 0, 0, 0];
    don[a.dirA] = 1; don[a.dirB] = 1;
    around(a.center, don);
  } else if (a.op === 'SYM_COMBINE') {
    around(a.center, [[1, 1, 1, 1, 1, 1], [1, 0, 0, 0, 1, 1], [0, 1, 1, 1, 0, 0]][a.config]);
  } else if (a.op === 'SPLIT') {
    around(a.actor, a.heights);
  } else if (a.op === 'BACKSTABB') {
    const n = t.neighborCid(a.actor, a.dir);
    if (n !== null) out.add(n);
  }
  return out;
}

// ---- the custom element ----------------------------------------------------------------------

const PATTERN_HEIGHTS = { 1: [1, false], '1T': [1, true], 2: [2, false], 3: [3, false], 4: [4, false], 6: [6, false], 8: [8, false] };
const CENTRE = 60;  // (0,0)

const ELEMENT_CSS = `
tribun-board { display: inline-block; width: 320px; max-width: 100%; font: 13px system-ui, sans-serif; }
tribun-board svg { width: 100%; height: auto; display: block; user-select: none; }
tribun-board .tb-bar { display: flex; gap: 6px; align-items: center; margin-top: 4px; min-height: 26px; }
tribun-board .tb-msg { flex: 1; }
`;

export const BOARD_CSS = `
.tribun-board-svg .hex { stroke: #6d6455; stroke-width: 1; }
.tribun-board-svg .tile-gray .hex { fill: #b8b3a7; }
.tribun-board-svg .tile-white .hex { fill: #efe9dc; }
.tribun-board-svg .tile-black .hex { fill: #857b6c; }
.tribun-board-svg .tile.last .hex { fill: #e2c96b; }
.tribun-board-svg [data-state="selectable"] .hex { stroke: #2a7d2a; stroke-width: 2.5; }
.tribun-board-svg [data-state="interactable"] .hex { stroke: #1d5fd1; stroke-width: 3; }
.tribun-board-svg [data-state="selected"] .hex { stroke: #d11d6f; stroke-width: 3.5; }
.tribun-board-svg [data-state="selectable"], .tribun-board-svg [data-state="interactable"],
.tribun-board-svg [data-state="selected"] { cursor: pointer; }
.tribun-board-svg [data-hint="move"] .hex { fill: #7fb2f0; }
.tribun-board-svg [data-hint="attack"] .hex { fill: #ef8a80; }
.tribun-board-svg [data-hint="move attack"] .hex { fill: #b58be0; }
.tribun-board-svg .unit-black .disc { fill: #1e1e1e; stroke: #f2f2f2; stroke-width: 1.2; }
.tribun-board-svg .unit-white .disc { fill: #fbfbfb; stroke: #222; stroke-width: 1.2; }
.tribun-board-svg .height { font: bold 13px system-ui, sans-serif; pointer-events: none; }
.tribun-board-svg .slave-height { font-size: 9px; }
.tribun-board-svg .unit-black > .height, .tribun-board-svg .slave.unit-black .height { fill: #fff; }
.tribun-board-svg .unit-white > .height, .tribun-board-svg .slave.unit-white .height { fill: #111; }
.tribun-board-svg .tribun-ring { fill: none; stroke: #d4a017; stroke-width: 3; }
.tribun-board-svg .crown { fill: #d4a017; stroke: #6b5208; stroke-width: 0.5; }
.tribun-board-svg .badge { font: bold 10px system-ui, sans-serif; fill: #b0004a; paint-order: stroke; stroke: #fff; stroke-width: 3px; stroke-linejoin: round; pointer-events: none; }
`;

let cssInstalled = false;
/** Adds the board (and element) styles to the document once. */
export function installCss() {
  if (cssInstalled) return;
  cssInstalled = true;
  const style = document.createElement('style');
  style.textContent = BOARD_CSS + ELEMENT_CSS;
  document.head.appendChild(style);
}

/** Empty-board pattern of a height: {board, move: Set, attack: Set} from the engine's options. */
async function patternOf(t, pattern) {
  const spec = PATTERN_HEIGHTS[pattern];
  if (!spec) throw new RangeError(`pattern must be one of ${Object.keys(PATTERN_HEIGHTS).join(', ')}, got ${pattern}`);
  const board = new Uint8Array(121);
  board[CENTRE] = t.encodeUnit({ color: 0, tribun: spec[1], p: spec[0], s: 0 });
  const move = new Set();
  const origin = t.groupOptions(board, 0).origins.find((o) => o.origin === CENTRE);
  for (const target of origin?.targets ?? []) if (!target.attack) move.add(target.target);
  // Attack set: a lone white height-1 unit on each tile, attacked iff the centre lists it.
  const attack = new Set();
  const victim = t.encodeUnit({ color: 1, p: 1 });
  for (const cid of BOARD_CIDS) {
    if (cid === CENTRE) continue;
    board[cid] = victim;
    const o = t.groupOptions(board, 0).origins.find((x) => x.origin === CENTRE);
    if (o?.targets.some((x) => x.target === cid && x.attack)) attack.add(cid);
    board[cid] = 0;
  }
  return { board, move, attack };
}

function hintsOf(move, attack) {
  const hints = new Map();
  for (const c of move) hints.set(c, 'move');
  for (const c of attack) hints.set(c, move.has(c) ? 'move attack' : 'attack');
  return hints;
}

// Outside a browser (Node, server-side rendering) the module still imports: only the element is
// unavailable there.
const ElementBase = typeof HTMLElement === 'undefined' ? class {} : HTMLElement;

export class TribunBoardElement extends ElementBase {
  static get observedAttributes() {
    return ['board', 'turn', 'focus', 'interactive', 'pattern'];
  }

  #view = null;
  #game = null;
  #machine = null;
  #t = null;
  #msg = null;
  #play = null;
  #renderId = 0;

  connectedCallback() {
    installCss();
    if (!this.#view) {
      this.#view = new BoardView({ label: this.getAttribute('aria-label') ?? 'Tribun board' });
      this.appendChild(this.#view.svg);
      this.#view.svg.addEventListener('click', (e) => this.#onClick(e, false));
      this.#view.svg.addEventListener('contextmenu', (e) => { e.preventDefault(); this.#onClick(e, true); });
      this.addEventListener('keydown', (e) => this.#onKey(e));
      if (!this.hasAttribute('tabindex')) this.tabIndex = 0;
    }
    this.#render();
  }

  disconnectedCallback() {
    this.#game?.dispose();
    this.#game = null;
  }

  attributeChangedCallback() {
    if (this.#view) this.#render();
  }

  /** The game behind an interactive board (null otherwise). */
  get game() {
    return this.#game;
  }

  async #render() {
    const id = ++this.#renderId;
    let t;
    try {
      t = await tribunApi();
    } catch (err) {
      this.#showError(`could not load boardrules: ${err.message}`);
      return;
    }
    if (id !== this.#renderId) return;  // a newer attribute change won
    this.#t = t;
    try {
      this.#game?.dispose();
      this.#game = null;
      this.#machine = null;
      const pattern = this.getAttribute('pattern');
      if (pattern !== null) {
        const { board, move, attack } = await patternOf(t, pattern);
        this.#view.setBoard(board);
        this.#view.setHints(hintsOf(move, attack));
        this.#view.setStates(new Map());
        this.dataset.ready = '1';
        return;
      }
      const boardAttr = this.getAttribute('board');
      const turn = Number(this.getAttribute('turn') ?? 0);
      this.#game = t.newGame(boardAttr ? { board: boardAttr.trim(), turn } : { turn });
      this.#view.setBoard(this.#game.board());
      this.#view.setHints(this.#focusHints());
      if (this.hasAttribute('interactive')) this.#startInteraction();
      else this.#view.setStates(new Map());
      this.dataset.ready = '1';
    } catch (err) {
      this.#showError(err.message);
    }
  }

  #focusHints() {
    const focus = this.getAttribute('focus');
    if (focus === null) return new Map();
    const cid = Number(focus);
    const origin = this.#game.options().origins.find((o) => o.origin === cid);
    const move = new Set(), attack = new Set();
    for (const target of origin?.targets ?? []) (target.attack ? attack : move).add(target.target);
    return hintsOf(move, attack);
  }

  #startInteraction() {
    if (!this.#msg) {
      const bar = document.createElement('div');
      bar.className = 'tb-bar';
      this.#msg = document.createElement('span');
      this.#msg.className = 'tb-msg';
      this.#play = document.createElement('button');
      this.#play.type = 'button';
      this.#play.textContent = 'Play';
      this.#play.addEventListener('click', () => this.#submit());
      const reset = document.createElement('button');
      reset.type = 'button';
      reset.textContent = 'Reset';
      reset.addEventListener('click', () => this.#render());
      bar.append(this.#msg, this.#play, reset);
      this.appendChild(bar);
    }
    this.#newOptions();
  }

  #newOptions() {
    const g = this.#game;
    this.#view.setHints(this.#focusHints());
    if (g.status !== 'active') {
      this.#machine = null;
      this.#view.setStates(new Map());
      const r = g.result;
      this.#msg.textContent = `Game over: ${r.winner === null ? 'draw' : r.winner === 0 ? 'black wins' : 'white wins'} (${r.reason})`;
      this.#play.disabled = true;
      return;
    }
    this.#machine = new ClickMachine(g.options());
    this.#refresh();
  }

  #refresh() {
    const m = this.#machine;
    if (!m) return;
    this.#view.setStates(m.states());
    this.#view.setBadges(m.badges());
    const word = m.word();
    this.#play.disabled = word === null;
    const side = this.#game.turn === 0 ? 'Black' : 'White';
    const idle = m.selectable.size === 0 ? `${side} has no legal board action` : `${side} to move`;
    this.#msg.textContent = word === null ? idle : this.#t.describeAction(word);
  }

  #onClick(event, backward) {
    if (!this.#machine) return;
    const tile = event.target.closest?.('[data-cid]');
    this.#machine.click(tile ? Number(tile.dataset.cid) : null, backward);
    this.#refresh();
  }

  #onKey(event) {
    if (!this.#machine) return;
    if (event.key === 'Escape') { this.#machine.reset(); this.#refresh(); }
    else if (event.key === 'Enter') this.#submit();
  }

  #submit() {
    const word = this.#machine?.word();
    if (word === null || word === undefined) return;
    this.#game.apply(word);
    this.#view.setBoard(this.#game.board());
    this.#view.setLastMove(cidsOfWord(this.#t, word));
    this.#view.setBadges(new Map());
    this.#newOptions();
    this.dispatchEvent(new CustomEvent('tribun-move', { detail: { word } }));
  }

  #showError(message) {
    this.dataset.error = message;
    const p = document.createElement('p');
    p.className = 'tb-error';
    p.textContent = `tribun-board: ${message}`;
    this.appendChild(p);
  }
}

if (typeof customElements !== 'undefined' && !customElements.get('tribun-board')) {
  customElements.define('tribun-board', TribunBoardElement);
}
