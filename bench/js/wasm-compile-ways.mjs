// From the package's embedded bytes to a compiled WebAssembly module in Chromium, three ways
// (tools/wasm-extern-pre.js takes the streaming one where the browser has it): the gzipped bytes
// inflated through a Blob's stream into a buffer, then WebAssembly.compile (the way before
// 2026-11-26); through a ReadableStream of their own into a buffer, then compile (the fallback
// without compileStreaming); straight into WebAssembly.compileStreaming. For each: the time to
// the compiled module and the longest time the main thread was held meanwhile (a zero-delay
// timer chain: the largest gap between its ticks). Each measurement in a fresh page (cold code
// paths, as when a page loads the engine); the ways alternate; medians.
// Not a test: figures go to docs/PERFORMANCE.md.
//   node bench/js/wasm-compile-ways.mjs [ROUNDS=7]
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { WEB_ROOT, newPage, startBrowser } from '../../tools/harness/browser.mjs';
import { median } from '../../tools/harness/stats.mjs';

const ROUNDS = Number(process.argv[2] ?? 7);
const text = readFileSync(join(WEB_ROOT, 'package', 'dist', 'boardrules-wasm.js'), 'latin1');
const base64 = /boardrulesCompileEmbedded\('([A-Za-z0-9+/=]+)'\)/.exec(text)?.[1];
if (!base64) throw new Error('no embedded binary found in dist/boardrules-wasm.js');

const WAYS = ['blob, buffer, compile', 'stream, buffer, compile', 'stream, compileStreaming', '16K pieces, compileStreaming', '32K pieces, compileStreaming'];
const env = await startBrowser();
const results = new Map(WAYS.map((w) => [w, { total: [], held: [] }]));
try {
  for (let round = 0; round < ROUNDS; ++round) {
    for (const way of round % 2 ? WAYS : [...WAYS].reverse()) {
      const page = await newPage(env.browser, { width: 800, height: 600 });
      await page.goto(`${env.url}docs/`);
      await page.waitForTimeout(300);
      const [total, held] = await page.evaluate(async ([b64, way]) => {
        const bytes = Uint8Array.fromBase64(b64);
        const inflating = (stream) => stream.pipeThrough(new DecompressionStream('gzip'));
        const own = () => new ReadableStream({ start(c) { c.enqueue(bytes); c.close(); } });
        // One piece per task (a message to itself: no timer clamping).
        const nextTask = () => new Promise((resolve) => { const ch = new MessageChannel(); ch.port1.onmessage = () => resolve(); ch.port2.postMessage(0); });
        const pieces = (size) => {
          let at = 0;
          return new ReadableStream({
            pull(c) {
              return nextTask().then(() => {
                if (at >= bytes.length) return c.close();
                c.enqueue(bytes.subarray(at, at + size));
                at += size;
              });
            },
          }, { highWaterMark: 0 });
        };
        let held = 0, last = 0, ticking = true;
        const tick = () => {
          const now = performance.now();
          held = Math.max(held, now - last);
          last = now;
          if (ticking) setTimeout(tick, 0);
        };
        last = performance.now();
        setTimeout(tick, 0);
        const t0 = performance.now();
        if (way === 'blob, buffer, compile') {
          await WebAssembly.compile(await new Response(inflating(new Blob([bytes]).stream())).arrayBuffer());
        } else if (way === 'stream, buffer, compile') {
          await WebAssembly.compile(await new Response(inflating(own())).arrayBuffer());
        } else {
          const source = way.startsWith('16K') ? pieces(16384) : way.startsWith('32K') ? pieces(32768) : own();
          await WebAssembly.compileStreaming(new Response(inflating(source), { headers: { 'content-type': 'application/wasm' } }));
        }
        const t1 = performance.now();
        ticking = false;
        return [t1 - t0, Math.max(held, t1 - last)];
      }, [base64, way]);
      results.get(way).total.push(total);
      results.get(way).held.push(held);
      await page.close();
    }
  }
} finally {
  await env.close();
}
for (const [way, { total, held }] of results) {
  console.log(`${way.padEnd(26)} to compiled ${median(total).toFixed(1)} ms, main thread held at most ${median(held).toFixed(1)} ms (medians of ${ROUNDS})`);
}
