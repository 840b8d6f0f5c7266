// The object loadBoardrules() resolves to (web/index.js): one getter per engine's API, each API
// built on its first read, together with its area's bindings (web/src/areas.js): a Tribun-only
// user never registers the other engines' (docs/PERFORMANCE.md, "Startup, part 2").
//
// web/index.js loads this module, and through it every facade module, with import() while the
// WebAssembly module compiles on V8's background threads, instead of importing it statically
// ahead of the compile ("Startup, part 4"): the getters stay synchronous, since everything they
// need is evaluated before loadBoardrules() resolves.
import { createTribunApi } from './tribun.js';
import { createSpatialApi } from './spatial.js';
import { createCatanApi } from './catan.js';
import { createCotulenhApi } from './cotulenh.js';

/** The frozen API object over one instantiated module. */
export function apisOver(module) {
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
