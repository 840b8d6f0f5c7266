// Start-up cost of the package's module graph (docs/PERFORMANCE.md, "Startup" and
// "part 4"): every ES module a user's import reaches costs Node's loader about 0.7 M instructions
// on top of its code, and every byte is parsed before loadBoardrules() can resolve. Fails if the
// graph of web/package/index.js or of web/package/src/tribun.js (what bench/js/bench.mjs imports) grows past its
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
// Files and bytes: index.js 14 files, 358,316 bytes (the WASM module file 233,364 of it), 15 and
// 360,393 since src/instance.js (the one module instance, shared with src/tribun-start.js);
// src/tribun.js 8 files, 94,321 bytes; src/tribun-start.js (the elements', play page's and
// course's start) 11 files, 330,601 bytes. The byte budgets leave room for the facades'
// ordinary growth; the file counts do not. One more file each since src/options.js (issue 28:
// the one reader of option objects, shared by every facade). 2026-11-27: index.js 18 files,
// 454,874 bytes, with Catan's game facade and CoTuLenh's engine facade (issues 29, 30) and the
// module at 303,669 bytes (the Catan rules engine, CoTuLenh's search, moves in words);
// src/tribun.js 105,329 (explainAction); src/tribun-start.js 410,956 (the module).
// 2026-11-28: one more file each for src/engine-worker-client.js (the page side of an engine
// worker, shared by Tribun's and CoTuLenh's createEngineWorker, issue 30): index.js 19 files,
// 459,472 bytes; src/tribun.js 10, 107,256; src/tribun-start.js 13, 412,883. Cost of a
// Tribun-only start through index.js against the web/ of 8cfda5c: `node bench/js/startup.mjs
// --compare OLD_WEB_DIR --package --rounds 21` (load ~1) 47.4 ms against 45.8 ms wall (medians),
// 49.1 against 46.9 ms CPU; `--instructions --package [--web DIR]`: JS parsing and the
// interpreter +1.7 M instructions (of ~200 M), and 44.8 M in TurboFan against 26.8-36.7 M
// (background tier-up, which moved in steps from run to run).
// With the Catan computer players as well (src/catan-bot.js, the module at 316,581 bytes): index.js
// 20 files, 482,641 bytes; src/tribun.js 10, 107,833; src/tribun-start.js 13, 426,372. One more
// file each for web/package/board/action-words.js (the one JS mirror of the engine's action words, issue
// 27): 21, 484,725; 11, 109,081; 14, 428,456. One more file each for web/package/board/board-codes.js (the
// one JS mirror of tile names and unit codes, issue 27, which the lesson API reads): 22, 490,016;
// 12, 113,125; 15, 433,372. `node bench/js/startup.mjs --compare OLD_WEB_DIR --package --rounds 21`
// against the web/ before it (load average 12): 84.7 ms against 86.0 ms wall, 61.2 against 62.4
// ms CPU (medians): no cost the machine can show. One more file each for src/owned-handle.js (the
// one owner of a facade's engine object, issue 27): 23, 13, 16 files; the same command, twice
// with 61 rounds (load ~3): 45.3 / 43.8 ms against 47.3 / 44.9 ms wall, 51.8 / 50.2 against
// 52.4 / 49.9 ms CPU (medians; the minimums lower for the new one): within the machine's noise.
// 2026-12-01: the slice loop of an engine worker moved to src/engine-worker-client.js (shared by
// Tribun's worker and CoTuLenh's, which gained stop()) and the module at 322,761 bytes (a
// CoTuLenh game's turns as played, resumed searches): 501,492, 115,247 and 440,248 bytes. The
// same command against the web/package of 69a6786 with today's module in both (21 rounds, load
// 5.5): 98.4 against 95.7 ms wall (+2.8 %), 113.0 against 116.6 ms CPU (-3.1 %): noise.
const BUDGETS = [
  { entry: 'index.js', files: 23, bytes: 505_000 },
  { entry: 'src/tribun.js', files: 13, bytes: 117_000 },
  { entry: 'src/tribun-start.js', files: 16, bytes: 445_000 },
];
const names = (files) => files.map((f) => relative(WEB, f)).sort();

