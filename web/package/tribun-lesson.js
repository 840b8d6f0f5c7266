// <tribun-lesson>: one Tribun lesson (docs/LESSONS.md) on a page, with no framework and no build
// step. The board is the shared component of web/package/tribun-board.js (BoardView + ClickMachine); the
// rules, the allowed actions and the goal are the engine's (tribun.lesson).
//
//   <script type="module" src="node_modules/boardrules/tribun-lesson.js"></script>
//   <tribun-lesson src="my-lesson.json"></tribun-lesson>
//   <tribun-lesson><script type="application/json">{ "id": "...", ... }</script></tribun-lesson>
//
// Or set the `lesson` property to a lesson object (JSON form or one parsed by tribun.lesson.parse).
// The board is built when the element first scrolls near the viewport (a page of many lessons
// stays fast); `eager` builds it at once.
//
// Events (all bubble and are composed, so they cross shadow roots):
//   tribun-move            {lessonId, word, outcome, message}  after every action the learner plays
//   tribun-lesson-complete {lessonId, stars, mistakes, hints, moves}
//   tribun-lesson-fail     {lessonId, word, message}            a wrong attempt (explained)
//   tribun-lesson-ready    {lessonId}                           the lesson is on the board, playable
// Attribute heading="2".."6" sets the title's heading level (default 3), heading="none" makes it
// plain text.
// State for tests and styling: data-ready="1" once playable, data-status="playing|solved|wrong".
// A namespace import: the shared component grows (keyboard play, coordinates, shape-coded marks)
// and this element uses each part when the component has it.
import * as board from './tribun-board.js';
import { BoardOverlays, OVERLAY_CSS, patternOfUnitSteps } from './board/overlays.js';
import { earlyBoardOfLesson } from './board/lesson-position.js';
import { afterPaint, nextTask } from './board/tasks.js';
import { controlBar, el } from './board/controls.js';
import { TRIBUN_START_FILES, preloadModules } from './src/tribun-start-files.js';

const LESSON_CSS = `
tribun-lesson { display: block; max-width: 34rem; font: 16px/1.45 system-ui, sans-serif; color: #1d1b17; }
tribun-lesson .tl-title { font-size: 1.15rem; margin: 0 0 .25rem; }
tribun-lesson .tl-instruction { margin: 0 0 .5rem; }
tribun-lesson .tl-board { position: relative; max-width: 30rem; margin: 0 auto; aspect-ratio: 428 / 469; }
tribun-lesson [hidden] { display: none !important; }
tribun-lesson svg { width: 100%; height: auto; display: block; user-select: none; touch-action: manipulation; }
tribun-lesson .tl-bar { display: flex; flex-wrap: wrap; gap: .5rem; align-items: center; margin: .5rem 0; }
tribun-lesson button { font: inherit; min-height: 44px; min-width: 44px; padding: .35rem .9rem; border-radius: 6px;
  border: 1px solid #4a4437; background: #fff; color: #1d1b17; cursor: pointer; }
tribun-lesson button.tl-primary { background: #0b5394; border-color: #0b5394; color: #fff; }
tribun-lesson button:disabled { opacity: .55; cursor: default; }
tribun-lesson .tl-selection { flex: 1 1 12rem; font-size: .95rem; color: #3b352b; }
tribun-lesson .tl-feedback { min-height: 1.5em; margin: .25rem 0; padding: .5rem .75rem; border-radius: 6px; border-left: 6px solid transparent; }
tribun-lesson .tl-feedback:empty { padding: 0; border: 0; }
tribun-lesson .tl-feedback[data-kind="solved"] { background: #e3f1e3; border-color: #1e6b1e; }
tribun-lesson .tl-feedback[data-kind="wrong"] { background: #fbe6e4; border-color: #a3122a; }
tribun-lesson .tl-feedback[data-kind="hint"], tribun-lesson .tl-feedback[data-kind="info"] { background: #e6eef8; border-color: #0b5394; }
tribun-lesson .tl-feedback[data-kind="solved"]::before { content: "\\2714  "; font-weight: bold; }
tribun-lesson .tl-feedback[data-kind="wrong"]::before { content: "\\2716  "; font-weight: bold; }
tribun-lesson .tl-legend { font-size: .9rem; color: #3b352b; margin: .25rem 0; display: flex; flex-wrap: wrap; gap: .2rem .6rem; align-items: center; }
tribun-lesson .tl-key { display: inline-block; width: 16px; height: 16px; vertical-align: -3px; margin-right: .2rem; background: no-repeat center / contain; }
tribun-lesson .tl-key-goal { background-image: url("data:image/svg+xml,%3Csvg xmlns='http://www.w3.org/2000/svg' viewBox='-10 -10 20 20'%3E%3Cpolygon points='9,0 4.5,7.8 -4.5,7.8 -9,0 -4.5,-7.8 4.5,-7.8' fill='none' stroke='%230b5394' stroke-width='2.2' stroke-dasharray='3 2'/%3E%3C/svg%3E"); }
tribun-lesson .tl-stars { font-size: 1.3rem; letter-spacing: .1em; color: #7a5a00; }
tribun-lesson .tl-error { color: #a3122a; }
`;

