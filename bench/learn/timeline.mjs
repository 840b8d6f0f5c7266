// Where a Learn page's load time goes: one fresh load per page, printing the resources (start and
// end, ms after navigation), the performance marks of <tribun-lesson> and the page, and every
// main-thread task over 50 ms. A diagnostic companion of load.mjs (which gives the medians).
//   node bench/learn/timeline.mjs [PATH...]   (default: learn/chapter.html?c=height-2)
import { newPage, startBrowser } from '../../tests/browser/helpers.mjs';

const paths = process.argv.slice(2).length ? process.argv.slice(2) : ['learn/chapter.html?c=height-2'];
const env = await startBrowser();
try {
  for (const path of paths) {
    const page = await newPage(env.browser, { width: 1366, height: 768 });
    await page.addInitScript(() => {
      window.__long = [];
      new PerformanceObserver((list) => window.__long.push(...list.getEntries().map((e) => [e.startTime, e.duration])))
        .observe({ type: 'longtask', buffered: true });
    });
    await page.goto(env.url + path);
    await page.waitForFunction(() => {
      const all = [...document.querySelectorAll('tribun-lesson')].filter((el) => el.getBoundingClientRect().top < innerHeight);
      return all.length > 0 && all.every((el) => el.dataset.ready === '1');
    }, null, { timeout: 30000 });
    const rows = await page.evaluate(() => {
      const out = [];
      const nav = performance.getEntriesByType('navigation')[0];
      out.push([0, nav.responseEnd, 'document']);
      out.push([nav.domContentLoadedEventStart, nav.domContentLoadedEventEnd, 'DOMContentLoaded']);
      for (const r of performance.getEntriesByType('resource')) out.push([r.startTime, r.responseEnd, r.name.replace(location.origin, '')]);
      for (const m of performance.getEntriesByType('mark')) out.push([m.startTime, m.startTime, `mark ${m.name}`]);
      for (const [s, d] of window.__long) out.push([s, s + d, `LONG TASK ${d.toFixed(0)} ms`]);
      out.push([performance.now(), performance.now(), 'measured ready']);
      return out.sort((a, b) => a[0] - b[0]);
    });
    console.log(`/${path}`);
    for (const [s, e, name] of rows) console.log(`  ${s.toFixed(0).padStart(6)} ${e.toFixed(0).padStart(6)}  ${name}`);
    await page.close();
  }
} finally {
  await env.close();
}
