// One ES module's code run in a fresh Node process, as a program file: what the start-up
// benchmarks time (bench/js/startup.mjs, bench/js/bench.mjs).
//
// A file, not `node --input-type=module -e CODE`: a program given with -e has not loaded Node's
// loader for files yet (resolving, reading, package.json scopes: 16 internal modules), so the
// first import() it times loads them too, about 7 ms (2026-12-07) that a user's program, always a
// file, has paid before its first line runs.
import { execFileSync } from 'node:child_process';
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';

/** Runs `code` (an ES module's text) as a program file in a new Node process; its stdout. */
export function runInFreshProcess(code, nodeArgs = []) {
  const dir = mkdtempSync(join(tmpdir(), 'boardrules-probe-'));
  try {
    const file = join(dir, 'probe.mjs');
    writeFileSync(file, code);
    return execFileSync(process.execPath, [...nodeArgs, file], { encoding: 'utf8' });
  } finally {
    rmSync(dir, { recursive: true, force: true });
  }
}
