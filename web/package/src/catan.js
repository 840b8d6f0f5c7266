// The Catan JavaScript API: hex helpers on the shared C++ geometry and seeded boards as plain
// objects ({seed, hexes, vertices, edges, robberHex, harbors}). Arguments are checked here.
import { readFields, readOptions, requireBoolean, requireInteger } from './validate.js';
import { requireArea } from './areas.js';
import { createCatanGames } from './catan-game.js';

const COORD_LIMIT = 1_000_000;  // keeps 3q and q + 2r far from int32 overflow
const MAX_RADIUS = 200;         // 120,601 hexes
const MAX_SEQUENCE = 100_000;
const BOARD_OPTIONS = ['separateRedNumbers'];

function requireHex(name, input) {
  const hex = readFields(name, input, ['q', 'r']);  // own properties, read once
  return {
    q: requireInteger(`${name}.q`, hex.q, -COORD_LIMIT, COORD_LIMIT),
    r: requireInteger(`${name}.r`, hex.r, -COORD_LIMIT, COORD_LIMIT),
  };
}

// Any integer in [-2^31, 2^32 - 1], taken modulo 2^32 as mulberry32's `a |= 0` does.
function requireSeed(seed) {
  return requireInteger('seed', seed, -(2 ** 31), 2 ** 32 - 1) >>> 0;
}

/** Builds the Catan API over an instantiated boardrules WASM module. */
export function createCatanApi(module) {
  requireArea(module, 'catan');  // registered on first use (web/package/src/areas.js)
  // The rules engine's bindings are registered on the first game, not for board-only users.
  let games = null;
  const rules = () => {
    if (games === null) {
      requireArea(module, 'catan_game');
      games = createCatanGames(module);
    }
    return games;
  };
  return Object.freeze({
    /** A new game in setup: { players: 2|3|4, seed?, board? (a createBoard() board) }. */
    newGame(options) {
      return rules().newGame(options);
    },

    /** A game from a state in the position format (docs/rules/catan.md); chance from `seed`. */
    loadState(state, seed) {
      return rules().loadState(state, seed);
    },

    /** A game replayed from a record (g.record()). */
    loadRecord(record) {
      return rules().loadRecord(record);
    },

    /**
     * The computer's action for the seat to decide (from that seat's view only):
     * options { seat?, level? 1-6 (6), timeMs?, seed? }. Synchronous; see createBotWorker.
     */
    bestAction(game, options) {
      return rules().bestAction(game, options);
    },

    /** The computer players in a Web Worker: { bestAction(game, options) => Promise, dispose() }. */
    createBotWorker(options) {
      return rules().createBotWorker(options);
    },

    /** Whole random games inside the engine: { games, actions, wins, unfinished }. */
    simulate(options) {
      return rules().simulate(options);
    },

    /** Deterministic board for a seed. options.separateRedNumbers keeps 6 and 8 apart. */
    createBoard(seed, input) {
      const s = requireSeed(seed);
      const options = readOptions('options', input, BOARD_OPTIONS);
      const separate = options.separateRedNumbers === undefined ? false : requireBoolean('separateRedNumbers', options.separateRedNumbers);
      return module.catan_createBoard(s, separate);
    },

    /** createBoard(42). */
    createDefaultBoard() {
      return module.catan_createDefaultBoard();
    },

    hexesInRange(center, radius) {
      const c = requireHex('center', center);
      return module.catan_hexesInRange(c.q, c.r, requireInteger('radius', radius, 0, MAX_RADIUS));
    },

    hexNeighbors(hex) {
      const h = requireHex('hex', hex);
      return module.catan_hexNeighbors(h.q, h.r);
    },

    hexDistance(a, b) {
      const x = requireHex('a', a);
      const y = requireHex('b', b);
      return module.catan_hexDistance(x.q, x.r, y.q, y.r);
    },

    hexEquals(a, b) {
      const x = requireHex('a', a);
      const y = requireHex('b', b);
      return x.q === y.q && x.r === y.r;
    },

    /** The first `count` 32-bit outputs of mulberry32(seed) (the board's random source). */
    mulberry32Sequence(seed, count) {
      return module.catan_mulberry32(requireSeed(seed), requireInteger('count', count, 0, MAX_SEQUENCE));
    },
  });
}
