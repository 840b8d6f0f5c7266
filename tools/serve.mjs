// Tiny static file server for the web/ package, demo and tutorial (development and tests only).
//   node tools/serve.mjs [ROOT=web] [PORT=8080]   (PORT 0: any free port)
//   import { startServer } from '../tools/serve.mjs'   (the browser tests)
// Serves on 127.0.0.1 only, never outside ROOT, with the MIME types browsers need for ES
// modules and WebAssembly. "/" and directories serve their index.html.
import { createServer } from 'node:http';
import { createReadStream } from 'node:fs';
import { stat } from 'node:fs/promises';
import { extname, join, resolve, sep } from 'node:path';
import { pathToFileURL } from 'node:url';

const host = '127.0.0.1';

const MIME = {
  '.html': 'text/html; charset=utf-8',
  '.js': 'text/javascript; charset=utf-8',
  '.mjs': 'text/javascript; charset=utf-8',
  '.css': 'text/css; charset=utf-8',
  '.json': 'application/json; charset=utf-8',
  '.map': 'application/json; charset=utf-8',
  '.wasm': 'application/wasm',
  '.svg': 'image/svg+xml',
  '.png': 'image/png',
  '.ico': 'image/x-icon',
  '.txt': 'text/plain; charset=utf-8',
  '.md': 'text/markdown; charset=utf-8',
  '.ts': 'text/plain; charset=utf-8',
};

function send(res, status, text) {
  res.writeHead(status, { 'content-type': 'text/plain; charset=utf-8' });
  res.end(text);
}

async function handle(root, req, res, headers) {
  if (req.method !== 'GET' && req.method !== 'HEAD') return send(res, 405, 'method not allowed\n');
  let path;
  try {
    path = decodeURIComponent(new URL(req.url, 'http://localhost').pathname);
  } catch {
    return send(res, 400, 'bad request\n');
  }
  // Browsers ask for it on their own; a 404 would show up as a console error of the page.
  if (path === '/favicon.ico') return res.writeHead(204).end();
  let file = resolve(join(root, path));
  if (file !== root && !file.startsWith(root + sep)) return send(res, 403, 'forbidden\n');
  let info = await stat(file).catch(() => null);
  if (info?.isDirectory()) {
    if (!path.endsWith('/')) {
      res.writeHead(301, { location: `${path}/` });
      return res.end();
    }
    file = join(file, 'index.html');
    info = await stat(file).catch(() => null);
  }
  if (!info?.isFile()) return send(res, 404, `not found: ${path}\n`);
  // As a static host does: the browser keeps what it got and asks again on every use
  // (no-cache), and the validator lets an unchanged file come back as a 304 without its bytes
  // (an edited file has a new size or modification time, so it is always sent again).
  const etag = `"${info.size.toString(36)}-${info.mtimeMs.toString(36)}"`;
  const caching = { 'cache-control': 'no-cache', etag, 'last-modified': info.mtime.toUTCString() };
  if (req.headers['if-none-match']?.split(/\s*,\s*/).includes(etag)) {
    res.writeHead(304, { ...caching, ...headers });
    return res.end();
  }
  res.writeHead(200, {
    'content-type': MIME[extname(file).toLowerCase()] ?? 'application/octet-stream',
    'content-length': info.size,
    ...caching,
    ...headers,
  });
  if (req.method === 'HEAD') return res.end();
  createReadStream(file).pipe(res);
}

/**
 * Serves `root` on 127.0.0.1 (port 0: any free port). `headers` are added to every file served
 * (e.g. a Content-Security-Policy, tests/packaging/browser.test.mjs). `intercept(req, res)`, when
 * given, sees every request first and returns true for those it answered itself (a benchmark's
 * own routes, bench/site/bare-chromium.mjs).
 * @returns {Promise<{url: string, close: () => Promise<void>}>} url ends with '/'
 */
export function startServer(root, port = 0, { headers = {}, intercept = null } = {}) {
  const base = resolve(root);
  const server = createServer(async (req, res) => {
    try {
      if (intercept && await intercept(req, res)) return;
      await handle(base, req, res, headers);
    } catch (err) {
      // A failure after the headers went out (a read error mid-file, an intercept that threw
      // after answering) can only end the connection.
      if (res.headersSent) res.destroy(err);
      else send(res, 500, `${err.message}\n`);
    }
  });
  return new Promise((done, fail) => {
    server.once('error', fail);
    server.listen(port, host, () =>
      done({
        url: `http://${host}:${server.address().port}/`,
        // Not waiting for requests still open (a client that stalls would hold the close).
        close: () => new Promise((closed) => {
          server.close(() => closed());
          server.closeAllConnections();
        }),
      }),
    );
  });
}

if (import.meta.url === pathToFileURL(process.argv[1] ?? '').href) {
  const root = resolve(process.argv[2] ?? 'web');
  const { url } = await startServer(root, Number(process.argv[3] ?? 8080));
  // Tests that start this script with port 0 read the port from this line.
  console.log(`serving ${root} on ${url} (Ctrl+C to stop)`);
}
