// How long a Learn page's first lesson waits for the engine once its board is drawn: the time
// from the element's mark `tribun-lesson:engine-requested` (after the early board's frame) to
// `tribun-lesson:engine` (the engine instantiated: its modules fetched, evaluated, the WASM
// compiled and instantiated), and from `:engine` to `:ready`. Medians of RUNS fresh loads per
// page; alternate with BOARDRULES_WEB_ROOT for before/after figures on a shared machine.
//   node bench/learn/engine-wait.mjs [RUNS=5] [PATH...]
import { newPage, startBrowser } from '../../tools/harness/browser.mjs';
import { loadUntilReady, middleValue } from './probe.mjs';

const RUNS = Number(process.argv[2] ?? 5);
const PAGES = process.argv.length > 3 ? process.argv.slice(3) : ['learn/chapter.html?c=height-2', 'learn/example/'];
const median = middleValue;

const env = await startBrowser();
try {
  for (const path of PAGES) {
    const wait = [], rest = [];
    for (let i = 0; i < RUNS; ++i) {
      const page = await newPage(env.browser, { width: 1366, height: 768 });
      await loadUntilReady(page, env.url + path);
      const at = await page.evaluate(() => Object.fromEntries(performance.getEntriesByType('mark')
        .filter((m) => m.name.startsWith('tribun-lesson:')).reverse().map((m) => [m.name, m.startTime])));
      wait.push(at['tribun-lesson:engine'] - at['tribun-lesson:engine-requested']);
      rest.push(at['tribun-lesson:ready'] - at['tribun-lesson:engine']);
      await page.close();
    }
    console.log(`/${path}: engine requested -> engine ${median(wait).toFixed(0)} ms (min ${Math.min(...wait).toFixed(0)}, max ${Math.max(...wait).toFixed(0)}), `
      + `engine -> ready ${median(rest).toFixed(0)} ms (median of ${RUNS})`);
  }
} finally {
  await env.close();
}