// The legend's keys are the board's own markers (web/package/board/view.js: one marker language).
const markerKey = (inner) => `url("data:image/svg+xml,${encodeURIComponent(`<svg xmlns='http://www.w3.org/2000/svg' viewBox='-23 -23 46 46'>${inner}</svg>`)}")`;
const MARKER_KEY_CSS = `
tribun-lesson .tl-key-move { background-image: ${markerKey("<circle r='9' fill='#123c84' stroke='#fff' stroke-width='2'/>")}; }
tribun-lesson .tl-key-attack { background-image: ${markerKey(`<path d='${board.ATTACK_PATH}' fill='#9a0b1c' stroke='#fff' stroke-width='1.4' stroke-linejoin='round'/>`)}; }
`;

let cssDone = false;
function installLessonCss() {
  board.installCss();
  if (cssDone) return;
  cssDone = true;
  const style = document.createElement('style');
  style.textContent = LESSON_CSS + MARKER_KEY_CSS + OVERLAY_CSS;
  document.head.appendChild(style);
}

const ElementBase = typeof HTMLElement === 'undefined' ? class {} : HTMLElement;


// The engine's start-up in steps, a task each (each step is 10-50 ms of main-thread work on this
// machine; in one chain of promises they ran as one long task): evaluating the module graph (the
// browser's, when the import resolves), instantiating the WebAssembly module, building the Tribun
// API and its bindings. The same instance and API as board.tribunApi() and web/package/index.js's
// loadBoardrules() (web/package/src/instance.js keeps one). Exported for pages that start the engine
// themselves (the Learn chapter's game).
let engineSteps = null;
export function tribunApiInSteps() {
  engineSteps ??= (async () => {
    const start = await import('./src/tribun-start.js');
    performance.mark?.('tribun-lesson:engine-evaluated');
    await nextTask();
    await start.instantiate();
    performance.mark?.('tribun-lesson:engine-instantiated');
    await nextTask();
    await start.loadTribunApi();  // builds the Tribun API once
    performance.mark?.('tribun-lesson:engine-api');
    await nextTask();
    return board.tribunApi();  // resolves at once: the same modules and instance
  })().catch((error) => {
    engineSteps = null;  // let a later call retry
    throw error;
  });
  return engineSteps;
}

// A lesson asks for the engine after its board's frame and preloads all of it then.
let enginePreloaded = false;
function preloadEngine() {
  if (enginePreloaded) return;
  enginePreloaded = true;
  preloadModules(TRIBUN_START_FILES);  // a page may have preloaded them (web/site/learn/chapter.js does)
}

