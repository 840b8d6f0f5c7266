// The README's browser example (tests/js/readme-example.html, copied verbatim into README.md)
// runs in Debian chromium and shows what it promises. The page is served by tools/serve.mjs from
// the repository root, so 'boardrules' resolves (import map) to node_modules/boardrules, which
// `npm ci` links to web/package/.
import test from 'node:test';
import assert from 'node:assert/strict';
import { spawn } from 'node:child_process';
import { existsSync, readFileSync } from 'node:fs';
import { once } from 'node:events';
import { root } from './helpers.mjs';

const CHROMIUM = '/usr/bin/chromium';
const ARGS = ['--headless', '--no-sandbox', '--disable-gpu', '--disable-quic', '--no-first-run',
  '--disable-background-networking', '--disable-component-update', '--disable-sync'];

test('the README browser example shows the legal action count in chromium', { timeout: 120_000 }, async () => {
  assert.ok(existsSync(CHROMIUM), `${CHROMIUM} missing (./build-wasm.sh test installs it)`);
  const { chromium } = await import('playwright-core');
  const server = spawn(process.execPath, [`${root}/tools/serve.mjs`, root, '0'], { stdio: ['ignore', 'pipe', 'inherit'] });
  try {
    const [line] = await once(server.stdout, 'data');
    const base = /http:\/\/[\d.]+:\d+\//.exec(line.toString())[0];
    const browser = await chromium.launch({ executablePath: CHROMIUM, args: ARGS });
    try {
      const page = await browser.newPage();
      const errors = [];
      page.on('pageerror', (e) => errors.push(e.message));
      // Failed loads are judged by URL below (the browser's own favicon request may 404).
      page.on('console', (m) => m.type() === 'error' && !m.text().startsWith('Failed to load resource') && errors.push(m.text()));
      page.on('response', (r) => r.status() >= 400 && !r.url().endsWith('/favicon.ico') && errors.push(`${r.status()} ${r.url()}`));
      await page.goto(`${base}tests/js/readme-example.html`);
      await page.waitForFunction(() => document.body?.textContent.includes('legal actions'), null, { timeout: 60_000 });
      assert.equal(await page.textContent('body'), '269 legal actions, first: MOVE (-5,-5)->(-5,-4) primary');
      assert.deepEqual(errors, []);
    } finally {
      await browser.close();
    }
  } finally {
    server.kill();
  }
});

test('the browser example is 10 lines and README.md carries it verbatim', () => {
  const example = readFileSync(`${root}/tests/js/readme-example.html`, 'utf8').trimEnd();
  assert.equal(example.split('\n').length, 10);
  const readme = readFileSync(`${root}/README.md`, 'utf8');
  assert.ok(readme.includes(example), 'README.md browser example differs from tests/js/readme-example.html');
});
