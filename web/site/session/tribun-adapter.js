// Tribun's part of a game session (./game-session.js): how a game starts from a snapshot, how a
// word is played (the ends only a server or a clock issues included), what a move is called, what
// the rules derive by themselves, and the computer player in its Web Worker.
import { describeActionWords } from '../../package/tribun-board.js';
import { isBoardWord, isEndWord, packActionLog, unpackActionLog } from '../../package/board/action-words.js';

const SIDE = ['Black', 'White'];

/**
 * The text of a move for a move list: the notation for a board action (`board`/`turn`: the
 * position before it), player words for the others (draw offers, resignations, ends).
 */
export function moveText(t, board, turn, word) {
  if (isBoardWord(word)) {
    try {
      return t.formatAction(board, turn, word);
    } catch {
      // a notation error must not break the move list: the description says the same move
    }
  }
  return describeActionWords(t, word);
}

const END_REASONS = ['resign', 'no-legal-action', 'timeout', 'game-time-tie'];

/** The session adapter for Tribun on the API `t` (loadBoardrules().tribun). */
export function tribunAdapter(t) {
  const textOf = (board, turn, w) => {
    try {
      return moveText(t, board, turn, w);
    } catch {
      return `action ${w >>> 0}`;
    }
  };
  const adapter = {
    open(snapshot) {
      try {
        return t.replay(snapshot, '');
      } catch (err) {
        throw new Error(`The start position of this game is not a valid Tribun position (${err.message}).`);
      }
    },

    // A game file may hold the ends only a server (or the clock) issues: those go through
    // endByServer, every other word through apply.
    apply(game, w) {
      if (isEndWord(w)) {
        const a = t.decodeAction(w);
        if (a.reason !== 'resign') {
          game.endByServer(END_REASONS.indexOf(a.reason), a.loser);
          return;
        }
      }
      game.apply(w);
    },

    moves(game) {
      const words = Array.from(game.actions());
      if (words.length > 0 && adapter.isDerived(words[words.length - 1])) words.pop();
      return words;
    },

    active: (game) => game.status === 'active',
    canRedo: (game) => game.continuations().length > 0,
    clone: (game) => game.clone(),

    /** {text, sentence}: the notation (the move list's second column) and the move in words. */
    describe(game, w) {
      const board = game.board(), turn = game.turn;
      const text = textOf(board, turn, w);
      let sentence;
      try {
        sentence = t.explainAction(board, turn, w, { tense: 'past' });
      } catch {
        sentence = text;
      }
      return { text, sentence };
    },

    moveError(index, entry) {
      return `Move ${index + 1} of this game (${SIDE[entry.side]}) is not a legal move in the position before it: the file was changed or belongs to another game.`;
    },

    // A side with no board action loses (docs/rules/tribun.md s.4). Only a server call may apply
    // that END, so it is derived again on every load and never stored (isDerived). Returns the
    // options of a game that goes on (the click machine's input), else null.
    settle(game) {
      if (game.status !== 'active') return null;
      const options = game.options();
      if (options.selectable.length > 0) return options;
      game.endByServer(1, game.turn);
      return null;
    },

    // True for a word settle() adds: never saved, never a move.
    isDerived(w) {
      return isEndWord(w) && t.decodeAction(w).reason === 'no-legal-action';
    },

    packLog: packActionLog,
    unpackLog: unpackActionLog,

    createEngine() {
      const worker = t.createEngineWorker();
      return {
        async think(game, start, options) {
          return (await worker.think({ snapshot: start, actions: game.actionsB64() }, options)).word;
        },
        stop: () => worker.stop(),
        dispose: () => worker.dispose(),
      };
    },
  };
  return adapter;
}
