// Lighthouse A/B of one page: runs the mobile (or desktop) preset on two copies of web/, old and
// new, alternating (old, new, old, new, ...) so that both see the same machine load, and prints
// the median of each metric per copy. Lighthouse's default throttling is simulated: it scales the
// wall time it observes, so a shared machine moves the figures; alternating runs and medians are
// what make two builds comparable (docs/PERFORMANCE.md, "The play page").
//   CHROME_PATH=/usr/bin/chromium node bench/site/lighthouse-ab.mjs OLD_WEB_ROOT [runs=3] [path=play/] [mobile|desktop]
// OLD_WEB_ROOT: e.g. `git archive main web | tar -x -C /tmp/old` (+ a copy of web/dist), then /tmp/old/web.
// The new copy is this checkout's web/ (or BOARDRULES_WEB_ROOT). Reports: build/artifacts/lighthouse/ab-*.json.
import { execFile } from 'node:child_process';
import { promisify } from 'node:util';
import { mkdirSync, readFileSync } from 'node:fs';
import { loadavg } from 'node:os';
import { join, resolve } from 'node:path';

import { ARTIFACTS, REPO, WEB_ROOT } from '../../tools/harness/browser.mjs';
import { median } from '../../tools/harness/stats.mjs';
import { startServer } from '../../tools/serve.mjs';

const [oldRoot, runsArg = '3', path = 'play/', presetArg = 'mobile'] = process.argv.slice(2);
if (!oldRoot) throw new Error('usage: lighthouse-ab.mjs OLD_WEB_ROOT [runs=3] [path=play/] [mobile|desktop]');
const runs = Number(runsArg);
const preset = presetArg === 'desktop' ? 'desktop' : 'mobile';
const out = join(ARTIFACTS, 'lighthouse');
mkdirSync(out, { recursive: true });
process.env.CHROME_PATH ??= '/usr/bin/chromium';

const METRICS = {
  fcp: 'first-contentful-paint', lcp: 'largest-contentful-paint', si: 'speed-index', tbt: 'total-blocking-time', cls: 'cumulative-layout-shift',
};

async function lighthouse(url, file) {
  const args = [
    join(REPO, 'node_modules', 'lighthouse', 'cli', 'index.js'), url,
    '--quiet', '--output=json', `--output-path=${file}`, '--only-categories=performance',
    '--chrome-flags=--headless=new --no-sandbox --disable-gpu',
  ];
  if (preset === 'desktop') args.push('--preset=desktop');
  await promisify(execFile)(process.execPath, args, { maxBuffer: 64 * 1024 * 1024 });
  const report = JSON.parse(readFileSync(file, 'utf8'));
  const row = { perf: Math.round(report.categories.performance.score * 100) };
  for (const [k, id] of Object.entries(METRICS)) row[k] = report.audits[id].numericValue;
  return row;
}

const servers = { old: await startServer(resolve(oldRoot)), new: await startServer(WEB_ROOT) };
const rows = { old: [], new: [] };
try {
  for (let i = 0; i < runs; ++i) {
    for (const which of ['old', 'new']) {
      const load = loadavg()[0].toFixed(1);
      let row;
      try {
        row = await lighthouse(`${servers[which].url}${path}`, join(out, `ab-${which}-${i}-${preset}.json`));
      } catch (err) {
        // Under heavy load Lighthouse sometimes gives up waiting for Chromium: note it, go on.
        console.log(`${which} run ${i + 1} (load ${load}): failed: ${String(err.stderr || err.message).trim().split('\n')[0]}`);
        continue;
      }
      rows[which].push(row);
      console.log(`${which} run ${i + 1} (load ${load}): performance ${row.perf}, FCP ${Math.round(row.fcp)} ms, LCP ${Math.round(row.lcp)} ms, SI ${Math.round(row.si)} ms, TBT ${Math.round(row.tbt)} ms, CLS ${row.cls.toFixed(3)}`);
    }
  }
} finally {
  await servers.old.close();
  await servers.new.close();
}
for (const which of ['old', 'new']) {
  const m = (k) => median(rows[which].map((r) => r[k]));
  console.log(`${which} median of ${runs}: performance ${m('perf')}, FCP ${Math.round(m('fcp'))} ms, LCP ${Math.round(m('lcp'))} ms, SI ${Math.round(m('si'))} ms, TBT ${Math.round(m('tbt'))} ms`);
}
