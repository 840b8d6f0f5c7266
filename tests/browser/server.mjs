// Static file server for the browser tests: serves one directory (web/ by default) on a free
// loopback port. Never serves outside the root; directories serve their index.html.
import { createServer } from 'node:http';
import { readFile, stat } from 'node:fs/promises';
import { extname, join, resolve, sep } from 'node:path';

const MIME = {
  '.html': 'text/html; charset=utf-8',
  '.js': 'text/javascript; charset=utf-8',
  '.mjs': 'text/javascript; charset=utf-8',
  '.css': 'text/css; charset=utf-8',
  '.json': 'application/json; charset=utf-8',
  '.wasm': 'application/wasm',
  '.svg': 'image/svg+xml',
  '.png': 'image/png',
};

/**
 * Starts serving `root` on 127.0.0.1 with an OS-chosen port.
 * @returns {Promise<{url: string, close: () => Promise<void>}>} url ends with '/'
 */
export async function startServer(root) {
  const base = resolve(root);
  const server = createServer(async (req, res) => {
    try {
      const path = decodeURIComponent(new URL(req.url, 'http://localhost').pathname);
      if (path === '/favicon.ico') {
        // Browsers ask for it on their own; a 404 would show up as a console error of the page.
        res.writeHead(204).end();
        return;
      }
      let file = resolve(join(base, path));
      if (file !== base && !file.startsWith(base + sep)) {
        res.writeHead(403).end('forbidden');
        return;
      }
      const info = await stat(file).catch(() => null);
      if (info?.isDirectory()) {
        if (!path.endsWith('/')) {
          res.writeHead(301, { location: `${path}/` }).end();
          return;
        }
        file = join(file, 'index.html');
      }
      const body = await readFile(file).catch(() => null);
      if (body === null) {
        res.writeHead(404, { 'content-type': 'text/plain' }).end('not found');
        return;
      }
      res.writeHead(200, {
        'content-type': MIME[extname(file)] ?? 'application/octet-stream',
        'cache-control': 'no-store',
      });
      res.end(req.method === 'HEAD' ? undefined : body);
    } catch {
      res.writeHead(400).end('bad request');
    }
  });
  await new Promise((ok) => server.listen(0, '127.0.0.1', ok));
  const { port } = server.address();
  return {
    url: `http://127.0.0.1:${port}/`,
    close: () => new Promise((ok) => server.close(() => ok())),
  };
}
