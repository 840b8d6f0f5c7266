// The course's last chapter: a full game against the computer from the default start, on the
// shared board component (BoardView + ClickMachine of web/tribun-board.js). The learner plays
// black; the computer answers in a Web Worker (tribun.createEngineWorker) so the page never
// freezes while it thinks. When the game ends (any result, including a resignation) the element
// emits tribun-lesson-complete like a solved task: 3 stars for a win, 1 for a finished game.
//
// State for tests and styling: data-ready="1" once playable, data-status="you|thinking|over",
// data-plies (plies played so far).
import * as board from '../tribun-board.js';

const SIDE = ['Black', 'White'];
const HUMAN = 0;
const REASON = {
  'tribun-captured': 'the tribun was captured', resign: 'resignation', 'no-legal-action': 'no legal move left',
};

export class ComputerGame {
  #t; #root; #view; #machine = null; #game; #engine = null; #ui; #level; #id; #thinking = false; #done = false;

  /** Builds the game UI into `root`; `id` is the progress id recorded on completion. */
  constructor(t, root, { level = 1, id }) {
    this.#t = t;
    this.#root = root;
    this.#level = level;
    this.#id = id;
    this.#ui = this.#makeUi();
    this.#view = new board.BoardView({ label: `Game against the computer, level ${level}` });
    this.#ui.boardBox.appendChild(this.#view.svg);
    this.#view.svg.addEventListener('click', (e) => {
      if (!this.#machine) return;
      const tile = e.target.closest?.('[data-cid]');
      this.#machine.click(tile ? Number(tile.dataset.cid) : null, false);
      this.#refresh();
    });
    this.#view.svg.addEventListener('contextmenu', (e) => {
      e.preventDefault();
      const tile = e.target.closest?.('[data-cid]');
      if (this.#machine && tile) { this.#machine.click(Number(tile.dataset.cid), true); this.#refresh(); }
    });
    this.announce = board.createAnnouncer ? board.createAnnouncer(root) : () => {};
    board.attachBoardKeys?.(this.#view, {
      activate: (cid, backward) => { this.#machine?.click(cid, backward); this.#refresh(); },
      canSubmit: () => this.#machine?.word() != null,
      submit: () => { const ok = this.#machine?.word() != null; this.#submit(); return ok; },
      cancel: () => { this.#machine?.reset(); this.#refresh(); },
    });
    this.#newGame();
  }

  /** The click selection: {mode, cid, alloc, word} as on <tribun-lesson>, or null while waiting. */
  get selection() {
    const m = this.#machine;
    return m ? { mode: m.mode, cid: m.cid, alloc: [...m.alloc], word: m.word() } : null;
  }

  /** The game (a TribunGame handle owned by this object). */
  get game() { return this.#game; }

  #makeUi() {
    const $ = (tag, cls, parent, text) => {
      const e = document.createElement(tag);
      if (cls) e.className = cls;
      if (text) e.textContent = text;
      parent?.appendChild(e);
      return e;
    };
    const wrap = $('div', 'cg-root', this.#root);
    const status = $('p', 'tl-feedback cg-status', wrap);
    status.setAttribute('role', 'status');
    const boardBox = $('div', 'tl-board', wrap);
    const bar = $('div', 'tl-bar', wrap);
    const selection = $('span', 'tl-selection', bar);
    selection.setAttribute('aria-live', 'polite');
    const play = $('button', 'tl-primary', bar, 'Play');
    const resign = $('button', '', bar, 'Resign');
    const again = $('button', '', bar, 'New game');
    for (const b of [play, resign, again]) b.type = 'button';
    play.addEventListener('click', () => this.#submit());
    resign.addEventListener('click', () => this.#resign());
    again.addEventListener('click', () => this.#newGame());
    return { wrap, status, boardBox, selection, play, resign, again };
  }

  #newGame() {
    this.#game?.dispose();
    this.#game = this.#t.newGame();
    this.#done = false;
    this.#thinking = false;
    this.#engine?.dispose();  // a pending think of the old game rejects (DISPOSED) and is ignored
    this.#engine = null;
    this.#view.setLastMove(new Set());
    this.#view.setCaptured?.(null);
    this.#position('You play black and move first. Capture the white tribun to win.');
    this.#root.dataset.ready = '1';
  }

  #position(text) {
    const g = this.#game;
    this.#view.setBoard(g.board());
    this.#view.setBadges(new Map());
    this.#view.setPreview?.(null);
    this.#root.dataset.plies = String(g.ply);
    if (g.status === 'active' && g.options().selectable.length === 0) g.endByServer('no-legal-action', g.turn);  // it loses
    if (g.status !== 'active') return this.#finish();
    const mine = g.turn === HUMAN && !this.#thinking;
    this.#machine = mine ? new board.ClickMachine(g.options()) : null;
    this.#root.dataset.status = mine ? 'you' : 'thinking';
    this.#ui.resign.disabled = false;
    this.#setStatus(text ?? (mine ? 'Your move.' : 'The computer is thinking...'));
    this.#refresh();
  }

  #refresh() {
    const m = this.#machine;
    this.#view.setStates(m ? m.states() : new Map());
    this.#view.setMarks?.(m?.marks ? m.marks() : new Map());
    if (m) this.#view.setBadges(m.badges());
    const word = m?.word() ?? null;
    this.#ui.play.disabled = word === null;
    this.#view.setPreview?.(word === null ? null : this.#boardAfter(word));
    this.#ui.selection.textContent = !m ? '' : word === null
      ? (m.mode === 'idle' ? 'Choose one of your units.' : 'Choose where to go (click again to change).')
      : `Selected: ${this.#game.formatAction(word)}. Press Play.`;
  }

  #boardAfter(word) {
    const scratch = this.#t.newGame({ board: this.#game.board(), turn: this.#game.turn });
    try {
      scratch.apply(word);
      return scratch.board();
    } finally {
      scratch.dispose();
    }
  }

  #played(word, side) {
    const text = this.#game.formatAction(word);  // the notation needs the position before the move
    const before = this.#game.board();
    this.#game.apply(word);
    this.#view.setLastMove(board.cidsOfWord(this.#t, word));
    const a = this.#t.decodeAction(word);
    const after = this.#game.board();
    this.#view.setCaptured?.(a.op === 'ATTACK_TRIBUN' && after[a.target] !== before[a.target] ? a.target : null, before[a.target]);
    this.announce(`${SIDE[side]}: ${text}`);
    return text;
  }

  #submit() {
    const word = this.#machine?.word();
    if (word === null || word === undefined || this.#game.turn !== HUMAN) return;
    this.#played(word, HUMAN);
    this.#machine = null;
    if (this.#game.status === 'active') this.#think();
    else this.#position();
  }

  async #think() {
    const game = this.#game;
    this.#thinking = true;
    this.#position();
    let reply;
    try {
      this.#engine ??= this.#t.createEngineWorker();
      reply = await this.#engine.think(game, { level: this.#level });
    } catch (err) {
      if (game !== this.#game || this.#done) return;  // a new game or a resignation meanwhile
      this.#thinking = false;
      this.#setStatus(`The computer could not move: ${err.message}`);
      return;
    }
    if (game !== this.#game || this.#done) return;
    this.#thinking = false;
    const text = this.#played(reply.word, HUMAN ^ 1);
    this.#position(`The computer played ${text}. Your move.`);
  }

  #resign() {
    if (this.#done || this.#game.status !== 'active') return;
    this.#engine?.stop();
    this.#thinking = false;
    this.#game.apply(this.#t.encodeAction({ op: 'END', reason: 'resign', loser: HUMAN }));
    this.#position();
  }

  #finish() {
    this.#machine = null;
    this.#refresh();
    this.#root.dataset.status = 'over';
    this.#ui.resign.disabled = true;
    const r = this.#game.result;
    const why = REASON[r.reason] ?? r.reason;
    const won = r.winner === HUMAN;
    this.#setStatus(won ? `You win (${why}). Well played!` : r.winner === null ? `Draw (${why}).` : `The computer wins (${why}). Try again with "New game".`,
      won ? 'solved' : 'info');
    if (this.#done) return;
    this.#done = true;
    this.#root.dispatchEvent(new CustomEvent('tribun-lesson-complete', {
      detail: { lessonId: this.#id, stars: won ? 3 : 1, mistakes: 0, hints: 0, moves: [] }, bubbles: true, composed: true,
    }));
  }

  #setStatus(text, kind = 'info') {
    this.#ui.status.dataset.kind = kind;
    this.#ui.status.textContent = text;
  }

  dispose() {
    this.#engine?.dispose();
    this.#game?.dispose();
  }
}
