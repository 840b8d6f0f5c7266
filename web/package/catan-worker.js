// The Catan computer players' Web Worker (a plain ES module: `new Worker(url, { type: 'module' })`).
// It loads its own instance of the boardrules module and answers catan.createBotWorker()
// (web/package/src/catan-bot.js); docs/CATAN-BOT.md.
import createBoardrulesModule from './dist/boardrules-wasm.js';
import { createCatanApi } from './src/catan.js';
import { serveCatanBot } from './src/catan-bot.js';

serveCatanBot(self, async () => createCatanApi(await createBoardrulesModule()));
