// One game on a page: the live game handle and its history, who plays which side, the computer's
// turn, saving, and change notifications, so that a page only wires its controls and repaints.
//
// The history is the engine's own (docs/RECORDS.md, "History"): a take-back is `goTo` on the live
// game, which keeps the moves taken back as its redo line; looking at an earlier position
// ("review") moves a clone of the live game, never the live game itself, so the live position,
// its side to move and its result stay what the page shows beside the review. The session keeps
// no list of words, boards or turns of its own: the moves are the game's `actions()`, a position
// is the game at a ply. What it does keep is a cache of each move's description (the adapter's
// texts, which need the position before the move), checked against the game's words on use.
//
// The session knows no game's rules. An adapter brings them (web/site/session/tribun-adapter.js,
// web/site/session/cotulenh-adapter.js):
//   open(snapshot)              a new game handle at that start; throws a message for players
//   apply(game, word)           plays a move (a refused one throws and changes nothing)
//   moves(game)                 the game's completed moves, in order (no derived word)
//   active(game)                true while the game goes on
//   canRedo(game)               true when the game's redo line holds a next move
//   clone(game)                 a game of its own at the same position of the same line
//   describe(game, word)        what a page shows of a move, in the position before it
//   moveError(index, entry)     the player's message for a move of a game file that is refused
//   settle(game)                after every change of the live game: what the game's rules
//                               derive by themselves (e.g. a side with no move loses); returns
//                               what it learned of the position (kept as `session.position`)
//   packLog(words), unpackLog(text)  the moves as saves and links carry them (the engine's log)
//   createEngine()              {think(game, start, {level}) -> Promise<word>, stop(), dispose()}
// A game whose move may take several steps (a CoTuLenh deploy turn: moves of one stack, then a
// commit) adds:
//   steps(word)                 the steps of a move, in order (the computer's are played one by
//                               one, `pace` ms apart, so that a person can follow them)
//   step(game, part)            plays one step (the move is made when moves(game) grows)
//   openSteps(game)             the steps of the move begun and not yet made ([] when none): a
//                               save keeps them (`open`), prepare() takes them as a last move
//   cancelTurn(game)            takes those steps back
// A game whose moves' outcomes the rules draw (Catan: a roll's dice, a card bought, a theft), and
// whose moves are described from the positions before and after, brings instead of describe():
//   play(game, word)            plays the move and returns {word, ...what a page shows}: `word`
//                               is the move as the game did it and as the log replays it
//   apply(game, word)           plays it without a description (a game brought back: its moves
//                               are described when a page asks for them, on a game of its own
//                               replayed from the start)
//   openAt(snapshot, words)     a game at the end of those moves at once, as the engine replays
//                               its own record; throws when any is refused
//   toMove(game)                the side that must decide (by default `game.turn`)
//   canTakeBack(word), takeBack(game)   (optional) whether the rules let a person take back that
//                               move (it drew and revealed nothing), and taking back the game's
//                               last move: undo() then takes back one move, the person's own
// Such a game has no review here (no clone or goTo), and no take-back beyond takeBack().
// Words are compared with ===: an adapter's words are numbers or strings.
//
// Seats ("mode", as saved by the play page): {kind: 'local', human, level} (people on this
// device play both sides), {kind: 'computer', human, level} (the person plays `human`, the
// computer the other side at `level`), {kind: 'link', human, level} (a friend plays the other
// side on another device; the game travels as links). A side is whatever the game's `turn` says
// (Tribun: 0 or 1; CoTuLenh: 'r' or 'b'). A game of more sides (Catan: 2-4 seats numbered from 0)
// seats them by a list, one entry a side: [{kind: 'person'} | {kind: 'computer', level}, ...].

const copySeats = (seats) => (Array.isArray(seats) ? seats.map((s) => ({ ...s })) : { ...seats });

