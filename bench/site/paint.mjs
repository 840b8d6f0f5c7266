// First paint and click-to-repaint of the play page (/play/) in chromium. Measures only; the
// figures go to docs/PERFORMANCE.md ("The play page"). Needs a build (./build-wasm.sh).
//   node bench/site/paint.mjs [loads=7]
import { mkdirSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';

import { ARTIFACTS, newPage, startBrowser } from '../../tools/harness/browser.mjs';
import { median } from '../../tools/harness/stats.mjs';
import { gotoFirstPaint } from './first-paint-probe.mjs';

const loads = Number(process.argv[2] ?? 7);
const env = await startBrowser();
try {
  const paint = [], ready = [];
  for (let i = 0; i < loads; ++i) {
    const page = await newPage(env.browser, { width: 1366, height: 768 });
    // No script of the harness in the page before its first paint (first-paint-probe.mjs).
    paint.push(await gotoFirstPaint(page, `${env.url}play/`));
    await page.waitForSelector('body[data-ready="1"]', { timeout: 30000 });
    ready.push(await page.evaluate(() => window.demoReadyMs));
    await page.close();
  }

  // Click to repaint: a click dispatched on a tile, timed to the end of its handler (DOM
  // updated) and to the next animation frame (the frame that paints it). Cycle: select a unit,
  // choose a target (the preview is computed), cycle it, cancel.
  const page = await newPage(env.browser, { width: 1366, height: 768 });
  await page.goto(`${env.url}play/`);
  await page.waitForSelector('body[data-ready="1"]', { timeout: 30000 });
  const clicks = await page.evaluate(async () => {
    const { loadBoardrules } = await import('/package/index.js');
    const t = (await loadBoardrules()).tribun;
    const g = t.newGame();
    const o = g.options().origins.find((x) => x.targets.length > 0);
    g.dispose();
    const tile = (cid) => document.querySelector(`#board-area [data-cid="${cid}"]`);
    const sequence = [o.origin, o.targets[0].target, o.targets[0].target];
    const handler = [], frame = [];
    for (let i = 0; i < 20; ++i) {
      for (const cid of sequence) {
        const t0 = performance.now();
        tile(cid).dispatchEvent(new MouseEvent('click', { bubbles: true, button: 0 }));
        handler.push(performance.now() - t0);
        await new Promise((r) => requestAnimationFrame(() => r()));
        frame.push(performance.now() - t0);
      }
      document.dispatchEvent(new KeyboardEvent('keydown', { key: 'Escape', bubbles: true }));
    }
    return { handler, frame };
  });
  await page.close();
  const report = {
    loads,
    firstContentfulPaintMedianMs: median(paint),
    boardReadyMedianMs: median(ready),
    clickHandlerMedianMs: median(clicks.handler),
    clickHandlerMaxMs: Math.max(...clicks.handler),
    clickToFrameMedianMs: median(clicks.frame),
  };
  console.log(JSON.stringify(report, null, 2));
  mkdirSync(ARTIFACTS, { recursive: true });
  writeFileSync(join(ARTIFACTS, 'demo-paint.json'), JSON.stringify(report, null, 2));
} finally {
  await env.close();
}
