// The hand-written typings: tests/types/usage.ts uses every exported name and must pass
// `tsc --strict --noEmit` with the TypeScript pinned in package-lock.json.
import test from 'node:test';
import assert from 'node:assert/strict';
import { execFileSync } from 'node:child_process';
import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { dirname, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';

const here = dirname(fileURLToPath(import.meta.url));
const root = resolve(here, '../..');
const require = createRequire(import.meta.url);

test('tsc --strict --noEmit accepts tests/types/usage.ts (and its @ts-expect-error lines)', () => {
  const tsc = `${root}/node_modules/typescript/bin/tsc`;
  try {
    execFileSync(process.execPath, [tsc, '-p', `${here}/tsconfig.json`], { cwd: root, encoding: 'utf8' });
  } catch (error) {
    assert.fail(`tsc failed:\n${error.stdout}${error.stderr}`);
  }
});

test('usage.ts touches every name web/package/index.d.ts exports', () => {
  const ts = require(`${root}/node_modules/typescript`);
  const entry = `${root}/web/package/index.d.ts`;
  const program = ts.createProgram([entry], {
    strict: true, noEmit: true, module: ts.ModuleKind.NodeNext, moduleResolution: ts.ModuleResolutionKind.NodeNext,
  });
  const checker = program.getTypeChecker();
  const names = checker.getExportsOfModule(checker.getSymbolAtLocation(program.getSourceFile(entry))).map((s) => s.name);
  assert.ok(names.includes('loadBoardrules') && names.includes('TribunGame') && names.length > 20, names.join(' '));
  const usage = readFileSync(`${here}/usage.ts`, 'utf8');
  const untouched = names.filter((n) => !new RegExp(`\\b${n}\\b`).test(usage));
  assert.deepEqual(untouched, [], `exported but not used in usage.ts: ${untouched.join(', ')}`);
});
