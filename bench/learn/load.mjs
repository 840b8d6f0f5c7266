// How fast the Learn pages become playable in Chromium: time from navigation start until the
// first lesson board has its units drawn (before the engine has loaded, where the page can), until
// every <tribun-lesson> on the page is ready (data-ready="1"), and the longest main-thread task
// (PerformanceObserver "longtask": tasks over 50 ms) until then. Medians of RUNS fresh loads.
// Not part of the test suite (timings depend on the machine); figures go to docs/PERFORMANCE.md.
//   node bench/learn/load.mjs [RUNS=7]
import { newPage, startBrowser } from '../../tests/browser/helpers.mjs';

const RUNS = Number(process.argv[2] ?? 7);
const PAGES = ['learn/chapter.html?c=height-2', 'learn/chapter.html?c=endings&l=1', 'learn/example/', 'learn/chapter.html?c=computer'];

const median = (v) => [...v].sort((a, b) => a - b)[v.length >> 1];

const env = await startBrowser();
try {
  for (const path of PAGES) {
    const drawn = [], ready = [], longest = [], longCount = [];
    for (let i = 0; i < RUNS; ++i) {
      const page = await newPage(env.browser, { width: 1366, height: 768 });
      await page.addInitScript(() => {
        window.__long = [];
        new PerformanceObserver((list) => window.__long.push(...list.getEntries().map((e) => e.duration)))
          .observe({ type: 'longtask', buffered: true });
        // The first unit drawn on a lesson's (or the course game's) board.
        window.__drawn = null;
        const seen = new MutationObserver(() => {
          if (document.querySelector('tribun-lesson [data-unit]:not([data-unit="00"]), .computer-game [data-unit]:not([data-unit="00"])')) {
            window.__drawn = performance.now();
            seen.disconnect();
          }
        });
        seen.observe(document, { subtree: true, childList: true, attributes: true, attributeFilter: ['data-unit'] });
      });
      await page.goto(env.url + path);
      // The example page's lessons build as they scroll into view: measure those in the first
      // screen (and the game of the course's last chapter, whose page hides its lesson element).
      const t = await page.waitForFunction(() => {
        const all = [...document.querySelectorAll('tribun-lesson:not([hidden]), .computer-game')]
          .filter((el) => el.getBoundingClientRect().top < innerHeight);
        return all.length > 0 && all.every((el) => el.dataset.ready === '1') && performance.now();
      }, null, { timeout: 30000 });
      ready.push(await t.jsonValue());
      drawn.push(await page.evaluate(() => window.__drawn));
      const long = await page.evaluate(() => window.__long);
      longest.push(long.length ? Math.max(...long) : 0);
      longCount.push(long.length);
      await page.close();
    }
    console.log(`/${path}: board drawn ${median(drawn).toFixed(0)} ms, board ready ${median(ready).toFixed(0)} ms (median of ${RUNS}; min ${Math.min(...ready).toFixed(0)}, max ${Math.max(...ready).toFixed(0)}); `
      + `longest task ${median(longest).toFixed(0)} ms median, tasks > 50 ms: ${median(longCount)} median`);
  }
} finally {
  await env.close();
}
