// What a first visit really downloads, measured in Chromium rather than read from the build's
// manifest: every script the page requests while it loads and settles (lazy shell widgets, the
// service worker's registration, anything started "after load"), not only its first-load closure,
// and, counted at the server, everything the visit fetches (HTML, CSS, JS, fonts, icons, the
// service worker and its precache). Used by tests/perf/budget.mjs.
import { existsSync, readFileSync, statSync } from 'node:fs';
import { gzipSync } from 'node:zlib';
import path from 'node:path';
import { chromium } from 'playwright-core';
import { chromiumLaunchArgs } from '../tools/chromium-flags.mjs';
import { ensureChromium } from '../tools/ensure.mjs';
import { createStaticServer } from '../tools/serve.mjs';

const compressible = /\.(html|js|mjs|css|json|webmanifest|svg|txt|xml)$/;
const SETTLE_MS = 30_000;

/** The file the static server answers a path with (tests/tools/serve.mjs): a file, a prerendered page or the shell. */
function fileFor(dist, pathname) {
  const direct = path.join(dist, decodeURIComponent(pathname));
  if (path.extname(pathname)) return existsSync(direct) && statSync(direct).isFile() ? direct : undefined;
  const page = path.join(direct, 'index.html');
  return existsSync(page) ? page : path.join(dist, existsSync(path.join(dist, 'shell.html')) ? 'shell.html' : 'index.html');
}

/** Sizes as the other budgets count them: gzip level 9 for text, the file itself for images and fonts. */
function sizeOf(file) {
  const body = readFileSync(file);
  return compressible.test(file) ? gzipSync(body, { level: 9 }).length : body.length;
}

/**
 * Opens `route` once in a fresh profile (nobody signed in, nothing queued, no service worker yet)
 * on a phone-sized screen. `scripts`: the gzip size of every script the page requested in its first
 * `windowMs` (the worker's own script and its precache are the worker's downloads, not counted
 * there). `all`: every response the server sent for this visit (each request counts, so a file the
 * page and the precache both fetch counts twice), until the worker has installed (at most 30 s
 * more) or, when it does not start, until `windowMs`. `saveData` turns the browser's Save-Data on.
 */
export async function measureFirstVisit(dist, { route = '/', windowMs = 8_000, saveData = false } = {}) {
  const server = createStaticServer(dist);
  const served = [];
  server.prependListener('request', (req, res) => {
    res.on('finish', () => served.push({ pathname: new URL(req.url ?? '/', 'http://x').pathname, status: res.statusCode }));
  });
  await new Promise((resolve) => server.listen(0, '127.0.0.1', resolve));
  const origin = `http://127.0.0.1:${server.address().port}`;
  const browser = await chromium.launch({ executablePath: ensureChromium(), args: chromiumLaunchArgs });
  try {
    const context = await browser.newContext({
      viewport: { width: 375, height: 740 },
      ...(saveData ? { extraHTTPHeaders: { 'Save-Data': 'on' } } : {}),
    });
    if (saveData) {
      await context.addInitScript(() => {
        Object.defineProperty(navigator, 'connection', { configurable: true, value: { saveData: true, effectiveType: '2g' } });
      });
    }
    const page = await context.newPage();
    const requests = [];
    let start = 0;
    page.on('request', (request) => {
      if (request.resourceType() === 'script') requests.push({ request, at: Date.now() - start });
    });
    start = Date.now();
    await page.goto(`${origin}${route}`, { waitUntil: 'commit' });
    // The wait is the measurement: whatever the page starts within this window counts.
    await new Promise((resolve) => setTimeout(resolve, Math.max(0, windowMs - (Date.now() - start))));
    const workerStarted = await page.evaluate(async () => Boolean(await navigator.serviceWorker.getRegistration()));
    if (workerStarted) {
      await page
        .waitForFunction(() => Boolean(navigator.serviceWorker.controller), undefined, { timeout: SETTLE_MS })
        .catch(() => undefined);
    }
    const files = [];
    for (const { request, at } of requests.filter((r) => r.at <= windowMs)) {
      const url = new URL(request.url());
      const local = path.join(dist, decodeURIComponent(url.pathname));
      const sameOrigin = url.origin === origin && existsSync(local) && statSync(local).isFile();
      // A script from elsewhere (none today) counts with what it actually sent.
      const body = sameOrigin ? readFileSync(local) : await request.response().then((r) => r?.body().catch(() => undefined));
      files.push({ file: sameOrigin ? url.pathname : url.href, at, bytes: body ? gzipSync(body, { level: 9 }).length : 0 });
    }
    const unique = [...new Map(files.map((f) => [f.file, f])).values()].sort((a, b) => a.at - b.at);
    const responses = served
      .filter((s) => s.status === 200)
      .map((s) => ({ ...s, file: fileFor(dist, s.pathname) }))
      .filter((s) => s.file)
      .map((s) => ({ pathname: s.pathname, bytes: sizeOf(s.file) }));
    const byKind = {};
    for (const r of responses) {
      const kind = r.pathname.match(/\.([a-z0-9]+)$/i)?.[1] ?? 'html';
      byKind[kind] = (byKind[kind] ?? 0) + r.bytes;
    }
    return {
      route,
      windowMs,
      files: unique,
      bytes: unique.reduce((n, f) => n + f.bytes, 0),
      all: { requests: responses.length, bytes: responses.reduce((n, r) => n + r.bytes, 0), byKind, workerStarted },
    };
  } finally {
    await browser.close();
    server.close();
  }
}
