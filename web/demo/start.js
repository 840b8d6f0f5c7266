// The play page's only script tag: a few lines that let the page shell (HTML and CSS) paint
// before any of the page's JavaScript is fetched, so that on a slow network the scripts do not
// compete with the stylesheets for the first paint. After that frame it preloads the page's module
// graph in parallel (not level by level) and imports demo.js, which draws the board and then
// loads the engine (docs/PERFORMANCE.md, "The play page").
const MODULES = [
  './demo.js', './features.js', './storage.js', './play-clock.js', '../tribun-board.js', '../board/geometry.js',
  '../board/view.js', '../board/describe.js', '../board/style.js', '../board/keyboard.js', '../board/click-machine.js',
  '../board/start-position.js', '../board/selection.js',
];

function load() {
  for (const path of MODULES) {
    const link = document.createElement('link');
    link.rel = 'modulepreload';
    link.href = new URL(path, import.meta.url).href;
    document.head.appendChild(link);
  }
  import('./demo.js').catch((err) => {
    document.getElementById('status').textContent = `The page failed to load: ${err.message}`;
  });
}

// After the first frame (a hidden page, which gets no frame, goes on after 100 ms).
let started = false;
const go = () => {
  if (!started) setTimeout(load, 0);
  started = true;
};
requestAnimationFrame(go);
setTimeout(go, 100);
