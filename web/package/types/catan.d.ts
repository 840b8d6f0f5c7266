// Typings of the Catan API (web/package/src/catan.js). Hand-written.

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

/** Resource names in canonical order (the engine's notation, docs/rules/catan.md). */
export type CatanResourceName = 'wood' | 'brick' | 'sheep' | 'wheat' | 'ore';
export type CatanDevCard = 'knight' | 'victory_point' | 'road_building' | 'year_of_plenty' | 'monopoly';
export type CatanPrompt =
  | 'INITIAL_SETTLEMENT'
  | 'INITIAL_ROAD'
  | 'ROLL'
  | 'MAIN'
  | 'DISCARD'
  | 'MOVE_ROBBER'
  | 'ROAD_BUILDING'
  | 'GAME_OVER'
  | 'TRADE';

export interface CatanPlayerState {
  colour: 'red' | 'blue' | 'white' | 'orange';
  hand: Record<CatanResourceName, number>;
  dev: Record<CatanDevCard, number>;
  dev_new: Record<CatanDevCard, number>;
  played: Record<Exclude<CatanDevCard, 'victory_point'>, number>;
  /** Vertex names ("0,-1|0,0|1,-1"). */
  settlements: string[];
  cities: string[];
  /** Edge names ("0,0|1,-1"). */
  roads: string[];
  vp_visible: number;
  vp_actual: number;
  road_length: number;
  has_longest_road: boolean;
  has_largest_army: boolean;
}

/** The position format (tests/data/catan/README.md): catan.loadState() reads it, g.toState() writes it. */
export interface CatanState {
  board: {
    hexes: { q: number; r: number; resource: CatanResource; number: number | null }[];
    ports: { edge: string; type: '3:1' | CatanResourceName }[];
    robber: CatanHexCoord;
  };
  players: CatanPlayerState[];
  bank: { resources: Record<CatanResourceName, number>; dev_deck: number };
  turn: {
    current: number;
    turn_player: number;
    prompt: CatanPrompt;
    rolled: boolean;
    dev_played: boolean;
    free_roads: number;
    discard: number[] | null;
    road_from: string | null;
    dice: number | null;
    winner: number | null;
  };
}

/** One player as another seat sees them: counts instead of hidden cards, except for the viewer. */
export interface CatanPlayerView {
  colour: CatanPlayerState['colour'];
  hand_size: number;
  dev_count: number;
  /** Only for the viewing seat. */
  hand?: Record<CatanResourceName, number>;
  dev?: Record<CatanDevCard, number>;
  dev_new?: Record<CatanDevCard, number>;
  vp_actual?: number;
  played: CatanPlayerState['played'];
  settlements: string[];
  cities: string[];
  roads: string[];
  vp_visible: number;
  road_length: number;
  has_longest_road: boolean;
  has_largest_army: boolean;
}

export interface CatanView {
  seat: number;
  board: CatanState['board'];
  players: CatanPlayerView[];
  bank: CatanState['bank'];
  turn: CatanState['turn'];
  /** The open domestic offer ("OFFER 1 wood FOR 1 ore"), while the prompt is TRADE. */
  offer?: string;
  /** The seat's legal actions when it must decide, else []. */
  legal: string[];
}

/** A game record: replays exactly with catan.loadRecord(). */
export interface CatanRecord {
  format: 'boardrules-catan-record';
  version: 1;
  seed: number;
  start: CatanState;
  /** Every action with its outcome ("ROLL 8"). */
  actions: string[];
  /** Indices of actions whose outcome the game's generator drew. */
  drawn: number[];
}

