// Lighthouse scores of the site's pages (accessibility, performance, best practices), with the
// Debian chromium. Not part of the test suite (slow); figures go to docs/PERFORMANCE.md.
//   CHROME_PATH=/usr/bin/chromium node bench/site/lighthouse.mjs [desktop|mobile] [path...]
// Default paths: / and /play/. Reports are written to build/artifacts/lighthouse/.
import { execFile } from 'node:child_process';
import { promisify } from 'node:util';
import { mkdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';

import { ARTIFACTS, REPO, WEB_ROOT } from '../../tools/harness/browser.mjs';
import { startServer } from '../../tools/serve.mjs';

const preset = process.argv[2] === 'mobile' ? 'mobile' : 'desktop';
const paths = process.argv.slice(3).length ? process.argv.slice(3) : ['', 'play/'];
const out = join(ARTIFACTS, 'lighthouse');
mkdirSync(out, { recursive: true });
process.env.CHROME_PATH ??= '/usr/bin/chromium';

const server = await startServer(WEB_ROOT);
try {
  for (const path of paths) {
    const file = join(out, `${path === '' ? 'home' : path.replace(/\W+/g, '-').replace(/-$/, '')}-${preset}.json`);
    const args = [
      join(REPO, 'node_modules', 'lighthouse', 'cli', 'index.js'), `${server.url}${path}`,
      '--quiet', '--output=json', `--output-path=${file}`,
      '--only-categories=accessibility,performance,best-practices',
      // Chromium 156 needs the new headless mode here (the old one never finished a run).
      '--chrome-flags=--headless=new --no-sandbox --disable-gpu',
    ];
    if (preset === 'desktop') args.push('--preset=desktop');
    // Asynchronous: the static server runs in this process and must keep answering.
    await promisify(execFile)(process.execPath, args, { maxBuffer: 64 * 1024 * 1024 });
    const report = JSON.parse(readFileSync(file, 'utf8'));
    const score = (c) => Math.round(report.categories[c].score * 100);
    const fcp = report.audits['first-contentful-paint'].displayValue;
    const lcp = report.audits['largest-contentful-paint'].displayValue;
    const tbt = report.audits['total-blocking-time'].displayValue;
    console.log(`/${path} (${preset}): accessibility ${score('accessibility')}, performance ${score('performance')}, best practices ${score('best-practices')}; FCP ${fcp}, LCP ${lcp}, TBT ${tbt}`);
    for (const c of ['accessibility', 'best-practices']) {
      for (const ref of report.categories[c].auditRefs) {
        const a = report.audits[ref.id];
        if (ref.weight > 0 && a.score !== null && a.score < 1) console.log(`  ${c}: ${a.id}: ${a.title}`);
      }
    }
  }
} finally {
  await server.close();
}
