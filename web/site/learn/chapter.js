// One chapter of the course: its introduction, then its tasks one at a time in a <tribun-lesson>.
// URL: chapter.html?c=CHAPTER_ID&l=TASK_NUMBER (1-based). Solving a task records its stars.
import { loadProgress, recordStars, starText } from './progress.js';
import { afterPaint as framePainted, firstContentfulPaint, nextTask } from '../../package/board/tasks.js';

// What is loaded when (docs/PERFORMANCE.md, "The Learn course"): chapter.html loads this module
// and the course's JSON; the chapter's texts are painted as soon as its JSON is here; then the
// board's modules are requested (all at once: their modulepreload links are added with the
// import, no import waterfall) and the lesson's board is drawn from its JSON; the engine's
// modules are requested after that frame (compiling them while the board is drawn put a long
// task into the load; requesting them with the board's graph tripled Lighthouse's blocking time
// again in the h-learn7 pass). Neither is on the path to the first paint or to the texts. Each
// step is a task of its own: the board's modules are evaluated in one, the board is drawn in
// the next, and the engine starts in steps (evaluation, instantiation, Tribun API). tests/browser/learn-load.test.mjs checks that every module the page loads is preloaded.
const BOARD_MODULES = [
  '../../package/tribun-lesson.js', '../../package/tribun-board.js', '../../package/board/geometry.js', '../../package/board/click-machine.js',
  '../../package/board/selection.js', '../../package/board/describe.js', '../../package/board/style.js', '../../package/board/view.js',
  '../../package/board/keyboard.js', '../../package/board/overlays.js', '../../package/board/lesson-position.js', '../../package/board/start-position.js',
  '../../package/board/action-words.js', '../../package/board/board-codes.js', '../../package/board/tasks.js', '../../package/board/controls.js',
  '../../package/src/tribun-start-files.js',
];
const GAME_MODULES = [
  './computer-game.js', '../session/game-session.js', '../session/tribun-adapter.js', '../session/stored.js',
  ...BOARD_MODULES.filter((m) => !/lesson|overlays/.test(m)),
];

function preload(hrefs) {
  for (const href of hrefs) {
    const link = document.createElement('link');
    link.rel = 'modulepreload';
    link.href = href;
    document.head.append(link);
  }
}

// The engine's files (the package's one list; its module is among the board's, loaded by then).
function preloadEngine() {
  import('../../package/src/tribun-start-files.js').then((m) => m.preloadModules(m.TRIBUN_START_FILES));
}


const params = new URLSearchParams(location.search);
const $ = (id) => document.getElementById(id);

function link(href, text, cls) {
  const a = document.createElement('a');
  a.href = href;
  a.textContent = text;
  if (cls) a.className = cls;
  return a;
}

/**
 * Resolves in a task after the next frame has been rendered (what was put on the page before is
 * painted before what comes after). The first call also waits for the first contentful paint (at
 * most 1 s), so that no module request of ours competes with it on a slow network (Lighthouse
 * charges such requests to the paint).
 */
function afterPaint() {
  return Promise.all([framePainted(), firstContentfulPaint()]);
}

