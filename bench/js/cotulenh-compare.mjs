// A/B benchmark of CoTuLenh listing through the package between two builds of the module, in ONE
// process (a loaded machine slows both sides alike): newGame(fen) + moves() + dispose() over the
// 400 dev positions, this checkout's facade (web/src) over each module, rounds alternating the
// order, each round 5 passes timed in CPU time (process.cpuUsage: less moved by other processes
// than wall time). Prints the median per-position times and the ratios OLD / NEW. Not a test.
//
// Usage: node bench/js/cotulenh-compare.mjs OLD_MODULE [NEW_MODULE] [--rounds N]
//   OLD_MODULE, NEW_MODULE: built web/package/dist/boardrules-wasm.js files (NEW default: this
//   checkout's), e.g. a copy of the module built at the base commit.
import { resolve } from 'node:path';
import { pathToFileURL } from 'node:url';
import { createCotulenhApi } from '../../web/package/src/cotulenh.js';
import { REPO as root } from '../../tools/harness/paths.mjs';
import { cotulenhDevFens, listEach } from '../../tools/harness/positions.mjs';

const args = process.argv.slice(2);
const at = args.indexOf('--rounds');
const rounds = at >= 0 ? Number(args.splice(at, 2)[1]) : 15;
const [oldPath, newPath = `${root}/web/package/dist/boardrules-wasm.js`] = args;
if (!oldPath) {
  console.error('usage: node bench/js/cotulenh-compare.mjs OLD_MODULE [NEW_MODULE] [--rounds N]');
  process.exit(2);
}
const fens = cotulenhDevFens();
const apis = {};
for (const [side, path] of [['old', oldPath], ['new', newPath]]) {
  const create = (await import(pathToFileURL(resolve(path)).href)).default;
  apis[side] = createCotulenhApi(await create());
}

const listAll = (cotulenh) => listEach(fens, (fen) => cotulenh.newGame(fen), (game) => game.moves());

const PASSES = 5;
const times = { old: [], new: [] };
let checksum = 0;
for (let i = 0; i < 40; ++i) for (const side of ['old', 'new']) checksum += listAll(apis[side]);  // warm-up
for (let r = 0; r < rounds; ++r) {
  for (const side of r % 2 ? ['new', 'old'] : ['old', 'new']) {
    const start = process.cpuUsage();
    for (let p = 0; p < PASSES; ++p) checksum += listAll(apis[side]);
    const used = process.cpuUsage(start);
    times[side].push((used.user + used.system) / PASSES / fens.length);
  }
}
const median = (list) => list.slice().sort((a, b) => a - b)[list.length >> 1];
const perRound = times.old.map((t, i) => t / times.new[i]);
console.log(`positions ${fens.length}, rounds ${rounds} x ${PASSES} passes (checksum ${checksum})`);
console.log(`CPU us per position: old ${median(times.old).toFixed(2)}, new ${median(times.new).toFixed(2)}; ` +
  `old / new: ratio of medians ${(median(times.old) / median(times.new)).toFixed(3)}, median per-round ${median(perRound).toFixed(3)}`);