// At most one board's work per task. Several lessons in a page's first screen are built by the same
// task (the intersection observers' callbacks run together, as do the elements woken by the one
// engine promise), and each board's drawing, parsing or listing is 10-40 ms on a slow machine:
// the first takes the task, the others wait for a task of their own (a timer, after the one that
// frees the slot).
let taskClaimed = false;
function claimTask() {
  if (taskClaimed) return false;
  taskClaimed = true;
  setTimeout(() => { taskClaimed = false; }, 0);
  return true;
}
async function taskOfItsOwn() {
  do await new Promise((resolve) => setTimeout(resolve, 0));
  while (!claimTask());
}

// Movement diagrams by unit byte and tile (the pattern on an empty board depends on nothing else).
const PATTERNS = new Map();

function starText(n) {
  return '\u2605'.repeat(n) + '\u2606'.repeat(3 - n);
}

export class TribunLessonElement extends ElementBase {
  static get observedAttributes() {
    return ['src'];
  }

  #lessonInput = null;   // what the author gave (object or parsed lesson)
  #run = null;
  #t = null;
  #view = null;
  #overlays = null;
  #selection = null;  // BoardSelection: clicks and keys to one word
  #ui = null;
  #built = false;
  #observer = null;
  #loadId = 0;
  #drawId = 0;
  #pendingClicks = [];  // tiles clicked on the early board, answered once playable

