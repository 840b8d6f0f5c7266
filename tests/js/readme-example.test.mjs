// The README's Node example (tests/js/readme-example.mjs, copied verbatim into README.md) runs
// and prints what its comments say. It imports 'boardrules' as a user would: through
// node_modules/boardrules, which `npm ci` links to web/package/.
import test from 'node:test';
import assert from 'node:assert/strict';
import { execFileSync } from 'node:child_process';
import { readFileSync } from 'node:fs';
import { root } from './helpers.mjs';

const example = `${root}/tests/js/readme-example.mjs`;

test('the README example is 10 lines and prints what it promises', () => {
  const lines = readFileSync(example, 'utf8').trimEnd().split('\n');
  assert.equal(lines.length, 10);
  const out = execFileSync(process.execPath, [example], { cwd: root, encoding: 'utf8' });
  assert.deepEqual(out.trim().split('\n'), ['269 legal actions', 'MOVE (-5,-5)->(-5,-4) primary', '1 1 active']);
});

test('README.md carries the example verbatim', () => {
  const readme = readFileSync(`${root}/README.md`, 'utf8');
  assert.ok(readme.includes(readFileSync(example, 'utf8').trimEnd()), 'README.md example differs from tests/js/readme-example.mjs');
});
