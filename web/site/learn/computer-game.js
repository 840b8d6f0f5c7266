// The course's last chapter: a full game against the computer from the default start, on the
// shared board component (BoardView + BoardSelection of web/package/tribun-board.js). The learner plays
// black; the computer answers in a Web Worker (tribun.createEngineWorker) so the page never
// freezes while it thinks. When the game ends (any result, including a resignation) the element
// emits tribun-lesson-complete like a solved task: 3 stars for a win, 1 for a finished game.
// Resigning asks first (as the play page does). The game is kept in localStorage after every
// ply and comes back on reload (a finished one too, without counting it twice).
//
// State for tests and styling: data-ready="1" once playable, data-status="you|thinking|over",
// data-plies (plies played so far).
//
// The board is drawn before the engine has loaded (the constructor: the kept game's last board,
// stored with it, or the start position); start(t) then restores or starts the game with the
// engine, which redraws it (the authority) and makes it playable. The game itself (its moves, the
// computer's turn, keeping it) is a game session (../session/game-session.js), as on the play page.
import * as board from '../../package/tribun-board.js';
import { START_BOARD_HEX, boardFromHex, hexOfBoard } from '../../package/board/start-position.js';
import { controlBar, el } from '../../package/board/controls.js';
import { GameSession } from '../session/game-session.js';
import { readStored, writeStored } from '../session/stored.js';
import { tribunAdapter } from '../session/tribun-adapter.js';

const HUMAN = 0;
const STORAGE_KEY = 'boardrules:learn:computer-game:v1';
const REASON = {
  'tribun-captured': 'the tribun was captured', resign: 'resignation', 'no-legal-action': 'no legal move left',
};

export class ComputerGame {
  #t; #root; #view; #selection; #session = null; #ui; #level; #id; #done = false; #pendingClicks = [];
  #nextText;  // the status line after the next change (undefined: the usual one)

