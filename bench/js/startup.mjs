// Where the package's instantiation time goes (a benchmark, not a test: it never fails on a
// number). docs/PERFORMANCE.md promises "import + instantiate + first legal list, fresh Node
// process < 50 ms"; this splits that time into its phases, each measured in a fresh process
// running the probe as a program file (tools/harness/fresh-process.mjs; until 2026-12-07 with
// `node -e`, which timed about 7 ms of Node's own file loader starting as well; --instructions
// still runs its probe and the bare process with -e, so its counts compare only with each other):
//
//   import        evaluating the ES module graph (web/package/dist/boardrules-wasm.js and the facade
//                 web/package/src/*.js): reading and parsing the files
//   decode        base64 text -> gzip bytes (Buffer.from in Node)
//   inflate       gzip -> WASM binary (zlib.gunzipSync in Node)
//   compile       WebAssembly.compile (V8: Liftoff for every function, TurboFan later for hot ones)
//   instantiate   WebAssembly.instantiate of the compiled module (imports, memory, tables)
//   ctors         __wasm_call_ctors: C++ static constructors, of which Embind registration is one
//     embind      ... time spent inside the _embind_register_* imports (JS), counted per import
//   runtime       the rest of createBoardrulesModule() (Emscripten's runtime, promise turns)
//   facade        createTribunApi(module)
//   first list    newGame() + legalActions() of the start position (first call: cold code)
//   total         from before the import to the first legal list (what bench.mjs reports)
//
// The probe wraps WebAssembly.compile / instantiate, zlib.gunzipSync and Buffer.from to time
// them; the wrappers cost a few microseconds. Runs alternate with an unwrapped probe (the total
// alone) so the wrapping's own cost is visible.
//
// Usage: node bench/js/startup.mjs [--rounds N] [--module PATH] [--json]
//        node bench/js/startup.mjs --instructions [--module PATH]
//        node bench/js/startup.mjs --compare OLD_MODULE [--module PATH] [--rounds N]
//        node bench/js/startup.mjs --compare OLD_WEB_DIR [--rounds N]
//        (--web DIR measures a copy of a web/ directory instead of this checkout's, in every mode)
//        node bench/js/startup.mjs --compare OLD_WEB_DIR --package [--rounds N]
//        (--package: the plain probe starts through the package's entry, `(await loadBoardrules()).tribun`,
//        as a user of the package does (package.json's exports: dist/boardrules.js), instead of
//        bench.mjs's dist + src/tribun.js; with
//        --instructions too; the phased probe always takes bench.mjs's path)
//        node bench/js/startup.mjs --compare OLD_WEB_DIR --timeline [--rounds N]
//        (the package's start with its moments: WASM compile called and done, import returned,
//        loadBoardrules() resolved, first list; docs/PERFORMANCE.md, "Startup")
// Defaults: 15 rounds, web/package/dist/boardrules-wasm.js.
//
// --compare OLD times the plain probe (the total alone, as bench.mjs) of two builds, alternating
// in fresh processes, and prints both medians with the load average: how a start-up change is
// judged on a shared machine (docs/PERFORMANCE.md, "Startup"). OLD is a module file (the facade
// is this checkout's web/package/src/tribun.js for both) or a copy of an older web/ directory (its own
// dist/boardrules-wasm.js and src/tribun.js: for a change of the facade and the bindings together).
//
// --instructions counts the instructions instead (valgrind's callgrind, every thread: the main
// thread and V8's background compile threads), of the plain probe minus a bare `node` process.
// The count does not move with the machine's load (it repeats within a few million: V8 picks a
// random hash seed and tests it for primality), so it compares two builds on a busy machine
// where wall times cannot; it takes a minute or two per run. (No V8 flags: any flag, e.g.
// --hash-seed, makes Node reject its built-in code cache and compile its own modules again,
// which triples the parsing counted here.)
import { execFileSync, spawnSync } from 'node:child_process';
import { mkdtempSync, readFileSync, rmSync, statSync } from 'node:fs';
import { loadavg, tmpdir } from 'node:os';
import { dirname, join, resolve } from 'node:path';
import { fileURLToPath, pathToFileURL } from 'node:url';
import { option } from '../../tools/harness/options.mjs';
import { runInFreshProcess } from '../../tools/harness/fresh-process.mjs';

