// What a first visit really downloads, measured in Chromium rather than read from the build's
// manifest: every script the page requests while it loads and settles (lazy shell widgets, the
// service worker's registration, anything started "after load"), not only its first-load closure.
// Used by tests/perf/budget.mjs.
import { existsSync, readFileSync, statSync } from 'node:fs';
import { gzipSync } from 'node:zlib';
import path from 'node:path';
import { chromium } from 'playwright-core';
import { chromiumLaunchArgs } from '../tools/chromium-flags.mjs';
import { ensureChromium } from '../tools/ensure.mjs';
import { createStaticServer } from '../tools/serve.mjs';

/**
 * Opens `route` once in a fresh profile (nobody signed in, nothing queued, no service worker yet)
 * on a phone-sized screen and sums the gzip size (level 9, as the other budgets) of every script
 * the page requested in its first `windowMs`. The worker's own script and what it precaches are
 * the worker's downloads, sized by the precache budget, and are not counted here.
 */
export async function measureFirstVisit(dist, { route = '/', windowMs = 8_000 } = {}) {
  const server = createStaticServer(dist);
  await new Promise((resolve) => server.listen(0, '127.0.0.1', resolve));
  const origin = `http://127.0.0.1:${server.address().port}`;
  const browser = await chromium.launch({ executablePath: ensureChromium(), args: chromiumLaunchArgs });
  try {
    const context = await browser.newContext({ viewport: { width: 375, height: 740 } });
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
    return { route, windowMs, files: unique, bytes: unique.reduce((n, f) => n + f.bytes, 0) };
  } finally {
    await browser.close();
    server.close();
  }
}
