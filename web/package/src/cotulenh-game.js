// CoTuLenh games (RULES: the reference engine's behaviour, docs/boards.md): one owned handle per
// game with dispose(); plain strings, numbers, booleans and objects out. Every argument is
// checked here before it reaches the engine; every Error carries a `code`:
//   INVALID_ARGUMENT (wrong argument, message names it), INVALID_FEN, ILLEGAL_MOVE,
//   NO_DEPLOY_TURN, COMMIT_REFUSED, DEPLOY_TURN_OPEN, NOTHING_TO_UNDO, NOTHING_TO_REDO, BAD_PLY,
//   DISPOSED.
import { argumentError, codedError } from './errors.js';
import { describe, requireBoolean, requireInteger, requireString } from './validate.js';
import { readOptions } from './options.js';
import { handleOwners } from './owned-handle.js';

const MAX_FEN = 512;
export const START_FEN = '6c4/1n2fh1hf2/3a2s2a1/2n1gt1tg2/2ie2m2ei/11/11/2IE2M2EI/2N1GT1TG2/3A2S2A1/1N2FH1HF2/6C4 r - - 0 1';
const MAX_MOVE = 64;
// A game as turns() gives it: each turn at most 3 offered moves (each takes a unit off the stack,
// which holds at most 3) and a 'commit'; far more turns than a game lasts (its turn limit is
// the players', the fifty-move rule ends quiet games).
const MAX_TURNS = 20_000;
const MAX_TURN_ACTIONS = 4;
const SPARE_HANDLES = 16;
const STATUS_BITS = ['check', 'checkmate', 'stalemate', 'draw', 'fiftyMove', 'threefold', 'gameOver', 'commanderCaptured'];
const SQUARE = /^[a-k](?:[1-9]|1[0-2])$/;

// handle.lans() is a view of the engine's ASCII bytes, decoded before any other engine call.
const LAN_TEXT = new TextDecoder();

function splitLines(text) {
  return text === '' ? [] : text.split('\n');
}

function verboseMove(line) {
  const [lan, san, from, to, piece, flags, target] = line.split('\t');
  return { lan, san, from, to, piece, flags, target: target === '' ? null : target };
}

