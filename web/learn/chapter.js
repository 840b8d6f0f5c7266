// One chapter of the course: its introduction, then its tasks one at a time in a <tribun-lesson>.
// URL: chapter.html?c=CHAPTER_ID&l=TASK_NUMBER (1-based). Solving a task records its stars.
import { loadProgress, recordStars, starText } from './progress.js';

// The lesson element loads while the chapter's JSON is fetched: a static import would hold this
// module, and so the fetches, until the whole graph had been evaluated. chapter.html preloads the
// page's module graph, so the import costs no extra round trip. The engine is not part of it: the
// element draws the lesson's board from its JSON first and imports the engine after that frame
// (docs/PERFORMANCE.md, "The Learn course").
const lessonElement = import('../tribun-lesson.js');
const boardModule = import('../tribun-board.js');

// The engine's module graph (web/index.js and what it imports), preloaded once the chapter has
// painted so that its modules are fetched in parallel, not level by level, when it is imported.
// tests/browser/learn-load.test.mjs checks that every module the page loads is preloaded.
const ENGINE_MODULES = [
  '../index.js', '../src/tribun.js', '../src/tribun-lesson.js', '../src/tribun-engine.js',
  '../src/tribun-records.js', '../src/cotulenh-game.js', '../src/tribun-options.js', '../src/validate.js',
  '../src/errors.js', '../src/spatial.js', '../src/catan.js', '../src/cotulenh.js', '../src/areas.js',
  '../dist/boardrules-wasm.js',
];

function preloadEngine() {
  for (const href of ENGINE_MODULES) {
    const link = document.createElement('link');
    link.rel = 'modulepreload';
    link.href = href;
    document.head.append(link);
  }
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

async function main() {
  const course = await (await fetch('../lessons/course.json')).json();
  const index = Math.max(0, course.chapters.findIndex((c) => c.id === params.get('c')));
  const entry = course.chapters[index];
  const chapter = await (await fetch(`../lessons/${entry.file}`)).json();
  // Before the element is defined, `element.lesson = ...` would only set a plain property.
  await lessonElement;
  // A chapter holds lessons, or one game against the computer ("game": {id, title, level}).
  const tasks = chapter.game ? [chapter.game] : chapter.lessons;
  const count = tasks.length;
  let current = Math.min(Math.max(1, Number(params.get('l')) || 1), count) - 1;

  document.title = `${chapter.title} - Learn Tribun`;
  $('where').textContent = `\u203a Chapter ${index + 1} of ${course.chapters.length}`;
  $('title').textContent = chapter.title;
  for (const text of chapter.intro) {
    const p = document.createElement('p');
    p.textContent = text;
    $('intro').append(p);
  }

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
      next.append(link('../demo/', 'Play a game', solved ? '' : 'secondary'));
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
  async function showGame() {
    element.hidden = true;
    if (game) return;
    const [{ ComputerGame }, t] = await Promise.all([import('./computer-game.js'), boardModule.then((b) => b.tribunApi())]);
    const box = document.createElement('div');
    box.id = 'game';
    box.className = 'computer-game';
    element.after(box);
    box.addEventListener('tribun-lesson-complete', onComplete);
    game = new ComputerGame(t, box, { level: chapter.game.level, id: chapter.game.id });
    Object.defineProperty(box, 'selection', { get: () => game.selection });  // as <tribun-lesson> has
  }

  function onComplete(e) {
    recordStars(e.detail.lessonId, e.detail.stars);
    renderSteps();
    renderNext(true);
    $('next').querySelector('a')?.focus({ preventScroll: true });
  }
  element.addEventListener('tribun-lesson-complete', onComplete);
  // The chapter appears at once, not piece by piece as the texts, the task list and the board
  // arrive (each would push what is below it down the page): with its lesson's board, which the
  // element draws from the lesson's JSON while `element.lesson` is set, before the engine loads.
  // A position the element cannot draw without the engine shows when the lesson is playable.
  element.addEventListener('tribun-lesson-ready', shown, { once: true });
  if (chapter.game) {
    showGame().then(shown, (e) => {
      shown();
      $('intro').textContent = `The game could not be started: ${e.message}`;
    });
  }
  show(current);
  if (!chapter.game && element.querySelector('.tl-board svg')) shown();
  // After the frame that paints the chapter (the element imports the engine after it too).
  requestAnimationFrame(() => setTimeout(preloadEngine, 0));
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