const root = resolve(dirname(fileURLToPath(import.meta.url)), '../..');
const args = process.argv.slice(2);
const rounds = Number(option('--rounds', 15));
// --web DIR: a copy of a web/ directory to measure (its dist/boardrules-wasm.js and src/tribun.js).
const web = resolve(option('--web', `${root}/web/package`));  // a package folder (web/package, or an old commit's web/)
const modulePath = resolve(option('--module', `${web}/dist/boardrules-wasm.js`));
const moduleUrl = JSON.stringify(pathToFileURL(modulePath).href);
// Emscripten minifies the export and import names: the static constructors' export is the one
// its JS calls ___wasm_call_ctors; the Embind imports keep their JS function names.
const ctorsMatch = /___wasm_call_ctors=Module\["___wasm_call_ctors"\]=Module\["asm"\]\["(\w+)"\]/.exec(readFileSync(modulePath, 'latin1'));
const ctorsExport = JSON.stringify(ctorsMatch ? ctorsMatch[1] : '__wasm_call_ctors');
const facadeUrl = JSON.stringify(pathToFileURL(`${web}/src/tribun.js`).href);

// --package: the probes go through the package's entry instead (web/package/index.js, loadBoardrules()
// and its tribun getter): what a user of the package runs.
const viaPackage = args.includes('--package');
// The entry `import 'boardrules'` resolves to in that package folder: its package.json's
// exports (dist/boardrules.js since 2026-12-07, index.js before).
const indexUrl = (dir) => {
  const entry = JSON.parse(readFileSync(`${dir}/package.json`, 'utf8')).exports?.['.']?.default ?? './index.js';
  return JSON.stringify(pathToFileURL(resolve(dir, entry)).href);
};
// The plain probe: exactly what bench/js/bench.mjs times (or, with --package, a user's start).
const plainProbeOf = (url, facade = facadeUrl, index = indexUrl(web)) => `
const c0 = process.cpuUsage();
const t0 = performance.now();
${viaPackage ? `const { loadBoardrules } = await import(${index});
const t = (await loadBoardrules()).tribun;` : `const { default: create } = await import(${url});
const { createTribunApi } = await import(${facade});
const t = createTribunApi(await create());`}
const g = t.newGame();
const n = g.legalActions().length;
const ms = performance.now() - t0;
const c = process.cpuUsage(c0);
if (n !== 269) throw new Error('unexpected legal count ' + n);
console.log(JSON.stringify({ total: ms, cpu: (c.user + c.system) / 1000 }));`;
const plainProbe = plainProbeOf(moduleUrl);

// --timeline (with --compare OLD_WEB_DIR): the package's start (web/package/index.js, loadBoardrules())
// with the moments that show how the WASM compile overlaps the rest, from before the import:
// when WebAssembly.compile is called (the embedded binary decoded and inflated) and resolves,
// when the import of index.js returns, when loadBoardrules() resolves, the first legal list.
const timelineProbeOf = (index) => `
const now = () => performance.now();
const T = {};
const compile = WebAssembly.compile;
WebAssembly.compile = function (b) { T.compileCalled = now(); return compile.call(WebAssembly, b).then((m) => { T.compiled = now(); return m; }); };
const t0 = now();
const { loadBoardrules } = await import(${index});
T.imported = now();
const t = (await loadBoardrules()).tribun;
T.loaded = now();
const n = t.newGame().legalActions().length;
T.total = now();
if (n !== 269) throw new Error('unexpected legal count ' + n);
for (const k in T) T[k] -= t0;
console.log(JSON.stringify(T));`;

