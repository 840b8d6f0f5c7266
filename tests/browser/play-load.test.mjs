// How the play page loads on a slow phone (docs/PERFORMANCE.md, "The play page"): its first paint
// needs no request but the document (styles and start script inline); the board is drawn from its
// own few modules, before the rest of the page and before the engine is asked for; the module
// lists the page preloads (one round trip instead of one per level of imports) are exactly the
// static import graphs, so they cannot go stale unnoticed.
//   node --test tests/browser/play-load.test.mjs
import assert from 'node:assert/strict';
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { test } from 'node:test';
import { fileURLToPath } from 'node:url';

import { WEB_ROOT, hideFirstPaint, newPage, useBrowser } from '../../tools/harness/browser.mjs';
import { inlinedPage } from '../../tools/site/inline-css.mjs';
import { boardMarkup, pageBoard } from '../../tools/site/prerender-board.mjs';
import { importGraph as graphOf, relativePaths } from '../../tools/harness/import-graph.mjs';

const DEMO = join(WEB_ROOT, 'site', 'play');
const html = readFileSync(join(DEMO, 'index.html'), 'utf8');

const env = useBrowser();

/** The files a module reaches, as paths relative to web/site/play/ (itself included): its static
 * imports, or with `dynamic` also its import() calls (tools/harness/import-graph.mjs). */
function importGraph(entry, options) {
  return relativePaths(graphOf(join(DEMO, entry), options), DEMO);
}

/** A list (`const NAME = [...]`) of module paths written in the page's inline start script. */
function inlineList(name) {
  const m = html.match(new RegExp(`const ${name} = \\[([^\\]]*)\\]`));
  assert.ok(m, `the inline start script of play/index.html defines ${name}`);
  return [...m[1].matchAll(/'([^']+)'/g)].map((x) => x[1]);
}

const norm = (paths) => paths.map((p) => (p.startsWith('.') ? p : `./${p}`)).sort();

