// Benchmark of the Tribun search (a benchmark, not a test). In one run, on the same positions
// and node budgets (so both sides visit exactly the same nodes, which the script checks):
//   1. search speed natively (boardrules-cli bestmove --nodes N, its own search timer) and
//      through WebAssembly (tribun.bestAction({ nodes: N }) in this Node process), as nodes per
//      second over all positions, median of alternating rounds;
//   2. reply time of each level 1-6 through WebAssembly (level 6 at its default 1000 ms).
//
// Usage: node bench/js/engine-bench.mjs [--cli PATH] [--nodes N] [--rounds R] [--positions P]
// Defaults: build/native-g++/boardrules-cli, 20000 nodes, 3 rounds, 6 positions.
import { execFileSync } from 'node:child_process';
import { dirname, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';

import { loadBoardrules } from '../../web/package/index.js';
import { enginePositions } from './engine-positions.mjs';
import { option } from '../../tools/harness/options.mjs';

const root = resolve(dirname(fileURLToPath(import.meta.url)), '../..');
const cli = resolve(option('--cli', `${root}/build/native-g++/boardrules-cli`));
const nodes = Number(option('--nodes', 20000));
const rounds = Number(option('--rounds', 3));
const positionCount = Number(option('--positions', 6));

const { tribun } = await loadBoardrules();
const median = (v) => {
  const s = [...v].sort((a, b) => a - b);
  return s.length % 2 ? s[s.length >> 1] : (s[s.length / 2 - 1] + s[s.length / 2]) / 2;
};

const positions = enginePositions(tribun, positionCount);

function nativeRound() {
  let n = 0;
  let ms = 0;
  const counts = [];
  for (const p of positions) {
    const out = execFileSync(cli, ['bestmove', p.hex, String(p.turn), '--nodes', String(nodes)], { encoding: 'utf8' });
    const visited = Number(/^nodes (\d+)/m.exec(out)[1]);
    n += visited;
    ms += Number(/^time ([\d.]+) ms/m.exec(out)[1]);
    counts.push(visited);
  }
  return { nps: (n / ms) * 1000, counts };
}

function wasmRound() {
  let n = 0;
  let ms = 0;
  const counts = [];
  for (const p of positions) {
    const g = tribun.newGame({ board: p.board, turn: p.turn });
    const t0 = performance.now();
    const r = tribun.bestAction(g, { nodes });
    ms += performance.now() - t0;
    n += r.nodes;
    counts.push(r.nodes);
    g.dispose();
  }
  return { nps: (n / ms) * 1000, counts };
}

wasmRound();  // warm-up: compile tiers, grow memory
const native = [];
const wasm = [];
for (let i = 0; i < rounds; i++) {
  const a = nativeRound();
  const b = wasmRound();
  if (a.counts.join() !== b.counts.join()) throw new Error(`node counts differ: native ${a.counts} vs wasm ${b.counts}`);
  native.push(a.nps);
  wasm.push(b.nps);
}
const nn = median(native);
const wn = median(wasm);
console.log(`search speed, ${positions.length} positions x ${nodes} nodes, median of ${rounds} alternating rounds:`);
console.log(`  native       ${Math.round(nn)} nodes/s`);
console.log(`  WebAssembly  ${Math.round(wn)} nodes/s  (native is ${(nn / wn).toFixed(2)}x faster)`);

console.log('reply time per level through WebAssembly (median over the positions, seed 1):');
for (let level = 1; level <= 6; level++) {
  const times = [];
  const depths = [];
  for (const p of positions) {
    const g = tribun.newGame({ board: p.board, turn: p.turn });
    const t0 = performance.now();
    const r = tribun.bestAction(g, { level, seed: 1 });
    times.push(performance.now() - t0);
    depths.push(r.depth);
    g.dispose();
  }
  console.log(`  level ${level}: ${median(times).toFixed(0)} ms (max ${Math.max(...times).toFixed(0)}), depth ${median(depths)}`);
}
