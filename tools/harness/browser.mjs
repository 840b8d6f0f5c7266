// Chromium driven by playwright-core for the browser tests, the page benchmarks and the site's
// build steps: Debian's /usr/bin/chromium (never a downloaded browser), a static server over
// web/ (tools/serve.mjs), and pages that record their console errors.
//
//   const env = useBrowser();                 // in a node:test file: one browser for the file
//   test('...', () => withPage(env, async (page) => { await page.goto(`${env.url}play/`); ... }));
//
// Outside node:test (benchmarks, tools): `const env = await startBrowser(); ... await env.close()`.
import assert from 'node:assert/strict';
import { existsSync } from 'node:fs';
import { join } from 'node:path';
import { after, before } from 'node:test';
import { chromium } from 'playwright-core';

import { startServer } from '../serve.mjs';
import { WEB_ROOT } from './paths.mjs';

export { ARTIFACTS, REPO, WEB_ROOT } from './paths.mjs';

const CHROMIUM = process.env.CHROMIUM_PATH ?? '/usr/bin/chromium';
const CHROMIUM_ARGS = ['--headless', '--no-sandbox', '--disable-gpu', '--disable-quic', '--no-first-run',
  '--disable-background-networking', '--disable-component-update', '--disable-sync'];
const DEFAULT_VIEWPORT = { width: 1280, height: 960 };

/** Debian's Chromium, headless, with the flags every test and benchmark uses. */
export async function launchChromium() {
  if (!existsSync(CHROMIUM)) throw new Error(`${CHROMIUM} not found: apt-get install -y chromium`);
  return chromium.launch({ executablePath: CHROMIUM, args: CHROMIUM_ARGS });
}

/**
 * Starts a static server over `root` (default WEB_ROOT, which must hold the built module) and the
 * browser; returns {url, browser, close}.
 */
export async function startBrowser({ root = WEB_ROOT } = {}) {
  if (root === WEB_ROOT && !existsSync(join(WEB_ROOT, 'package', 'dist', 'boardrules-wasm.js'))) {
    throw new Error(`${WEB_ROOT}/package/dist/boardrules-wasm.js is missing: run ./build-wasm.sh first`);
  }
  const server = await startServer(root);
  const browser = await launchChromium();
  return {
    url: server.url,
    browser,
    close: async () => {
      await browser.close();
      await server.close();
    },
  };
}

/**
 * The launch/teardown of a node:test file: starts the server and the browser before the file's
 * first test and closes them after its last. Returns an object that holds {url, browser} once
 * the tests run (read its fields inside a test, not at the file's top level). Work that needs
 * the browser before the tests goes in `setup(env)`, not in a `before` of the file: Node 20 runs
 * a file's top-level `before` hooks concurrently, so another hook cannot wait for this one.
 * `root`: as startBrowser's.
 */
export function useBrowser({ root, setup } = {}) {
  const env = {};
  before(async () => {
    Object.assign(env, await startBrowser({ root }));
    await setup?.(env);
  });
  after(async () => {
    await env.close?.();
  });
  return env;
}

/**
 * A new page that records console errors, warnings and uncaught exceptions in `page.problems`.
 * @returns {Promise<import('playwright-core').Page & {problems: string[]}>}
 */
export async function newPage(browser, viewport = DEFAULT_VIEWPORT) {
  const page = await browser.newPage({ viewport });
  page.problems = [];
  page.on('console', (m) => {
    if (m.type() === 'error' || m.type() === 'warning') page.problems.push(`console.${m.type()}: ${m.text()}`);
  });
  page.on('pageerror', (e) => page.problems.push(`uncaught: ${e.message}`));
  return page;
}

/**
 * Runs `fn(page)` on a new page of `env` (see useBrowser) and closes the page, whatever happens.
 * Afterwards the page must have logged no console error or warning and thrown nothing, unless
 * `problemsAllowed`. Returns what `fn` returns.
 */
export async function withPage(env, fn, { viewport = DEFAULT_VIEWPORT, problemsAllowed = false } = {}) {
  const page = await newPage(env.browser, viewport);
  try {
    const result = await fn(page);
    if (!problemsAllowed) assert.deepEqual(page.problems, [], 'console errors, warnings or uncaught exceptions');
    return result;
  } finally {
    await page.close();
  }
}

/**
 * Makes the next page loaded in `page` paint nothing for its first `ms` milliseconds (the whole
 * document hidden from its first node), as a first paint that comes late on a loaded machine or
 * a slow phone: the page-load tests check that no module request races such a paint.
 */
export async function hideFirstPaint(page, ms) {
  await page.addInitScript((hiddenMs) => {
    const hide = () => {
      const style = document.createElement('style');
      style.textContent = 'html { visibility: hidden !important; }';
      document.documentElement.append(style);
      setTimeout(() => style.remove(), hiddenMs);
    };
    if (document.documentElement) hide();
    else new MutationObserver((_, observer) => {
      if (!document.documentElement) return;
      observer.disconnect();
      hide();
    }).observe(document, { childList: true });
  }, ms);
}
