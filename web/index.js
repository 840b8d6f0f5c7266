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
  loading ??= createBoardrulesModule().then(
    (module) =>
      Object.freeze({
        tribun: createTribunApi(module),
        spatial: createSpatialApi(module),
        catan: createCatanApi(module),
        cotulenh: createCotulenhApi(module),
      }),
    (error) => {
      loading = null;
      throw error;
    },
  );
  return loading;
}
