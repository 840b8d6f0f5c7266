// How fast the Learn pages become playable in Chromium: time from navigation start until the
// first lesson board has its units drawn (before the engine has loaded, where the page can), until
// every lesson board in the first screen is ready (drawn and answering input: bench/learn/probe.mjs
// defines both), and the longest main-thread task (PerformanceObserver "longtask": tasks over
// 50 ms) until then. Medians of RUNS fresh loads; the page is measured by itself (no polling
// script of the benchmark runs in it during the load).
// Not part of the test suite (timings depend on the machine); figures go to docs/PERFORMANCE.md.
//   node bench/learn/load.mjs [RUNS=7] [PATH...]
//   BOARDRULES_WEB_ROOT=/copy/of/web node bench/learn/load.mjs ...   (another version: before/after)
import { loadUntilReady, measureFreshLoads, middleValue as median } from './probe.mjs';

// The example page's lessons build as they scroll into view: those in the first screen count
// (and the game of the course's last chapter, whose page hides its lesson element).
await measureFreshLoads(process.argv, 7, async (page, url) => {
  const r = await loadUntilReady(page, url);
  return {
    fcp: r.fcp, drawn: r.drawn, ready: r.ready,
    longest: r.long.length ? Math.max(...r.long.map(([, d]) => d)) : 0, longCount: r.long.length,
  };
}, (path, results, runs) => {
  const all = (key) => results.map((r) => r[key]);
  const ready = all('ready');
  console.log(`/${path}: first contentful paint ${median(all('fcp')).toFixed(0)} ms, board drawn ${median(all('drawn')).toFixed(0)} ms, board ready ${median(ready).toFixed(0)} ms (median of ${runs}; min ${Math.min(...ready).toFixed(0)}, max ${Math.max(...ready).toFixed(0)}); `
    + `longest task ${median(all('longest')).toFixed(0)} ms median, tasks > 50 ms: ${median(all('longCount'))} median`);
});
