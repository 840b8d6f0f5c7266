// How the package's WebAssembly reaches the browser's compiler (tools/wasm-extern-pre.js): where
// WebAssembly.compileStreaming exists, the embedded gzipped bytes are inflated into a streaming
// compile (no buffer, no Blob); where it does not (older browsers), they are inflated into a
// buffer and compiled from that. Both must give a working engine: the start position's 269
// legal actions.
import assert from 'node:assert/strict';
import { test } from 'node:test';

import { newPage, useBrowser } from '../../tools/harness/browser.mjs';

const env = useBrowser();

// Counts the calls of both compile entry points, or removes compileStreaming first.
function spyOnCompile(removeStreaming) {
  const calls = { compile: 0, compileStreaming: 0 };
  window.__compileCalls = calls;
  if (removeStreaming) delete WebAssembly.compileStreaming;
  for (const name of ['compile', 'compileStreaming']) {
    const original = WebAssembly[name];
    if (typeof original !== 'function') continue;
    WebAssembly[name] = function (...args) {
      calls[name] += 1;
      return original.apply(this, args);
    };
  }
}

async function loadEngine(removeStreaming) {
  const page = await newPage(env.browser);
  await page.addInitScript(spyOnCompile, removeStreaming);
  await page.goto(`${env.url}docs/`);
  const result = await page.evaluate(async () => {
    const { loadBoardrules } = await import('/package/index.js');
    const { tribun } = await loadBoardrules();
    const game = tribun.newGame();
    const legal = game.legalActions().length;
    game.dispose();
    return { legal, calls: window.__compileCalls };
  });
  assert.deepEqual(page.problems, []);
  await page.close();
  return result;
}

test('wasm compile: a streaming compile of the inflating stream where the browser has one', async () => {
  const { legal, calls } = await loadEngine(false);
  assert.equal(legal, 269);
  assert.deepEqual(calls, { compile: 0, compileStreaming: 1 });
});

test('wasm compile: without WebAssembly.compileStreaming, inflated into a buffer and compiled', async () => {
  const { legal, calls } = await loadEngine(true);
  assert.equal(legal, 269);
  assert.deepEqual(calls, { compile: 1, compileStreaming: 0 });
});
