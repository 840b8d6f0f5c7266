// The play page's first contentful paint and board-ready time in a Chromium with no test harness
// attached (bare-chromium.mjs): paint.mjs's first two figures without Playwright's work in the
// page. Each load is a fresh browser and profile, navigated to from another site (a renderer
// process of its own) or, with LAUNCH_FROM=same-site, from the site's own pages. Medians of RUNS
// loads; several web roots are alternated load by load.
//   node bench/site/bare-paint.mjs [RUNS=7] [PATH=play/]
//   BARE_ROOTS=/a/web:/b/web node bench/site/bare-paint.mjs ...   (default: this checkout's web/)
// Not part of the test suite (timings depend on the machine); figures go to docs/PERFORMANCE.md.
import { WEB_ROOT } from '../../tools/harness/browser.mjs';
import { median } from '../../tools/harness/stats.mjs';
import { startBareServer, postReport } from './bare-chromium.mjs';

const RUNS = Number(process.argv[2] ?? 7);
const PATH = process.argv[3] ?? 'play/';
const ROOTS = (process.env.BARE_ROOTS ?? WEB_ROOT).split(':');
const launchFrom = process.env.LAUNCH_FROM ?? 'other-site';

// Reports once the page says its board is ready (<body data-ready="1">, window.demoReadyMs), with
// the paint entries; nothing of the probe runs before then but two observers.
const PROBE = `(() => {
  const report = ${postReport};
  const seen = new MutationObserver(() => {
    if (document.body?.dataset.ready !== '1') return;
    seen.disconnect();
    setTimeout(() => report({
      fcp: performance.getEntriesByName('first-contentful-paint')[0]?.startTime ?? null,
      ready: window.demoReadyMs ?? performance.now(),
    }), 200);
  });
  seen.observe(document, { subtree: true, attributes: true, attributeFilter: ['data-ready'] });
})();`;

const servers = await Promise.all(ROOTS.map((root) => startBareServer(root, PROBE)));
try {
  const results = servers.map(() => []);
  for (let i = 0; i < RUNS; ++i) {
    for (const [r, server] of servers.entries()) results[r].push(await server.load(PATH, { launchFrom }));
  }
  for (const [r, runs] of results.entries()) {
    const fcp = runs.map((x) => x.fcp);
    console.log(JSON.stringify({
      root: servers[r].root, path: PATH, navigatedFrom: launchFrom, loads: RUNS,
      firstContentfulPaintMedianMs: Math.round(median(fcp)), fcpAll: fcp.map(Math.round),
      boardReadyMedianMs: Math.round(median(runs.map((x) => x.ready))),
    }));
  }
} finally {
  await Promise.all(servers.map((s) => s.close()));
}