for (const { entry, files: maxFiles, bytes: maxBytes } of BUDGETS) {
  test(`the import graph of web/${entry} stays within ${maxFiles} files and ${maxBytes} bytes`, () => {
    const files = importGraph(join(WEB, entry), { dynamic: true });
    const bytes = files.reduce((sum, f) => sum + statSync(f).size, 0);
    assert.ok(names(files).includes('src/validate.js'), `the walk follows imports (${names(files).join(', ')})`);
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
const PROBE = `
import { register } from 'node:module';
import { MessageChannel, receiveMessageOnPort } from 'node:worker_threads';
const { port1, port2 } = new MessageChannel();
register('data:text/javascript,' + encodeURIComponent(${JSON.stringify(HOOKS)}), { data: { port: port2 }, transferList: [port2] });
const loaded = () => { const urls = []; for (let m; (m = receiveMessageOnPort(port1));) urls.push(m.message); return urls; };
const { loadBoardrules } = await import(${JSON.stringify(pathToFileURL(join(WEB, 'index.js')).href)});
const afterImport = loaded();
const tribun = (await loadBoardrules()).tribun;
const count = tribun.newGame().legalActions().length;
console.log(JSON.stringify({ afterImport, afterStart: [...afterImport, ...loaded()], count }));`;

test('a Tribun-only start loads the files the import graph names, no more', () => {
  const out = JSON.parse(execFileSync(process.execPath, ['--input-type=module', '-e', PROBE], { encoding: 'utf8' }));
  const inWeb = (urls) => [...new Set(urls.map((u) => new URL(u).pathname).filter((p) => p.startsWith(`${WEB}/`)))]
    .map((p) => relative(WEB, p)).sort();
  assert.equal(out.count, 269);
  // Every file the walker says web/package/index.js can load (so the pages' preload lists, built from the
  // same walker, are complete), all of them at import, and nothing else after the start.
  const graph = names(importGraph(join(WEB, 'index.js'), { dynamic: true }));
  assert.deepEqual(inWeb(out.afterImport), graph);
  assert.deepEqual(inWeb(out.afterStart), graph);
});

// The Tribun-only start (web/package/src/tribun-start.js, what the elements, the play page and the course
// use) in a fresh process: it loads its own graph and nothing else, and a later loadBoardrules()
// of web/package/index.js gets the same module instance and the same Tribun API object (and the other way
// round), never a second instance.
const START_PROBE = (first) => `
import { register } from 'node:module';
import { MessageChannel, receiveMessageOnPort } from 'node:worker_threads';
const { port1, port2 } = new MessageChannel();
register('data:text/javascript,' + encodeURIComponent(${JSON.stringify(HOOKS)}), { data: { port: port2 }, transferList: [port2] });
const loaded = () => { const urls = []; for (let m; (m = receiveMessageOnPort(port1));) urls.push(m.message); return urls; };
const start = () => import(${JSON.stringify(pathToFileURL(join(WEB, 'src/tribun-start.js')).href)}).then((m) => m.loadTribunApi());
const all = () => import(${JSON.stringify(pathToFileURL(join(WEB, 'index.js')).href)}).then((m) => m.loadBoardrules()).then((b) => b.tribun);
const a = await (${first === 'start' ? 'start' : 'all'})();
const afterFirst = loaded();
const game = a.newGame();
const count = game.legalActions().length;
const b = await (${first === 'start' ? 'all' : 'start'})();
const { instantiate } = await import(${JSON.stringify(pathToFileURL(join(WEB, 'src/tribun-start.js')).href)});
await instantiate();
console.log(JSON.stringify({ afterFirst, count, same: a === b, gameFromOther: b.newGame().legalActions().length }));`;

for (const first of ['start', 'all']) {
  test(`the Tribun-only start and loadBoardrules() share one instance and one Tribun API (${first === 'start' ? 'tribun-start.js' : 'index.js'} first)`, () => {
    const out = JSON.parse(execFileSync(process.execPath, ['--input-type=module', '-e', START_PROBE(first)], { encoding: 'utf8' }));
    const inWeb = (urls) => [...new Set(urls.map((u) => new URL(u).pathname).filter((p) => p.startsWith(`${WEB}/`)))]
      .map((p) => relative(WEB, p)).sort();
    assert.equal(out.count, 269);
    assert.equal(out.gameFromOther, 269);
    assert.equal(out.same, true, 'the same Tribun API object from both entries');
    const entry = first === 'start' ? 'src/tribun-start.js' : 'index.js';
    assert.deepEqual(inWeb(out.afterFirst), names(importGraph(join(WEB, entry), { dynamic: true })));
  });
}
