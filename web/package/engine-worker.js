// The Tribun engine's Web Worker (a plain ES module: `new Worker(url, { type: 'module' })`).
// It loads its own instance of the boardrules module and answers the messages of
// tribun.createEngineWorker() (web/package/src/tribun-engine.js); see docs/ENGINE.md.
import createBoardrulesModule from './dist/boardrules-wasm.js';
import { createTribunApi } from './src/tribun.js';
import { createSearcher, serveEngine } from './src/tribun-engine.js';

serveEngine(self, async () => {
  const module = await createBoardrulesModule();
  return { tribun: createTribunApi(module), searcher: createSearcher(module) };
});