  connectedCallback() {
    installLessonCss();
    if (this.#built || this.#observer) return;
    if (this.hasAttribute('eager') || typeof IntersectionObserver === 'undefined') {
      this.#build();
      return;
    }
    // Lazy: build when the element comes within a screen of the viewport.
    this.#observer = new IntersectionObserver((entries) => {
      if (entries.some((e) => e.isIntersecting)) {
        this.#observer.disconnect();
        this.#observer = null;
        this.#build();
      }
    }, { rootMargin: '100% 0px' });
    this.#observer.observe(this);
  }

  disconnectedCallback() {
    this.#observer?.disconnect();
    this.#observer = null;
  }

  attributeChangedCallback(name, oldValue, newValue) {
    if (this.#built && oldValue !== newValue) this.#load();
  }

  /** The lesson (JSON object or parsed). Setting it restarts the element with that lesson. */
  get lesson() {
    return this.#run?.lesson ?? null;
  }

  set lesson(value) {
    this.#lessonInput = value;
    if (this.#built) this.#load();
  }

  /** The click selection: {mode, cid, alloc, word} (word: the action Play would submit, or null). */
  get selection() {
    return this.#selection?.selection ?? null;
  }

  /** The current attempt (tribun.lesson.start), or null before the lesson is loaded. */
  get run() {
    return this.#run;
  }

  #build() {
    this.#built = true;
    const inline = this.querySelector('script[type="application/json"]');
    if (inline && this.#lessonInput === null) this.#lessonInput = inline.textContent;
    this.#ui = this.#makeUi();
    this.#load();
  }

  #makeUi() {
    const $ = el;
    const root = $('div', 'tl-root');
    // heading="2".."6": the title's heading level (default 3: under a page's h1 and h2); "none": no heading.
    const level = this.getAttribute('heading');
    const title = $(level === 'none' ? 'div' : /^[2-6]$/.test(level ?? '') ? `h${level}` : 'h3', 'tl-title', root);
    const intro = $('p', 'tl-intro', root);
    const instruction = $('p', 'tl-instruction', root);
    const boardBox = $('div', 'tl-board', root);
    boardBox.setAttribute('role', 'group');
    const legend = $('p', 'tl-legend', root);
    legend.innerHTML = '<span class="tl-goal-key"><span class="tl-key tl-key-goal"></span>goal tile</span>'
      + '<span class="tl-diagram-key"><span class="tl-key tl-key-move"></span>can move there</span>'
      + '<span class="tl-diagram-key"><span class="tl-key tl-key-attack"></span>can attack there</span>';
    const { selection, play, buttons: [hint, retry] } = controlBar(root, ['Hint', 'Start over']);
    const feedback = $('p', 'tl-feedback', root);
    feedback.setAttribute('role', 'status');
    const stars = $('div', 'tl-stars', root);
    play.addEventListener('click', () => this.#submit());
    hint.addEventListener('click', () => this.#showHint());
    retry.addEventListener('click', () => this.#retry());
    // Keep authors' inline JSON (hidden by default) but show nothing else of theirs.
    this.appendChild(root);
    return { root, title, intro, instruction, boardBox, selection, play, hint, retry, legend, feedback, stars };
  }

  async #load() {
    const id = ++this.#loadId;
    delete this.dataset.ready;
    this.#pendingClicks = [];
    try {
      let input = this.#lessonInput;
      const src = this.getAttribute('src');
      if (src && input === null) {
        const response = await fetch(new URL(src, document.baseURI));
        if (!response.ok) throw new Error(`could not load ${src}: HTTP ${response.status}`);
        input = await response.text();
      }
      if (id !== this.#loadId) return;
      if (input === null) return;  // nothing given yet: waits for the lesson property
      // The lesson's texts and board are drawn from its JSON before the engine is loaded (in
      // the same task as the setter when the lesson is given as a property), so the page paints
      // its board at once; the engine module is imported after that frame, then the lesson is
      // parsed by the engine and redrawn from the engine's reading (the authority).
      if (!this.#t && !claimTask()) {
        await taskOfItsOwn();
        if (id !== this.#loadId) return;
      }
      if (!this.#t && this.#drawEarly(input)) {
        performance.mark?.('tribun-lesson:early-drawn');
        await afterPaint();
        if (id !== this.#loadId) return;
      }
      preloadEngine();
      performance.mark?.('tribun-lesson:engine-requested');
      const t = await tribunApiInSteps();
      performance.mark?.('tribun-lesson:engine');
      if (id !== this.#loadId) return;
      if (!claimTask()) {
        await taskOfItsOwn();
        if (id !== this.#loadId) return;
      }
      this.#t = t;
      // Showing a lesson takes three tasks, each short (the page stays responsive even on a
      // slow machine): parse and check the lesson; draw its board; list its actions (playable).
      const run = t.lesson.start(input);
      performance.mark?.('tribun-lesson:parsed');
      await nextTask();
      if (id !== this.#loadId) return;
      this.#run = run;
      this.#drawLesson();
      performance.mark?.('tribun-lesson:drawn');
      await nextTask();
      if (id !== this.#loadId) return;
      this.#ready();
    } catch (err) {
      if (id !== this.#loadId) return;
      this.#view?.setBoard(new Uint8Array(121));  // no early drawing stays for a lesson the engine rejects
      this.dataset.error = err.message;
      this.#ui.feedback.className = 'tl-feedback tl-error';
      this.#ui.feedback.textContent = `This lesson could not be loaded: ${err.message}`;
    }
  }

  // Before the engine: the texts and the board read from the lesson's JSON (board/lesson-position.js),
  // not playable. False (nothing drawn) when the position needs the engine (setup codes) or the
  // JSON is not what the engine would accept in the first place.
  #drawEarly(input) {
    let raw = input;
    if (typeof input === 'string') {
      try {
        raw = JSON.parse(input);
      } catch {
        return false;
      }
    }
    const bytes = earlyBoardOfLesson(raw);
    const title = raw?.title, text = raw?.text;
    if (!bytes || typeof title !== 'string' || typeof text?.instruction !== 'string') return false;
    const intro = typeof text.intro === 'string' ? text.intro : '';
    const ui = this.#ui;
    ui.title.textContent = title;
    ui.intro.textContent = intro;
    ui.intro.hidden = !intro;
    ui.instruction.textContent = text.instruction;
    // The legend as it will be once playable: nothing below the board moves when it is.
    const marks = Array.isArray(raw.marks) && raw.marks.length > 0;
    const diagram = Array.isArray(raw.diagram) && raw.diagram.length > 0;
    ui.legend.hidden = !marks && !diagram;
    for (const k of ui.legend.querySelectorAll('.tl-goal-key')) k.hidden = !marks;
    for (const k of ui.legend.querySelectorAll('.tl-diagram-key')) k.hidden = !diagram;
    this.#ensureView(title);
    ui.boardBox.setAttribute('aria-label', `${title}. ${text.instruction}`);
    this.#view.setLastMove(new Set());
    this.#selection.setOptions(null);
    this.#view.setBoard(bytes);
    return true;
  }

  #ensureView(title) {
    if (this.#view) return;
    this.#view = new board.BoardView({ label: `Lesson board: ${title}` });
    this.#ui.boardBox.appendChild(this.#view.svg);
    this.#overlays = new BoardOverlays(this.#view);
    if (!this.#view.coordLayer) this.#overlays.showCoordinates();  // older components draw none
    // The board itself is the focus stop (the component's keyboard play).
    this.#selection = new board.BoardSelection(this.#view, {
      changed: (word, machine) => this.#showSelection(word, machine),
      submit: () => this.#submit(),
    });
    // The board is drawn from the lesson's JSON before the engine is here: a click on it then is
    // kept and answered, in order, as soon as the lesson is playable (#ready), never dropped.
    this.#view.svg.addEventListener('click', (event) => {
      if (this.dataset.ready === '1' || this.#selection.machine) return;  // BoardSelection answers it
      const tile = event.target.closest?.('[data-cid]');
      if (!tile) return;
      this.#pendingClicks.push(Number(tile.dataset.cid));
      this.#ui.selection.textContent = 'Loading the rules: your click will be answered in a moment.';
    });
  }

  // The lesson's texts and board from the engine's reading, not yet playable (no selection until #ready).
  #drawLesson() {
    const { lesson } = this.#run;
    const ui = this.#ui;
    ui.title.textContent = lesson.title;
    ui.intro.textContent = lesson.text.intro;
    ui.intro.hidden = !lesson.text.intro;
    ui.instruction.textContent = lesson.text.instruction;
    this.#ensureView(lesson.title);
    ui.boardBox.setAttribute('aria-label', `${lesson.title}. ${lesson.text.instruction}`);
    this.#view.setLastMove(new Set());
    this.#view.setCaptured(null);
    this.#setFeedback('', '');
    this.#selection.setOptions(null);
    this.#view.setBoard(this.#run.board);
  }

  // Playable: the lesson's actions listed (the selection), state and event.
  #ready() {
    const { lesson } = this.#run;
    this.#newPosition();
    const clicks = this.#pendingClicks;
    this.#pendingClicks = [];
    for (const cid of clicks) this.#selection.click(cid);
    delete this.dataset.error;
    this.dataset.lesson = lesson.id;
    this.dataset.ready = '1';
    performance.mark?.('tribun-lesson:ready');
    this.#emit('tribun-lesson-ready', { lessonId: lesson.id });
  }

  #drawOverlays() {
    const { lesson } = this.#run;
    this.#ui.legend.hidden = lesson.marks.length === 0 && lesson.diagram.length === 0;
    for (const k of this.#ui.legend.querySelectorAll('.tl-goal-key')) k.hidden = lesson.marks.length === 0;
    for (const k of this.#ui.legend.querySelectorAll('.tl-diagram-key')) k.hidden = lesson.diagram.length === 0;
    this.#overlays.clear();
    this.#overlays.markGoals(lesson.marks);
    // The movement diagram asks the engine about every tile (~90 small listings per unit): done
    // after the board is playable, a quarter of the tiles per task (no task grows long), and
    // remembered per unit and tile (practice moves redraw it after every move).
    const run = this.#run;
    const board = run.board;
    const id = ++this.#drawId;
    const units = lesson.diagram.filter((cid) => board[cid] !== 0);  // units that moved on: none
    if (units.length === 0) return;
    const draw = () => {
      for (const cid of units) {
        const p = PATTERNS.get(board[cid] * 121 + cid);
        this.#overlays.diagram(p.move, p.attack, board, cid);
      }
    };
    let at = 0, steps = null;
    const work = () => {
      if (id !== this.#drawId) return;  // the position changed since
      for (; at < units.length; ++at, steps = null) {
        const key = board[units[at]] * 121 + units[at];
        if (PATTERNS.has(key)) continue;
        steps ??= patternOfUnitSteps(this.#t, board, units[at]);
        const step = steps.next();
        if (!step.done) return setTimeout(work, 0);
        PATTERNS.set(key, step.value);
      }
      draw();
    };
    if (units.every((cid) => PATTERNS.has(board[cid] * 121 + cid))) draw();
    else setTimeout(work, 0);
  }

  #newPosition() {
    const run = this.#run;
    this.#view.setBoard(run.board);
    this.#view.setBadges(new Map());
    this.#view.setHints(new Map());
    this.#drawOverlays();
    this.dataset.status = run.status;
    this.#ui.hint.disabled = run.status === 'solved';
    this.#ui.stars.textContent = run.status === 'solved' ? starText(run.stars) : '';
    this.#ui.stars.setAttribute('aria-label', run.status === 'solved' ? `${run.stars} of 3 stars` : '');
    this.#selection.setOptions(run.status === 'playing' ? run.options() : null);
  }

  #showSelection(word, machine) {
    if (!machine) {
      this.#ui.play.disabled = true;
      this.#ui.selection.textContent = '';
      return;
    }
    this.#overlays.showDiagram(machine.mode === 'idle');
    this.#ui.play.disabled = word === null;
    this.#ui.selection.textContent = word === null
      ? (machine.mode === 'idle' ? 'Choose a highlighted tile.' : 'Choose where to go (click again to change).')
      : `Selected: ${this.#moveText(this.#run.board, this.#run.turn, word, 'present')} Press Play.`;
  }

  /** Plays `word` as the learner (what a click on Play does); returns the run's verdict. */
  play(word) {
    if (!this.#run) throw new Error('the lesson is not loaded yet');
    const before = this.#run.board, turnBefore = this.#run.turn;
    const result = this.#run.play(word);
    // The computer answers the position after the learner's move, with the other side to move.
    const replyText = () =>
      this.#moveText(this.#t.lesson.applyPractice(before, turnBefore, word), turnBefore ^ 1, result.reply);
    const lessonId = this.#run.lesson.id;
    if (result.outcome !== 'not-allowed') {
      // Opponent mode: the computer's answer is the move to show (a captured tribun crossed out).
      if (result.reply === undefined) this.#view.showLastAction(this.#t, word, before);
      else this.#view.showLastAction(this.#t, result.reply, this.#t.lesson.applyPractice(before, turnBefore, word));
    }
    this.#emit('tribun-move', { lessonId, word, outcome: result.outcome, message: result.message });
    if (result.outcome === 'solved') {
      this.#newPosition();
      this.#setFeedback('solved', result.message);
      const r = this.#run;
      this.#emit('tribun-lesson-complete', { lessonId, stars: r.stars, mistakes: r.mistakes, hints: r.hintsUsed, moves: r.moves });
    } else if (result.outcome === 'wrong') {
      this.#newPosition();
      const answered = result.reply === undefined ? '' : `The computer answered: ${replyText()} `;
      this.#setFeedback('wrong', `${answered}${result.message} Press "Start over" to try again.`);
      this.#emit('tribun-lesson-fail', { lessonId, word, message: result.message });
    } else if (result.outcome === 'not-allowed') {
      this.#setFeedback('wrong', result.message);
    } else if (result.reply !== undefined) {
      this.#newPosition();
      this.#setFeedback('info', `The computer answered: ${replyText()} Your move.`);
    } else if (!this.#goalInReach(this.#run)) {
      // A practice step that can no longer reach the goal is wrong now, not when the moves run
      // out (issue 32: "Good. Your move again" after a step away from the goal).
      const run = this.#run;
      run.mistakes += 1;
      this.#newPosition();
      this.#selection.setOptions(null);
      this.dataset.status = 'wrong';
      const { wrong } = run.lesson.text;
      const left = run.lesson.maxMoves - run.moves.length;
      const why = wrong.tooManyMoves ?? wrong.default ?? `The goal: ${this.#t.lesson.checkGoal(run.lesson, run.board, word).text}.`;
      const message = `That move cannot reach the goal in the ${left} move${left === 1 ? '' : 's'} left. ${why}`;
      this.#setFeedback('wrong', `${message} Press "Start over" to try again.`);
      this.#emit('tribun-lesson-fail', { lessonId, word, message });
    } else {
      this.#newPosition();
      const left = this.#run.lesson.maxMoves - this.#run.moves.length;
      this.#setFeedback('info', `Good: the goal is still in reach. Your move again: ${left} move${left === 1 ? '' : 's'} left.`);
    }
    return result;
  }

  /**
   * Practice mode: can the goal still be reached in the moves left, with the lesson's own
   * actions? A small search (practice tasks allow a few moves; positions seen are not searched
   * twice); past 5,000 actions tried it answers yes (never a wrong verdict it did not prove).
   */
  #goalInReach(run) {
    const { lesson } = run;
    const t = this.#t;
    const filter = { ops: [...lesson.allow], ...(lesson.tile === null || lesson.tile === undefined ? {} : { tile: lesson.tile }) };
    const seen = new Set();
    let budget = 5000;
    const reach = (board, depth) => {
      const key = `${depth}:${board.join(',')}`;
      if (seen.has(key)) return false;
      seen.add(key);
      for (const w of t.lesson.legalActions(board, run.turn, filter)) {
        if (--budget < 0) return true;
        const after = t.lesson.applyPractice(board, run.turn, w);
        if (t.lesson.checkGoal(lesson, after, w).met) return true;
        if (depth > 1 && reach(after, depth - 1)) return true;
      }
      return false;
    };
    const left = lesson.maxMoves - run.moves.length;
    return left > 0 && reach(run.board, left);
  }

  // A move in words, then as players write it (docs/NOTATION.md: the engine's one describer and
  // the notation, tile names as drawn at the board's edge).
  #moveText(boardBytes, turn, word, tense = 'past') {
    return `${this.#t.explainAction(boardBytes, turn, word, { tense })} (${this.#t.formatAction(boardBytes, turn, word)})`;
  }

  #submit() {
    const word = this.#selection?.word ?? null;
    if (word !== null) this.play(word);
  }

  #showHint() {
    if (!this.#run) return;
    this.#setFeedback('hint', `Hint: ${this.#run.hint()}`);
  }

  #retry() {
    if (!this.#run) return;
    this.#run.retry();
    this.#view.showLastAction(this.#t, null);
    this.#newPosition();
    this.#setFeedback('', '');
    this.#view.svg.focus({ preventScroll: true });
  }

  #setFeedback(kind, text) {
    const f = this.#ui.feedback;
    f.className = 'tl-feedback';
    if (kind) f.dataset.kind = kind;
    else delete f.dataset.kind;
    f.textContent = text;
  }

  #emit(type, detail) {
    this.dispatchEvent(new CustomEvent(type, { detail, bubbles: true, composed: true }));
  }
}

if (typeof customElements !== 'undefined' && !customElements.get('tribun-lesson')) {
  // The task that evaluates this module (and the board's graph with it: 50-90 ms on this
  // machine) is spent: an element built while it is defined (eager, or a page whose script
  // comes after its lessons) draws its board in a task of its own (#load's claimTask).
  claimTask();
  performance.mark?.('tribun-lesson:defined');
  customElements.define('tribun-lesson', TribunLessonElement);
}
