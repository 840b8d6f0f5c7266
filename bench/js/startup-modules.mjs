// What importing each module of the package costs in a fresh Node process (a benchmark, not a
// test: it never fails on a number; docs/PERFORMANCE.md, "Startup").
//
// For every module M that web/package/index.js can load (static imports and import(), walked by
// tools/harness/import-graph.mjs), a fresh `node` first imports an empty module (which loads Node's
// ES module loader) and M's static dependencies, then times
// the import of M alone: M's own cost (reading, parsing, Node's loader, its top-level code),
// wall and CPU time (process.cpuUsage: every thread). The modules are taken in turn, round after
// round, so the machine's load spreads over all of them alike; an empty module gives the floor.
//
// Usage: node bench/js/startup-modules.mjs [--rounds N] [--web DIR]   (default 9 rounds, web/)
import { execFileSync } from 'node:child_process';
import { mkdtempSync, rmSync, statSync, writeFileSync } from 'node:fs';
import { loadavg, tmpdir } from 'node:os';
import { dirname, join, relative, resolve } from 'node:path';
import { fileURLToPath, pathToFileURL } from 'node:url';
import { importGraph, importsOf } from '../../tools/harness/import-graph.mjs';
import { option } from '../../tools/harness/options.mjs';

const root = resolve(dirname(fileURLToPath(import.meta.url)), '../..');
const rounds = Number(option('--rounds', 9));
const web = resolve(option('--web', `${root}/web/package`));  // a package folder (web/package, or an old commit's web/)

const dir = mkdtempSync(join(tmpdir(), 'boardrules-modules-'));
const empty = join(dir, 'empty.mjs');
writeFileSync(empty, 'export {};\n');
// Imported first by every probe: the first import() of a process loads Node's ES module loader
// itself (about 14 ms of CPU time), which is nobody's cost here.
const warm = join(dir, 'warm.mjs');
writeFileSync(warm, 'export {};\n');
const modules = [empty, ...importGraph(join(web, 'index.js'), { dynamic: true })];
// The probe of one module: its static dependencies first (untimed), then the module itself.
const probeOf = (file) => {
  const deps = importGraph(file).filter((f) => f !== file);
  return `
await import(${JSON.stringify(pathToFileURL(warm).href)});
await Promise.all(${JSON.stringify(deps.map((f) => pathToFileURL(f).href))}.map((u) => import(u)));
const c0 = process.cpuUsage();
const t0 = performance.now();
await import(${JSON.stringify(pathToFileURL(file).href)});
const ms = performance.now() - t0;
const c = process.cpuUsage(c0);
console.log(JSON.stringify({ wall: ms, cpu: (c.user + c.system) / 1000 }));`;
};
const run = (probe) => JSON.parse(execFileSync(process.execPath, ['--input-type=module', '-e', probe], { encoding: 'utf8' }));
const median = (xs) => [...xs].sort((a, b) => a - b)[xs.length >> 1];

const probes = modules.map(probeOf);
const times = modules.map(() => []);
const before = loadavg();
probes.forEach(run);  // warm the file cache
for (let r = 0; r < rounds; ++r) probes.forEach((p, i) => times[i].push(run(p)));
const after = loadavg();
const sizes = modules.map((f) => statSync(f).size);
rmSync(dir, { recursive: true, force: true });

const fmt = (x) => x.toFixed(2).padStart(8);
console.log(`${rounds} rounds; load average (1, 5, 15 min) ${before.map((x) => x.toFixed(2)).join(' ')} before, ${after.map((x) => x.toFixed(2)).join(' ')} after`);
console.log('module (own cost: its static dependencies loaded first)'.padEnd(44) + '   bytes  wall ms   CPU ms  (medians)  imports');
modules.forEach((file, i) => {
  const name = file === empty ? '(an empty module)' : relative(web, file);
  const edges = file === empty ? { static: [], dynamic: [] } : importsOf(file);
  const list = [...edges.static.map((f) => relative(dirname(file), f)), ...edges.dynamic.map((f) => `import(${relative(dirname(file), f)})`)];
  console.log(name.padEnd(44) + String(sizes[i]).padStart(8) + fmt(median(times[i].map((t) => t.wall))) +
    fmt(median(times[i].map((t) => t.cpu))) + '             ' + list.join(', '));
});
