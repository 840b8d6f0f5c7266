// The board pages (web/boards/*.html) render in chromium without console errors.
// Each page sets document.body.dataset.ready = '1' once drawn, and data-error too when drawing
// failed (the page shows the error instead of throwing): a failed page fails here.
import assert from 'node:assert/strict';
import { after, before, test } from 'node:test';

import { newPage, startBrowser } from './helpers.mjs';

let env;
before(async () => {
  env = await startBrowser();
});
after(async () => {
  await env?.close();
});

for (const name of ['catan', 'cotulenh', 'spatial']) {
  test(`boards: ${name}.html renders without console errors`, async () => {
    const page = await newPage(env.browser);
    await page.goto(`${env.url}boards/${name}.html`);
    await page.waitForSelector('body[data-ready="1"]', { timeout: 15000 });
    const error = await page.evaluate(() => (document.body.dataset.error ? document.getElementById('status')?.textContent ?? 'error' : null));
    assert.equal(error, null, `${name}.html failed to draw`);
    assert.deepEqual(page.problems, []);
    await page.close();
  });
}
