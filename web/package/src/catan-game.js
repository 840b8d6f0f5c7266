// Catan games (rules: docs/rules/catan.md): one owned handle per game with dispose(); plain
// strings, numbers, booleans and objects out. Positions and records are JSON in the conformance
// records' notation. Every argument is checked here; every Error carries a `code`:
//   INVALID_ARGUMENT, BAD_BOARD, BAD_STATE, BAD_RECORD, ILLEGAL_ACTION, GAME_ENDED,
//   NOTHING_TO_UNDO, DISPOSED.
import { argumentError, codedError } from './errors.js';
import { own, readOptions, requireInteger, requireObject, requireString } from './validate.js';
import { createCatanBot } from './catan-bot.js';
import { handleOwners } from './owned-handle.js';

const MAX_ACTION = 200;
const MAX_JSON = 1 << 20;
const MAX_RECORD = 4 << 20;
const MAX_GAMES = 1_000_000;
const MAX_NAMES = 100_000;
const PROMPTS = ['INITIAL_SETTLEMENT', 'INITIAL_ROAD', 'ROLL', 'MAIN', 'DISCARD', 'MOVE_ROBBER', 'ROAD_BUILDING',
  'GAME_OVER', 'TRADE'];

function requireSeed(name, seed) {
  return requireInteger(name, seed, -(2 ** 31), 2 ** 32 - 1) >>> 0;
}

// A plain object (or a JSON string) as JSON text of bounded size.
function jsonText(name, value, limit) {
  if (typeof value === 'string') return requireString(name, value, limit);
  requireObject(name, value);
  let text;
  try {
    text = JSON.stringify(value);
  } catch (e) {
    throw argumentError(TypeError, `${name} cannot be written as JSON (${e instanceof Error ? e.message : 'error'})`);
  }
  if (text.length > limit) throw argumentError(RangeError, `${name} is larger than ${limit} characters as JSON`);
  return text;
}

// The fields createBoard() gives that a game needs.
function boardText(board) {
  requireObject('board', board);
  const hexes = own(board, 'hexes');
  const harbors = own(board, 'harbors');
  const robberHex = own(board, 'robberHex');
  if (!Array.isArray(hexes) || !Array.isArray(harbors) || robberHex === undefined) {
    throw codedError(TypeError, 'BAD_BOARD', 'board must be a board from catan.createBoard() (hexes, harbors, robberHex)');
  }
  return jsonText('board', {
    hexes: hexes.map((h) => ({ q: h?.q, r: h?.r, resource: h?.resource, numberToken: h?.numberToken })),
    harbors: harbors.map((h) => ({ type: h?.type, edge: h?.edge })),
    robberHex: { q: robberHex?.q, r: robberHex?.r },
  }, MAX_JSON);
}

