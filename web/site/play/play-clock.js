// The play page's chess clock, kept across reloads. The clock itself is the records module's
// deterministic state machine (t.createClock: initial time, buffer, increment, timeout per the
// time-control rules); this file keeps what rebuilds it exactly: its settings, the wall-clock
// time it started and the time of every completed turn. A reload replays them into a new clock.
//
// The rule: a running clock keeps running while the page is closed, as a clock on a table does
// when a player leaves it. A clock measures the time a player takes; if closing the page paused
// it, closing the page would be a free pause (against the computer, or against a friend on the
// same device). So a reload neither gives time back nor takes any: the side to move is charged
// exactly the real time that passed, and a flag that fell while the page was closed ends the
// game at the moment it fell (the clock says when). Times are wall-clock milliseconds
// (Date.now()), counted from the clock's start and never going backwards (a system clock set back
// does not give time back either).

export class PlayClock {
  #clock;
  #saved;
  #last = 0;  // the latest offset fed to the clock

  constructor(clock, saved) {
    this.#clock = clock;
    this.#saved = saved;
    this.#last = Math.max(0, ...saved.turns, saved.stoppedAt ?? 0);
  }

  /** A new clock whose first turn (of side `firstTurn`) starts at `now`. */
  static start(t, config, firstTurn, now = Date.now()) {
    const clock = t.createClock(config);
    clock.start(0, firstTurn);
    return new PlayClock(clock, { config: { ...config }, startedAt: now, firstTurn, turns: [], stoppedAt: null });
  }

  /** The clock saved by toJSON(), rebuilt by replaying its turns; throws on a damaged save. */
  static restore(t, saved) {
    if (!saved || typeof saved !== 'object' || !Array.isArray(saved.turns) || !Number.isFinite(saved.startedAt)) {
      throw new Error('not a saved clock');
    }
    const clock = t.createClock(saved.config);
    clock.start(0, saved.firstTurn);
    for (const at of saved.turns) clock.completeTurn(at);
    return new PlayClock(clock, {
      config: { ...saved.config }, startedAt: saved.startedAt, firstTurn: saved.firstTurn,
      turns: [...saved.turns], stoppedAt: Number.isFinite(saved.stoppedAt) ? saved.stoppedAt : null,
    });
  }

  /** What the page saves (plain JSON). */
  toJSON() {
    return { ...this.#saved, turns: [...this.#saved.turns] };
  }

  /** Milliseconds since the clock started, never less than a time already fed to it. */
  #offset(now) {
    this.#last = Math.max(this.#last, Math.floor(now - this.#saved.startedAt));
    return this.#last;
  }

  get running() {
    return this.#clock.status === 'running' && this.#saved.stoppedAt === null;
  }

  /** The side whose time runs. */
  get turn() {
    return this.#clock.turn;
  }

  /** null while time is left; else the timeout result ({reason, loser, at}). */
  check(now = Date.now()) {
    if (!this.running) return this.#clock.result;
    return this.#ended(this.#clock.check(this.#offset(now)));
  }

  // A flag fell: the saved clock stops at that moment (a reload shows it stopped there).
  #ended(result) {
    if (result) this.#saved.stoppedAt = result.at;
    return result;
  }

  /** The side to move completed its turn: null, or the result when its time ran out first. */
  completeTurn(now = Date.now()) {
    if (!this.running) return this.#clock.result;
    const at = this.#offset(now);
    this.#saved.turns.push(at);
    return this.#ended(this.#clock.completeTurn(at));
  }

  /** The game ended otherwise (capture, resignation, draw): the clock stops where it is. */
  stop(now = Date.now()) {
    if (this.running) this.#saved.stoppedAt = this.#offset(now);
  }

  /** {remainingMs, bufferLeftMs} as the display shows them now (frozen once stopped or ended). */
  read(now = Date.now()) {
    const ended = this.#clock.result;
    const at = ended ? ended.at : this.#saved.stoppedAt ?? this.#offset(now);
    return this.#clock.read(at);
  }
}
