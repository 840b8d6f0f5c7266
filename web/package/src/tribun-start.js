// Tribun alone: the module instance (web/package/src/instance.js) and its Tribun API, without the other
// engines' facades (spatial, catan, cotulenh, cotulenh-game: 4 files and 29 KB of script a page
// that plays only Tribun need not fetch and compile). The same instance and the same API object
// as `(await loadBoardrules()).tribun` of web/package/index.js. Internal to the package: the elements
// (tribun-board.js, tribun-lesson.js), the play page and the course start the engine here.
import { loadInstance } from './instance.js';
import { createTribunApi } from './tribun.js';

/** Resolves once the WebAssembly module is instantiated (the Tribun API not built yet). */
export async function instantiate() {
  await loadInstance();
}

/** The Tribun API (web/package/src/tribun.js), built on first use. */
export async function loadTribunApi() {
  return (await loadInstance())('tribun', createTribunApi);
}
