// Where a Learn page's load time goes: one fresh load per page, printing the resources (start and
// end, ms after navigation), the performance marks of <tribun-lesson> and the page, and every
// main-thread task over 50 ms. A diagnostic companion of load.mjs (which gives the medians).
//   node bench/learn/timeline.mjs [PATH...]   (default: learn/chapter.html?c=height-2)
import { newPage, startBrowser } from '../../tools/harness/browser.mjs';
import { loadUntilReady } from './probe.mjs';

const paths = process.argv.slice(2).length ? process.argv.slice(2) : ['learn/chapter.html?c=height-2'];
const env = await startBrowser();
try {
  for (const path of paths) {
    const page = await newPage(env.browser, { width: 1366, height: 768 });
    await loadUntilReady(page, env.url + path);
    const rows = await page.evaluate(() => {
      const out = [];
      const nav = performance.getEntriesByType('navigation')[0];
      out.push([0, nav.responseEnd, 'document']);
      out.push([nav.domContentLoadedEventStart, nav.domContentLoadedEventEnd, 'DOMContentLoaded']);
      for (const r of performance.getEntriesByType('resource')) out.push([r.startTime, r.responseEnd, r.name.replace(location.origin, '')]);
      for (const p of performance.getEntriesByType('paint')) out.push([p.startTime, p.startTime, p.name]);
      for (const m of performance.getEntriesByType('mark')) out.push([m.startTime, m.startTime, `mark ${m.name}`]);
      for (const [s, d] of window.__long.filter(([start]) => start < window.__ready)) out.push([s, s + d, `LONG TASK ${d.toFixed(0)} ms`]);
      out.push([window.__ready, window.__ready, 'ready (bench/learn/probe.mjs)']);
      return out.sort((a, b) => a[0] - b[0]);
    });
    console.log(`/${path}`);
    for (const [s, e, name] of rows) console.log(`  ${s.toFixed(0).padStart(6)} ${e.toFixed(0).padStart(6)}  ${name}`);
    await page.close();
  }
} finally {
  await env.close();
}
