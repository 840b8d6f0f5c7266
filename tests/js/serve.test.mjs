// The development server of the README's serve command and of the browser tests (tools/serve.mjs):
// the MIME types browsers need, directory indexes, nothing served from outside its root,
// revalidation (304 for an unchanged file, the new bytes for an edited one), and the `intercept`
// hook the harness-free benchmarks use (bench/site/bare-chromium.mjs).
import assert from 'node:assert/strict';
import { request } from 'node:http';
import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { after, before, test } from 'node:test';

import { startServer } from '../../tools/serve.mjs';

const parent = mkdtempSync(join(tmpdir(), 'serve-test-'));
const root = join(parent, 'root');
let server, hooked;

before(async () => {
  mkdirSync(join(root, 'dir'), { recursive: true });
  writeFileSync(join(root, 'a.js'), 'export const a = 1;\n');
  writeFileSync(join(root, 'm.wasm'), Buffer.from([0, 0x61, 0x73, 0x6d, 1, 0, 0, 0]));
  writeFileSync(join(root, 'dir', 'index.html'), '<!doctype html><title>dir</title>\n');
  writeFileSync(join(parent, 'secret.txt'), 'outside the root\n');
  server = await startServer(root, 0);
  hooked = await startServer(root, 0, {
    intercept: async (req, res) => {
      if (req.url === '/__throw-late') {
        res.writeHead(200, { 'content-type': 'text/plain' });
        throw new Error('failed after the headers');
      }
      if (req.url === '/__throw') throw new Error('failed before answering');
      if (!req.url.startsWith('/__hook')) return false;
      res.writeHead(200, { 'content-type': 'text/plain' }).end('hooked');
      return true;
    },
  });
});

after(async () => {
  await server.close();
  await hooked.close();
  rmSync(parent, { recursive: true, force: true });
});

// Raw requests: fetch() would normalise the paths these tests send on purpose.
function get(base, path, method = 'GET', headers = {}) {
  const { port } = new URL(base);
  return new Promise((done, fail) => {
    const req = request({ host: '127.0.0.1', port, path, method, headers }, (res) => {
      let body = '';
      res.setEncoding('utf8');
      res.on('data', (c) => { body += c; });
      res.on('end', () => done({
        status: res.statusCode, type: res.headers['content-type'], location: res.headers.location,
        etag: res.headers.etag, cache: res.headers['cache-control'], body,
      }));
    });
    req.on('error', fail);
    req.end();
  });
}

test('files are served with the MIME types that module scripts and WebAssembly need', async () => {
  const js = await get(server.url, '/a.js');
  assert.equal(js.status, 200);
  assert.match(js.type, /^text\/javascript/);
  assert.equal(js.body, 'export const a = 1;\n');
  assert.equal((await get(server.url, '/m.wasm')).type, 'application/wasm');
});

test('a directory redirects to its slash form, which serves its index.html', async () => {
  const bare = await get(server.url, '/dir');
  assert.equal(bare.status, 301);
  assert.equal(bare.location, '/dir/');
  const index = await get(server.url, '/dir/');
  assert.equal(index.status, 200);
  assert.match(index.type, /^text\/html/);
  assert.match(index.body, /<title>dir<\/title>/);
});

test('nothing outside the root is served, however the path is spelled', async () => {
  for (const path of ['/..%2fsecret.txt', '/dir/..%2f..%2fsecret.txt', '/%2e%2e%2fsecret.txt']) {
    const res = await get(server.url, path);
    assert.ok(res.status === 403 || res.status === 404, `${path}: status ${res.status}`);
    assert.doesNotMatch(res.body, /outside the root/, path);
  }
  assert.equal((await get(server.url, '/%E0%A4%A')).status, 400);  // a malformed escape
  assert.equal((await get(server.url, '/missing.js')).status, 404);
  assert.equal((await get(server.url, '/a.js', 'POST')).status, 405);
});

