// Tiny static file server for the site and the package (development and tests only).
//   node tools/serve.mjs [ROOT=web] [PORT=8080]   (PORT 0: any free port)
//   import { startServer } from '../tools/serve.mjs'   (the browser tests)
// Serves on 127.0.0.1 only, never outside ROOT, with the MIME types browsers need for ES
// modules and WebAssembly. "/" and directories serve their index.html.
// A root holding site/ and package/ (the repository's web/) is served as it is published: the
// site at "/", the package at "/package/" (the site's relative imports of ../package/ resolve
// there), and the old addresses in site/_redirects (Netlify's format, which static hosts read)
// answered with their redirect.
import { createServer } from 'node:http';
import { createReadStream, existsSync, readFileSync } from 'node:fs';
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

/**
 * The redirects of a `_redirects` file: lines "FROM TO [STATUS]", FROM an exact path or a prefix
 * ending in "*" whose rest replaces ":splat" in TO; "#" starts a comment.
 */
export function readRedirects(text) {
  const rules = [];
  for (const line of text.split('\n')) {
    const [from, to, status = '301'] = line.replace(/#.*/, '').trim().split(/\s+/);
    if (!from || !to) continue;
    rules.push({ from, to, status: Number(status), prefix: from.endsWith('*') ? from.slice(0, -1) : null });
  }
  return rules;
}

function redirectFor(rules, path) {
  for (const r of rules) {
    if (r.prefix !== null ? path.startsWith(r.prefix) : path === r.from) {
      return { to: r.prefix !== null ? r.to.replace(':splat', path.slice(r.prefix.length)) : r.to, status: r.status };
    }
  }
  return null;
}

/** Where `root` is served from: [url prefix, folder] pairs, the longest prefix first. */
function layoutOf(root) {
  const site = join(root, 'site'), pkg = join(root, 'package');
  if (!existsSync(site) || !existsSync(join(pkg, 'package.json'))) return { mounts: [['/', root]], redirects: [] };
  const file = join(site, '_redirects');
  return {
    mounts: [['/package/', pkg], ['/', site]],
    redirects: existsSync(file) ? readRedirects(readFileSync(file, 'utf8')) : [],
  };
}

/** The file `root` serves at the decoded URL path `path` (null outside its folders). */
export function servedFile(root, path) {
  return fileOf(layoutOf(resolve(root)), path);
}

function fileOf(layout, path) {
  const [prefix, folder] = layout.mounts.find(([p]) => path.startsWith(p) || `${path}/` === p);
  const file = resolve(join(folder, path.slice(prefix.length - 1)));
  return file === folder || file.startsWith(folder + sep) ? file : null;
}

async function handle(layout, req, res, headers) {
  if (req.method !== 'GET' && req.method !== 'HEAD') return send(res, 405, 'method not allowed\n');
  let path, search;
  try {
    const url = new URL(req.url, 'http://localhost');
    path = decodeURIComponent(url.pathname);
    search = url.search;
  } catch {
    return send(res, 400, 'bad request\n');
  }
  // Browsers ask for it on their own; a 404 would show up as a console error of the page.
  if (path === '/favicon.ico') return res.writeHead(204).end();
  const moved = redirectFor(layout.redirects, path);
  if (moved) {
    res.writeHead(moved.status, { location: moved.to + search });
    return res.end();
  }
  let file = fileOf(layout, path);
  if (file === null) return send(res, 403, 'forbidden\n');
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
  const layout = layoutOf(resolve(root));
  const server = createServer(async (req, res) => {
    try {
      if (intercept && await intercept(req, res)) return;
      await handle(layout, req, res, headers);
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
