// The engine's module graph, preloaded all at once when the play page asks for the engine: without
// it the browser finds the graph level by level (index.js, then src/tribun.js and the others, then
// what they import), one network round trip per level, which on a slow phone network is most of
// the engine's arrival time. The page plays only Tribun: it starts the engine through
// web/package/src/tribun-start.js (no other engine's facade). tests/browser/play-load.test.mjs checks this
// list against that module's imports, so it cannot go stale unnoticed. Paths are relative to web/site/play/.
export const ENGINE_MODULES = [
  '../../package/src/tribun-start.js', '../../package/src/instance.js', '../../package/dist/boardrules-wasm.js', '../../package/src/tribun.js',
  '../../package/src/errors.js', '../../package/src/validate.js', '../../package/src/options.js', '../../package/src/tribun-options.js', '../../package/src/tribun-engine.js', '../../package/src/tribun-records.js',
  '../../package/src/tribun-lesson.js', '../../package/src/areas.js', '../../package/board/action-words.js', '../../package/board/board-codes.js',
  '../../package/src/engine-worker-client.js',
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
