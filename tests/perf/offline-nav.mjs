// Offline navigation benchmark: after one online visit, how long from the start of a navigation
// with no network to the route's heading on screen (served by the service worker from its
// precache). Several routes, several runs each; prints the medians. Target: under 300 ms.
// Usage: node tests/perf/offline-nav.mjs [--dist dist] [--runs 7] [--json out.json]
// Needs a production build (npm run build) and Chromium (/usr/bin/chromium or CHROME_PATH).
import { existsSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { parseArgs } from 'node:util';
import { chromium } from 'playwright-core';
import { chromiumLaunchArgs } from '../tools/chromium-flags.mjs';
import { ensureChromium, root } from '../tools/ensure.mjs';
import { createStaticServer } from '../tools/serve.mjs';

const TARGET_MS = 300;
const { values: opts } = parseArgs({
  options: { dist: { type: 'string', default: 'dist' }, runs: { type: 'string', default: '7' }, json: { type: 'string' } },
});
const dist = path.resolve(root, opts.dist);
if (!existsSync(path.join(dist, 'sw.js'))) {
  console.error(`No build with a service worker at ${dist}. Run \`npm run build\` first.`);
  process.exit(1);
}
const runs = Math.max(1, Number(opts.runs) || 7);

// Public screens, prerendered or not, with what their main heading says.
const routes = [
  ['/', /./],
  ['/about', /About/i],
  ['/drugs/search', /Find Your Medication/i],
  ['/consultations/book', /Book a Consultation/i],
  ['/cart', /cart/i],
  ['/auth/login', /Welcome back/i],
  ['/orders/track', /Track Your Order/i],
  ['/pending', /Pending/i],
];

const server = createStaticServer(dist);
await new Promise((resolve) => server.listen(0, '127.0.0.1', resolve));
const base = `http://127.0.0.1:${server.address().port}`;

const browser = await chromium.launch({ executablePath: ensureChromium(), args: chromiumLaunchArgs });
const context = await browser.newContext({ viewport: { width: 375, height: 740 } });
// Records, in the page's own clock (0 = navigation start), when an <h1> with text is laid out.
await context.addInitScript(() => {
  const w = window;
  const check = () => {
    const h1 = document.querySelector('h1');
    if (w.__headingAt === undefined && h1 && h1.textContent.trim() && h1.getBoundingClientRect().height > 0) {
      w.__headingAt = performance.now();
      w.__headingText = h1.textContent.trim();
    }
  };
  new MutationObserver(check).observe(document, { childList: true, subtree: true, characterData: true });
  document.addEventListener('DOMContentLoaded', check);
});
const page = await context.newPage();

// The first, online visit installs the worker; a second visit of each route warms it like a repeat visitor.
await page.goto(`${base}/`);
await page.evaluate(async () => {
  await navigator.serviceWorker.ready;
  if (!navigator.serviceWorker.controller) {
    await new Promise((resolve) => navigator.serviceWorker.addEventListener('controllerchange', resolve, { once: true }));
  }
});
for (const [route] of routes) await page.goto(`${base}${route}`, { waitUntil: 'load' });
server.close();
await context.setOffline(true);

const timings = Object.fromEntries(routes.map(([route]) => [route, []]));
for (let run = 0; run < runs; run++) {
  for (const [route, heading] of routes) {
    await page.goto(`${base}${route}`, { waitUntil: 'commit' });
    await page.waitForFunction(() => window.__headingAt !== undefined, null, { timeout: 10_000 });
    const { at, text } = await page.evaluate(() => ({ at: window.__headingAt, text: window.__headingText }));
    if (!heading.test(text)) throw new Error(`${route}: heading "${text}" does not match ${heading}`);
    timings[route].push(at);
  }
}
await browser.close();

const median = (xs) => {
  const s = [...xs].sort((a, b) => a - b);
  return s.length % 2 ? s[(s.length - 1) / 2] : (s[s.length / 2 - 1] + s[s.length / 2]) / 2;
};
console.log(`Offline navigation to heading (median of ${runs} runs, 375 px, repeat visit)`);
for (const [route, list] of Object.entries(timings)) console.log(`  ${route.padEnd(22)} ${median(list).toFixed(0).padStart(5)} ms`);
const overall = median(Object.values(timings).flat());
console.log(`Median over all routes: ${overall.toFixed(0)} ms (target < ${TARGET_MS} ms) ${overall < TARGET_MS ? 'OK' : 'OVER TARGET'}`);
if (opts.json) writeFileSync(opts.json, JSON.stringify({ runs, overall, timings }, null, 2));
process.exit(overall < TARGET_MS ? 0 : 1);
