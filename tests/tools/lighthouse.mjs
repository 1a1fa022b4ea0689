// `npm run lighthouse`: Lighthouse CI (mobile defaults, median of 3 runs) on the key routes of the
// production build, then one slower "regular 3G" run set of / (300 ms RTT, 700 Kbps). Prints a table.
import { spawn, spawnSync } from 'node:child_process';
import { existsSync, mkdirSync, readdirSync, readFileSync, rmSync } from 'node:fs';
import path from 'node:path';
import { chromiumFlags, ensureChromium, ensureDependencies, root } from './ensure.mjs';

ensureDependencies();
const chrome = ensureChromium();
const port = process.env.MAGANI_APP_PORT ?? '4173';
const base = `http://127.0.0.1:${port}`;

const server = spawn(process.execPath, ['tests/tools/start.mjs', '--port', port, '--data-dir', '.e2e/data-lighthouse', '--fresh'], {
  cwd: root,
  stdio: ['ignore', 'pipe', 'inherit'],
});
await new Promise((resolve, reject) => {
  server.stdout.on('data', (d) => (String(d).includes('App: ') ? resolve() : undefined));
  server.on('exit', (code) => reject(new Error(`app server exited (${code})`)));
});

const env = { ...process.env, CHROME_PATH: chrome };
const outDir = path.join(root, '.lighthouseci');
rmSync(outDir, { recursive: true, force: true });
const lhci = spawnSync(
  'npx',
  // Chromium's flags live in tests/tools/chromium-flags.mjs, not in lighthouserc.json.
  ['lhci', 'autorun', '--config=lighthouserc.json', `--collect.settings.chromeFlags=${chromiumFlags.join(' ')}`],
  { cwd: root, stdio: 'inherit', env },
);

// Slow-link check: regular 3G, simulated, 3 runs, median LCP at most 3.5 s.
const slowDir = path.join(root, '.e2e', 'lighthouse-3g');
mkdirSync(slowDir, { recursive: true });
const slowLcp = [];
for (let i = 0; i < 3; i++) {
  const out = path.join(slowDir, `run-${i}.json`);
  spawnSync('npx', ['lighthouse', `${base}/`, '--quiet', '--output=json', `--output-path=${out}`, '--only-categories=performance',
    '--throttling-method=simulate', '--throttling.rttMs=300', '--throttling.throughputKbps=700', '--throttling.cpuSlowdownMultiplier=4',
    `--chrome-flags=${chromiumFlags.join(' ')}`], { cwd: root, stdio: 'inherit', env });
  if (existsSync(out)) slowLcp.push(JSON.parse(readFileSync(out, 'utf8')).audits['largest-contentful-paint'].numericValue);
}
server.kill('SIGTERM');

const median = (xs) => [...xs].sort((a, b) => a - b)[Math.floor(xs.length / 2)];
const byUrl = new Map();
for (const file of existsSync(outDir) ? readdirSync(outDir).filter((f) => f.startsWith('lhr-') && f.endsWith('.json')) : []) {
  const lhr = JSON.parse(readFileSync(path.join(outDir, file), 'utf8'));
  const url = new URL(lhr.finalDisplayedUrl ?? lhr.finalUrl).pathname;
  byUrl.set(url, [...(byUrl.get(url) ?? []), lhr]);
}
console.log('\nLighthouse, mobile, median of runs:');
console.log('route                  perf  a11y  bp    seo   LCP ms  TBT ms  CLS');
for (const [url, runs] of [...byUrl.entries()].sort()) {
  const cat = (k) => median(runs.map((r) => r.categories[k]?.score ?? 0)).toFixed(2);
  const aud = (k) => median(runs.map((r) => r.audits[k].numericValue));
  console.log(`${url.padEnd(22)} ${cat('performance')}  ${cat('accessibility')}  ${cat('best-practices')}  ${cat('seo')}  ${String(Math.round(aud('largest-contentful-paint'))).padStart(6)}  ${String(Math.round(aud('total-blocking-time'))).padStart(6)}  ${aud('cumulative-layout-shift').toFixed(3)}`);
}
const slow = slowLcp.length ? median(slowLcp) : NaN;
const slowOk = slow <= 3500;
console.log(`\n/ on regular 3G (300 ms RTT, 700 Kbps): median LCP ${Math.round(slow)} ms (budget 3500 ms) ${slowOk ? 'ok' : 'FAILED'}`);
process.exit(lhci.status === 0 && slowOk ? 0 : 1);
