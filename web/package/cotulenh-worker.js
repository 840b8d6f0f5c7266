// The CoTuLenh engine's Web Worker (a plain ES module: `new Worker(url, { type: 'module' })`).
// It loads its own instance of the boardrules module and answers the messages of
// cotulenh.createEngineWorker() (web/package/src/cotulenh-engine.js); see docs/COTULENH_ENGINE.md.
import createBoardrulesModule from './dist/boardrules-wasm.js';
import { createCotulenhApi } from './src/cotulenh.js';
import { createCotulenhSearcher, serveCotulenhEngine } from './src/cotulenh-engine.js';

serveCotulenhEngine(self, async () => {
  const module = await createBoardrulesModule();
  return { cotulenh: createCotulenhApi(module), searcher: createCotulenhSearcher(module) };
});
