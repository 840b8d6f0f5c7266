// The tile-click state machine of the Tribun boards: turns clicks (or Enter/Space on the
// keyboard-focused tile) into one legal action word, over the engine's grouped options
// (game.options() / tribun.groupOptions). It never invents an option.

const BACKSTABB = 'B';

/**
 * The tile-click state machine of issue 4 over a TribunOptions object (groupOptions). Modes:
 * idle; origin (own unit: targets, repeated clicks cycle a target's options); actor (split /
 * backstabb allocation); enemy (DAMAGE ascending, then LIBERATE); center (combine donations).
 * `word()` is the legal word the selection denotes, or null when it is not exactly one.
 */
export class ClickMachine {
  constructor(options) {
    this.options = options;
    this.origins = new Map(options.origins.map((o) => [o.origin, o]));
    this.enemies = new Map(options.enemyTargets.map((e) => [e.target, e]));
    this.centers = new Map(options.centers.map((c) => [c.center, c]));
    this.actors = new Map(options.actors.map((a) => [a.actor, a]));
    this.selectable = new Set(options.selectable);
    this.reset();
  }

  reset() {
    this.mode = 'idle';
    this.cid = null;
    this.target = null;   // origin mode: chosen target entry
    this.index = 0;       // origin / enemy mode: option index
    this.alloc = [0, 0, 0, 0, 0, 0];  // center: donations; actor: heights or 'B'
  }

  /** Routes a click on `cid` (null = outside the board); backward = cycle back (right click, Shift+Space). */
  click(cid, backward = false) {
    switch (this.mode) {
      case 'idle': return this.#start(cid);
      case 'origin': return this.#clickOrigin(cid, backward);
      case 'enemy': return cid === this.cid ? this.#cycleEnemy(backward) : this.reset();
      case 'center': return this.#clickCenter(cid, backward);
      case 'actor': return this.#clickActor(cid, backward);
      default: return this.reset();
    }
  }

