// Bundle budgets, read from the production build: for every route, the gzip size of the JS and CSS
// a first visit must download before the screen works, and the total the service worker precaches.
// Then one check in Chromium: all the JS a first visit to / downloads in its first 8 s, whatever
// starts after the first load (see first-visit.mjs).
// Usage: node tests/perf/budget.mjs [--dist dist] [--json out.json]
import { readFileSync, readdirSync, existsSync, writeFileSync, statSync } from 'node:fs';
import { gzipSync } from 'node:zlib';
import path from 'node:path';
import { parseArgs } from 'node:util';
import { measureFirstVisit } from './first-visit.mjs';
import { findSecrets } from './secrets.mjs';

const KB = 1024;
export const budgets = {
  // The landing page's first load: its light script (src/light.ts); the app waits for first use.
  landingJs: 115 * KB,
  // The landing page at first use (the app, the router, Mantine, the page's own code; 130.3 KB
  // when the light script came). It was the landing's first load until then, at 130 KB with the
  // languages; now it loads at a tap, so it is held like a route's first load, with room for the
  // landing's own translated parts and well under the routes' 170 KB.
  landingAtUseJs: 135 * KB,
  landingCss: 20 * KB,
  // Dexie (30.7 KB) is in no route's first load (src/lib/live.ts reads IndexedDB after the first
  // render): the checkout is 145.6 KB; the largest routes, /orders/track, /prescriptions/upload and
  // the pharmacy's product form, are at 169.2-169.5 KB without it.
  // The languages added 2.2 KB to every route (the shell's messages and the switcher); the upload
  // screens then left @mantine/dropzone for the browser's own drop and file input (171.7 -> 162.9
  // KB), so the largest route is the pharmacy's prescriptions queue at 168.6 KB.
  routeJs: 170 * KB,
  // What another language adds to a page's first load: Lingui and what the page waits for, its core
  // and area on the public pages, its page catalogue on the app's screens (src/ssr/messages-plugin.ts).
  languageJs: 8 * KB,
  // A guest's or patient's precache: the public and patient screens. 780 KB while it held every
  // role's screens and the prerendered pages; a pharmacy's, doctor's, rider's or admin's screens are
  // added at that role's sign-in (src/ssr/role-screens.ts), and supabase-js (54 KB) is kept by the
  // worker when a screen first talks to the server (sw/precache.ts).
  // The booking calendar (kept once shown: choosing a time needs the server) and the payout card
  // (pharmacies, doctors and riders only) are not in it either: 513.6 -> 491.6 KB.
  precache: 500 * KB,
  // A staff device: the precache plus its role's screens.
  staffPrecache: 550 * KB,
  // Everything a guest's first visit to / fetches in 8 s: the first load and what starts after it
  // (shell widgets, the worker's registration). The outbox and Dexie are not among it: they start
  // only when a visit needs them (src/lib/pwa/start.ts).
  firstVisitJs: 125 * KB,
  // Every byte a guest's first visit to / downloads: HTML, CSS, JS, fonts, icons, the worker and
  // its precache (the catalogue copy, data fetched once the page is idle, is in the README).
  firstVisitAll: 650 * KB,
};

const { values: opts } = parseArgs({
  options: { dist: { type: 'string', default: 'dist' }, json: { type: 'string' } },
});
const dist = path.resolve(opts.dist);
const manifestPath = path.join(dist, '.vite/manifest.json');
if (!existsSync(manifestPath)) {
  console.error(`No build found at ${dist} (missing .vite/manifest.json). Run \`MAGANI_LOCAL=1 npx vite build\` first.`);
  process.exit(1);
}
const manifest = JSON.parse(readFileSync(manifestPath, 'utf8'));

const gzipCache = new Map();
function gzipSize(file) {
  if (!gzipCache.has(file)) gzipCache.set(file, gzipSync(readFileSync(path.join(dist, file)), { level: 9 }).length);
  return gzipCache.get(file);
}

/** Static import closure of manifest entries: what must load before the chunk runs. */
function closure(keys, seen = new Set()) {
  for (const key of keys) {
    if (seen.has(key) || !manifest[key]) continue;
    seen.add(key);
    closure(manifest[key].imports ?? [], seen);
  }
  return seen;
}

