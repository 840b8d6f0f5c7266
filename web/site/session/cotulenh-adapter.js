// CoTuLenh's part of a game session (./game-session.js), over the package's CoTuLenh API. A move
// of the session is a whole turn, written as its steps joined by spaces: the offered moves (LAN,
// as game.turns() gives them), then 'commit' where the turn was committed by hand. A deploy turn
// is a move of several steps: a person plays them one click at a time, the computer one at a time
// at the page's pace, and a save keeps the steps of a turn left open.
import { workerEngine } from './worker-engine.js';

const SIDE = { r: 'Red', b: 'Blue' };
// A turn is at most three steps (a stack holds three units) and a commit; a step is a LAN (no
// space, at most a few dozen characters) or 'commit'.
const MAX_TURN_STEPS = 4;
const STEP = /^[^\s]{1,40}$/;

// The completed turns of a game, each as its list of steps (an open deploy turn left out).
const completedTurns = (game) => {
  const turns = game.turns();
  return game.inDeploy ? turns.slice(0, -1) : turns;
};

const playStep = (game, part) => (part === 'commit' ? game.commit() : game.move(part));

/** The session adapter for CoTuLenh on the API `cotulenh` (loadBoardrules().cotulenh). */
export function cotulenhAdapter(cotulenh) {
  return {
    open(snapshot) {
      try {
        return cotulenh.newGame(snapshot);
      } catch (err) {
        throw new Error(`The start position of this game is not a valid CoTuLenh position (${err.message}).`);
      }
    },

    // A whole turn; one that does not end, or that is refused at any step, changes nothing.
    apply(game, word) {
      const ply = game.ply;
      try {
        for (const part of word.split(' ')) {
          if (game.ply !== ply) throw new Error(`${word}: the turn was over before its last step`);
          playStep(game, part);
        }
        if (game.inDeploy) throw new Error(`${word}: the turn does not end`);
      } catch (err) {
        if (game.inDeploy) game.cancel();
        if (game.ply !== ply) game.goTo(ply);
        throw err;
      }
    },

    moves: (game) => completedTurns(game).map((turn) => turn.join(' ')),
    active: (game) => !game.status().gameOver,
    canRedo: (game) => !game.inDeploy && game.ply < game.lineLength,
    // A copy without the steps of an open deploy turn (its line is walked by goTo, refused while a turn is open).
    clone(game) {
      const copy = game.clone();
      if (copy.inDeploy) copy.cancel();
      return copy;
    },

    // The page reads each turn in words and in notation from the engine (game.history()).
    describe: () => ({}),

    moveError(index, entry) {
      return `Turn ${index + 1} of this game (${SIDE[entry.side]}) cannot be played in the position before it.`;
    },

    // Nothing is derived: the engine's status() says when the game is over.
    settle: () => null,

    packLog: (words) => words.map((word) => word.split(' ')),
    // Turns as game.turns() gives them (a save): the shape is checked here, the steps by the game.
    unpackLog(turns) {
      if (!Array.isArray(turns)) throw new TypeError('a saved game must be a list of turns');
      return turns.map((turn, i) => {
        if (!Array.isArray(turn) || turn.length === 0 || turn.length > MAX_TURN_STEPS
          || !turn.every((step) => typeof step === 'string' && STEP.test(step))) {
          throw new TypeError(`turn ${i + 1} of the saved game is not a list of 1 to ${MAX_TURN_STEPS} steps`);
        }
        return turn.join(' ');
      });
    },

    steps: (word) => word.split(' '),
    step: playStep,
    openSteps: (game) => (game.inDeploy ? game.turns().at(-1) : []),
    cancelTurn: (game) => game.cancel(),

    // The computer in the package's engine worker (./worker-engine.js): stopped, a search of
    // levels 1-5, which cannot be cut short, ends with its worker.
    createEngine: () => workerEngine(() => cotulenh.createEngineWorker(), async (worker, game, { level }) => {
      // The seed is the number of turns played: a position at a level always gets the same turn.
      const turn = await worker.get().bestMove(game, { level, seed: game.ply });
      return [...turn.moves, ...(turn.commit ? ['commit'] : [])].join(' ');
    }),
  };
}
