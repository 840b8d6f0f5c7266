// The package's entry, web/package/dist/boardrules.js: index.js and its facades in one file
// (tools/bundle-package.mjs; package.json names it for `import 'boardrules'` and index.cjs loads
// it). It must be today's sources exactly, behave as index.js does, and share every module that
// keeps state per WebAssembly instance instead of carrying its own copy.
import test from 'node:test';
import assert from 'node:assert/strict';
import { execFileSync } from 'node:child_process';
import { readFileSync, readdirSync } from 'node:fs';
import { join } from 'node:path';
import { pathToFileURL } from 'node:url';
import { BUNDLE, SHARED_MODULES, bundleText } from '../../tools/bundle-package.mjs';
import { root } from './helpers.mjs';

const WEB = join(root, 'web', 'package');

test('dist/boardrules.js is what tools/bundle-package.mjs makes of today\'s sources', async () => {
  // A source edited after the last build would otherwise reach every user of the package stale.
  assert.ok(readFileSync(BUNDLE, 'utf8') === await bundleText(),
    'web/package/dist/boardrules.js is stale: run ./build-wasm.sh (or node tools/bundle-package.mjs)');
});

// A fresh process per entry: in one process both entries would hand out the same cached API
// objects (src/instance.js), and the bundle's own copies of the facades would go untested.
const SUMMARY = (entry) => `
const { loadBoardrules, ...rest } = await import(${JSON.stringify(pathToFileURL(join(WEB, entry)).href)});
const apis = await loadBoardrules();
const refusal = (f) => { try { f(); return null; } catch (e) { return { name: e.name, code: e.code }; } };
const game = apis.catan.newGame({ players: 4, seed: 7 });
console.log(JSON.stringify({
  exports: Object.keys(rest).concat('loadBoardrules').sort(),
  apis: Object.keys(apis).sort(),
  methods: Object.fromEntries(Object.keys(apis).sort().map((k) => [k, Object.keys(apis[k]).sort()])),
  tribun: apis.tribun.newGame().legalActions().length,
  tribunRefusal: refusal(() => apis.tribun.newGame(42)),
  cotulenh: apis.cotulenh.newGame().moves().length,
  cotulenhRefusal: refusal(() => apis.cotulenh.newGame('not a position')),
  catan: game.legalActions(),
  spatial: apis.spatial.validateZones([{ id: 'A', adjacentTo: ['B'] }, { id: 'B' }]),
}));`;

test('the bundle exports and does what index.js does, in a process of its own', () => {
  const run = (entry) => JSON.parse(execFileSync(process.execPath, ['--input-type=module', '-e', SUMMARY(entry)], { encoding: 'utf8' }));
  const bundle = run('dist/boardrules.js');
  const sources = run('index.js');
  assert.deepEqual(bundle, sources);
  // The summary really exercised each engine (guards against a probe that compares nothing).
  assert.equal(bundle.tribun, 269);
  assert.ok(bundle.cotulenh > 0 && bundle.catan.length > 0 && bundle.spatial.length > 0);
  assert.deepEqual(bundle.apis, ['catan', 'cotulenh', 'spatial', 'tribun']);
  assert.equal(bundle.tribunRefusal?.name, 'TypeError');
  assert.ok(bundle.cotulenhRefusal?.code, 'a bad FEN is refused with a code');
});

// State kept at a module's top level (a cache, a registry) is per copy of the module: a copy in
// the bundle and another reached through the sources (the elements start through
// src/tribun-start.js) would each keep their own, e.g. register one binding area twice on the same
// instance. Such modules stay outside the bundle (SHARED_MODULES).
const TOP_LEVEL_STATE = /^(?:let|var)\s|^(?:export\s+)?const\s+\w+\s*=\s*new\s+(?:WeakMap|Map|Set|WeakSet)\b/m;

test('every module that keeps state at its top level is shared by the bundle, never copied into it', () => {
  const bundle = readFileSync(BUNDLE, 'utf8');
  // rolldown heads each module it copies in with a comment naming it.
  const copied = [...bundle.matchAll(/^\/\/ ((?:src|board)\/[\w-]+\.js|index\.js)$/gm)].map((m) => m[1]);
  assert.ok(copied.includes('src/tribun.js') && copied.includes('index.js'), `copied: ${copied.join(', ')}`);
  for (const file of copied) {
    assert.ok(!TOP_LEVEL_STATE.test(readFileSync(join(WEB, file), 'utf8')),
      `${file} keeps state at its top level but is copied into the bundle: add it to SHARED_MODULES of tools/bundle-package.mjs`);
  }
  for (const file of SHARED_MODULES) {
    assert.ok(!copied.includes(file), `${file} is copied into the bundle`);
    assert.ok(bundle.includes(`from "../${file}";`), `the bundle does not import ${file}`);
  }
  // The rule really finds such state: src/areas.js keeps its registry at the top level.
  const stateful = readdirSync(join(WEB, 'src')).filter((f) => TOP_LEVEL_STATE.test(readFileSync(join(WEB, 'src', f), 'utf8')));
  assert.ok(stateful.includes('areas.js'), `found: ${stateful.join(', ')}`);
});
