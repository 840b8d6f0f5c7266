// boardrules: board-game rules engines compiled to WebAssembly.
//   import { loadBoardrules } from 'boardrules';
//   const { tribun } = await loadBoardrules();
// The module is one self-contained ES file (the WASM binary is embedded), so it loads the same
// way in browsers, bundlers and Node 20+ with no file or network access of its own.
// `import 'boardrules'` loads dist/boardrules.js: this file and the facades it imports joined by
// the build into one (tools/bundle-package.mjs), since Node's loader costs about 1 ms a file.
import { loadInstance, sharedUntilFailure } from './src/instance.js';
import { createTribunApi } from './src/tribun.js';
import { createSpatialApi } from './src/spatial.js';
import { createCatanApi } from './src/catan.js';
import { createCotulenhApi } from './src/cotulenh.js';

/**
 * Instantiates the WASM module once and returns the APIs built over it. Later calls return the
 * same object; a failed load is not cached, so it can be retried.
 */
export const loadBoardrules = sharedUntilFailure(() => loadInstance().then(apisOver));

// Each API is built on its first use, together with its area's bindings (web/package/src/areas.js): a
// Tribun-only user never registers the other engines' (docs/PERFORMANCE.md, "Startup"). The
// cache is the instance's (web/package/src/instance.js): web/package/src/tribun-start.js gets the same Tribun API.
function apisOver(api) {
  return Object.freeze({
    get tribun() {
      return api('tribun', createTribunApi);
    },
    get spatial() {
      return api('spatial', createSpatialApi);
    },
    get catan() {
      return api('catan', createCatanApi);
    },
    get cotulenh() {
      return api('cotulenh', createCotulenhApi);
    },
  });
}
