// Click-UI option grouping for Tribun (computed in C++, src/tribun/ui_options.h; read back by
// web/package/src/tribun-options.js). Reach it through the Tribun API: `t.groupOptions(board, turn)` or
// `game.options()`. Every option carries a word from the engine's legal list; nothing is invented.
// Types only: web/package/index.d.ts re-exports this file, and the package root exports no function here.

/** Opcode names of the board actions an option can be. */
export type TribunBoardOp =
  | 'MOVE' | 'KILL' | 'LIBERATE' | 'DAMAGE' | 'ENSLAVE' | 'COMBINE' | 'SYM_COMBINE' | 'SPLIT'
  | 'BACKSTABB' | 'ATTACK_TRIBUN';

/** One selectable option of a target tile. */
export interface TribunOption {
  /** The legal action word (unsigned 32-bit) to apply. */
  word: number;
  /** Its opcode name. */
  op: TribunBoardOp;
  /** MOVE and KILL: 1 = the secondary part (the whole stack), 0 = the primary part alone. */
  part?: 0 | 1;
  /** DAMAGE: the effective damage, 1..8. */
  damage?: number;
}

/** A tile an origin unit can move to or attack on its own. */
export interface TribunTarget {
  /** Target cid. */
  target: number;
  /** false: an empty tile (MOVE); true: an enemy unit (KILL, ENSLAVE, ATTACK_TRIBUN). */
  attack: boolean;
  /**
   * Options in click-cycle order: part 1 (secondary part, whole stack), part 0 (primary part),
   * then ENSLAVE. ATTACK_TRIBUN is always alone.
   */
  options: TribunOption[];
}

/** An own unit with its targets, ascending by target cid. */
export interface TribunOrigin {
  /** Origin cid. */
  origin: number;
  targets: TribunTarget[];
}

/** An enemy unit that a group attack can weaken. */
export interface TribunEnemyTarget {
  /** Target cid. */
  target: number;
  /** DAMAGE options by ascending damage, then LIBERATE if legal. */
  options: TribunOption[];
}

/** A COMBINE or SYM_COMBINE candidate. */
export interface TribunCombine {
  /** The legal action word. */
  word: number;
  /** Height given by the centre's neighbour in each direction 0..5 (0 = not a donor). */
  donation: number[];
}

/** A neighbour of a combine centre that donates in at least one candidate. */
export interface TribunDonor {
  /** Direction from the centre, 0..5. */
  dir: number;
  /** The donor's cid. */
  cid: number;
  /** Heights it gives in some candidate, ascending: what a click cycles through after 0. */
  donations: number[];
}

/** An empty tile that can receive a combine. */
export interface TribunCenter {
  /** Centre cid. */
  center: number;
  /** Two-donor COMBINE candidates, ascending by word. */
  combines: TribunCombine[];
  /** SYM_COMBINE candidates (3 or 6 donors), ascending by word. */
  symCombines: TribunCombine[];
  /** Donors by ascending direction. */
  donors: TribunDonor[];
}

/** A SPLIT candidate. */
export interface TribunSplit {
  /** The legal action word. */
  word: number;
  /** Height placed in each direction 0..5 (0 = none). */
  heights: number[];
}

/** An empty neighbour an actor can split onto or backstabb to. */
export interface TribunActorDirection {
  /** Direction from the actor, 0..5. */
  dir: number;
  /** The neighbour's cid. */
  cid: number;
  /** Heights some split places here, ascending: what a click cycles through after 0. */
  heights: number[];
  /** The BACKSTABB word towards this neighbour, or null. */
  backstabb: number | null;
}

/** An own unit that can split or backstabb. */
export interface TribunActor {
  /** Actor cid. */
  actor: number;
  /** SPLIT candidates, ascending by word. */
  splits: TribunSplit[];
  /** Neighbours with at least one split height or a backstabb, ascending by direction. */
  directions: TribunActorDirection[];
}

/** The legal board actions of one position grouped per tile for a click UI. */
export interface TribunOptions {
  /** Own units with move/attack targets, ascending by cid. */
  origins: TribunOrigin[];
  /** Enemy units with DAMAGE/LIBERATE options, ascending by cid. */
  enemyTargets: TribunEnemyTarget[];
  /** Empty tiles with combine candidates, ascending by cid. */
  centers: TribunCenter[];
  /** Own units with split/backstabb candidates, ascending by cid. */
  actors: TribunActor[];
  /** Every cid a click can start from (union of the four groups), ascending, each once. */
  selectable: number[];
}
