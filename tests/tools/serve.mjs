// A small static server for the production build: long-lived caching for hashed assets, no-cache
// for the HTML and service worker, gzip/brotli, and the SPA fallback (prerendered page if any).
import { createServer } from 'node:http';
import { readFile, stat } from 'node:fs/promises';
import { brotliCompressSync, gzipSync, constants as zlib } from 'node:zlib';
import path from 'node:path';

const types = {
  '.html': 'text/html; charset=utf-8',
  '.js': 'text/javascript; charset=utf-8',
  '.mjs': 'text/javascript; charset=utf-8',
  '.css': 'text/css; charset=utf-8',
  '.json': 'application/json; charset=utf-8',
  '.webmanifest': 'application/manifest+json; charset=utf-8',
  '.svg': 'image/svg+xml',
  '.png': 'image/png',
  '.ico': 'image/x-icon',
  '.txt': 'text/plain; charset=utf-8',
  '.xml': 'application/xml; charset=utf-8',
  '.woff2': 'font/woff2',
};
const compressible = new Set(['.html', '.js', '.mjs', '.css', '.json', '.webmanifest', '.svg', '.txt', '.xml']);

async function fileIfExists(file) {
  try {
    const s = await stat(file);
    return s.isFile() ? file : undefined;
  } catch {
    return undefined;
  }
}

export function createStaticServer(distDir) {
  const cache = new Map();
  async function load(file, encoding) {
    // The build may be replaced while serving (update tests): key on the file's mtime.
    const key = `${file}|${encoding}|${(await stat(file)).mtimeMs}`;
    if (!cache.has(key)) {
      const raw = await readFile(file);
      const body =
        encoding === 'br'
          ? brotliCompressSync(raw, { params: { [zlib.BROTLI_PARAM_QUALITY]: 9 } })
          : encoding === 'gzip'
            ? gzipSync(raw, { level: 9 })
            : raw;
      cache.set(key, body);
    }
    return cache.get(key);
  }

  async function resolve(urlPath) {
    const clean = path.normalize(decodeURIComponent(urlPath)).replace(/^(\.\.[/\\])+/, '');
    const direct = path.join(distDir, clean);
    if (!direct.startsWith(distDir)) return undefined;
    if (path.extname(clean)) return { file: await fileIfExists(direct), fallback: false };
    const prerendered = await fileIfExists(path.join(direct, 'index.html'));
    // shell.html is the empty app shell; index.html may be the prerendered landing page.
    const shell = (await fileIfExists(path.join(distDir, 'shell.html'))) ?? path.join(distDir, 'index.html');
    return { file: prerendered ?? shell, fallback: !prerendered };
  }

  return createServer(async (req, res) => {
    try {
      const url = new URL(req.url ?? '/', 'http://localhost');
      const found = await resolve(url.pathname);
      if (!found?.file) {
        res.writeHead(404, { 'content-type': 'text/plain; charset=utf-8' }).end('Not found');
        return;
      }
      const ext = path.extname(found.file);
      const accept = String(req.headers['accept-encoding'] ?? '');
      const encoding = !compressible.has(ext) ? undefined : /\bbr\b/.test(accept) ? 'br' : /\bgzip\b/.test(accept) ? 'gzip' : undefined;
      const body = await load(found.file, encoding);
      const immutable = url.pathname.startsWith('/assets/');
      res.writeHead(200, {
        'content-type': types[ext] ?? 'application/octet-stream',
        'cache-control': immutable ? 'public, max-age=31536000, immutable' : 'no-cache',
        'x-content-type-options': 'nosniff',
        vary: 'accept-encoding',
        ...(encoding ? { 'content-encoding': encoding } : {}),
      });
      res.end(req.method === 'HEAD' ? undefined : body);
    } catch (error) {
      res.writeHead(500, { 'content-type': 'text/plain; charset=utf-8' }).end(String(error));
    }
  });
}
