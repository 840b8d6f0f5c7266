// The in-page probe of the Learn benchmarks (load.mjs, timeline.mjs, trace.mjs): what "drawn" and
// "ready" mean, measured by the page itself so that the benchmark adds no work to the load.
//
// - drawn: the first unit drawn on a lesson's (or the course game's) board.
// - ready: every lesson board in the first screen (a <tribun-lesson> not hidden, or the game's
//   box, whose top is above the viewport's bottom) has data-ready="1": drawn AND answering input
//   (its legal actions are listed, a click selects a unit, Play submits it to the engine), and
//   at least one board is (a page whose boards are all below the first screen is not measured).
//
// Playwright's page.waitForFunction() would poll with its injected script (about 200 KB of
// JavaScript compiled in the page: a main-thread task of 60-300 ms in the middle of the load,
// counted by the longtask observer); the probe instead reports over the console (CDP events,
// nothing injected), and the page is read only after that.
import { newPage, startBrowser } from '../../tools/harness/browser.mjs';

// The pages the Learn benchmarks load by default: two chapters, the author example, the game.
export const LEARN_PAGES = ['learn/chapter.html?c=height-2', 'learn/chapter.html?c=endings&l=1', 'learn/example/', 'learn/chapter.html?c=computer'];

// The middle value (the upper one of an even count), as the Learn benchmarks have always reported.
export const middleValue = (v) => [...v].sort((a, b) => a - b)[v.length >> 1];

/**
 * The loop of the Learn benchmarks (`node bench/learn/X.mjs [RUNS] [PATH...]`, PATH default
 * LEARN_PAGES): for each path, `measure(page, url, env)` on RUNS fresh 1366x768 pages of one
 * browser (each closed after it), then `report(path, results, runs)`.
 */
export async function measureFreshLoads(argv, defaultRuns, measure, report) {
  const runs = Number(argv[2] ?? defaultRuns);
  const paths = argv.length > 3 ? argv.slice(3) : LEARN_PAGES;
  const env = await startBrowser();
  try {
    for (const path of paths) {
      const results = [];
      for (let i = 0; i < runs; ++i) {
        const page = await newPage(env.browser, { width: 1366, height: 768 });
        try {
          results.push(await measure(page, env.url + path, env));
        } finally {
          await page.close();
        }
      }
      report(path, results, runs);
    }
  } finally {
    await env.close();
  }
}

export const PROBE_SCRIPT = () => {
  window.__long = [];
  new PerformanceObserver((list) => window.__long.push(...list.getEntries().map((e) => [e.startTime, e.duration])))
    .observe({ type: 'longtask', buffered: true });
  window.__drawn = null;
  window.__ready = null;
  const drawnSeen = new MutationObserver(() => {
    if (document.querySelector('tribun-lesson [data-unit]:not([data-unit="00"]), .computer-game [data-unit]:not([data-unit="00"])')) {
      window.__drawn = performance.now();
      drawnSeen.disconnect();
    }
  });
  drawnSeen.observe(document, { subtree: true, childList: true, attributes: true, attributeFilter: ['data-unit'] });
  const readySeen = new MutationObserver(() => {
    const all = [...document.querySelectorAll('tribun-lesson:not([hidden]), .computer-game')];
    // Geometry is read only once a board is ready: reading it earlier (the chapter page sets
    // <body data-ready> in the task that draws its board) forced a style and layout of the new
    // board into the page's task, 10-40 ms counted as the page's (a probe must not add work).
    if (!all.some((el) => el.dataset.ready === '1')) return;
    if (all.some((el) => el.dataset.ready === '1' ? false : el.getBoundingClientRect().top < innerHeight)) return;
    window.__ready = performance.now();
    readySeen.disconnect();
    console.debug('learn-probe:ready');
  });
  readySeen.observe(document, { subtree: true, attributes: true, attributeFilter: ['data-ready'] });
};

/** Loads `url` in `page` (a fresh page) and resolves once the probe saw the first screen ready. */
export async function loadUntilReady(page, url, timeout = 30000) {
  await page.addInitScript(PROBE_SCRIPT);
  const ready = page.waitForEvent('console', { predicate: (m) => m.text() === 'learn-probe:ready', timeout });
  await page.goto(url);
  await ready;
  // The longtask entries of tasks that ended just before "ready" are delivered a little later.
  await new Promise((resolve) => setTimeout(resolve, 200));
  return page.evaluate(() => ({
    fcp: performance.getEntriesByName('first-contentful-paint')[0]?.startTime ?? null,
    drawn: window.__drawn, ready: window.__ready, long: window.__long.filter(([start]) => start < window.__ready),
  }));
}
