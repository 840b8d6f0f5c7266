// Tribun games between two computer levels through the package (tribun.bestAction on the live
// game, so each search knows the game's earlier positions), colours alternated, cut at 200 plies
// (counted unfinished). Issue 32's measure: level 6 at 100 ms a move against level 3.
// A benchmark, not a test: time-bounded searches depend on the machine's load.
//
// Usage: node bench/js/tribun-match.mjs [--games 20] [--a 6] [--b 3] [--time-a 100] [--time-b 0] [--seed 1]
import { loadBoardrules } from '../../web/package/index.js';

const args = process.argv.slice(2);
const option = (name, fallback) => {
  const i = args.indexOf(name);
  return i >= 0 ? Number(args[i + 1]) : fallback;
};
const games = option('--games', 20);
const levels = [option('--a', 6), option('--b', 3)];
const times = [option('--time-a', 100), option('--time-b', 0)];
const seed = option('--seed', 1);
const MAX_PLIES = 200;
const { tribun } = await loadBoardrules();

const score = { a: 0, b: 0, unfinished: 0 };
const t0 = performance.now();
for (let i = 0; i < games; i++) {
  const g = tribun.newGame();
  const aColour = i % 2;  // player a plays black in even games
  while (g.status === 'active' && g.ply < MAX_PLIES) {
    const p = g.turn === aColour ? 0 : 1;
    const limits = { level: levels[p], seed: seed * 1000 + i * 7 + g.ply };
    if (times[p] > 0) limits.timeMs = times[p];
    g.apply(tribun.bestAction(g, limits).word);
  }
  const r = g.result;
  if (r === null || r.winner === null) score.unfinished++;
  else if (r.winner === aColour) score.a++;
  else score.b++;
  g.dispose();
  console.log(`game ${i + 1}: ${r === null ? 'unfinished' : r.winner === aColour ? 'a wins' : 'b wins'}`);
}
console.log(`level ${levels[0]}${times[0] ? ` at ${times[0]} ms` : ''} vs level ${levels[1]}${times[1] ? ` at ${times[1]} ms` : ''}: ` +
  `${games} games, a won ${score.a}, b won ${score.b}, unfinished ${score.unfinished} (${((performance.now() - t0) / 1000).toFixed(0)} s)`);
