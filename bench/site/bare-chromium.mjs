// Page loads in Chromium with no test harness attached. Playwright (tools/harness/browser.mjs)
// attaches to every page it drives: it creates its utility script world in the page's renderer
// and runs its init scripts there, on the page's main thread during the load, and it follows the
// page's events (most of the tasks over 50 ms measured on the Learn pages were under it:
// docs/PERFORMANCE.md, "Loads with no harness attached"); and its fresh contexts can only show a
// first visit. Here each load is a new Chromium process with a fresh profile
// (nothing cached), started on a launcher page that, once the browser's own start-up is done,
// navigates to the measured page as a click on a link would: from another site by default (the
// page gets a renderer process of its own, as from a search result), or from the same site
// (`launchFrom: 'same-site'`, as from the site's own links: the renderer process is reused).
// The server puts the caller's probe (an inline script) first in the measured page's HTML; the
// probe posts its figures to `/__bench/report` (postReport below), which ends the load.
// Used by bench/learn/bare-load.mjs and bench/site/bare-paint.mjs.
import { spawn } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import { readFile, stat } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';

import { servedFile, startServer } from '../../tools/serve.mjs';

const CHROMIUM = process.env.CHROMIUM_PATH ?? '/usr/bin/chromium';
const START_MS = 2500;  // the launcher's wait: the browser's start-up is over by then here

/** Script text for a probe: posts `figures` (any JSON value) to the benchmark. */
export const postReport = "(figures) => navigator.sendBeacon('/__bench/report', JSON.stringify(figures))";

/**
 * Serves `root` with the benchmark's routes; `probe` is the script text put first in every HTML
 * document served (after <meta charset>, which must stay in the first 1024 bytes).
 */
export async function startBareServer(root, probe) {
  root = resolve(root);
  let waiting = null;
  const intercept = async (req, res) => {
    const url = new URL(req.url, 'http://localhost');
    if (url.pathname === '/__bench/launch') {
      const to = JSON.stringify(url.searchParams.get('to'));
      res.writeHead(200, { 'content-type': 'text/html; charset=utf-8' });
      res.end(`<!doctype html><title>launcher</title><script>setTimeout(() => location.assign(${to}), ${START_MS});</script>`);
      return true;
    }
    if (url.pathname === '/__bench/report') {
      let body = '';
      for await (const chunk of req) body += chunk;
      res.writeHead(204).end();
      waiting?.(JSON.parse(body));
      return true;
    }
    const served = servedFile(root, decodeURIComponent(url.pathname));
    const file = served && url.pathname.endsWith('/') ? join(served, 'index.html') : served;
    if (!file?.endsWith('.html') || !(await stat(file).catch(() => null))?.isFile()) return false;
    const html = await readFile(file, 'utf8');
    if (!/<meta charset="utf-8">/i.test(html)) throw new Error(`${file}: no <meta charset="utf-8"> to put the probe after`);
    res.writeHead(200, { 'content-type': 'text/html; charset=utf-8', 'cache-control': 'no-cache' });
    res.end(html.replace(/<meta charset="utf-8">/i, (m) => `${m}<script>${probe}</script>`));
    return true;
  };
  const server = await startServer(root, 0, { intercept });
  return {
    root,
    url: server.url,
    close: server.close,
    /** One load of `path` (relative to the root) in a new Chromium; resolves with the probe's report. */
    async load(path, { launchFrom = 'other-site', timeoutMs = 30000 } = {}) {
      const profile = mkdtempSync(join(tmpdir(), 'bare-chromium-'));
      const launcher = launchFrom === 'same-site' ? server.url : server.url.replace('127.0.0.1', 'localhost');
      const args = ['--headless', '--no-sandbox', '--disable-gpu', '--disable-quic', '--no-first-run',
        '--disable-background-networking', '--disable-component-update', '--disable-sync',
        `--user-data-dir=${profile}`, '--window-size=1366,768',
        `${launcher}__bench/launch?to=${encodeURIComponent(server.url + path)}`];
      const browser = spawn(CHROMIUM, args, { stdio: 'ignore', detached: true });
      try {
        return await new Promise((done, fail) => {
          const timer = setTimeout(() => fail(new Error(`/${path}: no report within ${timeoutMs} ms`)), timeoutMs);
          waiting = (report) => {
            clearTimeout(timer);
            done(report);
          };
          browser.once('exit', (code) => fail(new Error(`chromium exited (${code}) before /${path} reported`)));
        });
      } finally {
        waiting = null;
        try {
          process.kill(-browser.pid, 'SIGKILL');
        } catch { /* already gone */ }
        await new Promise((r) => setTimeout(r, 300));
        rmSync(profile, { recursive: true, force: true });
      }
    },
  };
}
