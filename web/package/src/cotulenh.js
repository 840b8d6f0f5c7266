// The CoTuLenh board JavaScript API (seed 001): mailbox squares (numbers 0..255) or algebraic
// names ('e6') in; plain numbers, strings and booleans out. Arguments are checked here; squares
// off the board are RangeErrors, except in the predicates, which answer false.
import { argumentError } from './errors.js';
import { requireArea } from './areas.js';
import { START_FEN, createCotulenhGames } from './cotulenh-game.js';
import { createCotulenhEngine } from './cotulenh-engine.js';
import { requireInteger, requireString } from './validate.js';

const MAX_NOTATION = 16;

/** Builds the CoTuLenh API over an instantiated boardrules WASM module. */
export function createCotulenhApi(module) {
  requireArea(module, 'cotulenh');  // registered on first use (web/package/src/areas.js)
  requireArea(module, 'cotulenh_game');  // registered on first use (web/package/src/areas.js)
  function unwrap(result, prefix = '') {
    if (result.error !== undefined) throw argumentError(RangeError, prefix + result.error);
    return result.value;
  }

  // A square given as a mailbox number or an algebraic name; must be on the board.
  function square(name, value) {
    if (typeof value === 'string') {
      return unwrap(module.cotulenh_algebraicToSquare(requireString(name, value, MAX_NOTATION)), `${name}: `);
    }
    const sq = requireInteger(name, value, 0, 255);
    if (!module.cotulenh_isValidSquare(sq)) {
      throw argumentError(RangeError, `${name}: square ${sq} is not on the board (file = sq & 15 must be < 11, rank = sq >> 4 < 12)`);
    }
    return sq;
  }

  // For predicates: any integer (off the board -> -1, which every predicate rejects) or a name.
  function anySquare(name, value) {
    if (typeof value === 'string') return square(name, value);
    const sq = requireInteger(name, value);
    return sq >= 0 && sq <= 255 ? sq : -1;
  }

  const { newGame, fromTurns, isGame } = createCotulenhGames(module);
  const { bestMove, createEngineWorker } = createCotulenhEngine(module, { isGame });

  return Object.freeze({
    /** A rules-checked game (web/package/src/cotulenh-game.js); default position: the standard start. */
    newGame,
    /** A game played again from what game.turns() gave: fromTurns(turns, fen?) (a saved game). */
    fromTurns,
    /**
     * The computer opponent's turn for a game (web/package/src/cotulenh-engine.js):
     * bestMove(game, { level?, timeMs?, nodes?, seed? }) -> { moves, commit, score, depth, nodes }.
     */
    bestMove,
    /**
     * The same search in a Web Worker (browsers): createEngineWorker({ url? }) ->
     * { bestMove(game | { fen }, options) -> Promise, dispose() }.
     */
    createEngineWorker,
    /** The standard start position. */
    START_FEN,
    FILES: 11,
    RANKS: 12,
    /** Mailbox offsets; north is towards rank 12. */
    DIRECTION_OFFSETS: Object.freeze({
      NORTH: -16, SOUTH: 16, EAST: 1, WEST: -1, NORTHEAST: -15, NORTHWEST: -17, SOUTHEAST: 17, SOUTHWEST: 15,
    }),

    algebraicToSquare(notation) {
      return unwrap(module.cotulenh_algebraicToSquare(requireString('notation', notation, MAX_NOTATION)));
    },

    squareToAlgebraic(sq) {
      return unwrap(module.cotulenh_squareToAlgebraic(requireInteger('square', sq, 0, 255)));
    },

    isValidSquare(sq) {
      return module.cotulenh_isValidSquare(anySquare('square', sq));
    },

    /** Both squares on the board and no file or rank jump above 3 (catches edge wrapping). */
    isValidMove(from, to) {
      return module.cotulenh_isValidMove(anySquare('from', from), anySquare('to', to));
    },

    /** 'water' | 'mixed' | 'land' */
    terrainOf(sq) {
      return unwrap(module.cotulenh_terrainOf(square('square', sq)));
    },

    /** 'upper' (ranks 7-12) | 'lower' (ranks 1-6) */
    zoneOf(sq) {
      return unwrap(module.cotulenh_zoneOf(square('square', sq)));
    },

    /** Heavy pieces (artillery, anti-air, missile) stay in their zone. */
    canHeavyPieceMove(from, to) {
      return unwrap(module.cotulenh_canHeavyPieceMove(square('from', from), square('to', to)));
    },

    isRiverSquare(sq) {
      return module.cotulenh_isRiverSquare(anySquare('square', sq));
    },

    /** f6, f7, h6, h7 (data only). */
    isBridgeSquare(sq) {
      return module.cotulenh_isBridgeSquare(anySquare('square', sq));
    },

    canNavyEnter(sq) {
      return module.cotulenh_canNavyEnter(anySquare('square', sq));
    },

    canLandPieceEnter(sq) {
      return module.cotulenh_canLandPieceEnter(anySquare('square', sq));
    },
  });
}
