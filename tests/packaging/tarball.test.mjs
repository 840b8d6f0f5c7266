// What `npm pack web/` ships: every file the package's own code and typings reference (the
// import graph from every entry point: package.json's main/types/exports and every top-level
// script, such as the custom elements), nothing of the site, and an exports map that Node,
// bundlers and TypeScript all read the same way.
import test from 'node:test';
import assert from 'node:assert/strict';
import { existsSync, mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync, copyFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { tmpdir } from 'node:os';
import { dirname, join, normalize, posix } from 'node:path';
import { ROOT, listFiles, npm, packTarball, run } from './helpers.mjs';

const ts = createRequire(import.meta.url)(join(ROOT, 'node_modules/typescript'));
const CODE = /\.(c|m)?js$/;
const TYPINGS = /\.d\.(c|m)?ts$/;

/** Every string target of an exports map (conditions nested at any depth). */
function exportTargets(value) {
  if (typeof value === 'string') return [value];
  if (value === null || typeof value !== 'object') return [];
  return Object.values(value).flatMap(exportTargets);
}

/** The specifiers a JS or .d.ts file references: imports, exports from, import(), require(),
 *  /// <reference path>, and new URL('...', import.meta.url) (workers, stylesheets). */
function specifiersOf(text) {
  const info = ts.preProcessFile(text, true, true);
  const urls = [...text.matchAll(/new\s+URL\(\s*(['"`])([^'"`]+)\1\s*,\s*import\.meta\.url\s*\)/g)].map((m) => m[2]);
  return [...info.importedFiles, ...info.referencedFiles].map((f) => f.fileName).concat(urls);
}

/** The package file a relative specifier of `from` names (for typings: the .d.ts TypeScript reads). */
function resolveIn(from, specifier) {
  const path = posix.normalize(posix.join(posix.dirname(from), specifier));
  if (!TYPINGS.test(from)) return path;
  return path.replace(/\.js$/, '.d.ts').replace(/\.mjs$/, '.d.mts').replace(/\.cjs$/, '.d.cts');
}

test('the tarball holds every file its entry points reach, and nothing of the site', { timeout: 120_000 }, () => {
  const dir = mkdtempSync(join(tmpdir(), 'boardrules-tarball-'));
  try {
    const { tarball, files } = packTarball(dir);
    run('tar', ['xzf', tarball, '-C', dir]);
    const pkgDir = join(dir, 'package');
    const manifest = JSON.parse(readFileSync(join(pkgDir, 'package.json'), 'utf8'));

    const topLevel = files.filter((f) => !f.includes('/') && (CODE.test(f) || TYPINGS.test(f)));
    const entries = [manifest.main, manifest.types, ...exportTargets(manifest.exports), ...topLevel]
      .map((p) => posix.normalize(p));
    const seen = new Set();
    const missing = [];
    const bare = [];
    const queue = [...entries.map((e) => ({ file: e, from: 'package.json' }))];
    while (queue.length) {
      const { file, from } = queue.shift();
      if (seen.has(file)) continue;
      seen.add(file);
      if (file.startsWith('..') || !existsSync(join(pkgDir, file))) {
        missing.push(`${file} (referenced by ${from})`);
        continue;
      }
      if (!CODE.test(file) && !TYPINGS.test(file)) continue;
      for (const spec of specifiersOf(readFileSync(join(pkgDir, file), 'utf8'))) {
        if (spec.startsWith('./') || spec.startsWith('../')) queue.push({ file: resolveIn(file, spec), from: file });
        else if (!spec.startsWith('node:') && spec !== 'boardrules') bare.push(`${file} imports '${spec}'`);
      }
    }
    assert.deepEqual(missing, [], `referenced but not in the tarball:\n${missing.join('\n')}`);
    // The package has no dependencies: a bare specifier would fail in every consumer.
    assert.deepEqual(bare, [], `imports of packages the package does not depend on:\n${bare.join('\n')}`);
    // The walk really went through the graph (guards against a parser that finds nothing).
    for (const f of ['index.js', 'index.cjs', 'dist/boardrules.js', 'src/tribun.js', 'src/validate.js', 'src/instance.js', 'dist/boardrules-wasm.js', 'types/tribun.d.ts', 'tribun-board.js', 'board/style.js']) {
      assert.ok(seen.has(f), `${f} was not reached from the entry points`);
    }
    // Only the package: no site pages, tests, sources or build leftovers.
    const stray = files.filter((f) => !/^(package\.json|[^/]+\.(c|m)?js|[^/]+\.d\.ts|board\/.+|src\/.+|types\/.+|dist\/boardrules(-wasm)?\.js)$/.test(f));
    assert.deepEqual(stray, [], 'files that are not part of the package');
  } finally {
    rmSync(dir, { recursive: true, force: true });
  }
});

test('files ships whole folders: a new facade, typing, element, element part or worker needs no edit', { timeout: 60_000 }, () => {
  // The package.json of web/ with one new file of each kind, packed in a scratch folder (web/
  // itself is never touched).
  const dir = mkdtempSync(join(tmpdir(), 'boardrules-files-'));
  try {
    const added = ['src/new-facade.js', 'types/new-facade.d.ts', 'new-board.js', 'board/new-part.js', 'board/new-board.css', 'worker.js', 'dist/boardrules-wasm.js', 'dist/boardrules.js'];
    const excluded = ['play/play.js', 'boards/shared.js', 'tutorial/index.html', 'play/src/page.js', 'dist/stale.wasm', 'index.html', 'site.css', 'docs/index.html'];
    const pkgDir = join(dir, 'package');
    mkdirSync(pkgDir);
    copyFileSync(join(ROOT, 'web/package/package.json'), join(pkgDir, 'package.json'));
    for (const f of [...added, ...excluded]) {
      mkdirSync(dirname(join(pkgDir, f)), { recursive: true });
      writeFileSync(join(pkgDir, f), '\n');
    }
    const [packed] = JSON.parse(npm(['pack', '--dry-run', '--json', pkgDir], dir));
    const shipped = packed.files.map((f) => f.path).sort();
    assert.deepEqual(shipped, ['package.json', ...added].sort());
  } finally {
    rmSync(dir, { recursive: true, force: true });
  }
});

test('the exports map: types first, default last, every custom element exported and kept by bundlers', () => {
  const manifest = JSON.parse(readFileSync(join(ROOT, 'web/package/package.json'), 'utf8'));
  const conditionObjects = [];
  (function walk(value, where) {
    if (value === null || typeof value !== 'object') return;
    const keys = Object.keys(value);
    if (!keys.some((k) => k.startsWith('.'))) conditionObjects.push({ where, keys });
    for (const k of keys) walk(value[k], `${where}["${k}"]`);
  })(manifest.exports, 'exports');
  assert.ok(conditionObjects.length > 0);
  for (const { where, keys } of conditionObjects) {
    // TypeScript takes the first matching condition, so "types" must precede every other;
    // Node requires "default" last.
    if (keys.includes('types')) assert.equal(keys[0], 'types', `${where}: "types" must come first`);
    assert.equal(keys.at(-1), 'default', `${where}: "default" must come last`);
  }
  // A custom element is imported for its side effect (`import 'boardrules/tribun-board.js'`):
  // it must be reachable through exports and listed in sideEffects, or bundlers drop it.
  const elements = listFiles(join(ROOT, 'web', 'package'))
    .filter((f) => !f.includes('/') && f.endsWith('.js') && readFileSync(join(ROOT, 'web', 'package', f), 'utf8').includes('customElements.define('));
  assert.ok(elements.includes('tribun-board.js'));
  for (const f of elements) {
    assert.ok(manifest.exports[`./${f}`], `web/${f} is not in exports (add "./${f}": "./${f}")`);
    assert.ok(manifest.sideEffects.includes(`./${f}`), `web/${f} is not in sideEffects`);
  }
  // The entry is the bundle of index.js (tools/bundle-package.mjs), for every kind of import.
  assert.equal(normalize(manifest.main), 'dist/boardrules.js');
  for (const condition of ['module-sync', 'default']) assert.equal(normalize(manifest.exports['.'][condition]), 'dist/boardrules.js');
  assert.equal(normalize(manifest.types), 'index.d.ts');
});