// What every page loads before any route code: the scripts and styles the app shell's HTML names.
const shellHtml = readFileSync(path.join(dist, existsSync(path.join(dist, 'shell.html')) ? 'shell.html' : 'index.html'), 'utf8');
const shellJs = [...shellHtml.matchAll(/<script[^>]*\ssrc="\/([^"]+\.js)"/g), ...shellHtml.matchAll(/<link[^>]*rel="modulepreload"[^>]*href="\/([^"]+)"/g)].map((m) => m[1]);
const shellCss = [...shellHtml.matchAll(/<link[^>]*rel="stylesheet"[^>]*href="\/([^"]+)"/g)].map((m) => m[1]);
if (!shellJs.length) {
  console.error('The app shell HTML loads no script: cannot size the first load.');
  process.exit(1);
}

function sizeOf(routeKeys) {
  const js = new Set(shellJs);
  const css = new Set(shellCss);
  for (const key of closure(routeKeys)) {
    js.add(manifest[key].file);
    for (const c of manifest[key].css ?? []) css.add(c);
  }
  const sum = (files) => [...files].reduce((n, f) => n + gzipSize(f), 0);
  return { js: sum(js), css: sum(css) };
}

/** src/routes/pharmacy/index.tsx?tsr-split=component -> /pharmacy */
function routePath(src) {
  const rel = src.replace(/^src\/routes\//, '').replace(/\?.*$/, '').replace(/\.tsx?$/, '');
  const segments = rel.split('/').filter((s) => s !== 'index' && s !== 'route');
  return '/' + segments.join('/');
}

const routeChunks = new Map();
for (const [key, chunk] of Object.entries(manifest)) {
  if (!key.startsWith('src/routes/') || key.includes('__root') || !chunk.isDynamicEntry) continue;
  const p = routePath(key);
  routeChunks.set(p, [...(routeChunks.get(p) ?? []), key]);
}

const rows = [...routeChunks.entries()]
  .map(([p, keys]) => {
    const size = sizeOf(keys);
    return { route: p, ...size };
  })
  .sort((a, b) => a.route.localeCompare(b.route));

// What the service worker precaches: the URLs injected into dist/sw.js.
let precache;
const swPath = path.join(dist, 'sw.js');
if (existsSync(swPath)) {
  const sw = readFileSync(swPath, 'utf8');
  const urls = new Set([...sw.matchAll(/url:\s*"([^"]+)"|"url":\s*"([^"]+)"/g)].map((m) => m[1] ?? m[2]));
  const files = [...urls].map((u) => u.replace(/^\//, '')).filter((f) => existsSync(path.join(dist, f)) && statSync(path.join(dist, f)).isFile());
  precache = { files: files.length, bytes: files.reduce((n, f) => n + gzipSize(f), 0) + gzipSize('sw.js') };
}

// What a staff role's sign-in adds (dist/role-screens.json, src/ssr/role-screens.ts).
const roleListPath = path.join(dist, 'role-screens.json');
const roleLists = existsSync(roleListPath) ? JSON.parse(readFileSync(roleListPath, 'utf8')) : {};
const roleBytes = (role) => (roleLists[role] ?? []).reduce((n, url) => n + gzipSize(url.replace(/^\//, '')), 0);
const roleNames = ['guest', 'patient', 'pharmacy', 'doctor', 'rider', 'admin'];

const fmt = (n) => `${(n / KB).toFixed(1)} KB`;
const checks = [];
const check = (name, value, limit) => checks.push({ name, value, limit, ok: value <= limit });

// The landing page's first load, as its prerendered HTML names it: the light script the inline
// loader adds at the paint (src/ssr/script-loader.ts); the app's files wait for first use.
const landingHtml = readFileSync(path.join(dist, 'index.html'), 'utf8');
const lightList = /\],\[[^\]]*\],(\[[^\]]*\])\);/.exec(landingHtml)?.[1];
const lightFiles = lightList ? JSON.parse(lightList).map((f) => f.replace(/^\//, '')) : [];
const lightClosure = new Set(lightFiles);
for (const key of closure(Object.keys(manifest).filter((k) => lightFiles.includes(manifest[k].file)))) lightClosure.add(manifest[key].file);
const landingLight = [...lightClosure].reduce((n, f) => n + gzipSize(f), 0);
if (!lightFiles.length) checks.push({ name: 'the landing page names its light script', value: 0, limit: 0, ok: false });

console.log('\nFirst-load size per route (gzip):');
console.log(`${'route'.padEnd(40)} ${'JS'.padStart(10)} ${'CSS'.padStart(10)}`);
for (const row of rows) {
  console.log(`${row.route.padEnd(40)} ${fmt(row.js).padStart(10)} ${fmt(row.css).padStart(10)}`);
  check(`${row.route}${row.route === '/' ? ' at first use' : ''} first-load JS`, row.js, row.route === '/' ? budgets.landingAtUseJs : budgets.routeJs);
  if (row.route === '/') check('/ first-load CSS', row.css, budgets.landingCss);
}
console.log(`\nThe landing page until first use (its light script): ${fmt(landingLight)} JS in ${lightClosure.size} files; the app at first use: the / row above`);
check('/ first-load JS (until first use)', landingLight, budgets.landingJs);

// Each language other than English: Lingui and the catalogues a page in it loads first, the shell's
// (core) and its own area's (src/lib/i18n/areas.ts), checked for every area.
const chunkFiles = Object.values(manifest).map((chunk) => chunk.file);
const runtimeFile = chunkFiles.find((f) => /^assets\/runtime-[\w-]+\.js$/.test(f));
// The areas whose pages need no shared screen parts, as src/lib/i18n/areas.ts lists them.
const areasSource = readFileSync(path.resolve('src/lib/i18n/areas.ts'), 'utf8');
const standaloneAreas = new Set([.../const standalone = new Set<Area>\(\[([^\]]*)\]/.exec(areasSource)?.[1].matchAll(/'([a-z-]+)'/g) ?? []].map((m) => m[1]));
if (!standaloneAreas.size) checks.push({ name: 'the standalone areas read from areas.ts', value: 0, limit: 0, ok: false });
console.log('\nWhat a language adds to a first load, per area (gzip; English adds nothing):');
for (const language of ['pcm', 'ha', 'yo', 'ig']) {
  const areaFiles = new Map(
    chunkFiles
      .map((f) => [new RegExp(`^assets/messages-${language}-([a-z]+)-[\\w-]+\\.js$`).exec(f)?.[1], f])
      .filter(([area]) => area),
  );
  const core = areaFiles.get('core');
  if (!core || !runtimeFile) {
    checks.push({ name: `${language} core catalogue in the build`, value: 0, limit: 0, ok: false });
    continue;
  }
  const base = gzipSize(core) + gzipSize(runtimeFile);
  const common = areaFiles.get('common');
  const parts = [];
  let largest = 0;
  // The public pages (a first visit's): Lingui, the core and their own area.
  for (const [area, file] of areaFiles) {
    if (!standaloneAreas.has(area)) continue;
    const added = base + gzipSize(file);
    largest = Math.max(largest, added);
    parts.push(`${area} ${fmt(added)}`);
    check(`${language}: what the language adds to a first load in area ${area}`, added, budgets.languageJs);
  }
  // The app's screens: Lingui and the route's page catalogue (the shell's messages and its own);
  // the core and the areas follow once the page shows (src/lib/i18n/runtime.ts).
  const pageFiles = readdirSync(path.join(dist, 'assets'))
    .map((f) => [new RegExp(`^messages-${language}-page-(.+)-[\\w-]{8}\\.json$`).exec(f)?.[1], `assets/${f}`])
    .filter(([page]) => page);
  if (pageFiles.length < 40) checks.push({ name: `${language} page catalogues in the build (${pageFiles.length})`, value: 0, limit: 0, ok: false });
  const pageSizes = [];
  for (const [page, file] of pageFiles) {
    const added = gzipSize(runtimeFile) + gzipSize(file);
    pageSizes.push([page, added]);
    check(`${language}: what the language adds to the first load of /${page}`, added, budgets.languageJs);
  }
  pageSizes.sort((a, b) => b[1] - a[1]);
  const [heaviest, heaviestSize] = pageSizes[0] ?? ['none', 0];
  const afterwards = [...areaFiles].filter(([area]) => area !== 'core' && !standaloneAreas.has(area)).map(([area, file]) => gzipSize(file) + (common && area !== 'common' ? gzipSize(common) : 0));
  console.log(`  ${language.padEnd(4)} largest public page ${fmt(largest)} (Lingui ${fmt(gzipSize(runtimeFile))}, core ${fmt(gzipSize(core))}; ${parts.join(', ')})`);
  console.log(`       app screens: ${pageFiles.length} pages, largest ${fmt(heaviestSize)} (/${heaviest}), median ${fmt(pageSizes[Math.floor(pageSizes.length / 2)]?.[1] ?? 0)}; then, once the page shows: core and its area with common, up to ${fmt(Math.max(0, ...afterwards) + gzipSize(core))}`);
}


if (precache) {
  console.log(`\nService worker precache: ${precache.files} files, ${fmt(precache.bytes)} gzip`);
  if (!existsSync(roleListPath)) checks.push({ name: 'role-screens.json in the build', value: 0, limit: 0, ok: false });
}

// One real page load: a fresh profile, nobody signed in, nothing queued. Then the same with Save-Data.
const firstVisit = await measureFirstVisit(dist, { route: '/', windowMs: 8_000 });
const saving = await measureFirstVisit(dist, { route: '/', windowMs: 8_000, saveData: true });
const later = firstVisit.files.filter((f) => !lightClosure.has(f.file.replace(/^\//, '')));
console.log(`\nFirst visit to / in Chromium: ${fmt(firstVisit.bytes)} of JS (gzip) in its first 8 s, ${firstVisit.files.length} files`);
console.log(`  after the first load: ${later.map((f) => `${path.basename(f.file)} ${fmt(f.bytes)}`).join(', ') || 'nothing'}`);
check('/ first visit, all JS in 8 s', firstVisit.bytes, budgets.firstVisitJs);
const kinds = (all) => Object.entries(all.byKind).map(([k, n]) => `${k} ${fmt(n)}`).join(', ');
console.log(`  everything it downloads, worker and precache included: ${fmt(firstVisit.all.bytes)} in ${firstVisit.all.requests} responses (${kinds(firstVisit.all)})`);
console.log(`  with Save-Data on (the worker waits for the second visit): ${fmt(saving.all.bytes)} in ${saving.all.requests} responses (${kinds(saving.all)})`);
if (saving.all.workerStarted) checks.push({ name: 'Save-Data first visit started the worker', value: 1, limit: 0, ok: false });

// Per role: a guest or patient gets the precache; a staff role's sign-in adds its screens. The whole
// first visit is the guest's measured one plus, for a staff role signing in on it, those screens.
console.log(`\n${'role'.padEnd(10)} ${'precache'.padStart(10)} ${'first visit (all bytes)'.padStart(24)}`);
for (const role of roleNames) {
  const extra = roleBytes(role);
  const pre = (precache?.bytes ?? 0) + extra;
  const all = firstVisit.all.bytes + extra;
  console.log(`${role.padEnd(10)} ${fmt(pre).padStart(10)} ${fmt(all).padStart(24)}${extra ? `  (+${roleLists[role].length} files at sign-in)` : ''}`);
  const staff = extra > 0;
  if (precache) check(`${role} precache`, pre, staff ? budgets.staffPrecache : budgets.precache);
  if (!staff) check(`${role} first visit to /, all bytes`, all, budgets.firstVisitAll);
}

// No secret key in anything the build ships (tests/perf/secrets.mjs).
const secrets = findSecrets(dist);
for (const s of secrets) console.log(`SECRET IN BUILD: ${s.file}: ${s.hits.join(', ')}`);
checks.push({ name: 'no secret key (sk_..., PAYSTACK_SECRET_KEY) in dist/', value: secrets.length, limit: 0, ok: secrets.length === 0 });

if (!rows.some((r) => r.route === '/')) checks.push({ name: 'landing route found in the build', value: 0, limit: 0, ok: false });

const failed = checks.filter((c) => !c.ok);
for (const c of failed) console.log(`OVER BUDGET: ${c.name} is ${fmt(c.value)}, budget ${fmt(c.limit)}`);
console.log(`\nBudget checks: ${checks.length - failed.length} passed, ${failed.length} failed`);
if (opts.json) writeFileSync(opts.json, JSON.stringify({ passed: checks.length - failed.length, failed: failed.length, rows, precache, firstVisit }, null, 2));
process.exit(failed.length ? 1 : 0);