async function main() {
  const course = await (await fetch('./lessons/course.json')).json();
  const index = Math.max(0, course.chapters.findIndex((c) => c.id === params.get('c')));
  const entry = course.chapters[index];
  const chapter = await (await fetch(`lessons/${entry.file}`)).json();
  // A chapter holds lessons, or one game against the computer ("game": {id, title, level}).
  const tasks = chapter.game ? [chapter.game] : chapter.lessons;
  const count = tasks.length;
  let current = Math.min(Math.max(1, Number(params.get('l')) || 1), count) - 1;

  // The chapter's texts and task list are painted first, in a task of their own, as soon as its
  // JSON is here: they need none of the board's modules (the page's largest text, the intro, is
  // what Lighthouse takes as its largest contentful paint). The board follows in the next tasks.
  document.title = `${chapter.title} - Learn Tribun`;
  $('where').textContent = `\u203a Chapter ${index + 1} of ${course.chapters.length}`;
  $('title').textContent = chapter.title;
  // On a phone the chapter's first paragraph shows and the rest opens on request, so that the
  // task's board is near the top of the screen (it started 450-550 px down: issue 32).
  const phone = matchMedia('(max-width: 700px)').matches && chapter.intro.length > 1;
  const more = phone ? document.createElement('details') : null;
  if (more) {
    more.className = 'intro-more';
    more.append(Object.assign(document.createElement('summary'), { textContent: 'Read more about this chapter' }));
  }
  for (const [i, text] of chapter.intro.entries()) {
    const p = document.createElement('p');
    p.textContent = text;
    (more && i > 0 ? more : $('intro')).append(p);
  }
  if (more) $('intro').append(more);
  const element = $('lesson');
  const chapterUrl = (c, l) => `chapter.html?c=${encodeURIComponent(c)}${l > 1 ? `&l=${l}` : ''}`;

  function renderSteps() {
    const progress = loadProgress();
    const steps = $('steps');
    steps.replaceChildren();
    tasks.forEach((lesson, i) => {
      const li = document.createElement('li');
      const a = link(chapterUrl(chapter.id, i + 1), '');
      const stars = progress.stars[lesson.id] ?? 0;
      a.dataset.lesson = lesson.id;
      const n = document.createElement('span');
      n.textContent = `Task ${i + 1}`;
      const s = document.createElement('span');
      s.className = 's';
      s.textContent = starText(stars);
      s.setAttribute('aria-hidden', 'true');
      a.append(n, s);
      a.setAttribute('aria-label', `Task ${i + 1}: ${lesson.title}, ${stars ? `${stars} of 3 stars` : 'not solved yet'}`);
      if (i === current) a.setAttribute('aria-current', 'step');
      a.addEventListener('click', (e) => {
        // Before the lesson element is defined the link just loads that task.
        if (!customElements.get('tribun-lesson')) return;
        e.preventDefault();
        show(i);
      });
      li.append(a);
      steps.append(li);
    });
  }

  function renderNext(solved) {
    const next = $('next');
    next.replaceChildren();
    if (current + 1 < count) {
      const a = link(chapterUrl(chapter.id, current + 2), solved ? 'Next task' : 'Skip to the next task', solved ? '' : 'secondary');
      a.addEventListener('click', (e) => { e.preventDefault(); show(current + 1); });
      next.append(a);
    } else if (index + 1 < course.chapters.length) {
      const c = course.chapters[index + 1];
      next.append(link(chapterUrl(c.id, 1), `Next chapter: ${c.title}`, solved ? '' : 'secondary'));
    } else {
      next.append(link('../play/', 'Play a game', solved ? '' : 'secondary'));
    }
    next.append(link('./', 'All chapters', 'secondary'));
  }

  function show(i) {
    current = i;
    history.replaceState(null, '', chapterUrl(chapter.id, i + 1));
    if (!chapter.game) element.lesson = chapter.lessons[i];  // the game chapter: main shows its one game
    renderSteps();
    renderNext(false);
  }

  let game = null;
  // The game's board is drawn (and the chapter shown) before the engine is requested, as a
  // lesson's is; the game becomes playable when the engine is here.
  async function showGame() {
    element.hidden = true;
    if (game) return;
    preload(GAME_MODULES);
    const { ComputerGame } = await import('./computer-game.js');
    await nextTask();  // evaluating the modules was this task's work; the board is drawn in the next
    const box = document.createElement('div');
    box.id = 'game';
    box.className = 'computer-game';
    element.after(box);
    box.addEventListener('tribun-lesson-complete', onComplete);
    game = new ComputerGame(box, { level: chapter.game.level, id: chapter.game.id });
    Object.defineProperty(box, 'selection', { get: () => game.selection });  // as <tribun-lesson> has
    shown();
    await afterPaint();
    preloadEngine();
    performance.mark('learn-game:engine-requested');
    // The engine's start-up in steps, a task each (as <tribun-lesson>'s tribunApiInSteps): its
    // modules' evaluation, the instantiation, the Tribun API.
    const start = await import('../../package/src/tribun-start.js');
    await nextTask();
    await start.instantiate();
    await nextTask();
    await start.loadTribunApi();
    await nextTask();
    const { tribunApi } = await import('../../package/tribun-board.js');
    game.start(await tribunApi());
  }

  function onComplete(e) {
    recordStars(e.detail.lessonId, e.detail.stars);
    renderSteps();
    renderNext(true);
    $('next').querySelector('a')?.focus({ preventScroll: true });
  }
  element.addEventListener('tribun-lesson-complete', onComplete);
  renderSteps();
  performance.mark('learn-chapter:texts');
  await afterPaint();
  // Before the element is defined, `element.lesson = ...` would only set a plain property.
  if (!chapter.game) {
    preload(BOARD_MODULES);
    await import('../../package/tribun-lesson.js');
    // Evaluating the board's modules was this task's work: the board is drawn in the next one
    // (the element's own claim on the evaluating task is released by a timer queued before this).
    await new Promise((resolve) => setTimeout(resolve, 0));
  }
  // The lesson and the links below it appear together with the lesson's board, which the element
  // draws from the lesson's JSON while `element.lesson` is set, before the engine loads (a
  // position it cannot draw without the engine shows when the lesson is playable): nothing
  // below the texts moves while the board is built.
  element.addEventListener('tribun-lesson-ready', shown, { once: true });
  if (chapter.game) {
    showGame().catch((e) => {
      shown();
      $('intro').textContent = `The game could not be started: ${e.message}`;
    });
  }
  show(current);
  if (!chapter.game && element.querySelector('.tl-board svg')) shown();
  // After the frame that paints the board (the element preloads the engine then too).
  if (!chapter.game) requestAnimationFrame(() => setTimeout(preloadEngine, 0));
  document.body.dataset.ready = '1';
}

function shown() {
  $('chapter').classList.add('shown');
}

main().catch((e) => {
  shown();
  $('title').textContent = 'This chapter could not be loaded';
  $('intro').textContent = e.message;
});
