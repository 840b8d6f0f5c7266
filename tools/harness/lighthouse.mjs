// Lighthouse (the pinned npm lighthouse, Node 20) on pages of the site, served from this process,
// with the Debian chromium: one run per page, each report kept under
// build/artifacts/lighthouse/, one summary line per page and the audits that lost points.
// Used by bench/site/lighthouse.mjs and bench/learn/lighthouse.mjs.
import { execFile } from 'node:child_process';
import { promisify } from 'node:util';
import { mkdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';

import { ARTIFACTS, REPO, WEB_ROOT } from './browser.mjs';
import { startServer } from '../serve.mjs';

/**
 * Runs Lighthouse on each of `pages` ({ file, path }: the report's file name without `.json`, the
 * path under the site's root) with `preset` ('desktop' or 'mobile'); prints the scores and, for
 * the categories in `explain`, every weighted audit scoring under `below`.
 */
export async function lighthousePages(pages, preset, { explain = ['accessibility', 'best-practices'], below = 1 } = {}) {
  const out = join(ARTIFACTS, 'lighthouse');
  mkdirSync(out, { recursive: true });
  process.env.CHROME_PATH ??= '/usr/bin/chromium';
  const server = await startServer(WEB_ROOT);
  try {
    for (const { file: name, path } of pages) {
      const file = join(out, `${name}-${preset}.json`);
      const args = [
        join(REPO, 'node_modules', 'lighthouse', 'cli', 'index.js'), `${server.url}${path}`,
        '--quiet', '--output=json', `--output-path=${file}`, '--max-wait-for-load=120000',
        '--only-categories=accessibility,performance,best-practices',
        // The new headless mode: with the old one Chromium closed the target mid-run ("Target
        // closed") or never finished a run.
        '--chrome-flags=--headless=new --no-sandbox --disable-gpu --disable-quic --no-first-run --disable-background-networking --disable-component-update --disable-sync',
      ];
      if (preset === 'desktop') args.push('--preset=desktop');
      // Asynchronous: the static server runs in this process and must keep answering (a blocking
      // execFileSync starved it, and Lighthouse's page never finished loading).
      await promisify(execFile)(process.execPath, args, { maxBuffer: 64 * 1024 * 1024 });
      const report = JSON.parse(readFileSync(file, 'utf8'));
      const score = (c) => Math.round(report.categories[c].score * 100);
      const shown = (id) => report.audits[id].displayValue;
      console.log(`/${path} (${preset}): accessibility ${score('accessibility')}, performance ${score('performance')}, `
        + `best practices ${score('best-practices')}; FCP ${shown('first-contentful-paint')}, LCP ${shown('largest-contentful-paint')}, `
        + `TBT ${shown('total-blocking-time')}, CLS ${shown('cumulative-layout-shift')}`);
      for (const c of explain) {
        for (const ref of report.categories[c].auditRefs) {
          const audit = report.audits[ref.id];
          if (ref.weight > 0 && audit.score !== null && audit.score < below) {
            console.log(`  ${c}: ${audit.id}: ${audit.title} (${audit.displayValue ?? audit.score})`);
          }
        }
      }
    }
  } finally {
    await server.close();
  }
}
