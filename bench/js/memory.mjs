// Benchmark of the WebAssembly memory one live Tribun game holds (issue 14, finding 6): a fresh
// module creates N games on the default board, lists each one's legal actions and keeps them
// all alive; the heap growth divided by N is the per-game cost. Then, optionally, the same after
// 20 random moves each (a position mid-game lists more actions).
// A benchmark, not a test: it prints figures (docs/SECURITY.md, "Memory").
//
// Usage: node bench/js/memory.mjs [--games N] [--moves M]   (defaults 100000 and 0)
import { dirname, resolve } from 'node:path';
import { fileURLToPath, pathToFileURL } from 'node:url';
import { option } from '../../tools/harness/options.mjs';

const root = resolve(dirname(fileURLToPath(import.meta.url)), '../..');
const count = option('--games', 100_000);
const moves = option('--moves', 0);

const { default: createModule } = await import(pathToFileURL(`${root}/web/package/dist/boardrules-wasm.js`).href);
const { createTribunApi } = await import(pathToFileURL(`${root}/web/package/src/tribun.js`).href);
const module = await createModule();
const tribun = createTribunApi(module);
const heap = () => module.HEAP8.buffer.byteLength;

// Warm the allocator with one game, so the table's first allocations are not counted per game.
tribun.newGame().dispose();
let seed = 2026;
const rnd = () => ((seed = (seed * 1103515245 + 12345) >>> 0) / 2 ** 32);
const before = heap();
const games = [];
let listed = 0;
const t0 = performance.now();
for (let i = 0; i < count; ++i) {
  const g = tribun.newGame({ turn: i & 1 });
  for (let m = 0; m < moves && g.status === 'active'; ++m) {
    const legal = g.legalActions();
    let n = legal.length;
    while (n > 0 && legal[n - 1] >>> 28 > 9) --n;  // board actions only, so the game goes on
    g.apply(legal[Math.floor(rnd() * n)]);
  }
  listed += g.legalActions().length;
  games.push(g);
}
const ms = performance.now() - t0;
const grown = heap() - before;
console.log(`${count} live games, ${moves} random moves each, every one listed (${(listed / count).toFixed(0)} actions on average)`);
console.log(`  WASM heap: ${(before / 2 ** 20).toFixed(1)} MB before, ${(heap() / 2 ** 20).toFixed(1)} MB after`);
console.log(`  per game: ${(grown / count).toFixed(0)} bytes (${(grown / 2 ** 20).toFixed(1)} MB for ${count}); ${ms.toFixed(0)} ms`);
for (const g of games) g.dispose();
