// The Learn pages' main-thread tasks in CPU time: on this shared machine a page's task takes
// 2-10 times its CPU time in wall time (the renderer waits for a core), so the longtask figures of
// load.mjs measure the load as much as the page. This loads each page RUNS times under a Chromium
// trace and reports, until the first screen is ready (bench/learn/probe.mjs), the longest
// main-thread task by the thread's CPU time (the trace's `tdur`) and by wall time, how many
// tasks used more than 50 ms of CPU, and the main thread's CPU time in all; medians.
//   node bench/learn/task-cpu.mjs [RUNS=5] [PATH...]
//   BOARDRULES_WEB_ROOT=/copy/of/web node bench/learn/task-cpu.mjs ...   (another version: before/after)
import { loadUntilReady, measureFreshLoads, middleValue as median } from './probe.mjs';

await measureFreshLoads(process.argv, 5, async (page, url, env) => {
  await env.browser.startTracing(page, { categories: ['devtools.timeline', 'disabled-by-default-devtools.timeline', 'blink.user_timing'] });
  const r = await loadUntilReady(page, url);
  const marks = await page.evaluate(() => performance.getEntriesByType('mark').map((m) => [m.name, m.startTime]));
  const events = JSON.parse((await env.browser.stopTracing()).toString()).traceEvents;
  // The renderer's main thread: CrRendererMain of the process that made the page's marks.
  const markEvent = events.find((e) => e.cat?.includes('blink.user_timing') && e.name === marks[0]?.[0]);
  const mains = events.filter((e) => e.name === 'thread_name' && e.args?.name === 'CrRendererMain');
  const main = mains.find((t) => t.pid === markEvent?.pid) ?? mains[0];
  const t0 = markEvent.ts - marks[0][1] * 1000;
  const tasks = events.filter((e) => e.pid === main.pid && e.tid === main.tid && e.ph === 'X'
    && (e.name === 'RunTask' || e.name === 'ThreadControllerImpl::RunTask') && (e.ts - t0) / 1000 < r.ready);
  const cpu = tasks.map((e) => (e.tdur ?? e.dur) / 1000);
  return {
    cpuLongest: Math.max(0, ...cpu), wallLongest: Math.max(0, ...tasks.map((e) => e.dur / 1000)),
    over: cpu.filter((d) => d > 50).length, total: cpu.reduce((a, b) => a + b, 0),
  };
}, (path, results, runs) => {
  const all = (key) => results.map((r) => r[key]);
  const cpuLongest = all('cpuLongest');
  console.log(`/${path}: longest task ${median(cpuLongest).toFixed(0)} ms CPU (${median(all('wallLongest')).toFixed(0)} ms wall), `
    + `tasks over 50 ms CPU: ${median(all('over'))}, main thread CPU until ready ${median(all('total')).toFixed(0)} ms (medians of ${runs}; longest CPU min ${Math.min(...cpuLongest).toFixed(0)}, max ${Math.max(...cpuLongest).toFixed(0)})`);
});
