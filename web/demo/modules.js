// The engine's module graph, preloaded all at once when the play page asks for the engine: without
// it the browser finds the graph level by level (index.js, then src/tribun.js and the others, then
// what they import), one network round trip per level, which on a slow phone network is most of
// the engine's arrival time. The page plays only Tribun: it starts the engine through
// web/src/tribun-start.js (no other engine's facade). tests/browser/play-load.test.mjs checks this
// list against that module's imports, so it cannot go stale unnoticed. Paths are relative to web/demo/.
export const ENGINE_MODULES = [
  '../src/tribun-start.js', '../src/instance.js', '../dist/boardrules-wasm.js', '../src/tribun.js',
  '../src/errors.js', '../src/validate.js', '../src/options.js', '../src/tribun-options.js', '../src/tribun-engine.js', '../src/tribun-records.js',
  '../src/tribun-lesson.js', '../src/areas.js', '../board/action-words.js', '../board/board-codes.js',
  '../src/engine-worker-client.js',
];

/** Adds a <link rel="modulepreload"> for each path (relative to base) not yet preloaded. */
export function preloadModules(paths, base) {
  for (const path of paths) {
    const href = new URL(path, base).href;
    if (document.head.querySelector(`link[rel="modulepreload"][href="${CSS.escape(href)}"]`)) continue;
    const link = document.createElement('link');
    link.rel = 'modulepreload';
    link.href = href;
    document.head.appendChild(link);
  }
}