test('play load: the preloaded module lists are the static import graphs (board, page, engine); the inline styles and board are current', async () => {
  const board = inlineList('BOARD');
  const page = inlineList('PAGE');
  assert.deepEqual(norm(board), importGraph('board-first.js'), 'BOARD: what board-first.js imports');
  assert.deepEqual(norm([...board, ...page]), importGraph('play.js'), 'BOARD + PAGE: what play.js imports');
  // The page preloads the package's list of the engine's files (it touches `document` only when called).
  const { TRIBUN_START_FILES } = await import('../../web/package/src/tribun-start-files.js');
  assert.deepEqual(relativePaths(TRIBUN_START_FILES.map((url) => fileURLToPath(url)), DEMO), importGraph('../../package/src/tribun-start.js', { dynamic: true }),
    'TRIBUN_START_FILES: what src/tribun-start.js (the Tribun-only start) imports and loads');
  assert.equal(await inlinedPage(html), html, 'play/index.html holds the current site.css + play.css: run node tools/site/inline-css.mjs');
  assert.doesNotMatch(html, /<link[^>]+rel="?stylesheet|<script[^>]+\bsrc=/i, 'no stylesheet or script file before the first paint');
  const browserPage = await newPage(env.browser);
  assert.equal(pageBoard(html), await boardMarkup(browserPage, env.url),
    'play/index.html holds the start position as BoardView draws it now: run node tools/site/prerender-board.mjs');
  await browserPage.close();
});

test('play load: the shell and the board paint with every request but the document held back; the board\'s script needs only its own modules', async () => {
  const page = await newPage(env.browser, { width: 390, height: 844 });
  const requested = [];
  const releases = [];
  let holding = true;
  // Every request but the document waits until released; board modules are released first.
  await page.route('**/*', async (route) => {
    const path = new URL(route.request().url()).pathname;
    if (path === '/play/') return route.continue();
    requested.push(path);
    if (holding) await new Promise((resolve) => releases.push({ path, resolve }));
    return route.continue();
  });
  await page.goto(`${env.url}play/`, { waitUntil: 'domcontentloaded' });
  await page.waitForFunction(() => performance.getEntriesByName('first-contentful-paint').length === 1, null, { timeout: 15000 });
  const shell = await page.evaluate(() => ({
    header: getComputedStyle(document.querySelector('.site-header')).backgroundColor,
    status: document.getElementById('status').textContent,
    tiles: document.querySelectorAll('#board-area [data-cid]').length,
    units: [...document.querySelectorAll('#board-area [data-cid]')].filter((g) => g.dataset.unit !== '00').length,
    // f6 is a grey tile: drawn with the board's colours, not the SVG default (black).
    centreFill: getComputedStyle(document.querySelector('#board-area [data-cid="60"] .hex')).fill,
    boardHeight: document.querySelector('#board-area svg').getBoundingClientRect().height,
  }));
  // The whole shell is in that first paint: its largest text (the goal) too, not a frame later
  // (<link rel="expect" blocking="render">: the board's markup is long).
  const lcp = await page.evaluate(() => new Promise((resolve) => {
    new PerformanceObserver((list) => resolve(list.getEntries().map((e) => ({ at: e.startTime, id: e.element?.id ?? null }))))
      .observe({ type: 'largest-contentful-paint', buffered: true });
  }));
  const fcp = await page.evaluate(() => performance.getEntriesByName('first-contentful-paint')[0].startTime);
  assert.deepEqual(lcp.map((e) => e.id), ['goal'], 'the largest contentful paint is the goal text');
  assert.equal(lcp[0].at, fcp, 'painted with the first contentful paint');
  assert.equal(shell.header, 'rgb(47, 42, 34)', 'the header is styled at the first paint');
  assert.equal(shell.status, 'Loading the engine…');
  assert.equal(shell.tiles, 91, 'the board is in the first paint');
  assert.ok(shell.units > 0, 'with its units');
  assert.equal(shell.centreFill, 'rgb(184, 179, 167)', 'and its colours');
  assert.ok(shell.boardHeight > 300, `at its size (${shell.boardHeight} px)`);

  // The drawing in the HTML is the one the page keeps playing on (taken over, not rebuilt).
  await page.evaluate(() => { document.querySelector('#board-area svg').dataset.fromHtml = '1'; });

  // Release only the board's modules (as they come): the board is taken over with nothing else.
  const boardModules = new Set(inlineList('BOARD').map((p) => new URL(p, 'http://x/play/').pathname));
  const release = (pred) => {
    for (let i = releases.length - 1; i >= 0; --i) {
      if (pred(releases[i].path)) releases.splice(i, 1)[0].resolve();
    }
  };
  const releaser = setInterval(() => release((p) => boardModules.has(p)), 20);
  try {
    await page.waitForFunction(() => performance.getEntriesByName('demo:board-drawn').length === 1, null, { timeout: 15000 });
  } finally {
    clearInterval(releaser);
  }
  // (src/tribun-start-files.js is the list of the engine's files the page preloads later, not the engine.)
  assert.ok(requested.every((p) => !/\/(index\.js|dist\/|src\/(?!tribun-start-files\.js))/.test(p)), `the engine is not asked for before the board is drawn: ${requested.join(' ')}`);
  assert.ok(requested.includes('/play/play.js'), 'the rest of the page loads while the board is drawn');
  holding = false;
  release(() => true);
  await page.waitForSelector('body[data-ready="1"]', { timeout: 30000 });
  assert.deepEqual(await page.evaluate(() => [...document.querySelectorAll('#board-area svg')].map((svg) => svg.dataset.fromHtml ?? null)), ['1'],
    'one board, the one of the HTML');
  assert.ok((await page.locator('#board-area [data-state="selectable"]').count()) > 0, 'the page plays on it');
  assert.deepEqual(page.problems, []);
  await page.close();
});

test('play load: the engine is asked for only after the board has been painted', async () => {
  const page = await newPage(env.browser, { width: 390, height: 844 });
  // The time of the first frame that shows the board: the board's <svg> is appended, then the
  // next animation frame paints it.
  await page.addInitScript(() => {
    new MutationObserver((changes, observer) => {
      if (!document.querySelector('#board-area svg')) return;
      observer.disconnect();
      requestAnimationFrame(() => performance.mark('test:board-frame'));
    }).observe(document, { childList: true, subtree: true });
  });
  await page.goto(`${env.url}play/`);
  await page.waitForSelector('body[data-ready="1"]', { timeout: 30000 });
  const order = await page.evaluate(() => ({
    boardFrame: performance.getEntriesByName('test:board-frame')[0]?.startTime,
    engine: performance.getEntriesByType('resource').find((e) => e.name.endsWith('/package/src/tribun-start.js'))?.startTime,
  }));
  assert.ok(order.boardFrame <= order.engine, `the engine module is requested after the board's frame (${JSON.stringify(order)})`);
  assert.deepEqual(page.problems, []);
  await page.close();
});

// On a slow phone network every request that starts before the first paint competes with it (and
// while the modules ran, Chromium presented the first frame ~1 s late: Lighthouse's observed FCP
// was 1.2 s with requests at 0.2 s, 0.2 s without): the page asks for no script before it.
test('play load: no script is requested before the first contentful paint', async () => {
  const page = await newPage(env.browser, { width: 390, height: 844 });
  await page.goto(`${env.url}play/`);
  await page.waitForSelector('body[data-ready="1"]', { timeout: 30000 });
  const timing = await page.evaluate(() => ({
    fcp: performance.getEntriesByName('first-contentful-paint')[0]?.startTime,
    scripts: performance.getEntriesByType('resource').filter((e) => /\.m?js$/.test(new URL(e.name).pathname))
      .map((e) => ({ name: new URL(e.name).pathname, start: e.startTime })),
  }));
  assert.ok(timing.fcp > 0, 'the page reports its first contentful paint');
  assert.ok(timing.scripts.length > 10, 'the page loaded its modules');
  const early = timing.scripts.filter((s) => s.start < timing.fcp);
  assert.deepEqual(early, [], `scripts requested before the first contentful paint at ${timing.fcp.toFixed(1)} ms`);
  assert.deepEqual(page.problems, []);
  await page.close();
});

// The same when the first paint comes late (a loaded machine, a slow phone: Lighthouse's observed
// first paint was 1.2-3 s on this machine): nothing is visible for the first 1.5 s. The wait
// for the paint was capped at 1 s, after which the board's modules were fetched, compiled and
// run before the first frame was shown (15-23 ms of script before the first contentful paint in
// bench/site/first-paint.mjs's traces at load 14-20); this fails with that cap.
test('play load: no script is requested or run before a late first contentful paint', async () => {
  const page = await newPage(env.browser, { width: 1366, height: 768 });
  await hideFirstPaint(page, 1500);
  await page.goto(`${env.url}play/`);
  await page.waitForSelector('body[data-ready="1"]', { timeout: 30000 });
  const timing = await page.evaluate(() => ({
    fcp: performance.getEntriesByName('first-contentful-paint')[0]?.startTime,
    boardStart: performance.getEntriesByName('demo:start')[0]?.startTime,
    scripts: performance.getEntriesByType('resource').filter((e) => /\.m?js$/.test(new URL(e.name).pathname))
      .map((e) => ({ name: new URL(e.name).pathname, start: e.startTime })),
  }));
  assert.ok(timing.fcp >= 1500, `the first contentful paint came late (${timing.fcp} ms)`);
  assert.ok(timing.scripts.length > 10, 'the page loaded its modules');
  assert.deepEqual(timing.scripts.filter((s) => s.start < timing.fcp), [], `scripts requested before the first contentful paint at ${timing.fcp.toFixed(1)} ms`);
  assert.ok(timing.boardStart > timing.fcp, `the board's script ran after the first contentful paint (${timing.boardStart} > ${timing.fcp} ms)`);
  assert.deepEqual(page.problems, []);
  await page.close();
});

// The first paint's budget (docs/PERFORMANCE.md, "The play page"): everything before it is serial
// work (parse, style, layout, paint, raster) and each font strike (family, size, weight) is a
// synchronous look-up in the browser process. Each bound is today's figure; a change that needs
// more must say why in the docs and move the bound. 58 KB became 59 KB on 2026-11-28 for the
// site header's one-row rule on phones (0.4 KB of inlined CSS: the board starts 40 px higher).
test('play load: the first paint stays within its budget (document size, board elements, font strikes) and holds the board', async () => {
  const bytes = Buffer.byteLength(html);
  assert.ok(bytes <= 59 * 1024, `play/index.html is ${bytes} bytes (budget 59 KB)`);
  const page = await newPage(env.browser, { width: 1366, height: 768 });
  await page.route(/\.m?js$/, () => {});   // held: the page as its first paint shows it, no script
  await page.goto(`${env.url}play/`, { waitUntil: 'domcontentloaded' });
  await page.waitForFunction(() => performance.getEntriesByName('first-contentful-paint').length === 1, null, { timeout: 15000 });
  const shown = await page.evaluate(() => {
    const strikes = new Set();
    const walker = document.createTreeWalker(document.body, NodeFilter.SHOW_TEXT);
    for (let n = walker.nextNode(); n; n = walker.nextNode()) {
      const el = n.parentElement;
      if (!n.textContent.trim() || el.closest('title, script, style') || !el.getClientRects().length) continue;
      const s = getComputedStyle(el);
      strikes.add(`${s.fontFamily} ${s.fontSize} ${s.fontWeight} ${s.fontStyle}`);
    }
    const svg = document.querySelector('#board-area svg');
    return {
      strikes: [...strikes].sort(),
      boardElements: svg.querySelectorAll('*').length,
      tiles: svg.querySelectorAll('g.tile').length,
      units: svg.querySelectorAll('g.tile > g.unit').length,
      boardBox: svg.getBoundingClientRect().height,
    };
  });
  await page.close();
  assert.equal(shown.tiles, 91, 'the board is in the first paint');
  assert.ok(shown.units > 30 && shown.boardBox > 500, `with its units, at its size: ${JSON.stringify(shown)}`);
  assert.ok(shown.boardElements <= 340, `the board's first-paint markup has ${shown.boardElements} elements (budget 340)`);
  assert.ok(shown.strikes.length <= 7, `the first paint needs ${shown.strikes.length} font strikes (budget 7):\n${shown.strikes.join('\n')}`);
});