export interface CatanGame {
  /** The legal actions of the seat that must decide (notation, no outcomes); [] at the end. */
  legalActions(): string[];
  /**
   * Applies an action in notation; outcome forms ("ROLL 8", "BUY_DEV knight",
   * "ROBBER 1,-1 STEAL 2 ore") tell the chance result, bare forms draw it. Domestic trade:
   * "OFFER 1 wood FOR 1 ore", "ACCEPT", "REJECT", "COUNTER 1 ore FOR 2 wood", "TRADE 2",
   * "CANCEL_TRADE". With `{drawn: true}` the outcome named is one the game's generator drew when
   * the game was played (a record's `drawn`): drawn again, it must come out the same, so that
   * later draws follow the recorded game (a record replayed one action at a time). Returns the
   * action taken with its outcome. Codes ILLEGAL_ACTION, GAME_ENDED (INVALID_ARGUMENT for bad
   * options); nothing changes on an error.
   */
  apply(action: string, options?: { drawn?: boolean }): string;
  /** Takes back the last action. Code NOTHING_TO_UNDO. */
  undo(): void;
  toState(): CatanState;
  view(seat: number): CatanView;
  record(): CatanRecord;
  readonly current: number;
  readonly turnPlayer: number;
  readonly players: number;
  readonly prompt: CatanPrompt;
  readonly isOver: boolean;
  readonly winner: number | null;
  readonly actionCount: number;
  readonly disposed: boolean;
  dispose(): void;
}

export interface CatanNewGameOptions {
  players: 2 | 3 | 4;
  /** Seeds the board (when none is given) and the game's chance (integer in [-2^31, 2^32 - 1]). */
  seed?: number;
  /** A board from createBoard(). */
  board?: CatanBoard;
}

export interface CatanSimulateOptions {
  games: number;
  players: 2 | 3 | 4;
  seed?: number;
}

export interface CatanSimulation {
  games: number;
  actions: number;
  /** Games won, by seat. */
  wins: number[];
  /** Games cut at 10,000 actions. */
  unfinished: number;
}

/** Options of catan.bestAction (docs/CATAN-BOT.md); each read once, own properties only. */
export interface CatanBotOptions {
  /** The seat to decide for (default: the one to act; another seat is NOT_TO_DECIDE). */
  seat?: number;
  /** 1 (beginner) .. 6 (full strength, the default). */
  level?: 1 | 2 | 3 | 4 | 5 | 6;
  /** Wall-clock cap in (0, 60000] ms: fewer guesses when short (then timing can change the answer). */
  timeMs?: number;
  /** Mixes into every random choice (integer in [0, 2^32 - 1]; default 0). */
  seed?: number;
}

/** The computer players in a Web Worker (catan.createBotWorker). */
export interface CatanBotWorker {
  /** Sends the game's record to the worker. Codes BUSY (one at a time), DISPOSED, and bestAction's. */
  bestAction(game: CatanGame, options?: CatanBotOptions): Promise<string>;
  /** Ends the worker; a decision in flight rejects with DISPOSED. */
  dispose(): void;
}

export interface CatanApi {
  /**
   * The computer's action (notation, for game.apply) from the view of the seat to decide only.
   * Synchronous, its work bounded by the level. Codes INVALID_ARGUMENT, NOT_TO_DECIDE,
   * GAME_ENDED, DISPOSED.
   */
  bestAction(game: CatanGame, options?: CatanBotOptions): string;
  /** The same in a Web Worker (web/package/catan-worker.js by default). Code UNSUPPORTED without Workers. */
  createBotWorker(options?: { url?: string | { readonly href: string } }): CatanBotWorker;
  /** A new game in setup (seat 0 places first). Code BAD_BOARD for a board that is not a standard one. */
  newGame(options: CatanNewGameOptions): CatanGame;
  /** A game from a position (object or JSON text). Code BAD_STATE, the message names the field. */
  loadState(state: CatanState | string, seed?: number): CatanGame;
  /** A game replayed from a record. Code BAD_RECORD. */
  loadRecord(record: CatanRecord | string): CatanGame;
  /** Whole games of uniformly random legal actions inside the engine. */
  simulate(options: CatanSimulateOptions): CatanSimulation;
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
