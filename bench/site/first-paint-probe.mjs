// Loads a page and waits for its first contentful paint without running any script in it
// before that paint. Playwright's waiting helpers (waitForSelector, waitForFunction) inject its
// utility script into the page (about 20-26 ms of main-thread CPU, `EvaluateScript` in a trace);
// called right after `goto` (which resolves at the load event: this page has no subresource,
// so that comes right after parsing, before its first contentful paint) that script runs on the
// renderer's main thread before the paint is presented, and the harness competes with the very
// paint it measures. Traces of /play/ with its own script removed still showed it before the
// first contentful paint (docs/PERFORMANCE.md, "The play page"). This waits for Chromium's own
// lifecycle event over CDP instead, then reads the paint entry. Used by bench/site/paint.mjs.
//   await gotoFirstPaint(page, url)   -> first contentful paint, ms (performance timeline)
// FCP_PROBE=selector restores the old way (goto, then waitForFunction in the page) for A/B runs.

/** @param {import('playwright-core').Page} page */
export async function gotoFirstPaint(page, url, { waitUntil = 'commit' } = {}) {
  if (process.env.FCP_PROBE === 'selector') {
    await page.goto(url);
    await page.waitForFunction(() => performance.getEntriesByName('first-contentful-paint').length === 1, null, { timeout: 30000 });
  } else {
    const cdp = await page.context().newCDPSession(page);
    await cdp.send('Page.enable');
    await cdp.send('Page.setLifecycleEventsEnabled', { enabled: true });
    let timer;
    const painted = new Promise((resolve, reject) => {
      cdp.on('Page.lifecycleEvent', (e) => {
        if (e.name === 'firstContentfulPaint') resolve();
      });
      timer = setTimeout(() => reject(new Error(`no first contentful paint of ${url} in 30 s`)), 30000);
    });
    await page.goto(url, { waitUntil });
    await painted.finally(() => clearTimeout(timer));
    await cdp.detach();
  }
  return page.evaluate(() => performance.getEntriesByName('first-contentful-paint')[0]?.startTime ?? NaN);
}
