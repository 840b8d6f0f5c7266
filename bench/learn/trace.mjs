// Where a Learn page's main thread spends its load: one fresh load per page under a Chromium
// trace (CDP, `devtools.timeline` and V8 categories), printing every main-thread task of 3 ms or
// more until the first board is ready, with what it ran (script evaluation by URL, module
// compilation, WebAssembly compilation, style, layout, paint, timers, fetch callbacks), the
// page's performance marks on the same clock, and the idle time in between (the main thread
// waiting for the network or for a frame). A diagnostic companion of load.mjs and timeline.mjs.
//   node bench/learn/trace.mjs [PATH...]   (default: learn/chapter.html?c=height-2)
//   BOARDRULES_WEB_ROOT=/copy/of/web node bench/learn/trace.mjs ...   (another version)
import { newPage, startBrowser } from '../../tools/harness/browser.mjs';
import { loadUntilReady } from './probe.mjs';

const CATEGORIES = ['devtools.timeline', 'disabled-by-default-devtools.timeline', 'v8', 'v8.execute',
  'blink.user_timing', 'loading', 'disabled-by-default-v8.compile'];
const paths = process.argv.slice(2).length ? process.argv.slice(2) : ['learn/chapter.html?c=height-2'];

// A task's children worth naming (the trace's own event names).
function label(e) {
  const d = e.args?.data ?? {};
  const url = (d.url ?? d.stackTrace?.[0]?.url ?? '').replace(/^https?:\/\/[^/]+/, '');
  switch (e.name) {
    case 'EvaluateScript': case 'v8.evaluateModule': return `${e.name} ${url}`;
    case 'v8.compileModule': case 'v8.compile': return `${e.name} ${(e.args?.fileName ?? url).replace(/^https?:\/\/[^/]+/, '')}`;
    case 'FunctionCall': return `FunctionCall ${d.functionName || ''} ${url}`.trim();
    case 'TimerFire': case 'FireAnimationFrame': case 'EventDispatch': return `${e.name} ${d.type ?? ''}`.trim();
    default: return e.name;
  }
}

const env = await startBrowser();
try {
  for (const path of paths) {
    const page = await newPage(env.browser, { width: 1366, height: 768 });
    await env.browser.startTracing(page, { categories: CATEGORIES });
    await loadUntilReady(page, env.url + path);
    const marks = await page.evaluate(() => performance.getEntriesByType('mark').map((m) => [m.name, m.startTime]));
    const events = JSON.parse((await env.browser.stopTracing()).toString()).traceEvents;

    // The renderer's main thread: the thread named CrRendererMain of the process with our marks.
    const markEvent = events.find((e) => e.cat?.includes('blink.user_timing') && e.name === marks[0]?.[0]);
    const threadNames = events.filter((e) => e.name === 'thread_name' && e.args?.name === 'CrRendererMain');
    const main = threadNames.find((t) => t.pid === markEvent?.pid) ?? threadNames[0];
    const nav = events.find((e) => e.name === 'navigationStart' && e.pid === main.pid);
    const t0 = nav?.ts ?? markEvent.ts - marks[0][1] * 1000;
    const ms = (ts) => (ts - t0) / 1000;
    const ready = await page.evaluate(() => window.__ready);

    await page.close();
    const onMain = events.filter((e) => e.pid === main.pid && e.tid === main.tid && e.ph === 'X' && e.dur !== undefined)
      .sort((a, b) => a.ts - b.ts || b.dur - a.dur);
    const tasks = onMain.filter((e) => e.name === 'RunTask' || e.name === 'ThreadControllerImpl::RunTask');
    console.log(`/${path} (ms after navigation start; ready at ${ready.toFixed(0)})`);
    const rows = [];
    for (const [name, t] of marks) rows.push([t, `mark ${name}`]);
    let busy = 0, last = 0;
    for (const task of tasks) {
      const start = ms(task.ts), dur = task.dur / 1000;
      if (start > ready + 5) break;
      busy += dur;
      last = start + dur;
      if (dur < 3) continue;
      // Direct and nested children: the biggest few, by their own duration.
      const inside = onMain.filter((e) => e !== task && e.ts >= task.ts && e.ts + e.dur <= task.ts + task.dur && e.dur >= 1000
        && !/RunTask|ThreadController|ScheduledAction|RunMicrotasks|V8.Execute|v8.run/.test(e.name));
      const named = new Map();
      for (const e of inside) named.set(label(e), (named.get(label(e)) ?? 0) + e.dur / 1000);
      const top = [...named].sort((a, b) => b[1] - a[1]).slice(0, 6).map(([n, d]) => `${n} ${d.toFixed(1)}`).join('; ');
      rows.push([start, `TASK ${dur.toFixed(1)} ms: ${top}`]);
    }
    rows.sort((a, b) => a[0] - b[0]);
    for (const [t, text] of rows) console.log(`  ${t.toFixed(1).padStart(7)}  ${text}`);
    console.log(`  main thread busy ${busy.toFixed(0)} ms of the first ${Math.max(ready, last).toFixed(0)} ms`);
    // WebAssembly and module compilation off the main thread.
    const off = events.filter((e) => e.pid === main.pid && e.tid !== main.tid && e.ph === 'X' && e.dur >= 2000
      && /wasm|Wasm|compile|Compile|Parse/.test(e.name) && ms(e.ts) < ready);
    for (const e of off.slice(0, 12)) console.log(`  off-main ${ms(e.ts).toFixed(1)} +${(e.dur / 1000).toFixed(1)} ms ${e.name}`);
  }
} finally {
  await env.close();
}
