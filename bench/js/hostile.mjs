// Benchmark of the inputs an attacker picks (issue 14, finding 5): how long one call takes on
// each, as the median of alternating runs in a warmed-up module: wall time, and the process's
// CPU time (process.cpuUsage, user + system), which a loaded shared machine inflates far less.
// A benchmark, not a test: it prints figures (docs/SECURITY.md, issue 14) and never fails on a
// number.
//
// Usage: node bench/js/hostile.mjs [--runs N]   (default 5)
import { loadBoardrules } from '../../web/package/index.js';

const args = process.argv.slice(2);
const runs = Number(args[args.indexOf('--runs') + 1] || 5) || 5;
const { spatial, tribun } = await loadBoardrules();

const median = (xs) => [...xs].sort((a, b) => a - b)[xs.length >> 1];
const mb = (chars) => `${(chars / 1e6).toFixed(2)} M chars`;
const attempt = (fn) => {
  try {
    fn();
  } catch (error) {
    return error.code ?? error.name;
  }
  return 'ok';
};

// ---- inputs ---------------------------------------------------------------------------------
const ids = (n, width = 0) => Array.from({ length: n }, (_, i) => `z${String(i).padStart(width, '0')}`);
function oneListsAll(n) {
  const names = ids(n);
  return [{ id: names[0], adjacentTo: names.slice(1) }, ...names.slice(1).map((id) => ({ id }))];
}
function duplicateNeighbours(n) {
  return [{ id: 'a', adjacentTo: new Array(n).fill('b') }, { id: 'b', adjacentTo: ['a'] }];
}
// n ids of 128 characters differing only at the end, each listing a misspelt neighbour.
function similarLongIds(n) {
  const id = (i) => `${'q'.repeat(120)}${String(i).padStart(8, '0')}`;
  return Array.from({ length: n }, (_, i) => ({ id: id(i), adjacentTo: [`${id((i + 1) % n).slice(0, 127)}X`] }));
}
function dangling(n) {
  return [{ id: 'a', adjacentTo: Array.from({ length: n }, (_, i) => `m${i}`) }];
}
const size = (zones) => JSON.stringify(zones).length;

const cases = [];
function add(name, input, fn) {
  cases.push({ name, input, fn, times: [], cpu: [] });
}

const listAll30k = oneListsAll(30_000);
add('createBoard: one zone lists 30,000 others', size(listAll30k), () => spatial.createBoard(listAll30k).dispose());
// validateZones on each hostile zone list.
for (const [what, zones] of [
  ['one zone lists 30,000 others', listAll30k],
  ['one zone lists 99,999 others', oneListsAll(100_000)],
  ['one zone lists the same neighbour 100,000 times', duplicateNeighbours(100_000)],
  ['5,000 similar 128-char ids, misspelt refs', similarLongIds(5_000)],
  ['20,000 similar 128-char ids, misspelt refs', similarLongIds(20_000)],
  ['100,000 dangling references', dangling(100_000)],
  ['1,000,000 dangling references', dangling(1_000_000)],
]) {
  add(`validateZones: ${what}`, size(zones), () => spatial.validateZones(zones));
}

const grid = spatial.createBoard(spatial.generateGrid(100, 100));
add('connectedZones: unknown zone on a 100x100 grid', 9, () => attempt(() => grid.connectedZones('cell_1_1x')));
const longBoard = spatial.createBoard(similarLongIds(8_000).map((z) => ({ id: z.id })));
add('connectedZones: unknown 128-char zone, 8,000 similar ids', 128, () =>
  attempt(() => longBoard.connectedZones(`${'q'.repeat(120)}0000042X`)));
add('connectedZones: whole 100x100 grid with a via predicate', 9, () => grid.connectedZones('cell_0_0', { via: () => true }));

const start = tribun.newGame().snapshot();
const aTenMb = 'A'.repeat(10 * 1024 * 1024);
const bangTenMb = '!'.repeat(10 * 1024 * 1024);
add('replay: 10 MB of base64 (default cap)', aTenMb.length, () => attempt(() => tribun.replay(start, aTenMb)));
add('replay: 10 MB of garbage (default cap)', bangTenMb.length, () => attempt(() => tribun.replay(start, bangTenMb)));
add('replay: 10 MB of garbage, maxPlies 12,000,000', bangTenMb.length, () =>
  attempt(() => tribun.replay(start, bangTenMb, { maxPlies: 12_000_000 })));
const oneMb = 'A'.repeat(1024 * 1024);
add('replay: 1 MB of zero words, maxPlies 12,000,000', oneMb.length, () =>
  attempt(() => tribun.replay(start, oneMb, { maxPlies: 12_000_000 })));

// ---- runs -----------------------------------------------------------------------------------
for (const c of cases) c.fn();  // warm-up
for (let r = 0; r < runs; ++r) {
  for (const c of r % 2 ? [...cases].reverse() : cases) {
    const c0 = process.cpuUsage();
    const t0 = performance.now();
    c.outcome = c.fn();
    c.times.push(performance.now() - t0);
    const c1 = process.cpuUsage(c0);
    c.cpu.push((c1.user + c1.system) / 1000);
  }
}
console.log(`hostile inputs: median of ${runs} alternating runs, node ${process.version}, load average ${(await import('node:os')).loadavg().map((x) => x.toFixed(1)).join(' ')}`);
console.log('     wall       cpu');
for (const c of cases) {
  const outcome = typeof c.outcome === 'string' ? c.outcome : 'ok';
  console.log(`  ${median(c.times).toFixed(1).padStart(7)} ms ${median(c.cpu).toFixed(1).padStart(7)} ms  ${c.name} (${mb(c.input)}; ${outcome})`);
}
grid.dispose();
longBoard.dispose();
