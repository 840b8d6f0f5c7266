// The three ways tools/wasm-extern-pre.js turns the embedded gzipped bytes into a compiled
// module, each in a fresh Node process: Node's synchronous zlib then WebAssembly.compile (Node
// 20.16 and later); without process.getBuiltinModule (older Node 20), the browsers' way: the
// Compression Streams API into WebAssembly.compileStreaming; and without compileStreaming either,
// inflated into a buffer and compiled. Each must give a working engine (the start position's 269
// legal actions) through the entry point it is meant to use. (tests/browser/wasm-compile.test.mjs
// covers the browser's two.)
import assert from 'node:assert/strict';
import { execFileSync } from 'node:child_process';
import { join } from 'node:path';
import { test } from 'node:test';
import { pathToFileURL } from 'node:url';

import { root } from './helpers.mjs';

const INDEX = pathToFileURL(join(root, 'web', 'package', 'index.js')).href;

function loadIn(setup) {
  const probe = `
    const calls = { compile: 0, compileStreaming: 0 };
    ${setup}
    for (const name of ['compile', 'compileStreaming']) {
      const original = WebAssembly[name];
      if (typeof original !== 'function') continue;
      // Node's own fetch internals (undici) compile a small WASM parser of their own (48 KB): only
      // the package's module (over 100 KB, or a streamed Response) is counted.
      WebAssembly[name] = function (...args) {
        if (name === 'compileStreaming' || args[0]?.byteLength > 100000) calls[name] += 1;
        return original.apply(this, args);
      };
    }
    const { loadBoardrules } = await import(${JSON.stringify(INDEX)});
    const { tribun } = await loadBoardrules();
    const game = tribun.newGame();
    console.log(JSON.stringify({ legal: game.legalActions().length, calls }));
    game.dispose();`;
  return JSON.parse(execFileSync(process.execPath, ['--input-type=module', '-e', probe], { encoding: 'utf8' }));
}

test('wasm load in Node: synchronous zlib, then WebAssembly.compile', () => {
  assert.deepEqual(loadIn(''), { legal: 269, calls: { compile: 1, compileStreaming: 0 } });
});

test('wasm load in Node without process.getBuiltinModule: inflating stream into compileStreaming', () => {
  assert.deepEqual(loadIn('process.getBuiltinModule = undefined;'), { legal: 269, calls: { compile: 0, compileStreaming: 1 } });
});

test('wasm load without getBuiltinModule or compileStreaming: inflated into a buffer, then compile', () => {
  assert.deepEqual(loadIn('process.getBuiltinModule = undefined; delete WebAssembly.compileStreaming;'),
    { legal: 269, calls: { compile: 1, compileStreaming: 0 } });
});

// A load that fails is not kept (web/package/src/instance.js, sharedUntilFailure): the first
// instantiation throws here (as one may when memory is short), that loadBoardrules() rejects, and
// the next call loads the engine; once loaded, every call returns the same APIs. (The compile
// starts at import and is not retried: the bytes are the same every time.)
test('a failed load is not kept: the next loadBoardrules() loads again, then the APIs are shared', () => {
  const probe = `
    const original = WebAssembly.instantiate;
    let failures = 1;
    WebAssembly.instantiate = function (...args) {
      if (args[0] instanceof WebAssembly.Module && failures-- > 0) return Promise.reject(new Error('planted instantiation failure'));
      return original.apply(this, args);
    };
    const { loadBoardrules } = await import(${JSON.stringify(INDEX)});
    const first = await loadBoardrules().then(() => 'loaded', (e) => e.message);
    const second = await loadBoardrules();
    const third = await loadBoardrules();
    const game = second.tribun.newGame();
    console.log(JSON.stringify({ first, legal: game.legalActions().length, same: second === third && second.tribun === third.tribun }));
    game.dispose();`;
  const out = JSON.parse(execFileSync(process.execPath, ['--input-type=module', '-e', probe], { encoding: 'utf8' }));
  assert.equal(out.legal, 269);
  assert.match(out.first, /planted instantiation failure/);
  assert.equal(out.same, true);
});
