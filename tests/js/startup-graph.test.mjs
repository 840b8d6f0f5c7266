// Start-up cost of the package's module graph (docs/PERFORMANCE.md, "Startup" and
// "part 4"): every ES module a user's import reaches costs Node's loader about 0.7 M instructions
// on top of its code, and every byte is parsed before loadBoardrules() can resolve. Fails if the
// graph of web/package/dist/boardrules.js (the package's entry), web/package/index.js (its
// sources) or web/package/src/tribun.js (what bench/js/bench.mjs imports) grows past its
// budget, or if a Tribun-only start reaches another engine's facade: a new facade file should be
// imported by the API that needs it, or the budget raised in the same commit with the measured
// cost (`node bench/js/startup.mjs --compare OLD_WEB_DIR [--package]`). ("Startup, part 4": the
// facades loaded with import() while the module compiles measured no faster on a quiet machine
// and took 5 % more CPU, so web/package/index.js imports them statically.)
import test from 'node:test';
import assert from 'node:assert/strict';
import { execFileSync } from 'node:child_process';
import { statSync } from 'node:fs';
import { join, relative } from 'node:path';
import { pathToFileURL } from 'node:url';
import { root } from './helpers.mjs';
import { importGraph } from '../../tools/harness/import-graph.mjs';

const WEB = join(root, 'web', 'package');
// Today's graphs (2026-12-02, the module at 325,189 bytes): index.js 23 files, 506,716 bytes;
// src/tribun.js 13 files, 117,084; src/tribun-start.js 16 files, 444,513. The byte budgets leave
// room for the facades' ordinary growth; the file counts do not. The last raise (for CoTuLenh's
// redo and goTo, a goal judged by the engine and the action log's codec in the mirror of action
// words) was measured with `node bench/js/startup.mjs --compare OLD_PACKAGE_DIR --package
// --rounds 31` against the package of 7bcd088 (load 3.7): 45.98 against 46.14 ms wall (-0.4 %),
// 45.43 against 45.81 ms CPU (-0.8 %), medians: within the machine's noise. Earlier figures are
// in git.
// dist/boardrules.js (what `import 'boardrules'` loads: index.js's graph in one file, made by
// tools/bundle-package.mjs) reaches itself, the two modules it shares with the sources and the
// WebAssembly module: 4 files, 461,304 bytes on 2026-12-07.
const BUDGETS = [
  { entry: 'dist/boardrules.js', files: 4, bytes: 512_000, reaches: 'src/instance.js' },
  { entry: 'index.js', files: 23, bytes: 512_000 },
  { entry: 'src/tribun.js', files: 13, bytes: 120_000 },
  { entry: 'src/tribun-start.js', files: 16, bytes: 450_000 },
];
const names = (files) => files.map((f) => relative(WEB, f)).sort();

for (const { entry, files: maxFiles, bytes: maxBytes, reaches = 'src/validate.js' } of BUDGETS) {
  test(`the import graph of web/${entry} stays within ${maxFiles} files and ${maxBytes} bytes`, () => {
    const files = importGraph(join(WEB, entry), { dynamic: true });
    const bytes = files.reduce((sum, f) => sum + statSync(f).size, 0);
    assert.ok(names(files).includes(reaches), `the walk follows imports (${names(files).join(', ')})`);
    assert.ok(files.length <= maxFiles, `${files.length} files: ${names(files).join(', ')}`);
    assert.ok(bytes <= maxBytes, `${bytes} bytes in ${names(files).join(', ')}`);
  });
}

test('a Tribun-only start imports no other engine\'s facade', () => {
  for (const entry of ['src/tribun.js', 'src/tribun-start.js']) {
    const reached = names(importGraph(join(WEB, entry), { dynamic: true }));
    assert.ok(reached.includes('src/validate.js'), `the walk follows imports (${reached.join(', ')})`);
    for (const other of ['src/spatial.js', 'src/catan.js', 'src/cotulenh.js', 'src/cotulenh-game.js']) {
      assert.ok(!reached.includes(other), `${entry} reaches ${other}`);
    }
  }
});