/** Builds { newGame, loadState, loadRecord, simulate, bestAction, createBotWorker } over a module. */
export function createCatanGames(module) {
  const Owned = handleOwners('Catan game', (handle) => handle.delete());
  // Listed action code -> its notation, shared by every game of this module. Listed codes are
  // few (settlements, roads, cities, robber moves, bank trades, cards: under a thousand), so the
  // table fills in the first games; the cap only guards against a surprise.
  const actionNames = new Map();
  // The engine handle of a game of this module (kept in this closure: users never see it).
  let handleOf;

  class CatanGame {
    #owned;
    #items;         // address of the handle's listed codes (fixed for its life)
    #legal = null;  // the current position's legal list, or null until asked

    static {
      handleOf = (value, live) => {
        if (typeof value !== 'object' || value === null || !(#owned in value)) return null;
        return live ? value.#live() : value;
      };
    }

    constructor(handle) {
      this.#owned = new Owned(handle);
      this.#items = handle.legalItems();
    }

    #live() {
      return this.#owned.handle;
    }

    #status() {
      return this.#live().status();
    }

    /** Every legal action of the seat that must decide, as notation strings (no outcomes). */
    legalActions() {
      this.#live();
      return this.#listed().slice();
    }

    // The current legal list, read once per position: the 32-bit codes straight from WASM memory,
    // each named from the module's table (actionNames below).
    #listed() {
      if (this.#legal !== null) return this.#legal;
      const handle = this.#live();
      const count = handle.legalCount();
      const heap = module.HEAPU32;  // read after the call: memory growth replaces the view
      const base = this.#items >>> 2;
      const list = new Array(count);
      for (let i = 0; i < count; i++) {
        const code = heap[base + i];
        let name = actionNames.get(code);
        if (name === undefined) {
          name = handle.legalAt(i);
          if (actionNames.size >= MAX_NAMES) actionNames.clear();
          actionNames.set(code, name);
        }
        list[i] = name;
      }
      this.#legal = list;
      return list;
    }

    /**
     * Applies one action in notation. Outcome forms tell the chance result ('ROLL 8',
     * 'BUY_DEV knight', 'ROBBER 1,-1 STEAL 2 ore'); the bare forms draw it from the game's
     * generator. Domestic trade: 'OFFER 1 wood FOR 1 ore', 'ACCEPT', 'COUNTER ...', 'TRADE 2'.
     * With `{drawn: true}` the outcome named is one the generator drew when the game was played
     * (a record's `drawn`): it is drawn again and must come out the same, so that the game's
     * later draws are the recorded game's too (a record replayed one action at a time).
     * Returns the action taken with its outcome. An illegal action changes nothing.
     */
    apply(action, options) {
      const handle = this.#live();
      const text = requireString('action', action, MAX_ACTION);
      const { drawn = false } = readOptions('options', options, ['drawn']);
      if (typeof drawn !== 'boolean') throw argumentError(TypeError, 'options.drawn must be a boolean');
      // A listed action goes by its index (no string crosses); its text is the answer unless
      // the game drew an outcome. Any other form (outcomes, spacing) is parsed by the engine.
      const index = drawn || this.#legal === null ? -1 : this.#legal.indexOf(text);
      const result = index >= 0 ? handle.applyIndex(index) : drawn ? handle.applyDrawn(text) : handle.apply(text);
      if (result === 1) {
        const over = (handle.status() >> 12 & 15) === 7;
        throw codedError(Error, over ? 'GAME_ENDED' : 'ILLEGAL_ACTION', handle.error());
      }
      this.#legal = null;
      return index >= 0 && result === 0 ? text : handle.lastAction();
    }

    /** Takes back the last action (generator included). */
    undo() {
      const handle = this.#live();
      if (handle.undo() !== 0) throw codedError(Error, 'NOTHING_TO_UNDO', handle.error());
      this.#legal = null;
    }

    /** The whole state in the position format (catan.loadState accepts it). */
    toState() {
      return JSON.parse(this.#live().state());
    }

    /** What `seat` may know: public state, its own hand and cards, others' counts, its legal actions. */
    view(seat) {
      const handle = this.#live();
      const players = handle.status() >> 16 & 15;
      return JSON.parse(handle.view(requireInteger('seat', seat, 0, players - 1)));
    }

    /** The game record: start position, seed and every action with its outcome (catan.loadRecord). */
    record() {
      return JSON.parse(this.#live().record());
    }

    get current() { return this.#status() & 15; }
    get turnPlayer() { return this.#status() >> 4 & 15; }
    get players() { return this.#status() >> 16 & 15; }
    get prompt() { return PROMPTS[this.#status() >> 12 & 15]; }
    get isOver() { return (this.#status() >> 12 & 15) === 7; }
    /** The winning seat, or null. */
    get winner() {
      const w = (this.#status() >> 8 & 15) - 1;
      return w < 0 ? null : w;
    }
    get actionCount() { return this.#live().actionCount(); }

    get disposed() {
      return this.#owned.disposed;
    }

    /** Frees the engine side. Further calls throw DISPOSED; dispose() itself may repeat. */
    dispose() {
      this.#owned.dispose();
    }
  }

  // Messages name the argument first: "state.players[1].hand.wood: ...", "record: JSON at ...".
  function adopt(handle, ok, Err, code, name) {
    if (ok !== 0) {
      const error = handle.error();
      const message = error.startsWith(name) ? error : `${name}${error.startsWith('JSON') ? ': ' : '.'}${error}`;
      handle.delete();
      throw codedError(Err, code, message);
    }
    return new CatanGame(handle);
  }

  const bot = createCatanBot({ handleOf });

  return {
    bestAction: bot.bestAction,
    createBotWorker: bot.createBotWorker,

    /** A new game in setup: { players: 2|3|4, seed?: integer, board?: a createBoard() board }. */
    newGame(options) {
      const o = readOptions('options', options, ['players', 'seed', 'board']);
      const players = requireInteger('options.players', o.players, 2, 4);
      const seed = o.seed === undefined ? 0 : requireSeed('options.seed', o.seed);
      const board = o.board === undefined ? '' : boardText(o.board);
      const handle = new module.catan_Game();
      return adopt(handle, handle.create(players, seed, board), RangeError, 'BAD_BOARD', 'options');
    },

    /** A game from a state in the position format (object or JSON text); chance from `seed`. */
    loadState(state, seed) {
      const text = jsonText('state', state, MAX_JSON);
      const s = seed === undefined ? 0 : requireSeed('seed', seed);
      const handle = new module.catan_Game();
      return adopt(handle, handle.load(text, s), RangeError, 'BAD_STATE', 'state');
    },

    /** A game replayed from g.record() (object or JSON text). */
    loadRecord(record) {
      const text = jsonText('record', record, MAX_RECORD);
      const handle = new module.catan_Game();
      return adopt(handle, handle.loadRecord(text), RangeError, 'BAD_RECORD', 'record');
    },

    /**
     * Whole games of uniformly random legal actions inside the engine. Returns
     * { games, actions, wins (by seat), unfinished (cut at 10,000 actions) }.
     */
    simulate(options) {
      const o = readOptions('options', options, ['games', 'players', 'seed']);
      const games = requireInteger('options.games', o.games, 0, MAX_GAMES);
      const players = requireInteger('options.players', o.players, 2, 4);
      const seed = o.seed === undefined ? 0 : requireSeed('options.seed', o.seed);
      const [g, actions, unfinished, ...wins] = module.catan_simulate(games, players, seed).split(' ').map(Number);
      return { games: g, actions, wins: wins.slice(0, players), unfinished };
    },
  };
}

