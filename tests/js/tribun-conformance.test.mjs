// The whole Tribun conformance set through the WebAssembly package.
import test from 'node:test';
import assert from 'node:assert/strict';
import { execFileSync, spawnSync } from 'node:child_process';
import { existsSync, mkdtempSync, readdirSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { loadBoardrules } from '../../web/package/index.js';
import { checkPosition, checkPositions, readConformanceFile } from './conformance.mjs';
import { devData, root } from './helpers.mjs';

const { tribun } = await loadBoardrules();
const positions = readConformanceFile(devData);

test('dev.jsonl.gz: every position passes through the JS API', () => {
  assert.equal(positions.length, 600);
  const failures = [];
  const { passed, failed } = checkPositions(tribun, positions, { log: (m) => failures.push(m) });
  assert.equal(failed, 0, failures.join('\n'));
  assert.equal(passed, 600);
});

test('the checker reports a missing word, an extra word and a wrong board', () => {
  const p = positions.find((q) => q.legal.length > 3 && q.apply.length > 0);
  const missing = { ...p, legal: p.legal.slice(1) };
  assert.match(checkPosition(tribun, missing).join('\n'), /0 missing .*1 extra/);
  const extra = { ...p, legal: [...p.legal, 0x0fffffff].sort((a, b) => a - b) };
  assert.match(checkPosition(tribun, extra).join('\n'), /1 missing/);
  const [word, after, status] = p.apply[0];
  const wrong = { ...p, apply: [[word, `${after.slice(0, -2)}${after.endsWith('00') ? '01' : '00'}`, status]] };
  assert.match(checkPosition(tribun, wrong).join('\n'), /board .* expected/);
});

test('conformance.mjs script ends with "N passed, M failed" and exits 0', () => {
  const out = execFileSync(process.execPath, [`${root}/tests/js/conformance.mjs`, devData], { encoding: 'utf8' });
  assert.equal(out.trim().split('\n').at(-1), '600 passed, 0 failed');
});

test('conformance.mjs exits non-zero and counts the failure when a position is wrong', () => {
  const dir = mkdtempSync(join(tmpdir(), 'boardrules-conf-'));
  try {
    const broken = positions.slice(0, 5).map((p, i) => (i === 2 ? { ...p, legal: p.legal.slice(1) } : p));
    writeFileSync(join(dir, 'broken.jsonl'), broken.map((p) => JSON.stringify(p)).join('\n'));
    const run = spawnSync(process.execPath, [`${root}/tests/js/conformance.mjs`, join(dir, 'broken.jsonl')], { encoding: 'utf8' });
    assert.equal(run.status, 1);
    assert.match(run.stdout, new RegExp(`FAIL ${positions[2].id}`));
    assert.equal(run.stdout.trim().split('\n').at(-1), '4 passed, 1 failed');
  } finally {
    rmSync(dir, { recursive: true, force: true });
  }
});

// CI lays shared/ beside the clone: run every vector file there too (other positions produced
// the same way may be added to it).
const sharedDir = `${root}/../shared/tribun/conformance`;
const sharedFiles = existsSync(sharedDir) ? readdirSync(sharedDir).filter((f) => /\.jsonl(\.gz)?$/.test(f)) : [];
for (const file of sharedFiles) {
  test(`shared/tribun/conformance/${file}: every position passes through the JS API`, () => {
    const failures = [];
    const { failed } = checkPositions(tribun, readConformanceFile(`${sharedDir}/${file}`), { log: (m) => failures.push(m) });
    assert.equal(failed, 0, failures.join('\n'));
  });
}