/** Seats for two people on this device (the level is kept for a later game against the computer). */
export const LOCAL = (level = 2) => ({ kind: 'local', human: 0, level });

/**
 * A game checked and rebuilt from a start and its moves (GameSession.prepare), not yet the live
 * one: install() makes it live, dispose() drops it (a page that asks the player first).
 */
class PreparedGame {
  constructor(game, start, described) {
    this.game = game;
    this.start = start;
    this.described = described;
  }

  dispose() {
    this.game?.dispose();
    this.game = null;
  }
}

export class GameSession {
  #adapter;
  #save;
  #game = null;
  #start = null;
  #seats = LOCAL();
  #described = [];         // cache: #described[i] = {word, side, ...adapter.describe()} of move i
  #reviewPly = null;       // null: the live position is shown; else the ply shown
  #reviewGame = null;      // a clone of the live game moved to the ply shown
  #position = null;        // what adapter.settle() said of the live position
  #moves = null;           // the game's actions() read once per change (null: read again)
  #listeners = new Set();
  #engine = null;
  #thinking = 0;           // id of the computer's current search (0: none)
  #queue = Promise.resolve();  // one search at a time (a stopped one still settles)
  #timer = null;
  #pace = 0;               // ms between the steps of the computer's move
  #boards = new Map();     // boardAt() of the positions shown since the last change

