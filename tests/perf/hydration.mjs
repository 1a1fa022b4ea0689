// What a first visit's main thread does, on a phone-like CPU (4x slowdown, as Lighthouse's mobile
// preset): the long tasks after the first paint, and the script time per file (V8's sampling
// profiler), so the framework chunk's share of hydration is a measurement, not a guess.
// Usage: node tests/perf/hydration.mjs [--dist dist] [--runs 3] [route ...]
import path from 'node:path';
import { parseArgs } from 'node:util';
import { chromium } from 'playwright-core';
import { chromiumLaunchArgs } from '../tools/chromium-flags.mjs';
import { ensureChromium } from '../tools/ensure.mjs';
import { createStaticServer } from '../tools/serve.mjs';

const { values: opts, positionals } = parseArgs({
  allowPositionals: true,
  options: { dist: { type: 'string', default: 'dist' }, runs: { type: 'string', default: '3' } },
});
const routes = positionals.length ? positionals : ['/', '/drugs/search', '/consultations/book', '/auth/login', '/auth/register'];
const server = createStaticServer(path.resolve(opts.dist));
await new Promise((resolve) => server.listen(0, '127.0.0.1', resolve));
const origin = `http://127.0.0.1:${server.address().port}`;
const browser = await chromium.launch({ executablePath: ensureChromium(), args: chromiumLaunchArgs });
const median = (xs) => [...xs].sort((a, b) => a - b)[Math.floor(xs.length / 2)];

async function visit(route) {
  const context = await browser.newContext({ viewport: { width: 412, height: 823 } });
  const page = await context.newPage();
  const cdp = await context.newCDPSession(page);
  await cdp.send('Emulation.setCPUThrottlingRate', { rate: 4 });
  await cdp.send('Profiler.enable');
  await cdp.send('Profiler.setSamplingInterval', { interval: 200 });
  await page.addInitScript(() => {
    window.__longTasks = [];
    new PerformanceObserver((list) => window.__longTasks.push(...list.getEntries().map((e) => ({ start: e.startTime, duration: e.duration })))).observe({ type: 'longtask', buffered: true });
  });
  await cdp.send('Profiler.start');
  await page.goto(`${origin}${route}`, { waitUntil: 'load' });
  await page.waitForTimeout(6_000);
  const { profile } = await cdp.send('Profiler.stop');
  const result = await page.evaluate(() => ({
    fcp: performance.getEntriesByName('first-contentful-paint')[0]?.startTime ?? 0,
    longTasks: window.__longTasks,
  }));
  // Self time per script file, from the profile's samples.
  const byId = new Map(profile.nodes.map((n) => [n.id, n]));
  const perFile = new Map();
  for (let i = 0; i < profile.samples.length; i++) {
    const node = byId.get(profile.samples[i]);
    const url = node.callFrame.url ? path.basename(new URL(node.callFrame.url, origin).pathname) : `(${node.callFrame.functionName || 'program'})`;
    perFile.set(url, (perFile.get(url) ?? 0) + (profile.timeDeltas[i] ?? 0) / 1000);
  }
  await context.close();
  const after = result.longTasks.filter((t) => t.start >= result.fcp);
  return { fcp: result.fcp, after, tbt: after.reduce((n, t) => n + Math.max(0, t.duration - 50), 0), perFile };
}

for (const route of routes) {
  const runs = [];
  for (let i = 0; i < Number(opts.runs); i++) runs.push(await visit(route));
  const mid = runs.find((r) => r.tbt === median(runs.map((x) => x.tbt)));
  console.log(`\n${route}: FCP ${median(runs.map((r) => r.fcp)).toFixed(0)} ms, blocking after FCP (sum of long tasks beyond 50 ms, median of ${runs.length}) ${median(runs.map((r) => r.tbt)).toFixed(0)} ms`);
  console.log(`  long tasks after FCP (median run): ${mid.after.map((t) => `${t.duration.toFixed(0)} ms at ${t.start.toFixed(0)}`).join(', ') || 'none'}`);
  const top = [...mid.perFile.entries()].filter(([f]) => !/^\((idle|program|garbage collector)\)$/.test(f)).sort((a, b) => b[1] - a[1]).slice(0, 6);
  console.log(`  script time by file: ${top.map(([f, ms]) => `${f} ${ms.toFixed(0)} ms`).join(', ')}`);
}
await browser.close();
server.close();
