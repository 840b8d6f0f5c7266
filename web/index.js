// boardrules: board-game rules engines compiled to WebAssembly.
//   import { loadBoardrules } from 'boardrules';
//   const { tribun } = await loadBoardrules();
// The module is one self-contained ES file (the WASM binary is embedded), so it loads the same
// way in browsers, bundlers and Node 20+ with no file or network access of its own.
import createBoardrulesModule from './dist/boardrules-wasm.js';
import { createTribunApi } from './src/tribun.js';
import { createSpatialApi } from './src/spatial.js';
import { createCatanApi } from './src/catan.js';
import { createCotulenhApi } from './src/cotulenh.js';

let loading = null;

/**
 * Instantiates the WASM module once and returns the APIs built over it. Later calls return the
 * same object; a failed load is not cached, so it can be retried.
 */
export function loadBoardrules() {
  loading ??= createBoardrulesModule().then(apisOver, (error) => {
    loading = null;
    throw error;
  });
  return loading;
}

// Each API is built on its first use, together with its area's bindings (web/src/areas.js): a
// Tribun-only user never registers the other engines' (docs/PERFORMANCE.md, "Startup").
function apisOver(module) {
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
