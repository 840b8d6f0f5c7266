// Typings of the CoTuLenh board API (web/src/cotulenh.js). Hand-written.

/** A mailbox square 0..255 (rank * 16 + file, rank 0 = display rank 12) or an algebraic name. */
export type CotulenhSquare = number | string;

export type CotulenhTerrain = 'water' | 'mixed' | 'land';
export type CotulenhZone = 'upper' | 'lower';

export interface CotulenhApi {
  readonly FILES: 11;
  readonly RANKS: 12;
  readonly DIRECTION_OFFSETS: Readonly<{
    NORTH: -16;
    SOUTH: 16;
    EAST: 1;
    WEST: -1;
    NORTHEAST: -15;
    NORTHWEST: -17;
    SOUTHEAST: 17;
    SOUTHWEST: 15;
  }>;
  algebraicToSquare(notation: string): number;
  squareToAlgebraic(square: number): string;
  isValidSquare(square: CotulenhSquare): boolean;
  isValidMove(from: CotulenhSquare, to: CotulenhSquare): boolean;
  terrainOf(square: CotulenhSquare): CotulenhTerrain;
  zoneOf(square: CotulenhSquare): CotulenhZone;
  canHeavyPieceMove(from: CotulenhSquare, to: CotulenhSquare): boolean;
  isRiverSquare(square: CotulenhSquare): boolean;
  isBridgeSquare(square: CotulenhSquare): boolean;
  canNavyEnter(square: CotulenhSquare): boolean;
  canLandPieceEnter(square: CotulenhSquare): boolean;
}
