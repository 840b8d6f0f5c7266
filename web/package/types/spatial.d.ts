// Typings of the spatial (board-as-graph) API (web/package/src/spatial.js). Hand-written.

/** A zone definition. `adjacentTo` absent or empty: an isolated zone. */
export interface SpatialZoneDef {
  id: string;
  adjacentTo?: readonly string[] | null;
}

/** What generateGrid / generateHex return. */
export interface SpatialZone {
  id: string;
  adjacentTo: string[];
}

export type SpatialDiagnosticCode =
  | 'SPATIAL_ASYMMETRIC_EDGE'
  | 'SPATIAL_DANGLING_REF'
  | 'SPATIAL_SELF_LOOP'
  | 'SPATIAL_DUPLICATE_NEIGHBOR'
  | 'SPATIAL_DUPLICATE_ZONE'
  | 'SPATIAL_INVALID_ZONE_ID'
  | 'SPATIAL_TOO_MANY_ZONES'
  | 'SPATIAL_TOO_MANY_REFERENCES'
  | 'SPATIAL_DIAGNOSTICS_TRUNCATED'
  | 'MACRO_BAD_SIZE'
  | 'MACRO_NOT_INTEGER';

export interface SpatialDiagnostic {
  severity: 'error' | 'warning';
  code: SpatialDiagnosticCode;
  /** Where in the input, e.g. "zones[2].adjacentTo[0]". */
  path: string;
  message: string;
  suggestion?: string;
  /** Closest existing zone ids, for a dangling reference. */
  alternatives?: string[];
}

/** Thrown by generateGrid / generateHex for a bad size (TypeError for a non-integer). */
/**
 * A query naming a zone the board does not have (code `UNKNOWN_ZONE`, a RangeError). The message
 * names the argument and the id; `suggestion` is the closest zone id of the board (or null),
 * computed when first read: a refusal costs no fuzzy search over the ids until someone asks.
 */
export interface UnknownZoneError extends RangeError {
  readonly code: 'UNKNOWN_ZONE';
  readonly suggestion: string | null;
}

export interface SpatialMacroError extends Error {
  diagnostics: SpatialDiagnostic[];
}

/**
 * A declarative condition on a candidate zone, or its text form, e.g.
 * "and(empty, not(kind('wall')))".
 */
export type SpatialCondition =
  | string
  | { empty: boolean }
  | { occupied: boolean }
  | { kind: string }
  | { owner: string }
  | { token: string }
  | { zone: string }
  | { not: SpatialCondition }
  | { and: readonly SpatialCondition[] }
  | { or: readonly SpatialCondition[] };

/** A condition, or a predicate called with each candidate zone id. */
export type SpatialVia = SpatialCondition | ((zoneId: string) => boolean);

export interface SpatialToken {
  id: string;
  kind: string;
  owner: string;
}

export interface SpatialTokenInput {
  id: string;
  kind?: string;
  owner?: string;
}

export interface SpatialConnectedOptions {
  /** Default: zone count - 1. 0 gives [] (or [start] with includeStart). */
  maxDepth?: number;
  /** Checked on each zone before it is entered (never on the start). */
  via?: SpatialVia;
  /** Default false. */
  includeStart?: boolean;
  /** Maximum number of zones returned. */
  limit?: number;
}

/** Each field is a zone / token id or a `$name` looked up in the bindings. */
export interface SpatialMoveEffect {
  token: string;
  /** Default: the zone the token is in. */
  from?: string;
  to: string;
}

export interface SpatialTokenEntered {
  type: 'tokenEntered';
  token: string;
  from: string;
  to: string;
}

export interface SpatialBoard {
  /** Zone ids in declaration order. */
  zones(): string[];
  diagnostics(): SpatialDiagnostic[];
  adjacentZones(zone: string): string[];
  /** Bounded BFS in discovery order (by distance, then declaration order). */
  connectedZones(start: string, options?: SpatialConnectedOptions): string[];
  isAdjacent(a: string, b: string): boolean;
  isConnected(a: string, b: string, options?: { maxDepth?: number; via?: SpatialVia }): boolean;
  placeToken(zone: string, token: string | SpatialTokenInput): void;
  tokensIn(zone: string): SpatialToken[];
  tokensInAdjacentZones(zone: string): SpatialToken[];
  moveTokenAdjacent(effect: SpatialMoveEffect, bindings?: Readonly<Record<string, string>>): SpatialTokenEntered;
  readonly disposed: boolean;
  dispose(): void;
}

export interface SpatialApi {
  /** cell_R_C zones, 4-connected; rows, cols >= 1 and at most 100,000 zones. */
  generateGrid(rows: number, cols: number): SpatialZone[];
  /** hex_Q_R zones (negative values as n1), 6-connected; radius >= 0. */
  generateHex(radius: number): SpatialZone[];
  validateZones(zones: readonly SpatialZoneDef[]): SpatialDiagnostic[];
  createBoard(zones: readonly SpatialZoneDef[]): SpatialBoard;
  conditionText(condition: SpatialCondition): string;
}
