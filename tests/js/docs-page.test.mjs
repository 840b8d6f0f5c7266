// The site's developer page (web/site/docs/index.html) and the README say what users copy and what
// they download: the page's examples run and print what their comments say, and the module
// sizes both state are the built file's (within 5 %), so neither goes stale unnoticed.
import { test } from 'node:test';
import assert from 'node:assert/strict';
import { execFileSync } from 'node:child_process';
import { mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { gzipSync } from 'node:zlib';
import { modulePath, root } from './helpers.mjs';

const page = readFileSync(`${root}/web/site/docs/index.html`, 'utf8');
const unescapeHtml = (s) => s.replace(/&lt;/g, '<').replace(/&gt;/g, '>').replace(/&quot;/g, '"').replace(/&amp;/g, '&');

/** The first <pre><code> block after the heading with this id, as a user would copy it. */
function exampleAfter(id) {
  const from = page.indexOf(`id="${id}"`);
  assert.ok(from >= 0, `no #${id} section in web/site/docs/index.html`);
  const block = /<pre><code>([\s\S]*?)<\/code><\/pre>/.exec(page.slice(from));
  assert.ok(block, `no example under #${id}`);
  return unescapeHtml(block[1]);
}

/** Runs ES module code in a fresh Node with 'boardrules' resolved to this checkout's package. */
function run(code) {
  const dir = mkdtempSync(join(tmpdir(), 'docs-page-'));
  try {
    const file = join(dir, 'example.mjs');
    writeFileSync(file, code.replaceAll("from 'boardrules'", `from ${JSON.stringify(`${root}/web/package/index.js`)}`));
    return execFileSync(process.execPath, [file], { encoding: 'utf8' });
  } finally {
    rmSync(dir, { recursive: true, force: true });
  }
}

test('developer page: the Node example prints what its comments say', () => {
  const code = exampleAfter('node');
  // Each console.log line's trailing comment is what it prints.
  const promised = code.split('\n').filter((line) => line.startsWith('console.log('))
    .map((line) => /\/\/\s*(.*)$/.exec(line)?.[1]);
  assert.ok(promised.length >= 2 && promised.every(Boolean), 'every console.log of the example says what it prints');
  const printed = run(code).trimEnd().split('\n');
  assert.deepEqual(printed.map((line) => line.replace(/ legal actions$/, '')), promised);
});

test('developer page: the browser example runs and writes the legal count into the page', () => {
  const html = exampleAfter('browser');
  const importMap = JSON.parse(/<script type="importmap">([\s\S]*?)<\/script>/.exec(html)[1]);
  assert.equal(importMap.imports.boardrules, '/node_modules/boardrules/dist/boardrules.js');
  const script = /<script type="module">([\s\S]*?)<\/script>/.exec(html)[1];
  // The page's document, reduced to what the example touches.
  const out = run(`globalThis.document = { body: {} };\n${script}\nconsole.log(document.body.textContent);`);
  assert.equal(out.trim(), '269 legal actions');
});

test('README and developer page: the module sizes they state are the built file\'s', () => {
  const built = readFileSync(modulePath);
  const actual = { raw: built.length / 1000, gzipped: gzipSync(built, { level: 9 }).length / 1000 };
  const claims = [
    ['README.md', /about (\d+) KB, (\d+) KB\s+gzipped/, readFileSync(`${root}/README.md`, 'utf8')],
    ['web/site/docs/index.html', /about (\d+) KB, (\d+) KB\s+gzipped/, page],
  ];
  for (const [file, pattern, text] of claims) {
    const m = pattern.exec(text);
    assert.ok(m, `${file} states the module's size as "about N KB, M KB gzipped"`);
    for (const [said, [kind, is]] of [[Number(m[1]), ['raw', actual.raw]], [Number(m[2]), ['gzipped', actual.gzipped]]]) {
      assert.ok(Math.abs(said - is) <= is * 0.05,
        `${file} says ${said} KB ${kind}; web/package/dist/boardrules-wasm.js is ${is.toFixed(0)} KB: update the text`);
    }
  }
});
