// Where the play page's first contentful paint goes: for each load, a Chromium trace split into
// the navigation (until the renderer has the document), the main thread's work until the paint
// (parsing, style, layout, pre-paint + paint + layerize, script: CPU and wall), the raster work,
// and the wait from the painted frame to its presentation (FCP). Alternates between web roots
// (the first is this checkout's web/, or BOARDRULES_WEB_ROOT; more roots as arguments, e.g. a
// `git archive` of an older web/) so that a shared machine's load hits all of them alike; prints
// medians. Measures only; figures go to docs/PERFORMANCE.md ("The play page").
//   node bench/site/first-paint.mjs [loads=7] [path=play/] [other web root ...]
// WIDTH / HEIGHT set the viewport (1366x768).
import { statSync } from 'node:fs';
import { join, resolve } from 'node:path';
import { chromium } from 'playwright-core';

import { WEB_ROOT } from '../../tools/harness/browser.mjs';
import { median } from '../../tools/harness/stats.mjs';
import { startServer } from '../../tools/serve.mjs';

const loads = Number(process.argv[2] ?? 7);
const path = process.argv[3] ?? 'play/';
const roots = [WEB_ROOT, ...process.argv.slice(4).map((r) => resolve(r))];
const viewport = { width: Number(process.env.WIDTH ?? 1366), height: Number(process.env.HEIGHT ?? 768) };
const CATEGORIES = ['devtools.timeline', 'blink.user_timing', 'disabled-by-default-devtools.timeline', 'v8.execute', 'loading', 'blink', 'cc', 'navigation', 'fonts'];
// Main-thread work by trace event name (only the outermost event of a kind counts).
const KINDS = {
  ParseHTML: 'parse', ParseAuthorStyleSheet: 'parse', UpdateLayoutTree: 'style', Layout: 'layout',
  PrePaint: 'paint', Paint: 'paint', Layerize: 'paint', Commit: 'paint',
  EvaluateScript: 'script', 'v8.evaluateModule': 'script', FunctionCall: 'script', 'v8.compileModule': 'script',
  'RenderFrameImpl::CommitNavigation': 'commit',
};
const ms = (us) => us / 1000;

function analyse(events, url, fcpMs) {
  // Chromium's tracing may also record other Chromium instances of the machine: our renderer is
  // the one that navigated to our server's URL.
  const nav = events.find((e) => e.name === 'navigationStart' && e.args?.data?.documentLoaderURL === url);
  const pid = nav.pid;
  const tid = events.find((e) => e.name === 'ParseHTML' && e.pid === pid).tid;
  const t0 = nav.ts, tFcp = t0 + fcpMs * 1000;
  const main = events.filter((e) => e.pid === pid && e.tid === tid && e.ph === 'X' && e.ts < tFcp);
  const cpu = (e) => e.tdur ?? e.dur;
  const kinds = main.filter((e) => KINDS[e.name]);
  const out = { fcp: fcpMs, parse: 0, style: 0, layout: 0, paint: 0, script: 0, commit: 0 };
  for (const e of kinds) {
    const outer = kinds.some((o) => o !== e && KINDS[o.name] === KINDS[e.name] && o.ts <= e.ts && o.ts + o.dur >= e.ts + e.dur && o.dur > e.dur);
    if (!outer) out[KINDS[e.name]] += ms(cpu(e));
  }
  const tasks = main.filter((e) => e.name === 'ThreadControllerImpl::RunTask' || e.name === 'RunTask');
  // The renderer's commit of the document (the browser has its response by then).
  const tCommit = events.find((e) => e.name === 'RenderFrameImpl::CommitNavigation' && e.pid === pid && e.ts >= t0)?.ts ?? t0;
  out.mainCpu = tasks.filter((e) => e.ts >= tCommit).reduce((s, e) => s + ms(cpu(e)), 0);
  out.layoutObjects = main.filter((e) => e.name === 'Layout').reduce((n, e) => Math.max(n, e.args?.beginData?.totalObjects ?? 0), 0);
  out.elements = main.filter((e) => e.name === 'UpdateLayoutTree').reduce((n, e) => Math.max(n, e.args?.elementCount ?? 0), 0);
  // The frame that painted the content: the last main-thread paint before the FCP.
  const lastPaint = main.filter((e) => e.name === 'Paint').at(-1);
  out.navToCommit = ms(tCommit - t0);
  out.commitToPaint = lastPaint ? ms(lastPaint.ts + lastPaint.dur - tCommit) : NaN;
  out.paintToFcp = lastPaint ? ms(tFcp - lastPaint.ts - lastPaint.dur) : NaN;
  // Font look-ups are synchronous IPCs to the browser process (its font service): one per font
  // family and style matched, one per strike (family, size, weight) drawn. The renderer waits for
  // each; on a loaded machine that wait, not the CPU, makes most of the first layout's wall time.
  const fontIpc = events.filter((e) => e.pid === pid && e.ts >= t0 && e.ts < tFcp && e.ph === 'X'
    && (e.name === 'FontDataService::MatchFamilyName' || e.name === 'WebSandboxSupportLinux::GetWebFontRenderStyleForStrike'));
  out.fontIpcs = fontIpc.length;
  out.fontIpcWall = fontIpc.reduce((s, e) => s + ms(e.dur), 0);
  out.raster = events.filter((e) => e.name === 'RasterTask' && e.pid === pid && e.ph === 'X' && e.ts >= tCommit && e.ts < tFcp).reduce((s, e) => s + ms(cpu(e)), 0);
  return out;
}

const servers = await Promise.all(roots.map((r) => startServer(r)));
const browser = await chromium.launch({
  executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium',
  args: ['--headless', '--no-sandbox', '--disable-gpu', '--disable-quic', '--no-first-run',
    '--disable-background-networking', '--disable-component-update', '--disable-sync'],
});
try {
  const results = roots.map(() => []);
  for (let i = 0; i < loads; ++i) {
    for (const [r, server] of servers.entries()) {
      const page = await browser.newPage({ viewport });
      await browser.startTracing(page, { categories: CATEGORIES });
      const url = `${server.url}${path}`;
      await page.goto(url, { waitUntil: 'load' });
      await page.waitForFunction(() => performance.getEntriesByName('first-contentful-paint').length === 1, null, { timeout: 30000 });
      const fcp = await page.evaluate(() => performance.getEntriesByName('first-contentful-paint')[0].startTime);
      const trace = JSON.parse((await browser.stopTracing()).toString('utf8'));
      await page.close();
      results[r].push(analyse(trace.traceEvents ?? trace, url, fcp));
    }
  }
  const keys = ['fcp', 'navToCommit', 'commitToPaint', 'paintToFcp', 'mainCpu', 'commit', 'parse', 'style', 'layout', 'paint', 'script', 'raster', 'fontIpcs', 'fontIpcWall', 'elements', 'layoutObjects'];
  for (const [r, root] of roots.entries()) {
    const file = join(root, path.endsWith('/') ? `${path}index.html` : path);
    const size = statSync(file, { throwIfNoEntry: false })?.size ?? NaN;
    const row = Object.fromEntries(keys.map((k) => [k, Number(median(results[r].map((x) => x[k])).toFixed(1))]));
    console.log(JSON.stringify({ root, path, loads, htmlBytes: size, ...row, fcpAll: results[r].map((x) => Math.round(x.fcp)) }));
  }
} finally {
  await browser.close();
  await Promise.all(servers.map((s) => s.close()));
}
