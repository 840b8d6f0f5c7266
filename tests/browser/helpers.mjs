// Shared setup of the browser tests: Debian chromium driven by playwright-core (never a
// downloaded browser), a static server over web/, and a console-error collector per page.
import { existsSync } from 'node:fs';
import { dirname, join, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import { chromium } from 'playwright-core';

import { startServer } from '../../tools/serve.mjs';

export const REPO = resolve(dirname(fileURLToPath(import.meta.url)), '../..');
// BOARDRULES_WEB_ROOT lets a developer point the tests at another copy of the package.
export const WEB_ROOT = resolve(process.env.BOARDRULES_WEB_ROOT ?? join(REPO, 'web'));
export const ARTIFACTS = join(REPO, 'build', 'artifacts');

const CHROMIUM = process.env.CHROMIUM_PATH ?? '/usr/bin/chromium';
const CHROMIUM_ARGS = ['--headless', '--no-sandbox', '--disable-gpu', '--disable-quic', '--no-first-run',
  '--disable-background-networking', '--disable-component-update', '--disable-sync'];

/** Starts the server and the browser; returns {url, browser, close}. */
export async function startBrowser() {
  if (!existsSync(CHROMIUM)) throw new Error(`${CHROMIUM} not found: apt-get install -y chromium`);
  if (!existsSync(join(WEB_ROOT, 'dist', 'boardrules-wasm.js'))) {
    throw new Error(`${WEB_ROOT}/dist/boardrules-wasm.js is missing: run ./build-wasm.sh first`);
  }
  const server = await startServer(WEB_ROOT);
  const browser = await chromium.launch({ executablePath: CHROMIUM, args: CHROMIUM_ARGS });
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
 * A new page that records console errors, warnings and uncaught exceptions in `page.problems`.
 * @returns {Promise<import('playwright-core').Page & {problems: string[]}>}
 */
export async function newPage(browser, viewport = { width: 1280, height: 960 }) {
  const page = await browser.newPage({ viewport });
  page.problems = [];
  page.on('console', (m) => {
    if (m.type() === 'error' || m.type() === 'warning') page.problems.push(`console.${m.type()}: ${m.text()}`);
  });
  page.on('pageerror', (e) => page.problems.push(`uncaught: ${e.message}`));
  return page;
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

export function median(values) {
  const s = [...values].sort((a, b) => a - b);
  const m = s.length >> 1;
  return s.length % 2 ? s[m] : (s[m - 1] + s[m]) / 2;
}
