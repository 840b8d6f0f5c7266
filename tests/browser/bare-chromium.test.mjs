// The harness-free page loads of the benchmarks (bench/site/bare-chromium.mjs) still measure what
// they claim: a fresh Chromium reaches the page from the launcher, from another site (a renderer
// process of its own) and from the same site, the page runs with the probe first in its HTML,
// and the probe's report comes back. Not a timing test: it checks the tool, not the figures.
import assert from 'node:assert/strict';
import { after, before, test } from 'node:test';

import { WEB_ROOT } from '../../tools/harness/browser.mjs';
import { postReport, startBareServer } from '../../bench/site/bare-chromium.mjs';

// Reports where the page came from and whether its own script ran (chapter.js fills the title).
const PROBE = `(() => {
  const report = ${postReport};
  const firstScript = document.scripts.length === 1;
  addEventListener('load', () => setTimeout(() => report({
    firstScript, title: document.title, referrer: document.referrer, origin: location.origin,
    fresh: performance.getEntriesByType('navigation')[0].transferSize > 0,
  }), 300));
})();`;

let server;
before(async () => {
  server = await startBareServer(WEB_ROOT, PROBE);
});
after(() => server?.close());

for (const launchFrom of ['other-site', 'same-site']) {
  test(`a page loaded from ${launchFrom === 'other-site' ? 'another site' : 'the same site'} runs with the probe first and reports back`, async () => {
    const report = await server.load('learn/', { launchFrom });
    assert.equal(report.firstScript, true, 'the probe is the first script of the document');
    assert.equal(report.title, 'Learn Tribun - boardrules');
    assert.equal(report.fresh, true, 'the document came over the network (a fresh profile)');
    // The referrer is the launcher (only its origin when it is on another site: the default
    // referrer policy, strict-origin-when-cross-origin).
    const from = new URL(report.referrer);
    assert.equal(from.origin === report.origin, launchFrom === 'same-site', `launched from ${from.origin}`);
    assert.equal(from.pathname, launchFrom === 'same-site' ? '/__bench/launch' : '/');
  });
}

test('a load whose page never reports fails with a clear error instead of hanging', async () => {
  const quiet = await startBareServer(WEB_ROOT, '/* reports nothing */');
  try {
    await assert.rejects(quiet.load('learn/', { timeoutMs: 6000 }), /no report within 6000 ms/);
  } finally {
    await quiet.close();
  }
});
