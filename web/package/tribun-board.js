// <tribun-board>: a live Tribun board for tutorials, lessons and the play page, on the public
// package API only.
//
//   <script type="module" src="node_modules/boardrules/tribun-board.js"></script>
//   <tribun-board interactive></tribun-board>
//
// Attributes: board (242 hex digits or base64 of the 121 bytes; default start when absent),
// turn (0 black, 1 white; default 0), focus (a cid: its move and attack targets marked),
// interactive (play legal moves by pointer or keyboard), pattern (1, 1T, 2, 3, 4, 6, 8: that
// height's move and attack pattern on an otherwise empty board), flip (white at the bottom),
// coordinates="off" (no tile names at the edge).
// Events: tribun-move {detail: {word, side}} after each move played on the board (bubbles,
// composed).
// Keyboard: the board is one focus stop; arrows move between tiles, Space/Enter select and
// cycle options, Enter on the selection plays it, Escape cancels (web/package/board/keyboard.js).
// Styles are adopted as a constructable stylesheet in a cascade layer: no inline <style>, and
// any page rule overrides them (web/package/board/style.js).
//
// The module also exports the pieces the play page and the course are built from (the files
// under web/package/board/): BoardView (SVG drawing, data-cid / data-state / data-unit test contract),
// ClickMachine (tile clicks to one legal word over the engine's grouped options), BoardSelection
// (pointer and keys on a BoardView through a ClickMachine: every interactive board's one way of
// choosing a move), the tile
// names, and the keyboard wiring.
import { BOARD_CIDS, cidOfName, tileName } from './board/geometry.js';
import { ClickMachine } from './board/click-machine.js';
import { BoardSelection, boardAfterWord } from './board/selection.js';
import { cidsOfWord, describeActionWords, describeUnit, unitOfByte } from './board/describe.js';
import { BOARD_CSS_TEXT, installCss } from './board/style.js';
import { ATTACK_PATH, BOARD_ASPECT, BoardView, drawMarker } from './board/view.js';
import { KEYBOARD_HELP, attachBoardKeys, createAnnouncer } from './board/keyboard.js';

export {
  ATTACK_PATH, drawMarker, BOARD_ASPECT, BOARD_CIDS, BOARD_CSS_TEXT, BoardSelection, BoardView, ClickMachine, KEYBOARD_HELP, attachBoardKeys, boardAfterWord, cidOfName,
  cidsOfWord, createAnnouncer, describeActionWords, describeUnit, installCss, tileName, unitOfByte,
};

let apiPromise = null;
/**
 * The Tribun API, loaded once per page. The engine is imported on demand so that a page can draw
 * its boards (which need no engine) before the WASM module has been parsed; through the
 * Tribun-only start (web/package/src/tribun-start.js: no other engine's facade), the same instance and
 * API object as `(await loadBoardrules()).tribun`.
 */
export function tribunApi() {
  apiPromise ??= import('./src/tribun-start.js')
    .then((m) => m.loadTribunApi())
    .catch((error) => {
      apiPromise = null;  // let a later call retry
      throw error;
    });
  return apiPromise;
}

const PATTERN_HEIGHTS = { 1: [1, false], '1T': [1, true], 2: [2, false], 3: [3, false], 4: [4, false], 6: [6, false], 8: [8, false] };
const CENTRE = 60;  // (0,0), f6

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
    return ['board', 'turn', 'focus', 'interactive', 'pattern', 'flip'];
  }

  #view = null;
  #box = null;
  #game = null;
  #selection = null;  // BoardSelection, once the board is interactive
  #t = null;
  #msg = null;
  #play = null;
  #announce = null;
  #renderId = 0;

  connectedCallback() {
    installCss(this.getRootNode() instanceof ShadowRoot ? this.getRootNode() : document);
    if (!this.#view) {
      this.#view = new BoardView({
        label: this.getAttribute('aria-label') ?? 'Tribun board',
        coordinates: this.getAttribute('coordinates') !== 'off',
        flipped: this.hasAttribute('flip'),
      });
      this.#box = document.createElement('div');
      this.#box.className = 'tb-svg-box';
      this.#box.style.setProperty('--tb-aspect', BOARD_ASPECT.toFixed(4));
      this.#box.appendChild(this.#view.svg);
      this.prepend(this.#box);
    }
    this.#render();
  }

  disconnectedCallback() {
    this.#game?.dispose();
    this.#game = null;
  }

  attributeChangedCallback(name) {
    if (!this.#view) return;
    if (name === 'flip') this.#view.setFlipped(this.hasAttribute('flip'));
    else this.#render();
  }

  /** The game behind an interactive board (null otherwise). */
  get game() {
    return this.#game;
  }

  /** The BoardView drawing this element (for pages that add their own marks). */
  get view() {
    return this.#view;
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
      this.#selection?.setOptions(null);
      delete this.dataset.error;
      this.#view.setPreview(null);
      this.#view.setCaptured(null);
      this.#view.setLastMove(new Set());
      this.#view.setMarks(new Map());
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
      this.#announce = createAnnouncer(this);
      this.#selection = new BoardSelection(this.#view, {
        changed: (word, machine) => this.#showSelection(word, machine),
        submit: () => this.#submit(),
        preview: (word) => boardAfterWord(this.#t, this.#game, word),
        keyActivated: (cid, word) => this.#announce(word === null
          ? this.#view.tileLabel(cid) : `${this.#game.explainAction(word, { tense: 'present' })} Enter plays it.`),
      });
    }
    this.#newOptions();
  }

  #newOptions() {
    const g = this.#game;
    this.#view.setHints(this.#focusHints());
    if (g.status !== 'active') {
      this.#selection.setOptions(null);
      const r = g.result;
      this.#msg.textContent = `Game over: ${r.winner === null ? 'draw' : r.winner === 0 ? 'black wins' : 'white wins'} (${r.reason})`;
      this.#play.disabled = true;
      return;
    }
    this.#selection.setOptions(g.options());
  }

  #showSelection(word, machine) {
    if (!machine) return;
    this.#play.disabled = word === null;
    const side = this.#game.turn === 0 ? 'Black' : 'White';
    const idle = machine.selectable.size === 0 ? `${side} has no legal board action` : `${side} to move`;
    this.#msg.textContent = word === null ? idle : `${this.#game.explainAction(word, { tense: 'present' })} (${this.#game.formatAction(word)})`;
  }

  #submit() {
    const word = this.#selection?.word ?? null;
    if (word === null) return false;
    const side = this.#game.turn;
    const before = this.#game.board();
    const sentence = this.#game.explainAction(word);
    this.#game.apply(word);
    const after = this.#game.board();
    this.#view.setPreview(null);
    this.#view.setBoard(after);
    this.#view.showLastAction(this.#t, word, before);
    this.#view.setBadges(new Map());
    this.#newOptions();
    this.#announce?.(`${sentence} ${this.#msg.textContent}`);
    this.dispatchEvent(new CustomEvent('tribun-move', { detail: { word, side }, bubbles: true, composed: true }));
    return true;
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
