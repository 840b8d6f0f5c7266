// Choosing one action on a BoardView by pointer and keyboard: the one implementation behind
// <tribun-board interactive>, <tribun-lesson> and the course's game against the computer.
// Clicks (right click: cycle back) and the keys of web/package/board/keyboard.js go to a ClickMachine
// over the options given; after every change the view shows the selection (tile states, target
// marks, badges and, when the host can compute it, a preview of the board after the move) and
// the host hears about it through `changed`, to update its own text and buttons.
import { ClickMachine } from './click-machine.js';
import { attachBoardKeys } from './keyboard.js';

/**
 * The board bytes after `word` is played in `game` (a preview of a pending move), computed on a
 * scratch game so `game` itself never changes.
 */
export function boardAfterWord(tribun, game, word) {
  const scratch = tribun.newGame({ board: game.board(), turn: game.turn });
  try {
    scratch.apply(word);
    return scratch.board();
  } finally {
    scratch.dispose();
  }
}

export class BoardSelection {
  #view;
  #machine = null;
  #changed;
  #preview;

  /**
   * @param view the BoardView to play on.
   * @param handlers changed(word, machine) after every change (word: the one legal word the
   *   selection denotes, or null; machine: null while nothing can be selected); submit() plays
   *   the selection (Enter on a selected tile); preview(word) -> board bytes after the word
   *   (optional); initialFocus() -> cid where the keyboard focus starts (optional);
   *   keyActivated(cid, word) after a tile was chosen by keyboard (optional: to announce it).
   */
  constructor(view, { changed = () => {}, submit, preview = null, initialFocus, keyActivated } = {}) {
    this.#view = view;
    this.#changed = changed;
    this.#preview = preview;
    const onPointer = (event, backward) => {
      if (!this.#machine) return;
      const tile = event.target.closest?.('[data-cid]');
      this.click(tile ? Number(tile.dataset.cid) : null, backward);
    };
    view.svg.addEventListener('click', (e) => onPointer(e, false));
    view.svg.addEventListener('contextmenu', (e) => {
      e.preventDefault();
      onPointer(e, true);
    });
    attachBoardKeys(view, {
      activate: (cid, backward) => {
        this.click(cid, backward);
        keyActivated?.(cid, this.word);
      },
      canSubmit: (cid) => this.word !== null && view.tiles.get(cid)?.state === 'selected',
      submit: () => {
        if (this.word === null) return false;
        submit();
        return true;
      },
      cancel: () => this.reset(),
      initialFocus: () => initialFocus?.() ?? this.#machine?.options.selectable[0] ?? 60,
    });
  }

  /** The ClickMachine of the current options (null while nothing can be selected). */
  get machine() {
    return this.#machine;
  }

  /** The one legal word the selection denotes, or null. */
  get word() {
    return this.#machine?.word() ?? null;
  }

  /** {mode, cid, alloc, word} for tests and hosts, or null while nothing can be selected. */
  get selection() {
    const m = this.#machine;
    return m ? { mode: m.mode, cid: m.cid, alloc: [...m.alloc], word: m.word() } : null;
  }

  /** New options (a TribunOptions object, e.g. game.options()), or null: nothing to select. */
  setOptions(options) {
    this.#machine = options ? new ClickMachine(options) : null;
    this.refresh();
  }

  /** A click on `cid` (null: outside the board); backward cycles back. */
  click(cid, backward = false) {
    if (!this.#machine) return;
    this.#machine.click(cid, backward);
    this.refresh();
  }

  /** Back to no selection. */
  reset() {
    this.#machine?.reset();
    this.refresh();
  }

  /** Draws the selection on the view and tells the host. */
  refresh() {
    const m = this.#machine;
    const view = this.#view;
    view.setStates(m ? m.states() : new Map());
    view.setMarks(m ? m.marks() : new Map());
    view.setBadges(m ? m.badges() : new Map());
    const word = this.word;
    view.setPreview(word === null || !this.#preview ? null : this.#preview(word));
    this.#changed(word, m);
  }
}
