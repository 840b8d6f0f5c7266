// Typings of the Catan API (web/src/catan.js). Hand-written.

export interface CatanHexCoord {
  q: number;
  r: number;
}

export type CatanResource = 'wood' | 'brick' | 'sheep' | 'wheat' | 'ore' | 'desert';

export interface CatanHexTile extends CatanHexCoord {
  resource: CatanResource;
  /** 2..12 without 7; null on the desert. */
  numberToken: number | null;
}

export interface CatanVertex {
  /** "v0".."v53" */
  id: string;
  /** Exact corner position: x in half hex sizes, y in sqrt(3)/2 hex sizes (flat-top hexes). */
  x: number;
  y: number;
  adjacentHexes: CatanHexCoord[];
  adjacentVertices: string[];
  adjacentEdges: string[];
}

export interface CatanEdge {
  /** "e0".."e71" */
  id: string;
  vertices: [string, string];
  adjacentHexes: CatanHexCoord[];
  adjacentEdges: string[];
}

export interface CatanHarbor {
  type: 'generic' | Exclude<CatanResource, 'desert'>;
  /** 3 for generic (3:1), 2 for a resource (2:1). */
  ratio: 2 | 3;
  edge: string;
  vertices: [string, string];
  /** The land hex the harbour's edge borders. */
  hex: CatanHexCoord;
}

export interface CatanBoard {
  seed: number;
  hexes: CatanHexTile[];
  vertices: CatanVertex[];
  edges: CatanEdge[];
  robberHex: CatanHexCoord;
  harbors: CatanHarbor[];
}

export interface CatanBoardOptions {
  /** Never put a 6 or an 8 next to another 6 or 8. */
  separateRedNumbers?: boolean;
}

export interface CatanApi {
  /** Deterministic: the same seed gives the same board (seed: integer in [-2^31, 2^32 - 1]). */
  createBoard(seed: number, options?: CatanBoardOptions): CatanBoard;
  /** createBoard(42). */
  createDefaultBoard(): CatanBoard;
  hexesInRange(center: CatanHexCoord, radius: number): CatanHexCoord[];
  hexNeighbors(hex: CatanHexCoord): CatanHexCoord[];
  hexDistance(a: CatanHexCoord, b: CatanHexCoord): number;
  hexEquals(a: CatanHexCoord, b: CatanHexCoord): boolean;
  mulberry32Sequence(seed: number, count: number): number[];
}
