// The main-thread tasks of a page load, from a Chromium trace: every task until the page is ready
// with its CPU time (thread time: what the task cost, not the wall time a shared machine
// stretches) and what ran in it (script, style, layout, paint, parsing). Lighthouse's mobile
// preset slows the CPU 4x: a task of more than 12.5 ms CPU here counts there as a long task
// (> 50 ms). Also the main thread's CPU time before first contentful paint (what delays it,
// apart from the network). Measures only; figures go to docs/PERFORMANCE.md ("The play page").
//   node bench/site/long-tasks.mjs [path=play/] [loads=3] [min-ms=5]
import { newPage, startBrowser } from '../../tools/harness/browser.mjs';
import { median } from '../../tools/harness/stats.mjs';

const path = process.argv[2] ?? 'play/';
const loads = Number(process.argv[3] ?? 3);
const minMs = Number(process.argv[4] ?? 5);
const CATEGORIES = ['devtools.timeline', 'disabled-by-default-devtools.timeline', 'v8.execute', 'blink.user_timing', 'loading'];
// What a task's children did, by trace event name.
const KINDS = {
  ParseHTML: 'parse HTML', EvaluateScript: 'script', 'v8.evaluateModule': 'module', FunctionCall: 'script', TimerFire: 'timer',
  FireAnimationFrame: 'frame callback', EventDispatch: 'event', UpdateLayoutTree: 'style', Layout: 'layout', PrePaint: 'pre-paint',
  Paint: 'paint', Layerize: 'layerize', 'v8.compileModule': 'compile', 'v8.compile': 'compile', RunMicrotasks: 'microtasks',
  ParseAuthorStyleSheet: 'parse CSS', MajorGC: 'GC', MinorGC: 'GC', 'V8.GC_SCAVENGER': 'GC',
};