test('an unchanged file revalidates as a 304 without its bytes; an edited one is sent again', async () => {
  const first = await get(server.url, '/a.js');
  assert.equal(first.cache, 'no-cache');
  assert.ok(first.etag, 'an ETag');
  const again = await get(server.url, '/a.js', 'GET', { 'if-none-match': first.etag });
  assert.equal(again.status, 304);
  assert.equal(again.body, '');
  assert.equal((await get(server.url, '/a.js', 'GET', { 'if-none-match': '"other"' })).status, 200);
  writeFileSync(join(root, 'a.js'), 'export const a = 22;\n');  // another size
  const edited = await get(server.url, '/a.js', 'GET', { 'if-none-match': first.etag });
  assert.equal(edited.status, 200);
  assert.equal(edited.body, 'export const a = 22;\n');
  assert.notEqual(edited.etag, first.etag);
  writeFileSync(join(root, 'a.js'), 'export const a = 1;\n');
});

test('intercept answers the requests it claims; the others are served as files', async () => {
  const claimed = await get(hooked.url, '/__hook/x');
  assert.equal(claimed.status, 200);
  assert.equal(claimed.body, 'hooked');
  assert.equal((await get(hooked.url, '/a.js')).body, 'export const a = 1;\n');
  assert.equal((await get(server.url, '/__hook/x')).status, 404);  // no hook, no route
});

// With a time limit: a server that mishandles the late failure leaves the request hanging.
test('a handler that fails gets a 500, or its connection ended once answered; the server goes on', { timeout: 5000 }, async () => {
  const early = await get(hooked.url, '/__throw');
  assert.equal(early.status, 500);
  assert.match(early.body, /failed before answering/);
  await assert.rejects(get(hooked.url, '/__throw-late'));
  assert.equal((await get(hooked.url, '/a.js')).status, 200);
});

// The repository's web/ as the serve command serves it: the site at "/", the package at
// "/package/", and every address of web/site/_redirects sent to a place that exists.
test('web/ is served as published: site at /, package at /package/, old addresses redirected to live ones', async () => {
  const { REPO } = await import('../../tools/harness/paths.mjs');
  const { readRedirects } = await import('../../tools/serve.mjs');
  const { readFileSync } = await import('node:fs');
  const web = await startServer(join(REPO, 'web'), 0);
  try {
    assert.equal((await get(web.url, '/', 'HEAD')).status, 200);
    assert.equal((await get(web.url, '/play/', 'HEAD')).status, 200);
    assert.match((await get(web.url, '/package/index.js', 'HEAD')).type, /^text\/javascript/);
    assert.equal((await get(web.url, '/package/../site.css')).status, 200, 'a normalised path stays in its mount');
    assert.notEqual((await get(web.url, '/package/%2e%2e/%2e%2e/README.md')).status, 200, 'never outside web/');
    const moved = await get(web.url, '/demo/?players=2');
    assert.deepEqual([moved.status, moved.location], [301, '/play/?players=2']);
    assert.equal((await get(web.url, '/boards/catan.html')).location, '/games/catan/');
    assert.equal((await get(web.url, '/src/tribun.js')).location, '/package/src/tribun.js');
    const rules = readRedirects(readFileSync(join(REPO, 'web', 'site', '_redirects'), 'utf8'));
    assert.ok(rules.length >= 20, `${rules.length} redirects read`);
    for (const r of rules) {
      // A folder rule is tried on its folder itself; folders without an index page only redirect.
      const to = r.to.replace(':splat', '');
      const example = r.prefix ?? r.from;
      const target = /^\/(src|board|types|dist|lessons)\//.test(r.from) ? null : to;
      assert.equal((await get(web.url, example)).location, to, `${example} redirects to ${to}`);
      if (target) assert.equal((await get(web.url, target, 'HEAD')).status, 200, `${example} -> ${target} exists`);
    }
  } finally {
    await web.close();
  }
});
