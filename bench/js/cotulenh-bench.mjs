// CoTuLenh legal-move listing through the package (a benchmark, not a test): for each of the 400
// dev positions, newGame(fen) + moves() + dispose(), timed per round over all positions after a
// warm-up past V8's optimisation thresholds; prints the median round per position.
// Usage: node bench/js/cotulenh-bench.mjs [ROUNDS]   (default 21)
import { loadBoardrules } from '../../web/package/index.js';
import { cotulenhDevFens, listEach } from '../../tools/harness/positions.mjs';

const rounds = Number(process.argv[2] ?? 21);
const fens = cotulenhDevFens();
const { cotulenh } = await loadBoardrules();

const listAll = () => listEach(fens, (fen) => cotulenh.newGame(fen), (game) => game.moves());

let total = 0;
for (let i = 0; i < 40; ++i) total += listAll();  // 16,000 listings of warm-up
const perPosition = [];
for (let r = 0; r < rounds; ++r) {
  const t0 = process.hrtime.bigint();
  total += listAll();
  perPosition.push(Number(process.hrtime.bigint() - t0) / 1e3 / fens.length);
}
perPosition.sort((a, b) => a - b);
console.log(`positions ${fens.length}, rounds ${rounds} (checksum ${total})`);
console.log(`JS newGame + moves() + dispose(): median ${perPosition[rounds >> 1].toFixed(2)} us per position ` +
  `(min ${perPosition[0].toFixed(2)})`);
