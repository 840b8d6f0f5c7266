// The long tasks of a page load, with what ran in them: every main-thread task of 20 ms or more
// (Long Animation Frames API: the scripts, their entry points and durations) until the page is
// ready, plus first contentful paint. Optional CPU slowdown (as Lighthouse's mobile preset, 4x).
// Measures only; figures go to docs/PERFORMANCE.md.
//   node bench/site/long-tasks.mjs [path=demo/] [cpu-slowdown=1] [loads=3]
import { median, newPage, startBrowser } from '../../tests/browser/helpers.mjs';

const path = process.argv[2] ?? 'demo/';
const slowdown = Number(process.argv[3] ?? 1);
const loads = Number(process.argv[4] ?? 3);

const env = await startBrowser();
try {
  const fcps = [], readys = [], worst = [], totals = [];
  for (let i = 0; i < loads; ++i) {
    const page = await newPage(env.browser, { width: 412, height: 823 });
    const cdp = await page.context().newCDPSession(page);
    if (slowdown > 1) await cdp.send('Emulation.setCPUThrottlingRate', { rate: slowdown });
    await page.addInitScript(() => {
      window.longFrames = [];
      new PerformanceObserver((list) => {
        for (const e of list.getEntries()) {
          window.longFrames.push({
            start: Math.round(e.startTime),
            duration: Math.round(e.duration),
            blocking: Math.round(e.blockingDuration),
            scripts: e.scripts.map((s) => ({
              what: `${s.invokerType} ${s.invoker}`.slice(0, 90),
              source: `${(s.sourceURL || '').replace(/^https?:\/\/[^/]+/, '')}${s.sourceFunctionName ? ` ${s.sourceFunctionName}` : ''}`,
              duration: Math.round(s.duration),
              forcedLayout: Math.round(s.forcedStyleAndLayoutDuration),
            })),
          });
        }
      }).observe({ type: 'long-animation-frame', buffered: true });
    });
    await page.goto(`${env.url}${path}`);
    await page.waitForSelector('body[data-ready="1"], [data-ready="1"]', { timeout: 60000 });
    await page.waitForTimeout(1000 * slowdown);
    const m = await page.evaluate(() => ({
      fcp: performance.getEntriesByName('first-contentful-paint')[0]?.startTime ?? NaN,
      ready: window.demoReadyMs ?? NaN,
      frames: window.longFrames,
    }));
    fcps.push(m.fcp);
    readys.push(m.ready);
    const blocking = m.frames.reduce((s, f) => s + Math.max(0, f.duration - 50), 0);
    totals.push(blocking);
    worst.push(Math.max(0, ...m.frames.map((f) => f.duration)));
    console.log(`load ${i + 1}: FCP ${Math.round(m.fcp)} ms, ready ${Math.round(m.ready)} ms, long frames (>50 ms): ${m.frames.length}, sum over 50 ms ${blocking} ms`);
    for (const f of m.frames) {
      console.log(`  frame at ${f.start} ms: ${f.duration} ms (blocking ${f.blocking} ms)`);
      for (const s of f.scripts) console.log(`    ${s.duration} ms ${s.what} [${s.source}]${s.forcedLayout ? ` forced layout ${s.forcedLayout} ms` : ''}`);
    }
    await page.close();
  }
  console.log(JSON.stringify({
    path, slowdown, loads,
    firstContentfulPaintMedianMs: Math.round(median(fcps)),
    readyMedianMs: Math.round(median(readys)),
    longestFrameMedianMs: median(worst),
    frameTimeOver50MedianMs: median(totals),
  }));
} finally {
  await env.close();
}