// What a fresh Node process loads, recorded by a module hook (node:module register()) that posts
// every file: URL it loads to the main thread. Checked after `import('web/package/index.js')` alone and
// after a Tribun-only start (`(await loadBoardrules()).tribun`, a game, its legal list).
const HOOKS = `
let port;
export function initialize(data) { port = data.port; }
export async function load(url, context, next) {
  if (url.startsWith('file:')) port.postMessage(url);
  return next(url, context);
}`;
const PROBE = (entry) => `
import { register } from 'node:module';
import { MessageChannel, receiveMessageOnPort } from 'node:worker_threads';
const { port1, port2 } = new MessageChannel();
register('data:text/javascript,' + encodeURIComponent(${JSON.stringify(HOOKS)}), { data: { port: port2 }, transferList: [port2] });
const loaded = () => { const urls = []; for (let m; (m = receiveMessageOnPort(port1));) urls.push(m.message); return urls; };
const { loadBoardrules } = await import(${JSON.stringify(pathToFileURL(join(WEB, entry)).href)});
const afterImport = loaded();
const tribun = (await loadBoardrules()).tribun;
const count = tribun.newGame().legalActions().length;
console.log(JSON.stringify({ afterImport, afterStart: [...afterImport, ...loaded()], count }));`;

for (const entry of ['dist/boardrules.js', 'index.js']) test(`a Tribun-only start from web/package/${entry} loads the files the import graph names, no more`, () => {
  const out = JSON.parse(execFileSync(process.execPath, ['--input-type=module', '-e', PROBE(entry)], { encoding: 'utf8' }));
  const inWeb = (urls) => [...new Set(urls.map((u) => new URL(u).pathname).filter((p) => p.startsWith(`${WEB}/`)))]
    .map((p) => relative(WEB, p)).sort();
  assert.equal(out.count, 269);
  // Every file the walker says web/package/index.js can load (so the pages' preload lists, built from the
  // same walker, are complete), all of them at import, and nothing else after the start.
  const graph = names(importGraph(join(WEB, entry), { dynamic: true }));
  assert.deepEqual(inWeb(out.afterImport), graph);
  assert.deepEqual(inWeb(out.afterStart), graph);
});

// The Tribun-only start (web/package/src/tribun-start.js, what the elements, the play page and the course
// use) in a fresh process: it loads its own graph and nothing else, and a later loadBoardrules()
// of web/package/index.js gets the same module instance and the same Tribun API object (and the other way
// round), never a second instance.
const START_PROBE = (first, entry) => `
import { register } from 'node:module';
import { MessageChannel, receiveMessageOnPort } from 'node:worker_threads';
const { port1, port2 } = new MessageChannel();
register('data:text/javascript,' + encodeURIComponent(${JSON.stringify(HOOKS)}), { data: { port: port2 }, transferList: [port2] });
const loaded = () => { const urls = []; for (let m; (m = receiveMessageOnPort(port1));) urls.push(m.message); return urls; };
const start = () => import(${JSON.stringify(pathToFileURL(join(WEB, 'src/tribun-start.js')).href)}).then((m) => m.loadTribunApi());
const all = () => import(${JSON.stringify(pathToFileURL(join(WEB, entry)).href)}).then((m) => m.loadBoardrules()).then((b) => b.tribun);
const a = await (${first === 'start' ? 'start' : 'all'})();
const afterFirst = loaded();
const game = a.newGame();
const count = game.legalActions().length;
const b = await (${first === 'start' ? 'all' : 'start'})();
const { instantiate } = await import(${JSON.stringify(pathToFileURL(join(WEB, 'src/tribun-start.js')).href)});
await instantiate();
console.log(JSON.stringify({ afterFirst, count, same: a === b, gameFromOther: b.newGame().legalActions().length }));`;

// The same for the bundle (dist/boardrules.js): its own copy of the Tribun facade, but the shared
// src/instance.js hands both entries one instance and one API object.
for (const [first, entry] of [['start', 'index.js'], ['all', 'index.js'], ['start', 'dist/boardrules.js'], ['all', 'dist/boardrules.js']]) {
  test(`the Tribun-only start and loadBoardrules() of ${entry} share one instance and one Tribun API (${first === 'start' ? 'tribun-start.js' : entry} first)`, () => {
    const out = JSON.parse(execFileSync(process.execPath, ['--input-type=module', '-e', START_PROBE(first, entry)], { encoding: 'utf8' }));
    const inWeb = (urls) => [...new Set(urls.map((u) => new URL(u).pathname).filter((p) => p.startsWith(`${WEB}/`)))]
      .map((p) => relative(WEB, p)).sort();
    assert.equal(out.count, 269);
    assert.equal(out.gameFromOther, 269);
    assert.equal(out.same, true, 'the same Tribun API object from both entries');
    const firstEntry = first === 'start' ? 'src/tribun-start.js' : entry;
    assert.deepEqual(inWeb(out.afterFirst), names(importGraph(join(WEB, firstEntry), { dynamic: true })));
  });
}
