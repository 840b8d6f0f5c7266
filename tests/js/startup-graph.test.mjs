// Start-up cost of the package's module graph (docs/PERFORMANCE.md, "Startup, part 3"): every
// ES module a user's import reaches costs Node's loader about 0.7 M instructions on top of its
// code, and every byte is parsed before loadBoardrules() can resolve. Fails if the graph of
// web/index.js or of web/src/tribun.js (what bench/js/bench.mjs imports) grows past its budget:
// a new facade file should be imported by the API that needs it, or the budget raised in the
// same commit with the measured cost (`node bench/js/startup.mjs --compare OLD_WEB_DIR`).
import test from 'node:test';
import assert from 'node:assert/strict';
import { readFileSync, statSync } from 'node:fs';
import { dirname, join, relative } from 'node:path';
import { root } from './helpers.mjs';

const WEB = join(root, 'web');
// Files and bytes at this commit: index.js 14 files, 358,316 bytes (the WASM module file 233,200
// of it); src/tribun.js 8 files, 94,321 bytes. The byte budgets leave room for the facades'
// ordinary growth; the file counts do not.
const BUDGETS = {
  'index.js': { files: 14, bytes: 390_000 },
  'src/tribun.js': { files: 8, bytes: 105_000 },
};

/** The files a module's static imports reach (import ... from, export ... from, import '...'). */
function staticGraph(entry) {
  const seen = new Set();
  const todo = [join(WEB, entry)];
  while (todo.length) {
    const file = todo.pop();
    if (seen.has(file)) continue;
    seen.add(file);
    const source = readFileSync(file, 'utf8');
    for (const m of source.matchAll(/^\s*(?:import|export)\b[^'";]*?\bfrom\s*['"](\.[^'"]+)['"]|^\s*import\s*['"](\.[^'"]+)['"]/gm)) {
      todo.push(join(dirname(file), m[1] ?? m[2]));
    }
  }
  return [...seen];
}

for (const [entry, budget] of Object.entries(BUDGETS)) {
  test(`the static import graph of web/${entry} stays within ${budget.files} files and ${budget.bytes} bytes`, () => {
    const files = staticGraph(entry);
    const bytes = files.reduce((sum, f) => sum + statSync(f).size, 0);
    const names = files.map((f) => relative(WEB, f)).sort();
    assert.ok(names.includes('src/validate.js'), `the walk follows imports (${names.join(', ')})`);
    assert.ok(files.length <= budget.files, `${files.length} files: ${names.join(', ')}`);
    assert.ok(bytes <= budget.bytes, `${bytes} bytes in ${names.join(', ')}`);
  });
}

test('a Tribun-only start imports no other engine\'s facade', () => {
  const names = staticGraph('src/tribun.js').map((f) => relative(WEB, f));
  for (const other of ['src/spatial.js', 'src/catan.js', 'src/cotulenh.js', 'src/cotulenh-game.js']) {
    assert.ok(!names.includes(other), `src/tribun.js reaches ${other}`);
  }
});