// The instrumented probe: same steps, each phase timed.
const phasedProbe = `
const now = () => performance.now();
const phases = { decode: 0, inflate: 0, compile: 0, instantiate: 0, ctors: 0, embind: 0 };
const embindCalls = {};
const zlib = process.getBuiltinModule('zlib');
const gunzipSync = zlib.gunzipSync;
zlib.gunzipSync = function (...a) { const s = now(); try { return gunzipSync.apply(this, a); } finally { phases.inflate += now() - s; } };
const bufferFrom = Buffer.from;
Buffer.from = function (value, encoding, ...rest) {
  if (encoding !== 'base64') return bufferFrom.call(this, value, encoding, ...rest);
  const s = now(); try { return bufferFrom.call(this, value, encoding, ...rest); } finally { phases.decode += now() - s; }
};
const compile = WebAssembly.compile;
WebAssembly.compile = function (bytes) {
  phases.wasmBytes = bytes.byteLength;
  const s = now();
  return compile.call(WebAssembly, bytes).then((m) => { phases.compile = now() - s; phases.compiledAt = now(); return m; });
};
const instantiate = WebAssembly.instantiate;
WebAssembly.instantiate = function (module, imports) {
  // Time every Embind registration import.
  const space = Object.keys(imports)[0];
  const env = { ...imports[space] };
  for (const [key, f] of Object.entries(env)) {
    const name = typeof f === 'function' ? f.name.replace(/^_+/, '_') : '';
    if (!name.startsWith('_embind_register')) continue;
    env[key] = function (...a) {
      embindCalls[name] = (embindCalls[name] || 0) + 1;
      const s = now(); try { return f.apply(this, a); } finally { phases.embind += now() - s; }
    };
  }
  const s = now();
  return instantiate.call(WebAssembly, module, { ...imports, [space]: env }).then((result) => {
    phases.instantiate = now() - s;
    const instance = result.instance || result;
    // Exports are frozen: hand Emscripten a copy whose constructor call is timed.
    const exports = { ...instance.exports };
    const ctors = exports[${ctorsExport}];
    exports[${ctorsExport}] = function () { const s2 = now(); try { return ctors(); } finally { phases.ctors += now() - s2; } };
    const wrapped = { exports };
    phases.instantiatedAt = now();
    return result.instance ? { module: result.module, instance: wrapped } : wrapped;
  });
};
const cpu = () => { const c = process.cpuUsage(); return (c.user + c.system) / 1000; };
cpu();  // the first call loads its code
const c0 = cpu();
const t0 = now();
const { default: create } = await import(${moduleUrl});
const { createTribunApi } = await import(${facadeUrl});
phases.import = now() - t0;
phases.importCpu = cpu() - c0;
const cCreate = cpu();
const m = await create();
const tCreated = now();
phases.createCpu = cpu() - cCreate;
phases.runtime = tCreated - phases.instantiatedAt - phases.ctors;
phases.waitCompile = phases.compiledAt - t0 - phases.import;
const t = createTribunApi(m);
const tFacade = now();
phases.facade = tFacade - tCreated;
const cList = cpu();
const g = t.newGame();
const n = g.legalActions().length;
const tEnd = now();
phases.firstListCpu = cpu() - cList;
phases.firstList = tEnd - tFacade;
phases.total = tEnd - t0;
phases.totalCpu = cpu() - c0;
if (n !== 269) throw new Error('unexpected legal count ' + n);
// Liftoff-compiled functions; the rest of the start position's listing again, warm.
const s3 = now(); const g2 = t.newGame(); g2.legalActions(); g2.dispose(); phases.secondList = now() - s3;
g.dispose();
phases.embindCalls = embindCalls;
delete phases.compiledAt; delete phases.instantiatedAt;
console.log(JSON.stringify(phases));`;

