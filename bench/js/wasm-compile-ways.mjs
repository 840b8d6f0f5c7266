// From the package's embedded bytes to a compiled WebAssembly module in Chromium, three ways
// (tools/wasm-extern-pre.js takes the fastest one the browser has): the gzipped bytes inflated
// through a Blob's stream into a buffer, then WebAssembly.compile (the way before 2026-11-26);
// through a ReadableStream of their own into a buffer, then compile (the fallback without
// compileStreaming); straight into WebAssembly.compileStreaming. Each measurement in a fresh
// page (cold code paths, as when a page loads the engine); the ways alternate; medians.
// Not a test: figures go to docs/PERFORMANCE.md.
//   node bench/js/wasm-compile-ways.mjs [ROUNDS=7]
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { WEB_ROOT, median, newPage, startBrowser } from '../../tests/browser/helpers.mjs';

const ROUNDS = Number(process.argv[2] ?? 7);
const text = readFileSync(join(WEB_ROOT, 'dist', 'boardrules-wasm.js'), 'latin1');
const base64 = /boardrulesCompileEmbedded\('([A-Za-z0-9+/=]+)'\)/.exec(text)?.[1];
if (!base64) throw new Error('no embedded binary found in dist/boardrules-wasm.js');

const WAYS = ['blob, buffer, compile', 'stream, buffer, compile', 'stream, compileStreaming'];
const env = await startBrowser();
const times = new Map(WAYS.map((w) => [w, []]));
try {
  for (let round = 0; round < ROUNDS; ++round) {
    for (const way of round % 2 ? WAYS : [...WAYS].reverse()) {
      const page = await newPage(env.browser, { width: 800, height: 600 });
      await page.goto(`${env.url}docs/`);
      await page.waitForTimeout(300);
      times.get(way).push(await page.evaluate(async ([b64, way]) => {
        const bytes = Uint8Array.fromBase64(b64);
        const stream = () => new ReadableStream({ start(c) { c.enqueue(bytes); c.close(); } })
          .pipeThrough(new DecompressionStream('gzip'));
        const t0 = performance.now();
        if (way === 'blob, buffer, compile') {
          await WebAssembly.compile(await new Response(new Blob([bytes]).stream().pipeThrough(new DecompressionStream('gzip'))).arrayBuffer());
        } else if (way === 'stream, buffer, compile') {
          await WebAssembly.compile(await new Response(stream()).arrayBuffer());
        } else {
          await WebAssembly.compileStreaming(new Response(stream(), { headers: { 'content-type': 'application/wasm' } }));
        }
        return performance.now() - t0;
      }, [base64, way]));
      await page.close();
    }
  }
} finally {
  await env.close();
}
for (const [way, t] of times) {
  console.log(`${way.padEnd(26)} median ${median(t).toFixed(1)} ms  (${t.map((x) => x.toFixed(1)).join(', ')})`);
}