  /**
   * Builds the game UI into `root` and draws the board it will show, without the engine; `id`
   * is the progress id recorded on completion. Playable after start(t).
   */
  constructor(root, { level = 1, id }) {
    board.installCss();
    this.#root = root;
    this.#level = level;
    this.#id = id;
    this.#ui = this.#makeUi();
    this.#view = new board.BoardView({ label: `Game against the computer, level ${level}` });
    this.#ui.boardBox.appendChild(this.#view.svg);
    this.announce = board.createAnnouncer(root);
    this.#selection = new board.BoardSelection(this.#view, {
      changed: (word, machine) => this.#showSelection(word, machine),
      submit: () => this.#submit(),
      preview: (word) => board.boardAfterWord(this.#t, this.#session.game, word),
    });
    this.#view.setBoard(this.#savedBoard() ?? boardFromHex(START_BOARD_HEX));
    // Clicks on this board before the engine is here are kept and answered by start(t), in
    // order, never dropped (as <tribun-lesson> does).
    this.#view.svg.addEventListener('click', (event) => {
      if (this.#root.dataset.ready === '1' || this.#selection.machine) return;  // BoardSelection answers it
      const tile = event.target.closest?.('[data-cid]');
      if (!tile) return;
      this.#pendingClicks.push(Number(tile.dataset.cid));
      this.#ui.selection.textContent = 'Loading the rules: your click will be answered in a moment.';
    });
  }

  /** With the engine (`tribun`): brings back the kept game or starts one; playable after it. */
  start(t) {
    this.#t = t;
    this.#session = new GameSession({ adapter: tribunAdapter(t), save: (state) => this.#save(state) });
    this.#session.subscribe((event) => this.#changed(event));
    if (!this.#restore()) this.#newGame();
    const clicks = this.#pendingClicks;
    this.#pendingClicks = [];
    for (const cid of clicks) this.#selection.click(cid);  // no-op unless it is the learner's move
  }

  /** The click selection: {mode, cid, alloc, word} as on <tribun-lesson>, or null while waiting. */
  get selection() {
    return this.#selection.selection;
  }

  /** The game (a TribunGame handle owned by this object). */
  get game() { return this.#session?.game ?? null; }

  get #seats() { return { kind: 'computer', human: HUMAN, level: this.#level }; }

  #makeUi() {
    const $ = el;
    const wrap = $('div', 'cg-root', this.#root);
    const status = $('p', 'tl-feedback cg-status', wrap);
    status.setAttribute('role', 'status');
    const boardBox = $('div', 'tl-board', wrap);
    const { selection, play, buttons: [resign, again] } = controlBar(wrap, ['Resign\u2026', 'New game']);
    // Resigning ends the game for good: a dialog asks first, "Keep playing" has the focus.
    const dialog = $('dialog', 'cg-confirm', wrap);
    dialog.setAttribute('aria-labelledby', 'cg-confirm-title');
    dialog.innerHTML = '<form method="dialog"><h2 id="cg-confirm-title">Resign this game?</h2>'
      + '<p>The computer wins, and the game is over.</p><div class="tl-bar">'
      + '<button value="no" type="submit" class="cg-keep">Keep playing</button>'
      + '<button value="yes" type="submit" class="tl-primary cg-yes">Resign</button></div></form>';
    dialog.addEventListener('close', () => {
      if (dialog.returnValue === 'yes') this.#resign();
    });
    play.addEventListener('click', () => this.#submit());
    resign.addEventListener('click', () => this.#askResign());
    again.addEventListener('click', () => this.#newGame());
    return { wrap, status, boardBox, selection, play, resign, again, dialog };
  }

  #askResign() {
    if (this.#done || !this.#session.active) return;
    const d = this.#ui.dialog;
    d.returnValue = '';
    d.showModal();
    d.querySelector('.cg-keep').focus();
  }

  #newGame() {
    const g = this.#t.newGame();
    const snapshot = g.snapshot();
    g.dispose();
    this.#done = false;
    this.#view.setLastMove(new Set());
    this.#view.setCaptured(null);
    this.#nextText = 'You play black and move first. Capture the white tribun to win.';
    this.#session.newGame(snapshot, this.#seats);  // a search of the old game is stopped, its answer dropped
    this.#root.dataset.ready = '1';
  }

  // ---- keeping the game across reloads --------------------------------------------------------

  // `board` (the position as 242 hex digits) is only what the page draws before the engine has
  // loaded: the game is restored from its snapshot and actions.
  // The log holds the moves (a "no legal move left" verdict is derived again on load).
  #save({ snapshot, log: actionsB64 } = { snapshot: this.#session.start, log: this.#session.log() }) {
    // Storage full or disabled (private mode): the game still plays, it is just not kept.
    writeStored(STORAGE_KEY, { level: this.#level, snapshot, actionsB64, done: this.#done, board: hexOfBoard(this.#session.game.board()) });
  }

  /** The board of the kept game of this level, as saved, or null (none, or not readable). */
  #savedBoard() {
    const saved = readStored(STORAGE_KEY);
    return saved?.level === this.#level ? boardFromHex(saved.board) : null;
  }

  /** Brings back the kept game of this level; false when there is none (or it cannot be read). */
  #restore() {
    const saved = readStored(STORAGE_KEY);
    if (!saved || saved.level !== this.#level || !saved.snapshot || typeof saved.actionsB64 !== 'string') return false;
    let prepared;
    try {
      // The log may end in a "no legal move left" verdict (older saves kept it; the adapter reads it).
      prepared = this.#session.prepare(saved.snapshot, saved.actionsB64);
    } catch {
      return false;  // another version's save: start afresh
    }
    const { game } = prepared;
    this.#done = saved.done === true && game.status !== 'active';  // finished and already counted
    const words = game.actions();
    if (words.length) this.#view.setLastMove(board.cidsOfWord(this.#t, words[words.length - 1]));
    // Reloaded while the computer was thinking: it thinks again (the session starts it).
    if (game.status === 'active' && game.turn === HUMAN) this.#nextText = 'Your game is back where you left it. Your move.';
    this.#session.install(prepared, this.#seats);
    this.#root.dataset.ready = '1';
    return true;
  }

  // The session changed: a move played (said, and the computer's shown with its notation), the
  // computer started or could not move.
  #changed(event) {
    if (event.type === 'error') {
      this.#setStatus(event.message);
      return;
    }
    let text = this.#nextText;
    this.#nextText = undefined;
    const played = event.played ?? [];
    if (played.length > 0) {
      const s = this.#session, last = played[played.length - 1];
      const before = s.length > 0 ? s.boardAt(s.length - 1) : undefined;
      this.#view.showLastAction(this.#t, last.word, before);
      for (const entry of played) this.announce(entry.sentence);
      if (last.side !== HUMAN) text = `The computer's move: ${last.sentence} (${last.text}) Your move.`;
    }
    this.#position(text);
  }

  // (A side with no legal move has lost already: the session's adapter settles it.)
  #position(text) {
    const s = this.#session, g = s.game;
    this.#view.setBoard(g.board());
    this.#root.dataset.plies = String(g.ply);
    if (g.status !== 'active') return this.#finish();
    const mine = s.personToMove && !s.thinking;
    this.#root.dataset.status = mine ? 'you' : 'thinking';
    this.#ui.resign.disabled = false;
    this.#setStatus(text ?? (mine ? 'Your move.' : 'The computer is thinking...'));
    this.#selection.setOptions(mine ? s.position : null);
    return undefined;
  }

  #showSelection(word, machine) {
    this.#ui.play.disabled = word === null;
    this.#ui.selection.textContent = !machine ? '' : word === null
      ? (machine.mode === 'idle' ? 'Choose one of your units.' : 'Choose where to go (click again to change).')
      : `Selected: ${this.game.explainAction(word, { tense: 'present' })} (${this.game.formatAction(word)}) Press Play.`;
  }

  #submit() {
    const word = this.#selection.word;
    if (word === null || !this.#session.personToMove || this.#session.thinking) return;
    this.#selection.setOptions(null);
    this.#session.play(word);  // the session then asks the computer
  }

  #resign() {
    if (this.#done || !this.#session.active) return;
    this.#session.play(this.#t.encodeAction({ op: 'END', reason: 'resign', loser: HUMAN }));
  }

  #finish() {
    this.#selection.setOptions(null);
    this.#root.dataset.status = 'over';
    this.#ui.resign.disabled = true;
    const r = this.game.result;
    const why = REASON[r.reason] ?? r.reason;
    const won = r.winner === HUMAN;
    this.#setStatus(won ? `You win (${why}). Well played!` : r.winner === null ? `Draw (${why}).` : `The computer wins (${why}). Try again with "New game".`,
      won ? 'solved' : 'info');
    if (this.#done) return;
    this.#done = true;
    this.#save();
    this.#root.dispatchEvent(new CustomEvent('tribun-lesson-complete', {
      detail: { lessonId: this.#id, stars: won ? 3 : 1, mistakes: 0, hints: 0, moves: [] }, bubbles: true, composed: true,
    }));
  }

  #setStatus(text, kind = 'info') {
    this.#ui.status.dataset.kind = kind;
    this.#ui.status.textContent = text;
  }

  dispose() {
    this.#session?.dispose();
  }
}