if (args.includes('--instructions')) {
  const dir = mkdtempSync(join(tmpdir(), 'boardrules-startup-'));
  const instructions = (code, name) => {
    const out = join(dir, `${name}.callgrind`);
    const result = spawnSync('valgrind', ['--tool=callgrind', '--smc-check=all-non-file', `--callgrind-out-file=${out}`,
      process.execPath, '--input-type=module', '-e', code], { encoding: 'utf8' });
    const m = /Collected : (\d+)/.exec(result.stderr || '');
    if (result.status !== 0 || !m) throw new Error(`valgrind failed (is it installed?): ${result.stderr}`);
    // Self instructions per function (callgrind_annotate), to split the difference by kind.
    const table = execFileSync('callgrind_annotate', ['--threshold=100', out], { encoding: 'utf8', maxBuffer: 1 << 28 });
    const perFunction = new Map();
    for (const line of table.split('\n')) {
      const f = /^\s*([\d,]+) (?:\([^)]*\))?\s*(?:\*\s+)?(.*)$/.exec(line);
      if (!f || f[2].includes('PROGRAM TOTALS')) continue;
      perFunction.set(f[2], (perFunction.get(f[2]) ?? 0) + Number(f[1].replaceAll(',', '')));
    }
    return { total: Number(m[1]), perFunction };
  };
  // Kinds of work, by the function names of node and V8 (first match wins; JIT code has no
  // name: Liftoff and TurboFan code of the module, optimised JS).
  const kinds = [
    ['V8 hash seed (random: differs from run to run)', /sprp|HashSeed/],
    ['gzip inflate (zlib)', /inflate|crc32|adler32/],
    ['JS scanning and parsing', /Scanner|Parser|AstValueFactory|Utf16CharacterStream|PreParser|AstNodeFactory|Scope::|FuncNameInferrer|AstRawString/],
    ['WASM decoding and validation', /WasmFullDecoder<v8::internal::wasm::Decoder::FullValidationTag, v8::internal::wasm::EmptyInterface|ModuleDecoder|wasm::Decoder/],
    ['Liftoff (baseline WASM) compiles', /Liftoff/],
    ['TurboFan compiles (WASM tier-up, optimised JS)', /compiler::|Turbofan|TurboFan|Pipeline|Maglev|maglev/],
    ['Ignition bytecode generation', /interpreter::Bytecode|BytecodeGenerator|BytecodeArray/],
    ['garbage collection', /Heap::|Scavenger|MarkCompact|Sweeper|heap::|GCTracer|Marking|Evacuat/],
    ['JIT code (WASM and JS) running', /\?\?\?:0x/],
    ['interpreter, builtins, inline caches, runtime', /Builtins_|Runtime_|IC::|LookupIterator|Object::|JSObject::|Map::|String::|Factory::/],
    ['malloc, memcpy', /malloc|memmove|memcpy|memset|_int_free|free/],
  ];
  const load = loadavg()[0];
  const bare = instructions('', 'bare');
  const probe = instructions(plainProbe, 'probe');
  const byKind = new Map();
  for (const name of new Set([...bare.perFunction.keys(), ...probe.perFunction.keys()])) {
    const kind = kinds.find(([, pattern]) => pattern.test(name))?.[0] ?? 'other';
    byKind.set(kind, (byKind.get(kind) ?? 0) + (probe.perFunction.get(name) ?? 0) - (bare.perFunction.get(name) ?? 0));
  }
  rmSync(dir, { recursive: true, force: true });
  console.log(`module: ${modulePath}`);
  console.log(`instructions (callgrind, every thread): import + instantiate + first legal list ${((probe.total - bare.total) / 1e6).toFixed(1)} M ` +
    `(probe ${(probe.total / 1e6).toFixed(1)} M - bare node ${(bare.total / 1e6).toFixed(1)} M); load average ${load.toFixed(2)}`);
  for (const [kind, n] of [...byKind.entries()].sort((a, b) => b[1] - a[1])) console.log(`  ${(n / 1e6).toFixed(1).padStart(7)} M  ${kind}`);
  process.exit(0);
}

const run = (probe) => JSON.parse(runInFreshProcess(probe));
const median = (xs) => [...xs].sort((a, b) => a - b)[xs.length >> 1];
const fmt = (x) => x.toFixed(2);

// --compare OLD: the plain probe of OLD and of --module (default the current build), alternating
// (the order swapped every round), each in a fresh process; medians of wall and CPU time.
if (args.includes('--compare')) {
  const oldPath = resolve(option('--compare'));
  const url = (path) => JSON.stringify(pathToFileURL(path).href);
  const timeline = args.includes('--timeline') && statSync(oldPath).isDirectory();
  const probes = timeline ? { old: timelineProbeOf(indexUrl(oldPath)), new: timelineProbeOf(indexUrl(web)) } : {
    old: statSync(oldPath).isDirectory()
      ? plainProbeOf(url(`${oldPath}/dist/boardrules-wasm.js`), url(`${oldPath}/src/tribun.js`), indexUrl(oldPath))
      : plainProbeOf(url(oldPath)),
    new: plainProbe,
  };
  const times = { old: [], new: [] };
  const before = loadavg();
  run(probes.old);
  run(probes.new);  // warm the file cache
  for (let r = 0; r < rounds; ++r) {
    for (const which of r % 2 ? ['new', 'old'] : ['old', 'new']) times[which].push(run(probes[which]));
  }
  const after = loadavg();
  console.log(`old: ${oldPath}\nnew: ${viaPackage ? web : modulePath}${viaPackage ? ' (through the package\'s entry: loadBoardrules())' : ''}`);
  console.log(`${rounds} alternating rounds; load average (1, 5, 15 min) ${before.map(fmt).join(' ')} before, ${after.map(fmt).join(' ')} after`);
  if (timeline) {
    console.log('moments from before the import, ms (medians; min):');
    for (const key of ['compileCalled', 'compiled', 'imported', 'loaded', 'total']) {
      const [o, n] = ['old', 'new'].map((w) => times[w].map((t) => t[key]));
      console.log(`  ${key.padEnd(14)} old ${fmt(median(o))} (${fmt(Math.min(...o))}), new ${fmt(median(n))} (${fmt(Math.min(...n))})`);
    }
    process.exit(0);
  }
  for (const key of ['total', 'cpu']) {
    const [o, n] = ['old', 'new'].map((w) => median(times[w].map((t) => t[key])));
    // The minimum and first quartile too: on a loaded machine the load only adds time, so the
    // low end of each series shows the build's own time better than the median does.
    const low = (w) => {
      const xs = times[w].map((t) => t[key]).sort((a, b) => a - b);
      return `min ${fmt(xs[0])}, q1 ${fmt(xs[xs.length >> 2])}`;
    };
    console.log(`${key === 'total' ? 'wall (import + instantiate + first legal list)' : 'CPU time, every thread'}: old ${fmt(o)} ms, new ${fmt(n)} ms (${((n / o - 1) * 100).toFixed(1)} %); ` +
      `old ${low('old')}; new ${low('new')}`);
  }
  process.exit(0);
}