  /**
   * @param {object} options
   * @param {object} options.adapter the game's rules (see the top of this file)
   * @param {(state: object) => void} [options.save] keeps {snapshot, log, mode, ...} after every
   *   change of the live game (`log`: the adapter's packLog of the moves; `open`: the steps of
   *   a move begun, for a game of steps; `state` also holds what `extras()` adds)
   * @param {() => object} [options.extras] the page's own fields of a save (orientation, clock...)
   * @param {object} [options.timer] a clock: beforeMove(game) and afterMove(game, turnBefore)
   *   return the word that ends the game on time, or null; settled(game) after every change of
   *   the live game, before it is saved
   * @param {number} [options.pace] ms between two steps of the computer's move (games of steps)
   */
  constructor({ adapter, save = null, extras = () => ({}), timer = null, pace = 0 }) {
    this.#adapter = adapter;
    const open = adapter.openSteps ? () => ({ open: adapter.openSteps(this.#game) }) : () => ({});
    this.#save = save ? () => save({ snapshot: this.#start, log: this.log(), mode: this.#seats, ...open(), ...extras() }) : () => {};
    this.#timer = timer;
    this.#pace = pace;
  }

  // ---- what a page reads ----------------------------------------------------------------------

  /** The live game handle (always at the live position; owned by the session). */
  get game() { return this.#game; }

  /** The snapshot the game started from. */
  get start() { return this.#start; }

  /** Who plays which side (a copy). */
  get seats() { return copySeats(this.#seats); }

  /** What the adapter's settle() said of the live position (the play page: its options). */
  get position() { return this.#position; }

  /** The moves of the live game, in order (the game's own log, without derived words). */
  moves() {
    this.#moves ??= this.#adapter.moves(this.#game);
    return this.#moves.slice();
  }

  /** The number of moves of the live game (the ply of the live position). */
  get length() {
    this.moves();
    return this.#moves.length;
  }

  /** The live moves as a packed log (what saves and links carry). */
  log() { return this.#adapter.packLog(this.moves()); }

  /** True while the game goes on. */
  get active() { return this.#adapter.active(this.#game); }

  /** The steps of the live move begun and not yet made ([] when none, or in a game without steps). */
  get openSteps() { return this.#adapter.openSteps?.(this.#game) ?? []; }

  /** The ply shown: the live one, or the one under review. */
  get shownPly() { return this.#reviewPly ?? this.length; }

  /** True when the live position is shown (no review). */
  get live() { return this.#reviewPly === null; }

  /** True while the computer searches. */
  get thinking() { return this.#thinking !== 0; }

  /** Move i (0-based) of the live game: {word, side, ...the adapter's description}. */
  entry(i) {
    this.#describeRange(i, i + 1);
    return this.#described[i];
  }

  /** The moves of the live game from move `from` on (entry(i) for each; by default all). */
  entries(from = 0) {
    const n = this.length;
    from = Math.max(0, Math.min(from, n));
    this.#describeRange(from, n);
    return this.#described.slice(from, n);
  }

  /** The side to move at a ply of the live line. */
  sideAt(ply) {
    return ply < this.length ? this.entry(ply).side : this.#toMove(this.#game);
  }

  /** The side that must decide in the live position. */
  get toMove() { return this.#toMove(this.#game); }

  /** A game handle at a ply of the live line, to read (not to keep: the session owns it). */
  at(ply) {
    if (ply === this.length) return this.#game;
    this.#reviewGame ??= this.#adapter.clone(this.#game);
    if (this.#reviewGame.ply !== ply) this.#reviewGame.goTo(ply);
    return this.#reviewGame;
  }

  /** The board at a ply of the live line (the shown one by default); not to be modified. */
  boardAt(ply = this.shownPly) {
    let board = this.#boards.get(ply);
    if (!board) {
      board = this.at(ply).board();
      this.#boards.set(ply, board);
    }
    return board;
  }

  /** The seat of a side: 'person', 'computer' or 'friend' (another device). */
  seatOf(side) {
    const s = this.#seats;
    if (Array.isArray(s)) return s[side]?.kind === 'computer' ? 'computer' : 'person';
    if (s.kind === 'local' || side === s.human) return 'person';
    return s.kind === 'computer' ? 'computer' : 'friend';
  }

  /** True when a person on this device is to move in the live position (shown or not). */
  get personToMove() { return this.active && this.seatOf(this.toMove) === 'person'; }

  /** The whole game as a record of its live line (`headers` added), never the moves taken back. */
  toRecord(headers) {
    const copy = this.#replay(this.#start, this.moves());
    try {
      this.#adapter.settle(copy);
      return copy.toRecord(headers);
    } finally {
      copy.dispose();
    }
  }

  /**
   * Calls `fn(event)` after every change: {type: 'change', played} (the live game changed;
   * `played`: the entries of the moves just played), {type: 'review'} (another ply shown),
   * {type: 'thinking'} (the computer started), {type: 'error', message} (it could not move).
   * Returns the function that unsubscribes.
   */
  subscribe(fn) {
    this.#listeners.add(fn);
    return () => this.#listeners.delete(fn);
  }

  // ---- starting a game ------------------------------------------------------------------------

  /**
   * Checks and rebuilds a game from a start snapshot and its moves (words, or a packed log),
   * describing each move; in a game of steps the last may be a move begun (its steps so far, as
   * a save keeps them: `[...moves, open.join(' ')]`). Throws an Error for players on a refused
   * start, move or step. The live game is untouched: install() the result or dispose() it.
   */
  prepare(snapshot, moves = []) {
    const words = typeof moves === 'string' ? this.#adapter.unpackLog(moves) : moves;
    const quiet = Boolean(this.#adapter.play);
    if (quiet && words.length > 0) {
      try {
        return new PreparedGame(this.#adapter.openAt(snapshot, words), snapshot, []);
      } catch {
        // Refused: played again below move by move, to say which move, in the players' words.
      }
    }
    const game = this.#adapter.open(snapshot);
    const described = [];
    // (a game described as played is described again only when asked: entries())
    for (let i = 0; i < words.length; ++i) {
      try {
        if (quiet) {
          this.#adapter.apply(game, words[i]);
        } else if (i === words.length - 1 && this.#adapter.step) {
          const entry = this.#describe(game, words[i]);
          this.#playBegun(game, words[i]);
          described.push(entry);
        } else {
          described.push(this.#playDescribed(game, words[i]));
        }
      } catch {
        // (a refused move changes nothing: the side is the one that could not play it)
        const entry = { word: words[i], side: this.#toMove(game) };
        game.dispose();
        throw new Error(this.#adapter.moveError(i, entry));
      }
    }
    return new PreparedGame(game, snapshot, described);
  }

  /** Makes a prepared game the live one, with its seats; the previous game is dropped. */
  install(prepared, seats = this.#seats) {
    if (!prepared.game) throw new Error('this game was disposed');
    this.#stopComputer();
    this.#dropReview();
    this.#game?.dispose();
    this.#game = prepared.game;
    prepared.game = null;
    this.#start = prepared.start;
    this.#described = prepared.described;
    this.#seats = copySeats(seats);
    this.#changed([]);
  }

  /** A new game from `snapshot` with `seats`. */
  newGame(snapshot, seats = this.#seats) {
    this.install(this.prepare(snapshot, []), seats);
  }

  /** Changes who plays which side, moves kept (the computer may then move). */
  setSeats(seats) {
    this.#stopComputer();
    this.#seats = copySeats(seats);
    this.#changed([]);
  }

  // ---- playing --------------------------------------------------------------------------------

  /**
   * Plays a word in the live position (a person's, the computer's, a resignation...). With a
   * clock, a flag that fell first ends the game instead, and a turn completed late ends it too.
   * Throws (nothing changed) when the game refuses the word.
   */
  play(word) {
    this.#stopComputer();
    const played = [];
    const early = this.active ? this.#timer?.beforeMove(this.#game) ?? null : null;
    const turn = this.toMove;
    played.push(this.#record(early ?? word));
    if (early === null && this.#timer && this.active && this.toMove !== turn) {
      const late = this.#timer.afterMove(this.#game, turn);
      if (late !== null) played.push(this.#record(late));
    }
    this.#changed(played);
  }

  /**
   * Plays one step of a move made of steps (adapter.step): the move is made when its last step
   * is. Throws (nothing changed) when the game refuses the step.
   */
  step(part) {
    this.#stopComputer();
    this.#changed(this.#playStep(part));
  }

  /** Takes back the steps of the move begun (a game of steps). */
  cancelTurn() {
    this.#stopComputer();
    this.#adapter.cancelTurn(this.#game);
    this.#changed([]);
  }

  /**
   * True when undo() would take something back for the person to move. A game whose adapter
   * takes back one move at a time (takeBack): only the person's own last move, and only one its
   * rules let be taken back (a Catan road, not a roll); other games: any move or step.
   */
  get canUndo() {
    const n = this.length;
    if (!this.#adapter.takeBack) return n > 0 || this.openSteps.length > 0;
    return this.personToMove && this.live && n > 0 && this.#adapter.canTakeBack(this.#moves[n - 1]) && this.sideAt(n - 1) === this.toMove;
  }

  /**
   * Takes back moves to `ply` (by default one move; against the computer or a friend's device,
   * back to the person's previous turn), and the steps of a move begun. The moves taken back stay
   * in the game's history as its redo line (redo()). A game of takeBack(): the person's own last
   * move when canUndo, else nothing (`ply` is not read).
   */
  undo(ply = this.#undoTarget()) {
    if (this.#adapter.takeBack) {
      if (!this.canUndo) return;
      this.#stopComputer();
      this.#adapter.takeBack(this.#game);
      this.#changed([]);
      return;
    }
    const open = this.openSteps.length > 0;
    if (this.length === 0 && !open) return;
    this.#stopComputer();
    if (open) this.#adapter.cancelTurn(this.#game);
    if (this.length > 0) this.#game.goTo(Math.max(0, Math.min(ply, this.length)));
    this.#changed([]);
  }

  /** True when a move taken back can be played again. */
  get canRedo() {
    return this.#adapter.canRedo(this.#game);
  }

  /**
   * Plays again the next move taken back (the engine's redo line); against the computer, its
   * answer too when the line holds it, so that the person is to move again.
   */
  redo() {
    this.#stopComputer();
    do {
      this.#game.redo();
    } while (this.active && this.seatOf(this.toMove) === 'computer' && this.canRedo);
    this.#changed([]);
  }

  /** Shows the position at `ply` of the live line (the live one past the end); the game stays. */
  review(ply) {
    this.#stopComputer();
    const n = this.length;
    this.#reviewPly = ply >= n ? null : Math.max(0, ply);
    if (this.#reviewPly === null) this.#dropReview();
    this.#emit({ type: 'review' });
    if (this.#reviewPly === null) this.#think();
  }

  /** Saves the game now (the page's own fields changed, e.g. the board was turned). */
  save() {
    if (this.#game) this.#save();
  }

  /** Stops the computer and frees the games. */
  dispose() {
    this.#stopComputer();
    this.#dropReview();
    this.#game?.dispose();
    this.#game = null;
    this.#engine?.dispose?.();
    this.#engine = null;
  }

  // ---- inside ---------------------------------------------------------------------------------

  #undoTarget() {
    if (this.#adapter.takeBack) return this.length - 1;
    let keep = this.length - 1;
    if (this.#seats.kind === 'local') return keep;
    const human = this.#seats.human;
    while (keep > 0 && this.sideAt(keep) !== human) keep -= 1;
    return this.sideAt(keep) === human ? keep : 0;
  }

  #toMove(game) {
    return this.#adapter.toMove ? this.#adapter.toMove(game) : game.turn;
  }

  #describe(game, word) {
    return { word, side: this.#toMove(game), ...this.#adapter.describe(game, word) };
  }

  // Plays a move on `game` and returns its entry (described before it, or by the adapter's play).
  #playDescribed(game, word) {
    if (this.#adapter.play) {
      const side = this.#toMove(game);
      return { side, ...this.#adapter.play(game, word) };
    }
    const entry = this.#describe(game, word);
    this.#adapter.apply(game, word);
    return entry;
  }

  // Fills the description cache for moves from..n-1, checking it against the game's words: a
  // stale entry (a take-back, then another move) or a missing one (a game brought back) is
  // described again from a game of its own at its ply.
  #describeRange(from, n) {
    this.moves();
    const words = this.#moves;
    let first = from;
    while (first < n && this.#described[first]?.word === words[first]) ++first;
    if (first >= n) return;
    const walker = this.#walkerAt(first, words);
    try {
      for (let i = first; i < n; ++i) {
        if (this.#adapter.play) {
          this.#described[i] = this.#playDescribed(walker, words[i]);
          continue;
        }
        this.#described[i] = this.#describe(walker, words[i]);
        if (i + 1 < n) walker.redo();
      }
    } finally {
      walker.dispose();
    }
  }

  // A game of its own at `ply` of the live line: a copy moved back, or (a game without a history)
  // the start with the moves played again by the engine.
  #walkerAt(ply, words) {
    if (this.#adapter.clone) {
      const walker = this.#adapter.clone(this.#game);
      walker.goTo(ply);
      return walker;
    }
    return this.#adapter.openAt(this.#start, words.slice(0, ply));
  }

  #record(word) {
    const ply = this.length;
    const entry = this.#playDescribed(this.#game, word);
    this.#moves = null;
    this.#described[ply] = entry;  // later entries (a line taken back) are checked on use
    return entry;
  }

  // A move of steps played step by step, which may stay open; each step but the last must leave
  // it open (a move that ends early is not this move).
  #playBegun(game, word) {
    const steps = this.#adapter.steps(word);
    steps.forEach((part, i) => {
      if (i > 0 && this.#adapter.openSteps(game).length === 0) throw new Error('the move was over before its last step');
      this.#adapter.step(game, part);
    });
  }

  // One step of a move of steps on the live game; returns the entries of the moves it completed.
  #playStep(part) {
    const before = this.length;
    this.#adapter.step(this.#game, part);
    this.#moves = null;
    const played = [];
    for (let i = before; i < this.length; ++i) played.push(this.entry(i));
    return played;
  }

  #replay(snapshot, words) {
    const game = this.#adapter.open(snapshot);
    for (const w of words) this.#adapter.apply(game, w);
    return game;
  }

  #dropReview() {
    this.#reviewPly = null;
    this.#reviewGame?.dispose();
    this.#reviewGame = null;
  }

  // After every change of the live game: the rules' own consequences, the save, the page, then
  // the computer's move when it is its turn.
  #changed(played) {
    this.#dropReview();
    this.#boards.clear();
    this.#moves = null;
    this.#position = this.#adapter.settle(this.#game);
    this.#moves = null;
    this.#timer?.settled?.(this.#game);
    this.#save();
    this.#emit({ type: 'change', played });
    this.#think();
  }

  #emit(event) {
    for (const fn of this.#listeners) fn(event);
  }

  // The computer's move when it is its turn: one search at a time (a search or its steps still
  // being played are never started twice), its result dropped when anything came after it.
  #think() {
    if (this.#thinking || !this.live || !this.active || this.seatOf(this.toMove) !== 'computer') return;
    // Steps of the computer's left open (a reload in the middle of its move): thought again whole.
    if (this.openSteps.length > 0) this.#adapter.cancelTurn(this.#game);
    this.#engine ??= this.#adapter.createEngine();
    const id = ++this.#thinking;
    const game = this.#game, start = this.#start, level = this.#levelOf(this.toMove);
    const engine = this.#engine;
    this.#emit({ type: 'thinking' });
    this.#queue = this.#queue.then(async () => {
      if (id !== this.#thinking) return;  // cancelled before it started
      let word;
      try {
        word = await engine.think(game, start, { level });
      } catch (err) {
        if (id !== this.#thinking) return;
        this.#thinking = 0;
        this.#emit({ type: 'error', message: `The computer could not move: ${err.message}` });
        return;
      }
      if (id !== this.#thinking) return;
      const steps = this.#adapter.steps?.(word) ?? [word];
      if (steps.length > 1) {
        await this.#playSteps(id, steps);
        return;
      }
      this.#thinking = 0;
      try {
        this.play(word);
      } catch (err) {
        this.#emit({ type: 'error', message: `The computer could not move: ${err.message}` });
      }
    });
  }

  // The computer's move of several steps, `pace` ms apart, each shown; stopped by anything that
  // stops the computer (a new game, a take-back, other seats). The session stays `thinking` until
  // the last step, so that a page keeps its board waiting.
  async #playSteps(id, steps) {
    try {
      for (let i = 0; i < steps.length; ++i) {
        if (i > 0) await new Promise((resolve) => setTimeout(resolve, this.#pace));
        if (id !== this.#thinking) return;
        const played = this.#playStep(steps[i]);
        const done = played.length > 0 || !this.active;  // (a step may end the game)
        if (done) this.#thinking = 0;
        this.#changed(played);
        if (done) return;
      }
      throw new Error('its move did not end');
    } catch (err) {
      if (id !== this.#thinking) return;
      // Its steps taken back and kept so, without a new search (still `thinking` through the
      // change): the page says so and the person decides (a take-back, other seats).
      if (this.openSteps.length > 0) this.#adapter.cancelTurn(this.#game);
      this.#changed([]);
      this.#thinking = 0;
      this.#emit({ type: 'error', message: `The computer could not move: ${err.message}` });
    }
  }

  #levelOf(side) {
    const s = this.#seats;
    return Array.isArray(s) ? s[side].level : s.level;
  }

  #stopComputer() {
    if (!this.#thinking) return;
    this.#thinking = 0;
    this.#engine?.stop();
  }
}
