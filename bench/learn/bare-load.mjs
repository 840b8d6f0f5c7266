// How fast the Learn pages become playable in a Chromium with no test harness attached
// (bench/site/bare-chromium.mjs): the figures of load.mjs (same probe, bench/learn/probe.mjs)
// without Playwright's work in the page. Each load is a fresh browser and profile, navigated to
// from another site (a renderer process of its own) or, with LAUNCH_FROM=same-site, from the
// site's own pages (the course's links: the renderer process is reused). Medians of RUNS loads;
// several web roots are alternated load by load (a before/after on a shared machine).
//   node bench/learn/bare-load.mjs [RUNS=7] [PATH...]
//   BARE_ROOTS=/a/web:/b/web node bench/learn/bare-load.mjs ...   (default: this checkout's web/)
//   BARE_TIMELINE=1 ...   (also each load's resources, paints, marks and long tasks)
//   BARE_VIA=learn/chapter.html?c=height-1 ...   (each page reached from that page once it is
//     ready, as the course's "Next" links do: the browser has the files it used; the server
//     answers the unchanged ones with a 304, as a static host does)
// Not part of the test suite (timings depend on the machine); figures go to docs/PERFORMANCE.md.
import { WEB_ROOT } from '../../tools/harness/browser.mjs';
import { startBareServer, postReport } from '../site/bare-chromium.mjs';
import { LEARN_PAGES, PROBE_SCRIPT, middleValue } from './probe.mjs';

const RUNS = Number(process.argv[2] ?? 7);
const PAGES = process.argv.length > 3 ? process.argv.slice(3) : LEARN_PAGES;
const ROOTS = (process.env.BARE_ROOTS ?? WEB_ROOT).split(':');
const via = process.env.BARE_VIA ?? null;
const launchFrom = via ? 'same-site' : process.env.LAUNCH_FROM ?? 'other-site';
const loadPath = (path) => (via ? `${via}${via.includes('?') ? '&' : '?'}__bench_next=${encodeURIComponent(`/${path}`)}` : path);

// load.mjs's probe; its figures are posted 200 ms after "ready" (as loadUntilReady reads them:
// the long tasks that ended just before are delivered a little later).
const PROBE = `(() => {
  const report = ${postReport};
  const debug = console.debug;
  const next = new URLSearchParams(location.search).get('__bench_next');
  console.debug = (m, ...rest) => {
    if (m !== 'learn-probe:ready') return debug.call(console, m, ...rest);
    if (next) return setTimeout(() => location.assign(next), 300);  // BARE_VIA: on to the measured page
    setTimeout(() => report({
      fcp: performance.getEntriesByName('first-contentful-paint')[0]?.startTime ?? null,
      drawn: window.__drawn, ready: window.__ready, long: window.__long.filter(([start]) => start < window.__ready),
      timeline: [
        ...performance.getEntriesByType('resource').map((e) => [e.startTime, e.responseEnd, e.name.replace(location.origin, '')]),
        ...performance.getEntriesByType('paint').map((e) => [e.startTime, e.startTime, e.name]),
        ...performance.getEntriesByType('mark').map((e) => [e.startTime, e.startTime, 'mark ' + e.name]),
        ...window.__long.map(([s, d]) => [s, s + d, 'LONG TASK ' + d.toFixed(0) + ' ms']),
      ].sort((a, b) => a[0] - b[0]),
    }), 200);
  };
  (${PROBE_SCRIPT})();
})();`;

const servers = await Promise.all(ROOTS.map((root) => startBareServer(root, PROBE)));
try {
  console.log(via ? `navigated to from /${via}, once ready` : `navigated to from ${launchFrom === 'same-site' ? 'the same site' : 'another site'}`);
  for (const path of PAGES) {
    const results = servers.map(() => []);
    for (let i = 0; i < RUNS; ++i) {
      for (const [r, server] of servers.entries()) results[r].push(await server.load(loadPath(path), { launchFrom }));
    }
    for (const [r, runs] of results.entries()) {
      if (process.env.BARE_TIMELINE) {
        for (const run of runs) {
          console.log(`/${path} ready at ${run.ready.toFixed(0)} ms`);
          for (const [s, e, name] of run.timeline) console.log(`  ${s.toFixed(0).padStart(6)} ${e.toFixed(0).padStart(6)}  ${name}`);
        }
      }
      const ready = runs.map((x) => x.ready);
      const longest = runs.map((x) => Math.max(0, ...x.long.map(([, d]) => d)));
      const withLong = runs.filter((x) => x.long.length > 0).length;
      console.log(`${servers.length > 1 ? `[${servers[r].root}] ` : ''}/${path}: first contentful paint ${middleValue(runs.map((x) => x.fcp)).toFixed(0)} ms, `
        + `board drawn ${middleValue(runs.map((x) => x.drawn)).toFixed(0)} ms, board ready ${middleValue(ready).toFixed(0)} ms `
        + `(median of ${RUNS}; min ${Math.min(...ready).toFixed(0)}, max ${Math.max(...ready).toFixed(0)}); `
        + `longest task ${middleValue(longest).toFixed(0)} ms median, loads with a task > 50 ms: ${withLong} of ${RUNS}`);
    }
  }
} finally {
  await Promise.all(servers.map((s) => s.close()));
}
