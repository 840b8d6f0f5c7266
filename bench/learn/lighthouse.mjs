// Lighthouse scores (accessibility, performance, best practices) of the Learn pages with the
// Debian chromium. Not part of the test suite (slow, machine-dependent); figures go to
// docs/PERFORMANCE.md with this command:
//   node bench/learn/lighthouse.mjs [desktop|mobile] [index|chapter|endings ...]
// (default: the index and the height-2 chapter). BOARDRULES_WEB_ROOT=DIR measures another copy
// of web/ (an older build, for before/after figures). Reports are written to
// build/artifacts/lighthouse/learn-*.json.
import { execFile } from 'node:child_process';
import { promisify } from 'node:util';
import { mkdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';

import { ARTIFACTS, REPO, WEB_ROOT } from '../../tools/harness/browser.mjs';
import { startServer } from '../../tools/serve.mjs';

const preset = process.argv[2] === 'mobile' ? 'mobile' : 'desktop';
const ALL_PAGES = { index: 'learn/', chapter: 'learn/chapter.html?c=height-2', endings: 'learn/chapter.html?c=endings&l=1' };
const chosen = process.argv.slice(3);
const PAGES = chosen.length
  ? Object.fromEntries(chosen.map((name) => {
    if (!ALL_PAGES[name]) throw new Error(`unknown page ${name}: one of ${Object.keys(ALL_PAGES).join(', ')}`);
    return [name, ALL_PAGES[name]];
  }))
  : { index: ALL_PAGES.index, chapter: ALL_PAGES.chapter };
const out = join(ARTIFACTS, 'lighthouse');
mkdirSync(out, { recursive: true });
process.env.CHROME_PATH ??= '/usr/bin/chromium';

const server = await startServer(WEB_ROOT);
try {
  for (const [name, path] of Object.entries(PAGES)) {
    const file = join(out, `learn-${name}-${preset}.json`);
    const args = [
      join(REPO, 'node_modules', 'lighthouse', 'cli', 'index.js'), `${server.url}${path}`,
      '--quiet', '--output=json', `--output-path=${file}`, '--max-wait-for-load=120000',
      '--only-categories=accessibility,performance,best-practices',
      // The new headless mode: with the old one Chromium closed the target mid-run ("Target closed").
      '--chrome-flags=--headless=new --no-sandbox --disable-gpu --disable-quic --no-first-run --disable-background-networking --disable-component-update --disable-sync',
    ];
    if (preset === 'desktop') args.push('--preset=desktop');
    // Asynchronous: the static server runs in this process and must keep answering (a blocking
    // execFileSync starved it, and Lighthouse's page never finished loading).
    await promisify(execFile)(process.execPath, args, { maxBuffer: 64 * 1024 * 1024 });
    const report = JSON.parse(readFileSync(file, 'utf8'));
    const score = (c) => Math.round(report.categories[c].score * 100);
    const a = (id) => report.audits[id].displayValue;
    console.log(`/${path} (${preset}): accessibility ${score('accessibility')}, performance ${score('performance')}, `
      + `best practices ${score('best-practices')}; FCP ${a('first-contentful-paint')}, LCP ${a('largest-contentful-paint')}, `
      + `TBT ${a('total-blocking-time')}, CLS ${a('cumulative-layout-shift')}`);
    for (const c of ['accessibility', 'best-practices', 'performance']) {
      for (const ref of report.categories[c].auditRefs) {
        const audit = report.audits[ref.id];
        if (ref.weight > 0 && audit.score !== null && audit.score < 0.9) console.log(`  ${c}: ${audit.id}: ${audit.title} (${audit.displayValue ?? audit.score})`);
      }
    }
  }
} finally {
  await server.close();
}
