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
  loading ??= Promise.all([loadFacades(), createBoardrulesModule()]).then(
    ([facades, module]) => apisOver(facades, module),
    (error) => {
      loading = null;
      throw error;
    },
  );
  return loading;
}

// The facades (web/src/) are loaded here, while the WASM module compiles, instead of imported
// statically: the compile starts when dist/boardrules-wasm.js is evaluated and runs on V8's
// background threads, and a static import would read and parse them all before that
// (docs/PERFORMANCE.md, "Startup, part 4"). Everything the getters below need is evaluated
// before loadBoardrules() resolves, so they stay synchronous. webpackMode "eager": webpack
// keeps the facades in the importer's chunk (one file, no extra request).
function loadFacades() {
  return Promise.all([
    import(/* webpackMode: "eager" */ './src/tribun.js'),
    import(/* webpackMode: "eager" */ './src/spatial.js'),
    import(/* webpackMode: "eager" */ './src/catan.js'),
    import(/* webpackMode: "eager" */ './src/cotulenh.js'),
  ]);
}

// Each API is built on its first use, together with its area's bindings (web/src/areas.js): a
// Tribun-only user never registers the other engines' (docs/PERFORMANCE.md, "Startup").
function apisOver([{ createTribunApi }, { createSpatialApi }, { createCatanApi }, { createCotulenhApi }], module) {
  const built = new Map();
  const once = (name, create) => {
    let api = built.get(name);
    if (api === undefined) built.set(name, (api = create(module)));
    return api;
  };
  return Object.freeze({
    get tribun() {
      return once('tribun', createTribunApi);
    },
    get spatial() {
      return once('spatial', createSpatialApi);
    },
    get catan() {
      return once('catan', createCatanApi);
    },
    get cotulenh() {
      return once('cotulenh', createCotulenhApi);
    },
  });
}
