// The packed package in Node: the README's ES module example, require() from CommonJS (through
// require(esm) where Node has it, through index.cjs where it does not), a worker thread, and
// TypeScript consumers under moduleResolution bundler and node16. Each example file of
// examples/loading/ runs as README.md prints it.
import test, { after, before } from 'node:test';
import assert from 'node:assert/strict';
import { execFile, spawnSync } from 'node:child_process';
import { promisify } from 'node:util';
import { copyFileSync, readFileSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { BIN, ROOT, copyExample, exampleText, packedConsumer } from './helpers.mjs';

const execFileAsync = promisify(execFile);

let pkg;
before(() => { pkg = packedConsumer(); });
after(() => pkg?.cleanup());

/** Runs node with `args` in the consumer project: {stdout, stderr}; a non-zero exit throws. */
function node(args, cwd = pkg.consumer) {
  const r = spawnSync(process.execPath, args, { cwd, encoding: 'utf8', timeout: 60_000 });
  assert.equal(r.status, 0, `node ${args.join(' ')} exited ${r.status}:\n${r.stdout}${r.stderr}`);
  return { stdout: r.stdout, stderr: r.stderr };
}

test('ES module: the README example runs from the packed package', () => {
  copyFileSync(join(ROOT, 'tests/js/readme-example.mjs'), join(pkg.consumer, 'esm.mjs'));
  const { stdout, stderr } = node(['esm.mjs']);
  assert.deepEqual(stdout.trim().split('\n'), ['269 legal actions', 'MOVE (-5,-5)->(-5,-4) primary', '1 1 active']);
  assert.equal(stderr, '');
});

test('CommonJS: require(\'boardrules\') loads the ES module itself, with no warning', () => {
  copyExample('node/main.cjs', join(pkg.consumer, 'main.cjs'));
  // Node 20.19+ and 22.12+: the "module-sync" condition, so require() and import share the ES
  // entry (dist/boardrules.js, the bundle of index.js).
  const { stdout, stderr } = node(['main.cjs']);
  assert.equal(stdout, '269 legal actions\n');
  assert.equal(stderr, '', 'require() of the package printed a warning');
  const resolved = node(['-p', 'require.resolve("boardrules")']).stdout.trim();
  assert.equal(resolved, join(pkg.consumer, 'node_modules/boardrules/dist/boardrules.js'));
});

test('CommonJS without require(esm) (Node 20.0-20.18): index.cjs gives the same API', () => {
  // --no-experimental-require-module makes Node 20.20 behave as the releases before 20.19.
  const off = ['--no-experimental-require-module'];
  const resolved = node([...off, '-p', 'require.resolve("boardrules")']).stdout.trim();
  assert.equal(resolved, join(pkg.consumer, 'node_modules/boardrules/index.cjs'));
  const { stdout, stderr } = node([...off, 'main.cjs']);
  assert.equal(stdout, '269 legal actions\n');
  assert.equal(stderr, '');
  // The CommonJS entry offers every function the ES module exports, backed by the same instance.
  const check = `
    const { createRequire } = require('node:module');
    const cjs = require('boardrules');
    import('boardrules').then(async (esm) => {
      const names = (o) => Object.keys(o).filter((k) => typeof o[k] === 'function').sort().join(' ');
      console.log(names(cjs) === names(esm), names(esm), (await cjs.loadBoardrules()) === (await esm.loadBoardrules()));
    });`;
  assert.equal(node([...off, '-e', check]).stdout, 'true loadBoardrules true\n');
});

test('worker_threads: the engine loads and lists in a Node worker thread', () => {
  copyExample('node/worker-thread.mjs', join(pkg.consumer, 'worker-thread.mjs'));
  const { stdout, stderr } = node(['worker-thread.mjs']);
  assert.equal(stdout, '269 legal actions in a worker thread\n');
  assert.equal(stderr, '');
});

test('TypeScript: tsc --strict accepts the consumers under moduleResolution bundler, node16 and nodenext (CommonJS)', { timeout: 180_000 }, async () => {
  // All configurations at once (one tsc each, in parallel): the package's typings are checked
  // too (skipLibCheck false), and misuse.ts must stay refused, which proves the typings are real
  // (an `any` would make its @ts-expect-error lines unused, which is an error).
  const misuse = [
    "import { loadBoardrules } from 'boardrules';",
    'const { tribun } = await loadBoardrules();',
    '// @ts-expect-error legalActions() is a Uint32Array',
    "export const wrong: string = tribun.newGame().legalActions();",
    '// @ts-expect-error newGame takes an options object',
    'tribun.newGame(42);',
  ].join('\n');
  // nodenext also compiles a CommonJS consumer (cjs.cts): TypeScript 5.8+ models require(esm).
  const results = await Promise.all(['bundler', 'node16', 'nodenext'].map(async (resolution) => {
    const project = pkg.project(`ts-${resolution}`);
    copyExample('typescript', project);
    const config = JSON.parse(readFileSync(join(project, `tsconfig.${resolution}.json`), 'utf8'));
    assert.equal(config.compilerOptions.moduleResolution, resolution);
    assert.equal(config.compilerOptions.strict, true);
    writeFileSync(join(project, 'misuse.ts'), `${misuse}\n`);
    writeFileSync(join(project, 'tsconfig.test.json'), JSON.stringify({ extends: `./tsconfig.${resolution}.json`, files: [...config.files, 'misuse.ts'] }));
    return execFileAsync(process.execPath, [BIN.tsc, '-p', 'tsconfig.test.json'], { cwd: project, encoding: 'utf8' })
      .then(() => '', (error) => `${resolution}: ${error.stdout}${error.stderr}`);
  }));
  assert.deepEqual(results.filter(Boolean), [], 'tsc refused the consumer');
});

test('README.md carries the Node examples verbatim', () => {
  const readme = readFileSync(join(ROOT, 'README.md'), 'utf8');
  for (const f of ['node/main.cjs', 'node/worker-thread.mjs', 'typescript/main.ts', 'typescript/cjs.cts']) {
    assert.ok(readme.includes(exampleText(f)), `README.md differs from examples/loading/${f}`);
  }
});