const loadBefore = loadavg()[0];
const plain = [];
const phased = [];
run(plainProbe);  // warm the file cache
for (let r = 0; r < rounds; ++r) {
  plain.push(run(plainProbe));
  phased.push(run(phasedProbe));
}
const loadAfter = loadavg()[0];

const rows = ['import', 'importCpu', 'decode', 'inflate', 'compile', 'waitCompile', 'createCpu', 'instantiate', 'ctors', 'embind', 'runtime',
  'facade', 'firstList', 'firstListCpu', 'secondList', 'total', 'totalCpu'];
const labels = {
  import: 'import (module graph evaluated; decode and inflate run inside it)',
  importCpu: '  its CPU time (process.cpuUsage: every thread)',
  createCpu: 'CPU time of createBoardrulesModule() (every thread)',
  firstListCpu: '  its CPU time (every thread: lazy and tier-up compiles)',
  totalCpu: '  its CPU time (every thread)',
  decode: '  base64 decode',
  inflate: '  gzip inflate',
  compile: 'WebAssembly.compile (from its call to its promise)',
  waitCompile: '  compile still running after the import returned',
  instantiate: 'WebAssembly.instantiate',
  ctors: '__wasm_call_ctors (C++ static constructors + Embind registration)',
  embind: '  inside _embind_register_* imports',
  runtime: 'rest of createBoardrulesModule() (runtime, promise turns)',
  facade: 'createTribunApi()',
  firstList: 'first newGame() + legalActions()',
  secondList: '(second newGame() + legalActions() + dispose(), for comparison)',
  total: 'total, instrumented',
};
const summary = {};
for (const key of rows) {
  const xs = phased.map((p) => p[key]);
  summary[key] = { median: median(xs), min: Math.min(...xs), max: Math.max(...xs) };
}
const totals = plain.map((p) => p.total);
summary.plainTotal = { median: median(totals), min: Math.min(...totals), max: Math.max(...totals) };
const cpus = plain.map((p) => p.cpu);
summary.plainCpu = { median: median(cpus), min: Math.min(...cpus), max: Math.max(...cpus) };
const calls = phased[0].embindCalls;
if (args.includes('--json')) {
  console.log(JSON.stringify({ rounds, loadBefore, loadAfter, wasmBytes: phased[0].wasmBytes, summary, embindCalls: calls }, null, 2));
} else {
  console.log(`module: ${modulePath} (WASM binary ${phased[0].wasmBytes} bytes)`);
  console.log(`${rounds} alternating rounds, load average ${loadBefore.toFixed(2)} before, ${loadAfter.toFixed(2)} after (1 min)`);
  console.log('phase'.padEnd(72) + 'median     min     max  (ms)');
  for (const key of rows) {
    const s = summary[key];
    console.log(labels[key].padEnd(70) + [s.median, s.min, s.max].map((x) => fmt(x).padStart(8)).join(''));
  }
  for (const [key, label] of [['plainTotal', viaPackage ? 'total, plain probe (through the package\'s entry, as a user)' : 'total, plain probe (as bench/js/bench.mjs)'], ['plainCpu', '  its CPU time (process.cpuUsage: all threads)']]) {
    const s = summary[key];
    console.log(label.padEnd(70) + [s.median, s.min, s.max].map((x) => fmt(x).padStart(8)).join(''));
  }
  const count = Object.values(calls).reduce((a, b) => a + b, 0);
  console.log(`Embind registrations: ${count} (${Object.entries(calls).map(([k, v]) => `${k.replace('_embind_register_', '')} ${v}`).join(', ')})`);
}