const env = await startBrowser();
try {
  const summary = [];
  for (let i = 0; i < loads; ++i) {
    const page = await newPage(env.browser, { width: 412, height: 823 });
    await env.browser.startTracing(page, { categories: CATEGORIES });
    // Polled through the DevTools protocol: Playwright's own helpers (selectors, evaluate) inject
    // a script whose evaluation would show up among the page's tasks.
    const cdp = await page.context().newCDPSession(page);
    const read = async (expression) => (await cdp.send('Runtime.evaluate', { expression, returnByValue: true })).result.value;
    await page.goto(`${env.url}${path}`, { waitUntil: 'load' });
    // Pages with a board set data-ready once drawn; a page without a script is done at load.
    for (let waited = 0; await read('document.querySelector(\'script[type="module"]\') !== null && !document.querySelector(\'[data-ready="1"]\')'); waited += 50) {
      if (waited > 60000) throw new Error(`${path}: not ready after 60 s`);
      await new Promise((resolve) => setTimeout(resolve, 50));
    }
    await new Promise((resolve) => setTimeout(resolve, 500));
    const fcp = await read('performance.getEntriesByName("first-contentful-paint")[0]?.startTime ?? NaN');
    const trace = JSON.parse((await env.browser.stopTracing()).toString('utf8'));
    await page.close();
    const events = trace.traceEvents ?? trace;
    const mainTid = events.find((e) => e.name === 'thread_name' && e.args?.name === 'CrRendererMain'
      && events.some((x) => x.pid === e.pid && x.name === 'ParseHTML'));
    const onMain = events.filter((e) => e.pid === mainTid.pid && e.tid === mainTid.tid && e.ph === 'X');
    const tasks = onMain.filter((e) => e.name === 'RunTask' || e.name === 'ThreadControllerImpl::RunTask');
    const nav = events.find((e) => e.name === 'navigationStart' && e.pid === mainTid.pid)?.ts ?? tasks[0].ts;
    const fcpEvent = events.find((e) => e.name === 'firstContentfulPaint' && e.pid === mainTid.pid);
    const cpuBeforeFcp = fcpEvent
      ? tasks.filter((e) => e.ts + e.dur <= fcpEvent.ts).reduce((sum, e) => sum + (e.tdur ?? e.dur) / 1000, 0) : NaN;
    // What Lighthouse's total blocking time counts from: every task after the first paint.
    const afterFcp = fcpEvent ? tasks.filter((e) => e.ts + e.dur > fcpEvent.ts) : [];
    const cpuAfterFcp = afterFcp.reduce((sum, e) => sum + (e.tdur ?? e.dur) / 1000, 0);
    const blocking4xAfterFcp = afterFcp.reduce((sum, e) => sum + Math.max(0, (4 * (e.tdur ?? e.dur)) / 1000 - 50), 0);
    const rows = [];
    for (const task of tasks) {
      const cpu = (task.tdur ?? task.dur) / 1000;
      if (cpu < minMs) continue;
      const inside = onMain.filter((e) => e !== task && e.ts >= task.ts && e.ts + (e.dur ?? 0) <= task.ts + task.dur && KINDS[e.name]);
      const parts = {};
      for (const e of inside) {
        // Only the outermost event of each kind (a FunctionCall holds nested ones).
        const outer = inside.some((o) => o !== e && KINDS[o.name] && o.ts <= e.ts && o.ts + o.dur >= e.ts + e.dur && o.dur > e.dur);
        if (outer) continue;
        const kind = KINDS[e.name];
        const url = e.args?.data?.url ?? e.args?.data?.functionName ?? '';
        const key = `${kind}${url ? ` ${url.replace(/^https?:\/\/[^/]+/, '')}` : ''}`;
        parts[key] = (parts[key] ?? 0) + (e.tdur ?? e.dur) / 1000;
      }
      if (process.env.TASK_DEBUG && cpu >= Number(process.env.TASK_DEBUG)) {
        const all = onMain.filter((e) => e !== task && e.ts >= task.ts && e.ts + (e.dur ?? 0) <= task.ts + task.dur && (e.tdur ?? 0) > 500);
        console.log(`  debug ${((task.ts - nav) / 1000).toFixed(0)} ms: ${all.map((e) => `${e.name}${e.args?.data?.url ? ` ${e.args.data.url.replace(/^https?:\/\/[^/]+/, '')}` : ''}${e.args?.data?.functionName ? ` ${e.args.data.functionName}` : ''} ${(e.tdur / 1000).toFixed(1)}`).join(' | ')}`);
      }
      rows.push({ at: (task.ts - nav) / 1000, cpu, wall: task.dur / 1000, parts });
    }
    const cpus = rows.map((r) => r.cpu);
    const blocking4x = cpus.reduce((s, c) => s + Math.max(0, 4 * c - 50), 0);
    console.log(`load ${i + 1}: FCP ${Math.round(fcp)} ms; tasks of ${minMs} ms CPU or more (time from navigation start, CPU ms, wall ms):`);
    for (const r of rows) {
      const what = Object.entries(r.parts).sort((a, b) => b[1] - a[1]).slice(0, 4).map(([k, v]) => `${k} ${v.toFixed(1)}`).join('; ');
      console.log(`  ${r.at.toFixed(0).padStart(6)} ms: ${r.cpu.toFixed(1).padStart(6)} CPU ${r.wall.toFixed(0).padStart(5)} wall  ${what}`);
    }
    console.log(`  main-thread CPU before first contentful paint: ${cpuBeforeFcp.toFixed(1)} ms; after it, until ready: ${cpuAfterFcp.toFixed(1)} ms`);
    summary.push({ fcp, longest: Math.max(0, ...cpus), blocking4x, cpuBeforeFcp, cpuAfterFcp, blocking4xAfterFcp });
  }
  console.log(JSON.stringify({
    path, loads,
    firstContentfulPaintMedianMs: Math.round(median(summary.map((s) => s.fcp))),
    cpuBeforeFcpMedianMs: Number(median(summary.map((s) => s.cpuBeforeFcp)).toFixed(1)),
    longestTaskCpuMedianMs: Number(median(summary.map((s) => s.longest)).toFixed(1)),
    // Sum over tasks of (4 x CPU - 50 ms): what Lighthouse's mobile preset would count as blocking.
    blockingAt4xMedianMs: Math.round(median(summary.map((s) => s.blocking4x))),
    // The main thread's CPU from the first paint until the page is ready, and its blocking time at 4x.
    cpuAfterFcpMedianMs: Number(median(summary.map((s) => s.cpuAfterFcp)).toFixed(1)),
    blockingAt4xAfterFcpMedianMs: Math.round(median(summary.map((s) => s.blocking4xAfterFcp))),
  }));
} finally {
  await env.close();
}
