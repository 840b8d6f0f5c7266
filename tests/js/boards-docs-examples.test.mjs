// Runs each board example of docs/boards.md (the ```js block after its `<!-- NAME-example`
// marker) and compares what it prints with the ```text block that follows it.
import { test } from 'node:test';
import assert from 'node:assert/strict';
import { execFileSync } from 'node:child_process';
import { mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { root } from './helpers.mjs';

for (const [marker, name] of [['catan', 'Catan'], ['cotulenh', 'CoTuLenh']]) {
  test(`docs/boards.md: the ${name} example prints what the docs say`, () => {
    const doc = readFileSync(`${root}/docs/boards.md`, 'utf8');
    const at = doc.indexOf(`<!-- ${marker}-example`);
    assert.ok(at >= 0, `docs/boards.md has the ${marker}-example marker`);
    const section = doc.slice(at);
    const code = /```js\n([\s\S]*?)```/.exec(section)[1];
    const expected = /```text\n([\s\S]*?)```/.exec(section)[1];
    const dir = mkdtempSync(join(tmpdir(), `${marker}-doc-`));
    try {
      const file = join(dir, 'example.mjs');
      writeFileSync(file, code.replace("from 'boardrules'", `from ${JSON.stringify(`${root}/web/package/index.js`)}`));
      assert.equal(execFileSync(process.execPath, [file], { encoding: 'utf8' }), expected);
    } finally {
      rmSync(dir, { recursive: true, force: true });
    }
  });
}
