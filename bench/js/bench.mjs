// Benchmark of the boardrules WebAssembly package (a benchmark, not a test: it never fails on a
// number). Measures, as medians over repeated runs:
//   1. legal-action listing through the JS API over the conformance positions:
//      newGame({board, turn}) + legalActions() + dispose() per position (what a server does to
//      list one position), next to the native engine's listing (boardrules-bench) when found;
//   2. module size: raw and gzipped (-9) bytes of web/package/dist/boardrules-wasm.js, what a browser
//      downloads;
//   3. instantiation: a fresh Node process imports the module, instantiates it and lists the
//      legal actions of the start position (load + first legal list).
//
// Usage: node bench/js/bench.mjs [--data FILE.jsonl[.gz]] [--rounds N] [--native PATH]
//        [--module PATH]
// Defaults: tests/data/tribun/dev.jsonl.gz, 15 rounds, native bench from build/ or
// /tmp/build-pkg when present.
import { execFileSync } from 'node:child_process';
import { existsSync, readFileSync } from 'node:fs';
import { loadavg } from 'node:os';
import { dirname, resolve } from 'node:path';
import { fileURLToPath, pathToFileURL } from 'node:url';
import { gzipSync } from 'node:zlib';
import { option } from '../../tools/harness/options.mjs';
import { runInFreshProcess } from '../../tools/harness/fresh-process.mjs';
import { listEach, readJsonLines } from '../../tools/harness/positions.mjs';

const root = resolve(dirname(fileURLToPath(import.meta.url)), '../..');
const dataPath = resolve(option('--data', `${root}/tests/data/tribun/dev.jsonl.gz`));
const rounds = Number(option('--rounds', 15));
const modulePath = resolve(option('--module', `${root}/web/package/dist/boardrules-wasm.js`));
const nativeBench =
  option('--native') ?? [`${root}/build/boardrules-bench`, '/tmp/build-pkg/boardrules-bench'].find((p) => existsSync(p));

const median = (xs) => [...xs].sort((a, b) => a - b)[xs.length >> 1];
const fmt = (x, digits = 2) => x.toFixed(digits);

// ---- 1. listing -----------------------------------------------------------------------------
const { default: createModule } = await import(pathToFileURL(modulePath).href);
const { createTribunApi } = await import(pathToFileURL(`${root}/web/package/src/tribun.js`).href);
const t = createTribunApi(await createModule());
const positions = readJsonLines(dataPath).map((p) => ({ board: t.parseBoard(p.board), turn: p.turn }));

const listAll = () => listEach(positions, (p) => t.newGame(p), (g) => g.legalActions());

const totalActions = listAll(); // warm-up (JIT, WASM tiers, heap growth)
listAll();
const perPosition = [];
// The process's CPU time as well (process.cpuUsage: user + system, all threads): on the shared
// machine wall time moves with the load far more than CPU time, which the native bench's
// thread-CPU figure is compared with.
const cpuPerPosition = [];
for (let r = 0; r < rounds; ++r) {
  const c0 = process.cpuUsage();
  const t0 = performance.now();
  for (let k = 0; k < 5; ++k) listAll();
  perPosition.push(((performance.now() - t0) * 1000) / (5 * positions.length));
  const c = process.cpuUsage(c0);
  cpuPerPosition.push((c.user + c.system) / (5 * positions.length));
}
const jsUs = median(perPosition);
const jsCpuUs = median(cpuPerPosition);
console.log(`positions: ${positions.length}, average legal actions (with draw/resign words): ${fmt(totalActions / positions.length, 1)}`);
console.log(`JS API listing (newGame + legalActions + dispose): median ${fmt(jsUs)} us per position over ${rounds} rounds ` +
  `(min ${fmt(Math.min(...perPosition))}, max ${fmt(Math.max(...perPosition))})`);
console.log(`JS API listing, process CPU time: median ${fmt(jsCpuUs)} us per position ` +
  `(min ${fmt(Math.min(...cpuPerPosition))}, max ${fmt(Math.max(...cpuPerPosition))}); load average ${loadavg().map((x) => x.toFixed(1)).join(' ')}`);

let nativeUs = null;
let nativeCpuUs = null;
if (nativeBench && existsSync(nativeBench)) {
  const plain = dataPath.endsWith('.gz') ? null : dataPath;
  // The native bench reads plain JSON lines: CMake unpacks the data next to the binary.
  const unpacked = plain ?? [`${dirname(nativeBench)}/testdata/tribun/dev.jsonl`, `${root}/build/testdata/tribun/dev.jsonl`].find(existsSync);
  if (unpacked) {
    const out = execFileSync(nativeBench, [unpacked, String(rounds)], { encoding: 'utf8' });
    const m = /legal listing: median ([\d.]+) us/.exec(out);
    if (m) nativeUs = Number(m[1]);
    const cpu = /legal listing: median [\d.]+ us per position wall, ([\d.]+) us CPU/.exec(out);
    if (cpu) nativeCpuUs = Number(cpu[1]);
  }
}
if (nativeUs !== null) {
  console.log(`native listing (${nativeBench}): median ${fmt(nativeUs)} us per position`);
  console.log(`ratio JS API / native: ${fmt(jsUs / nativeUs)}x (target <= 2.5x)`);
  if (nativeCpuUs !== null) {
    console.log(`native listing, thread CPU time: median ${fmt(nativeCpuUs)} us per position; ` +
      `ratio of CPU times JS API / native: ${fmt(jsCpuUs / nativeCpuUs)}x`);
  }
} else {
  console.log('native listing: boardrules-bench not found (build it, or pass --native PATH)');
}

// ---- 2. size --------------------------------------------------------------------------------
const bytes = readFileSync(modulePath);
const gz = gzipSync(bytes, { level: 9 }).length;
console.log(`module size: ${bytes.length} bytes raw (${fmt(bytes.length / 1024, 1)} KiB), ${gz} bytes gzipped ` +
  `(${fmt(gz / 1024, 1)} KiB) (targets <= 250 KB raw, <= 90 KB gzipped)`);

// ---- 3. instantiation -----------------------------------------------------------------------
// A fresh process each run, so nothing is cached in V8; the timer starts before the import.
const probe = `
const t0 = performance.now();
const { default: create } = await import(${JSON.stringify(pathToFileURL(modulePath).href)});
const { createTribunApi } = await import(${JSON.stringify(pathToFileURL(`${root}/web/package/src/tribun.js`).href)});
const t = createTribunApi(await create());
const g = t.newGame();
const n = g.legalActions().length;
const ms = performance.now() - t0;
if (n !== 269) throw new Error('unexpected legal count ' + n);
console.log(ms);`;
const inst = [];
for (let r = 0; r < rounds; ++r) {
  inst.push(Number(runInFreshProcess(probe)));
}
console.log(`instantiation (import + instantiate + first legal list, fresh node process): median ${fmt(inst.length ? median(inst) : 0)} ms ` +
  `over ${rounds} runs (min ${fmt(Math.min(...inst))}, max ${fmt(Math.max(...inst))}) (target < 50 ms)`);
