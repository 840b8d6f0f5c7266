// Every Error the package throws carries a stable `code` listed in web/package/types/errors.d.ts.
// This file runs the error paths of the existing API tests (their assert.throws calls) with
// assert.throws wrapped: each error thrown from the package's code (its first stack frame in
// web/package/ or the WASM module, not a test's own callback) must carry a listed code.
import test from 'node:test';
import assert from 'node:assert/strict';
import { readFileSync } from 'node:fs';
import { root } from './helpers.mjs';

const declared = readFileSync(`${root}/web/package/types/errors.d.ts`, 'utf8');
const union = declared.slice(declared.indexOf('export type BoardrulesErrorCode'), declared.indexOf(';', declared.indexOf('export type BoardrulesErrorCode')));
const CODES = new Set([...union.matchAll(/'([A-Z_]+)'/g)].map((m) => m[1]));

const checked = [];
const missing = [];

function fromPackage(error) {
  const frames = String(error?.stack ?? '').split('\n').filter((l) => /^\s+at /.test(l));
  return frames.length > 0 && /\/web\/package\/(src|index)|boardrules-wasm/.test(frames[0]);
}

function record(error) {
  if (!(error instanceof Error) || !fromPackage(error)) return;
  checked.push(error);
  if (!CODES.has(error.code)) missing.push(`${error.name} ${JSON.stringify(error.code)}: ${error.message}`);
}

const originalThrows = assert.throws;
assert.throws = function throws(fn, ...rest) {
  return originalThrows.call(this, () => {
    try {
      fn();
    } catch (error) {
      record(error);
      throw error;
    }
  }, ...rest);
};

test('errors.d.ts lists the codes', () => {
  assert.ok(CODES.has('INVALID_ARGUMENT') && CODES.has('OUT_OF_MEMORY') && CODES.size >= 10, [...CODES].join());
});

// The error paths of these files run here as subtests (they register their tests on import).
for (const file of ['tribun-api', 'spatial', 'catan', 'cotulenh', 'hostile-arguments', 'hardening-input', 'hardening-replay']) {
  await import(`./${file}.test.mjs`);
}

test('every error those tests provoked carries a listed code', () => {
  assert.ok(checked.length > 150, `only ${checked.length} package errors were seen`);
  assert.deepEqual(missing, []);
});