  #start(cid) {
    this.reset();
    if (this.origins.has(cid)) { this.mode = 'origin'; this.cid = cid; }
    else if (this.actors.has(cid)) { this.mode = 'actor'; this.cid = cid; }
    else if (this.enemies.has(cid)) { this.mode = 'enemy'; this.cid = cid; }
    else if (this.centers.has(cid)) { this.mode = 'center'; this.cid = cid; }
  }

  #clickOrigin(cid, backward) {
    if (cid === this.cid) {
      const actor = this.actors.has(cid);
      this.reset();
      if (actor) { this.mode = 'actor'; this.cid = cid; }
      return;
    }
    const target = this.origins.get(this.cid).targets.find((t) => t.target === cid);
    if (!target) return this.reset();
    const n = target.options.length;
    if (this.target === target) this.index = (this.index + (backward ? n - 1 : 1)) % n;
    else { this.target = target; this.index = backward ? n - 1 : 0; }
  }

  #cycleEnemy(backward) {
    const n = this.enemies.get(this.cid).options.length;
    this.index = (this.index + (backward ? n - 1 : 1)) % n;
  }

  #clickCenter(cid, backward) {
    const donor = this.centers.get(this.cid).donors.find((d) => d.cid === cid);
    if (!donor) return this.reset();
    const cycle = [0, ...donor.donations];
    this.alloc[donor.dir] = stepCycle(cycle, this.alloc[donor.dir], backward);
  }

  #clickActor(cid, backward) {
    const dir = this.actors.get(this.cid).directions.find((d) => d.cid === cid);
    if (!dir) return this.reset();
    const cycle = [0, ...dir.heights, ...(dir.backstabb ? [BACKSTABB] : [])];
    const value = stepCycle(cycle, this.alloc[dir.dir], backward);
    // A backstabb moves the whole primary to one tile: it excludes every split height.
    if (value === BACKSTABB) this.alloc = [0, 0, 0, 0, 0, 0];
    else if (value !== 0) this.alloc = this.alloc.map((v) => (v === BACKSTABB ? 0 : v));
    this.alloc[dir.dir] = value;
  }

  /** The selected option object (origin / enemy modes), or null. */
  option() {
    if (this.mode === 'origin' && this.target) return this.target.options[this.index];
    if (this.mode === 'enemy') return this.enemies.get(this.cid).options[this.index];
    return null;
  }

  /** The legal word the selection denotes, or null. */
  word() {
    const option = this.option();
    if (option) return option.word;
    if (this.mode === 'center') {
      const c = this.centers.get(this.cid);
      const hit = [...c.combines, ...c.symCombines].find((k) => sameSix(k.donation, this.alloc));
      return hit ? hit.word : null;
    }
    if (this.mode === 'actor') {
      const a = this.actors.get(this.cid);
      const stab = this.alloc.indexOf(BACKSTABB);
      if (stab >= 0) return a.directions.find((d) => d.dir === stab)?.backstabb ?? null;
      const hit = a.splits.find((s) => sameSix(s.heights, this.alloc));
      return hit ? hit.word : null;
    }
    return null;
  }

  /** Map cid -> data-state for the current selection (last-move is layered by the caller). */
  states() {
    const s = new Map();
    if (this.mode === 'idle') {
      for (const cid of this.selectable) s.set(cid, 'selectable');
      return s;
    }
    s.set(this.cid, 'selected');
    if (this.mode === 'origin') {
      for (const t of this.origins.get(this.cid).targets) s.set(t.target, t === this.target ? 'selected' : 'interactable');
    } else if (this.mode === 'center') {
      for (const d of this.centers.get(this.cid).donors) s.set(d.cid, this.alloc[d.dir] ? 'selected' : 'interactable');
    } else if (this.mode === 'actor') {
      for (const d of this.actors.get(this.cid).directions) s.set(d.cid, this.alloc[d.dir] ? 'selected' : 'interactable');
    }
    return s;
  }

  /**
   * Map cid -> 'move' | 'attack' for the tiles the selection can go on to: the shape drawn on
   * them (a dot for a move or a donation, corner marks for an attack).
   */
  marks() {
    const m = new Map();
    if (this.mode === 'origin') {
      for (const t of this.origins.get(this.cid).targets) m.set(t.target, t.attack ? 'attack' : 'move');
    } else if (this.mode === 'center') {
      for (const d of this.centers.get(this.cid).donors) m.set(d.cid, 'move');
    } else if (this.mode === 'actor') {
      for (const d of this.actors.get(this.cid).directions) m.set(d.cid, 'move');
    }
    return m;
  }

  /** Map cid -> short text for tiles with a chosen value (donation, split height, option). */
  badges() {
    const b = new Map();
    const option = this.option();
    if (option) {
      const enemy = this.mode === 'enemy';
      const at = enemy ? this.cid : this.target.target;
      b.set(at, optionBadge(option, enemy ? 2 : this.target.options.length));
    } else if (this.mode === 'center') {
      for (const d of this.centers.get(this.cid).donors) if (this.alloc[d.dir]) b.set(d.cid, `-${this.alloc[d.dir]}`);
      const sum = this.alloc.reduce((a, v) => a + v, 0);
      if (sum) b.set(this.cid, `+${sum}`);
    } else if (this.mode === 'actor') {
      for (const d of this.actors.get(this.cid).directions) {
        const v = this.alloc[d.dir];
        if (v) b.set(d.cid, v === BACKSTABB ? 'stab' : `+${v}`);
      }
    }
    return b;
  }
}

function stepCycle(cycle, current, backward) {
  const i = Math.max(0, cycle.indexOf(current));
  return cycle[(i + (backward ? cycle.length - 1 : 1)) % cycle.length];
}

function sameSix(a, b) {
  for (let d = 0; d < 6; ++d) if (a[d] !== b[d]) return false;
  return true;
}

// The label over the chosen target; a lone plain move needs none.
function optionBadge(o, alternatives) {
  switch (o.op) {
    case 'MOVE': return alternatives > 1 ? (o.part ? 'stack' : 'primary') : '';
    case 'KILL': return alternatives > 1 ? (o.part ? 'kill: stack' : 'kill: prim') : 'kill';
    case 'ENSLAVE': return 'enslave';
    case 'DAMAGE': return `damage ${o.damage}`;
    case 'LIBERATE': return 'liberate';
    case 'ATTACK_TRIBUN': return 'capture!';
    default: return o.op;
  }
}
