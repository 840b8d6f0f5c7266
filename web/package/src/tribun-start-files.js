// The files of the Tribun-only start: ./tribun-start.js and every module it loads, the
// WebAssembly module included. A page preloads them all at once (<link rel="modulepreload">) when
// it asks for the engine: without that the browser finds the graph level by level, one network
// round trip per level, which on a slow phone network is most of the engine's arrival time. Not
// earlier: preloading them while a board is drawn put their compilation inside the load
// (docs/PERFORMANCE.md). The one list for the elements and the pages; tests/browser/play-load
// and learn-load check it against the imports, so it cannot go stale unnoticed.
const FILES = [
  './tribun-start.js', './instance.js', '../dist/boardrules-wasm.js', './tribun.js', './errors.js',
  './validate.js', './options.js', './tribun-options.js', './tribun-engine.js', './tribun-records.js',
  './tribun-lesson.js', './areas.js', '../board/action-words.js', '../board/board-codes.js',
  './engine-worker-client.js', './owned-handle.js',
];

/** The files as absolute URLs. */
export const TRIBUN_START_FILES = Object.freeze(FILES.map((file) => new URL(file, import.meta.url).href));

/** Adds a <link rel="modulepreload"> for each URL the document does not preload yet. */
export function preloadModules(urls) {
  if (typeof document === 'undefined') return;
  const have = new Set([...document.querySelectorAll('link[rel="modulepreload"]')].map((l) => l.href));
  for (const href of urls) {
    if (have.has(href)) continue;
    const link = document.createElement('link');
    link.rel = 'modulepreload';
    link.href = href;
    document.head.appendChild(link);
  }
}
