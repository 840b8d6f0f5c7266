// Catan's part of a game session (./game-session.js), over the package's Catan API. Catan's moves
// may draw their outcome (the dice of a roll, the card bought, the card stolen), so a move of the
// session is the action as the engine did it ('ROLL 8'), and one whose outcome the game's
// generator drew carries a mark ('~ROLL 8'): a saved game replays it by drawing again
// (g.apply(text, {drawn: true})), so that the game goes on drawing as it did before the reload.
// The log the session saves is the engine's record ({actions, drawn}); a snapshot is the rest of
// the record ({format, version, seed, start}). The seat that must decide is `game.current` (a
// discard or a trade answer may come from another seat than the turn's). A person may take back
// their own last action when it drew nothing and showed nothing hidden (canTakeBack).
import { workerEngine } from './worker-engine.js';

const DRAWN = '~';
// A record's bounds, as the package's loadRecord checks them (4 MB of JSON): no more actions than
// that could hold.
const MAX_ACTIONS = 200_000;
const MAX_ACTION_TEXT = 200;

// The actions a person may take back (canTakeBack): a robber moved without a theft, not one with.
// None of them draws its outcome (a drawn move's word begins with the mark, so never matches).
const TAKE_BACK = /^(SETTLEMENT|ROAD|CITY|MARITIME|YEAR_OF_PLENTY|ROAD_BUILDING|KNIGHT)( |$)|^ROBBER \S+$/;

const isDrawn = (word) => word.startsWith(DRAWN);
const textOf = (word) => (isDrawn(word) ? word.slice(DRAWN.length) : word);

/**
 * The session adapter for Catan on the API `catan` (loadBoardrules().catan).
 * @param {object} options
 * @param {(done: string, before: object, after: object) => string[]} options.describe the lines a
 *   page shows for an action done, from the states before and after it (the page's words)
 * @param {(prompt: string) => number} [options.pause] ms the computer's action at that prompt
 *   takes at least (so that a person can follow the computer's moves one by one)
 */
export function catanAdapter(catan, { describe, pause = () => 0 }) {
  // The moves of each game (their number checked against the engine's), and its state read once
  // per action: a page draws from it, and it is the next action's "before".
  const movesOf = new WeakMap();
  const states = new WeakMap();

  const stateOf = (game) => {
    const kept = states.get(game);
    if (kept?.count === game.actionCount) return kept.state;
    const state = game.toState();
    states.set(game, { count: game.actionCount, state });
    return state;
  };

  const wordsOf = ({ actions, drawn }) => {
    const marked = new Set(drawn);
    return actions.map((action, i) => (marked.has(i) ? DRAWN + action : action));
  };

  return {
    /** The state of a game (read once per action; not to be modified). */
    stateOf,

    /** The snapshot of a record (a saved game, a game file): the record without its actions. */
    snapshotOfRecord({ format, version, seed, start }) {
      return { format, version, seed, start };
    },

    /** A game's snapshot (a new game's start). */
    snapshotOf(game) {
      return this.snapshotOfRecord(game.record());
    },

    open(snapshot) {
      try {
        const game = catan.loadRecord({ ...snapshot, actions: [], drawn: [] });
        movesOf.set(game, []);
        return game;
      } catch (err) {
        throw new Error(`The start of this game is not a valid Catan position (${err.message}).`);
      }
    },

    // At the end of `words` at once: the engine replays them as a record (drawn outcomes drawn again).
    openAt(snapshot, words) {
      const game = catan.loadRecord({ ...snapshot, ...this.packLog(words) });
      movesOf.set(game, words.slice());
      return game;
    },

    // A drawn move is drawn again (and must come out the same); another is applied as it is. A
    // listed action that comes back with an outcome was drawn by the game (listed actions carry
    // none). Returns the move as done.
    apply(game, word) {
      let done;
      let drawn = isDrawn(word);
      if (drawn) {
        done = game.apply(textOf(word), { drawn: true });
      } else {
        const listed = game.legalActions().includes(word);
        done = game.apply(word);
        drawn = listed && done !== word;
      }
      const move = drawn ? DRAWN + done : done;
      const moves = movesOf.get(game);
      if (moves?.length === game.actionCount - 1) moves.push(move);
      return move;
    },

    play(game, word) {
      const before = stateOf(game);
      const move = this.apply(game, word);
      const done = textOf(move);
      return { word: move, done, lines: describe(done, before, stateOf(game)) };
    },

    moves(game) {
      let moves = movesOf.get(game);
      if (moves?.length !== game.actionCount) {
        moves = wordsOf(game.record());
        movesOf.set(game, moves);
      }
      return moves;
    },

    toMove: (game) => game.current,

    // A person takes back a misplaced piece, a bank trade, a card that gives from the bank; never
    // an action whose outcome was drawn (a roll, a card bought, a theft: taken back, it would be
    // known before being chosen again), nor one that showed other seats' cards (a monopoly), nor
    // the trade actions (other seats answered them) or the end of a turn.
    canTakeBack: (word) => TAKE_BACK.test(word),

    takeBack(game) {
      game.undo();
      // The memos count actions, and a take-back then another action gives the count again.
      movesOf.delete(game);
      states.delete(game);
    },
    active: (game) => !game.isOver,
    canRedo: () => false,
    settle: () => null,

    moveError(index) {
      return `Action ${index + 1} of this game cannot be played in the position before it: the game was changed or belongs to another version.`;
    },

    packLog(words) {
      const drawn = [];
      const actions = words.map((word, i) => {
        if (isDrawn(word)) drawn.push(i);
        return textOf(word);
      });
      return { actions, drawn };
    },

    // A record's {actions, drawn}: the shape is checked here, the actions by the game.
    unpackLog(log) {
      const { actions, drawn } = log ?? {};
      if (!Array.isArray(actions) || actions.length > MAX_ACTIONS
        || !actions.every((a) => typeof a === 'string' && a.length > 0 && a.length <= MAX_ACTION_TEXT && !isDrawn(a))) {
        throw new TypeError('a saved Catan game must list its actions as texts');
      }
      if (!Array.isArray(drawn) || !drawn.every((i) => Number.isInteger(i) && i >= 0 && i < actions.length)) {
        throw new TypeError('a saved Catan game must list its drawn actions by index');
      }
      return wordsOf({ actions, drawn });
    },

    // The computer players: the package's bot worker (./worker-engine.js: the search never runs on
    // the page's thread), or catan.bestAction on the page's thread where workers cannot start.
    // Each decides from the view of the seat that must decide, and takes at least pause(prompt) ms.
    createEngine() {
      let useWorker = typeof Worker !== 'undefined';
      const decide = async (worker, game, options) => {
        if (useWorker) {
          try {
            return await worker.get().bestAction(game, options);
          } catch (error) {
            // A worker that failed to load (not one stopped): decide here instead.
            if (error?.code !== 'ENGINE_ERROR' && error?.code !== 'UNSUPPORTED') throw error;
            worker.drop();
            useWorker = false;
          }
        }
        return catan.bestAction(game, options);
      };
      return workerEngine(() => catan.createBotWorker(), async (worker, game, { level }) => {
        // The seed is the number of actions played: a position at a level always gets the same action.
        const options = { seat: game.current, level, seed: game.actionCount };
        const [action] = await Promise.all([decide(worker, game, options), new Promise((resolve) => setTimeout(resolve, pause(game.prompt)))]);
        return action;
      });
    },
  };
}
