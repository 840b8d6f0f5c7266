// A/B benchmark of JS listing speed between two checkouts, in ONE process (a loaded machine
// slows both sides alike): 40 alternating rounds of newGame + legalActions + dispose over the
// conformance positions, each side with its own facade (web/src) and module (web/dist).
// Prints the median per-position times and the median ratio this/other. Not a test.
//
// Usage: node bench/js/compare.mjs OTHER_ROOT [--rounds N]
//   OTHER_ROOT: another checkout with a built module, e.g.
//     git worktree add /tmp/base <commit> && (cd /tmp/base && ./build-wasm.sh)
import { resolve } from 'node:path';
import { pathToFileURL } from 'node:url';
import { REPO as here } from '../../tools/harness/paths.mjs';
import { listEach, readJsonLines } from '../../tools/harness/positions.mjs';

const args = process.argv.slice(2);
const other = args[0] && !args[0].startsWith('--') ? resolve(args[0]) : null;
if (!other) {
  console.error('usage: node bench/js/compare.mjs OTHER_ROOT [--rounds N]');
  process.exit(2);
}
const rounds = Number(args[args.indexOf('--rounds') + 1]) || 40;
const lines = readJsonLines(`${here}/tests/data/tribun/dev.jsonl.gz`);

async function side(root) {
  const { default: create } = await import(pathToFileURL(`${root}/web/package/dist/boardrules-wasm.js`).href);
  const { createTribunApi } = await import(pathToFileURL(`${root}/web/package/src/tribun.js`).href);
  const t = createTribunApi(await create());
  return { t, positions: lines.map((p) => ({ board: t.parseBoard(p.board), turn: p.turn })) };
}
const sides = { other: await side(other), this: await side(here) };

const listAll = ({ t, positions }) => listEach(positions, (p) => t.newGame(p), (g) => g.legalActions());
for (let i = 0; i < 5; ++i) for (const s of Object.values(sides)) listAll(s);  // warm-up
const median = (xs) => [...xs].sort((a, b) => a - b)[xs.length >> 1];
const times = { other: [], this: [] };
const ratios = [];
for (let r = 0; r < rounds; ++r) {
  const t = {};
  for (const k of r % 2 ? ['this', 'other'] : ['other', 'this']) {
    const t0 = performance.now();
    listAll(sides[k]);
    listAll(sides[k]);
    t[k] = performance.now() - t0;
    times[k].push(t[k]);
  }
  ratios.push(t.this / t.other);
}
const us = (ms) => ((median(ms) * 1000) / (2 * lines.length)).toFixed(2);
console.log(`${lines.length} positions, ${rounds} alternating rounds: other ${us(times.other)} us, this ${us(times.this)} us per position; ` +
  `median ratio this/other ${median(ratios).toFixed(3)}`);
