// The WebAssembly memory one live Catan game holds (issue 29's target: under 4 KB): a fresh
// module creates N 4-player games, plays A uniformly random legal actions in each (the engine's
// own generator draws dice and cards), lists each one's legal actions and keeps them all alive;
// the heap growth divided by N is the per-game cost (the handle, its Game and its record).
// A benchmark, not a test: it prints figures (docs/PERFORMANCE.md).
//
// Usage: node bench/catan/catan-memory.mjs [--games N] [--actions A]   (defaults 20000 and 0)
import createModule from '../../web/package/dist/boardrules-wasm.js';
import { createCatanApi } from '../../web/package/src/catan.js';
import { option } from '../../tools/harness/options.mjs';

const count = option('--games', 20_000);
const actions = option('--actions', 0);

const module = await createModule();
const catan = createCatanApi(module);
const heap = () => module.HEAP8.buffer.byteLength;

catan.newGame({ players: 4, seed: 1 }).dispose();  // the tables' first allocations are not a game's
let seed = 2026;
const rnd = () => ((seed = (seed * 1103515245 + 12345) >>> 0) / 2 ** 32);
const before = heap();
const games = [];
let played = 0;
for (let i = 0; i < count; ++i) {
  const g = catan.newGame({ players: 4, seed: i });
  for (let a = 0; a < actions && !g.isOver; ++a) {
    const legal = g.legalActions();
    g.apply(legal[Math.floor(rnd() * legal.length)]);
  }
  played += g.actionCount;
  g.legalActions();
  games.push(g);
}
const grown = heap() - before;
console.log(`${count} live 4-player games, ${(played / count).toFixed(0)} actions each on average`);
console.log(`  per game: ${(grown / count).toFixed(0)} bytes of WASM heap (${(grown / 2 ** 20).toFixed(1)} MB for ${count})`);
for (const g of games) g.dispose();
