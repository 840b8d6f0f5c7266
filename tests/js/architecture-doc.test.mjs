// docs/ARCHITECTURE.md's folder table is the tree: every folder that holds tracked files is
// listed (data-only folders excepted), and every folder listed exists.
//   node --test tests/js/architecture-doc.test.mjs
import assert from 'node:assert/strict';
import { execFileSync } from 'node:child_process';
import { existsSync, readFileSync } from 'node:fs';
import { test } from 'node:test';

import { root } from './helpers.mjs';

// Folders below these hold data or examples described by their parent's row.
const DATA_ONLY = [/^tests\/data\/./, /^tests\/fuzz\/(corpus|regressions)\//, /^examples\/loading\/./, /^web\/dist\//];

function trackedFolders() {
  const files = execFileSync('git', ['ls-files'], { cwd: root, encoding: 'utf8' }).split('\n').filter(Boolean);
  const folders = new Set();
  for (const file of files) {
    const parts = file.split('/').slice(0, -1);
    for (let depth = 1; depth <= Math.min(parts.length, 3); depth++) folders.add(`${parts.slice(0, depth).join('/')}/`);
  }
  return [...folders].filter((f) => !DATA_ONLY.some((re) => re.test(f))).sort();
}

/** The folders named in the first column of the table under "## Folders". */
function documentedFolders() {
  const text = readFileSync(`${root}/docs/ARCHITECTURE.md`, 'utf8');
  const section = text.slice(text.indexOf('## Folders'), text.indexOf('\n## ', text.indexOf('## Folders') + 1));
  const out = [];
  for (const line of section.split('\n')) {
    const first = line.match(/^\| ([^|]+) \|/)?.[1];
    if (first) for (const m of first.matchAll(/`([^`]+\/)`/g)) out.push(m[1]);
  }
  return out;
}

test('docs/ARCHITECTURE.md lists every folder of the tree, and only folders that exist', { skip: !existsSync(`${root}/.git`) && 'not a git checkout' }, () => {
  const documented = documentedFolders();
  assert.ok(documented.length > 20, 'the folder table was found');
  const missing = trackedFolders().filter((f) => !documented.includes(f));
  assert.deepEqual(missing, [], 'folders with no row in docs/ARCHITECTURE.md');
  const gone = documented.filter((f) => f !== 'web/package/dist/' && !existsSync(`${root}/${f}`));
  assert.deepEqual(gone, [], 'rows of docs/ARCHITECTURE.md naming folders that do not exist');
});
