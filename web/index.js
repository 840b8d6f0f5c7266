// boardrules: board-game rules engines compiled to WebAssembly.
//   import { loadBoardrules } from 'boardrules';
//   const { tribun } = await loadBoardrules();
// The module is one self-contained ES file (the WASM binary is embedded), so it loads the same
// way in browsers, bundlers and Node 20+ with no file or network access of its own.
import createBoardrulesModule from './dist/boardrules-wasm.js';

let loading = null;

/**
 * Instantiates the WASM module once and returns the APIs built over it. Later calls return the
 * same object; a failed load is not cached, so it can be retried.
 */
export function loadBoardrules() {
  // The facades (web/src/apis.js and what it imports) load while the WASM module compiles: the
  // compile starts when dist/boardrules-wasm.js is evaluated and runs on V8's background threads,
  // so their reading and parsing no longer come before it (docs/PERFORMANCE.md, "Startup, part 4").
  // webpackMode "eager": webpack keeps them in the importer's chunk (one file, no extra request).
  loading ??= Promise.all([import(/* webpackMode: "eager" */ './src/apis.js'), createBoardrulesModule()]).then(
    ([apis, module]) => apis.apisOver(module),
    (error) => {
      loading = null;
      throw error;
    },
  );
  return loading;
}
