// How fast the Learn pages become playable in Chromium: time from navigation start until the
// first lesson board has its units drawn (before the engine has loaded, where the page can), until
// every lesson board in the first screen is ready (drawn and answering input: bench/learn/probe.mjs
// defines both), and the longest main-thread task (PerformanceObserver "longtask": tasks over
// 50 ms) until then. Medians of RUNS fresh loads; the page is measured by itself (no polling
// script of the benchmark runs in it during the load).
// Not part of the test suite (timings depend on the machine); figures go to docs/PERFORMANCE.md.
//   node bench/learn/load.mjs [RUNS=7] [PATH...]
//   BOARDRULES_WEB_ROOT=/copy/of/web node bench/learn/load.mjs ...   (another version: before/after)
import { newPage, startBrowser } from '../../tools/harness/browser.mjs';
import { LEARN_PAGES, loadUntilReady, middleValue } from './probe.mjs';

const RUNS = Number(process.argv[2] ?? 7);

const PAGES = process.argv.length > 3 ? process.argv.slice(3) : LEARN_PAGES;
const median = middleValue;

const env = await startBrowser();
try {
  for (const path of PAGES) {
    const fcp = [], drawn = [], ready = [], longest = [], longCount = [];
    for (let i = 0; i < RUNS; ++i) {
      const page = await newPage(env.browser, { width: 1366, height: 768 });
      // The example page's lessons build as they scroll into view: those in the first screen
      // count (and the game of the course's last chapter, whose page hides its lesson element).
      const r = await loadUntilReady(page, env.url + path);
      fcp.push(r.fcp);
      ready.push(r.ready);
      drawn.push(r.drawn);
      longest.push(r.long.length ? Math.max(...r.long.map(([, d]) => d)) : 0);
      longCount.push(r.long.length);
      await page.close();
    }
    console.log(`/${path}: first contentful paint ${median(fcp).toFixed(0)} ms, board drawn ${median(drawn).toFixed(0)} ms, board ready ${median(ready).toFixed(0)} ms (median of ${RUNS}; min ${Math.min(...ready).toFixed(0)}, max ${Math.max(...ready).toFixed(0)}); `
      + `longest task ${median(longest).toFixed(0)} ms median, tasks > 50 ms: ${median(longCount)} median`);
  }
} finally {
  await env.close();
}