/** Builds newGame (and isGame, which recognises its games) over an instantiated module. */
export function createCotulenhGames(module) {
  // Handles of disposed games, cleared (handle.clear()), for the next newGame(): creating and
  // deleting an Embind object per game was ~2 us of the ~8 us a new game cost (newGame +
  // dispose, docs/PERFORMANCE.md). Only dispose() adds to it; at most SPARE_HANDLES are kept.
  // A game dropped without dispose() deletes its handle when collected.
  const spare = [];
  const Owned = handleOwners('CoTuLenh game', (handle) => {
    if (spare.length < SPARE_HANDLES) {
      handle.clear();
      spare.push(handle);
    } else {
      handle.delete();
    }
  }, (handle) => handle.delete());

  class CotulenhGame {
    #owned;

    constructor(handle) {
      this.#owned = new Owned(handle);
    }

    #live() {
      return this.#owned.handle;
    }

    // [handle, index] of the offered move with this LAN or SAN; ILLEGAL_MOVE when none is offered.
    #offered(text) {
      const handle = this.#live();
      requireString('move', text, MAX_MOVE);
      const index = handle.find(text);
      if (index < 0) {
        throw codedError(Error, 'ILLEGAL_MOVE', `move ${JSON.stringify(text)} is not offered in ${handle.fen()}`);
      }
      return [handle, index];
    }

    /**
     * Offered moves. No options: sorted LAN strings. { verbose: true }: objects
     * { lan, san, from, to, piece, flags, target }. { square: 'e5' }: only moves from that square.
     * Inside a deploy turn these are the turn's steps.
     */
    moves(input) {
      // The options are read (own properties, once: web/package/src/options.js) before the handle is:
      // a getter that disposes this game meets DISPOSED, never another game's handle.
      const options = readOptions('options', input, ['verbose', 'square']);
      let verbose = false;
      let square = null;
      if (options.verbose !== undefined) verbose = requireBoolean('options.verbose', options.verbose);
      if (options.square !== undefined) {
        square = requireString('options.square', options.square, 3);
        if (!SQUARE.test(square)) {
          throw argumentError(RangeError, `options.square must be a square a1..k12, got ${describe(options.square)}`);
        }
      }
      const handle = this.#live();
      if (!verbose && square === null) return splitLines(LAN_TEXT.decode(handle.lans()));
      let lines = splitLines(handle.verbose());
      // The third field is the origin square: filter before building objects.
      if (square !== null) lines = lines.filter((line) => line.split('\t', 3)[2] === square);
      return verbose ? lines.map(verboseMove) : lines.map((line) => line.slice(0, line.indexOf('\t')));
    }

    /**
     * Plays an offered move given as its LAN (exactly as listed) or SAN; returns it as a verbose
     * move. A deploy step opens (or continues) a deploy turn. Throws ILLEGAL_MOVE and changes
     * nothing when the text is not offered.
     */
    move(text) {
      const [handle, index] = this.#offered(text);
      const played = verboseMove(handle.verboseAt(index));
      const error = handle.play(index);
      if (error) throw codedError(Error, 'ILLEGAL_MOVE', error);
      return played;
    }

    /**
     * An offered move (its LAN or SAN) in words, for people: "Red's tank on e4 captures blue's
     * infantry on e6." Every offered move has its own sentence. Throws ILLEGAL_MOVE when the text
     * is not offered now.
     */
    explainMove(text) {
      const [handle, index] = this.#offered(text);
      return handle.explainAt(index);
    }

    /** FEN; inside a deploy turn the turn's start FEN plus " origin:stay:steps[...]". */
    fen() {
      return this.#live().fen();
    }

    /**
     * The live board, inside a deploy turn with its steps played: one entry per occupied square,
     * ranks 12 to 1, files a to k: { square: 'e5', piece: '(+TI)', color: 'r' | 'b' }.
     */
    board() {
      const placement = this.#live().liveFen().split(' ')[0];
      const out = [];
      placement.split('/').forEach((row, i) => {
        const rank = 12 - i;
        let file = 0;
        for (const [, empty, unit] of row.matchAll(/(\d+)|(\([^)]*\)|\+?[A-Za-z])/g)) {
          if (empty) {
            file += Number(empty);
            continue;
          }
          const color = /[A-Z]/.test(unit) ? 'r' : 'b';
          out.push({ square: `${'abcdefghijk'[file]}${rank}`, piece: unit.toUpperCase(), color });
          file += 1;
        }
      });
      return out;
    }

    status() {
      const bits = this.#live().status();
      const out = {};
      STATUS_BITS.forEach((name, i) => {
        out[name] = (bits & (1 << i)) !== 0;
      });
      return out;
    }

    /** 'r' (red) or 'b' (blue): the side whose turn it is. */
    get turn() {
      return this.#live().turn() === 0 ? 'r' : 'b';
    }

    get inDeploy() {
      return this.#live().inDeploy();
    }

    canCommit() {
      return this.#live().canCommit();
    }

    /** Ends the open deploy turn (NO_DEPLOY_TURN, COMMIT_REFUSED). */
    commit() {
      const handle = this.#live();
      if (!handle.inDeploy()) throw codedError(Error, 'NO_DEPLOY_TURN', 'commit: no deploy turn is open');
      const error = handle.commit();
      if (error) throw codedError(Error, 'COMMIT_REFUSED', `commit: ${error}`);
    }

    /** Takes back every step of the open deploy turn (NO_DEPLOY_TURN). */
    cancel() {
      const handle = this.#live();
      if (!handle.inDeploy()) throw codedError(Error, 'NO_DEPLOY_TURN', 'cancel: no deploy turn is open');
      handle.cancel();
    }

    /** Takes back the last completed turn (DEPLOY_TURN_OPEN, NOTHING_TO_UNDO). */
    undo() {
      const handle = this.#live();
      if (handle.inDeploy()) throw codedError(Error, 'DEPLOY_TURN_OPEN', 'undo: a deploy turn is open; commit or cancel it first');
      const error = handle.undo();
      if (error) throw codedError(Error, 'NOTHING_TO_UNDO', `undo: ${error}`);
    }

    /**
     * Plays the turn last taken back again, as it was played (DEPLOY_TURN_OPEN, NOTHING_TO_REDO).
     * The turns taken back are the redo line until a different turn is played.
     */
    redo() {
      const handle = this.#live();
      if (handle.inDeploy()) throw codedError(Error, 'DEPLOY_TURN_OPEN', 'redo: a deploy turn is open; commit or cancel it first');
      const error = handle.redo();
      if (error) throw codedError(Error, 'NOTHING_TO_REDO', `redo: ${error}`);
    }

    /** To `ply` completed turns (0..lineLength) along the line, by undo and redo (DEPLOY_TURN_OPEN, BAD_PLY). */
    goTo(ply) {
      const handle = this.#live();
      requireInteger('ply', ply, 0, 0x7fffffff);
      if (handle.inDeploy()) throw codedError(Error, 'DEPLOY_TURN_OPEN', 'goTo: a deploy turn is open; commit or cancel it first');
      const error = handle.goTo(ply);  // the engine knows the line's length
      if (error) throw codedError(RangeError, 'BAD_PLY', `goTo: ${error}`);
    }

    /** Completed turns so far (history().length). */
    get ply() {
      return this.#live().ply();
    }

    /** Completed turns of the line, the ones taken back (the redo line) included. */
    get lineLength() {
      return this.#live().lineLength();
    }

    /** Completed turns, oldest first: [{ san, lan, words }] (words: the turn as a sentence, past tense). */
    history() {
      return splitLines(this.#live().history()).map((line) => {
        const [san, lan, words] = line.split('\t');
        return { san, lan, words };
      });
    }

    /**
     * Every turn of this game as it was played: the offered moves (LAN, as move() takes them),
     * then 'commit' where the turn was committed by hand; an open deploy turn last, without it.
     * Played again with move() and commit() on a game from the same FEN, they give this game.
     */
    turns() {
      return splitLines(this.#live().turns()).map((line) => line.split('\t'));
    }

    /**
     * A game of its own at the same point: the position, an open deploy turn with its steps, the
     * history and the redo line (a copy, not a replay: as fast for a long game as for a short one).
     */
    clone() {
      const source = this.#live();
      const handle = spare.length > 0 ? spare.pop() : new module.cotulenh_Game();
      handle.copyOf(source);
      return new CotulenhGame(handle);
    }

    get disposed() {
      return this.#owned.disposed;
    }

    dispose() {
      this.#owned.dispose();
    }
  }

  /** A new game from a FEN (default: the standard start). Throws INVALID_FEN. */
  function newGame(fen) {
    if (fen !== undefined) requireString('fen', fen, MAX_FEN);
    const handle = spare.length > 0 ? spare.pop() : new module.cotulenh_Game();
    if (handle.loadFen(fen ?? START_FEN) !== 0) {
      const error = handle.loadError();
      handle.clear();
      spare.push(handle);  // it came from spare or is new: spare stays within SPARE_HANDLES
      throw codedError(RangeError, 'INVALID_FEN', `fen: ${error.replace(/^fen: /, '')}`);
    }
    return new CotulenhGame(handle);
  }

  /**
   * A game from `turns` as game.turns() gives them, played again from `fen` (default: the start).
   * Throws INVALID_ARGUMENT for a list of another shape, ILLEGAL_MOVE or COMMIT_REFUSED naming
   * turns[i][j] where one does not apply, INVALID_FEN; when it throws, no game is left behind.
   */
  function fromTurns(turns, fen) {
    if (!Array.isArray(turns)) throw argumentError(TypeError, `turns must be an array of turns, got ${describe(turns)}`);
    const count = turns.length;
    if (count > MAX_TURNS) throw argumentError(RangeError, `turns has ${count} turns, more than the ${MAX_TURNS} allowed`);
    const game = newGame(fen);
    try {
      for (let i = 0; i < count; ++i) playTurn(game, turns[i], `turns[${i}]`, i === count - 1);
      return game;
    } catch (error) {
      game.dispose();
      throw error;
    }
  }

  // One turn of fromTurns(); only the last may leave its deploy turn open.
  function playTurn(game, turn, where, last) {
    if (!Array.isArray(turn) || turn.length === 0 || turn.length > MAX_TURN_ACTIONS) {
      throw argumentError(TypeError, `${where} must be an array of 1 to ${MAX_TURN_ACTIONS} moves, got ${describe(turn)}`);
    }
    const length = turn.length;
    for (let j = 0; j < length; ++j) {
      const action = requireString(`${where}[${j}]`, turn[j], MAX_MOVE);
      if (j > 0 && !game.inDeploy) {
        throw argumentError(RangeError, `${where}[${j}]: the turn was over after ${where}[${j - 1}]`);
      }
      if (action === 'commit' && j === 0) throw argumentError(RangeError, `${where}[0]: a turn cannot begin with a commit`);
      try {
        if (action === 'commit') game.commit();
        else game.move(action);
      } catch (error) {
        throw codedError(error.constructor, error.code, `${where}[${j}]: ${error.message}`);
      }
    }
    if (!last && game.inDeploy) {
      throw argumentError(RangeError, `${where} leaves its deploy turn open (only the last turn may)`);
    }
  }

  /** True for a game made by this newGame (the engine accepts nothing else). */
  function isGame(value) {
    return value instanceof CotulenhGame;
  }

  return { newGame, fromTurns, isGame };
}
