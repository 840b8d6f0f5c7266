// Catan through the package: (1) catan.simulate (whole random games inside the engine) and
// (2) whole random games driven from JS through the string API (legalActions() + apply(text)),
// 4 players by default.
//   node bench/catan/catan-bench.mjs [GAMES=500] [PLAYERS=4]
import { loadBoardrules } from '../../web/package/index.js';

const games = Number(process.argv[2] ?? 500);
const players = Number(process.argv[3] ?? 4);
const { catan } = await loadBoardrules();

catan.simulate({ games: 20, players, seed: 99 });  // warm-up
let t = performance.now();
const sim = catan.simulate({ games, players, seed: 1 });
let s = (performance.now() - t) / 1000;
console.log(`simulate: ${games} games, ${players} players: ${(games / s).toFixed(0)} games/s, ` +
  `${(sim.actions / s).toFixed(0)} actions/s (${(sim.actions / games).toFixed(0)} actions per game, ${sim.unfinished} unfinished)`);

function randomGame(seed) {
  let a = seed >>> 0;
  const rand = () => {
    a = (a + 0x6d2b79f5) >>> 0;
    let x = Math.imul(a ^ (a >>> 15), a | 1);
    x ^= x + Math.imul(x ^ (x >>> 7), x | 61);
    return ((x ^ (x >>> 14)) >>> 0) / 4294967296;
  };
  const g = catan.newGame({ players, seed });
  let actions = 0;
  while (!g.isOver && actions < 10000) {
    const legal = g.legalActions();
    g.apply(legal[Math.floor(rand() * legal.length)]);
    actions += 1;
  }
  g.dispose();
  return actions;
}

const jsGames = Math.max(1, Math.floor(games / 5));
randomGame(12345);  // warm-up
t = performance.now();
let actions = 0;
for (let i = 0; i < jsGames; ++i) actions += randomGame(i + 1);
s = (performance.now() - t) / 1000;
console.log(`string API from JS: ${jsGames} games, ${players} players: ${(jsGames / s).toFixed(0)} games/s, ` +
  `${(actions / s).toFixed(0)} actions/s`);
