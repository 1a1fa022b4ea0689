// What the first-load files hold, read from the build's source maps: for each script the app
// shell's HTML loads, its bytes by package (React, the router, Mantine, valibot...) and by app folder.
// Usage: node tests/perf/treemap.mjs [--dist /tmp/magani-maps]   (builds there with source maps first
// unless --no-build; the build is the production one, only with maps).
import { execFileSync } from 'node:child_process';
import { existsSync, readFileSync } from 'node:fs';
import { gzipSync } from 'node:zlib';
import path from 'node:path';
import { parseArgs } from 'node:util';

const { values: opts } = parseArgs({
  options: { dist: { type: 'string', default: '/tmp/magani-maps' }, 'no-build': { type: 'boolean', default: false } },
});
const dist = path.resolve(opts.dist);
if (!opts['no-build']) {
  execFileSync('npx', ['vite', 'build', '--sourcemap', '--logLevel', 'warn'], {
    stdio: 'inherit',
    env: { ...process.env, MAGANI_LOCAL: '1', MAGANI_DIST: dist, MAGANI_NO_PRERENDER: '1' },
  });
}

const B64 = 'ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz0123456789+/';
/** Source-map VLQ: one generated line's segments as [column, source index or -1]; `state` carries the source index across lines. */
function decodeLine(line, state) {
  const out = [];
  let column = 0;
  for (const segment of line.split(',')) {
    if (!segment) continue;
    const values = [];
    let value = 0;
    let shift = 0;
    for (const ch of segment) {
      const digit = B64.indexOf(ch);
      value += (digit & 31) << shift;
      if (digit & 32) shift += 5;
      else {
        values.push(value & 1 ? -(value >>> 1) : value >>> 1);
        value = 0;
        shift = 0;
      }
    }
    column += values[0];
    if (values.length > 1) state.source += values[1];
    out.push([column, values.length > 1 ? state.source : -1]);
  }
  return out;
}

/** node_modules/@mantine/core/... -> Mantine; src/features/x/... -> app: src/features/x */
function groupOf(source) {
  if (process.env.TREEMAP_FILES) return source.replace(/^(\.\.\/)+/, "").replace(/node_modules\/@mantine\/core\/esm\//, "mantine:");
  const clean = source.replace(/^(\.\.\/)+/, '').replace(/\?.*$/, '');
  const pkg = clean.match(/node_modules\/((@[^/]+\/)?[^/]+)/)?.[1];
  if (pkg) {
    if (/^(react|react-dom|scheduler)$/.test(pkg)) return `React (${pkg})`;
    if (pkg.startsWith('@tanstack/')) return `router (${pkg})`;
    if (pkg.startsWith('@mantine/')) return `Mantine (${pkg})`;
    return pkg;
  }
  const app = clean.match(/src\/((features|lib|components|routes)\/[^/]+|[^/]+)/)?.[1];
  return app ? `app: src/${app}` : '(bundler runtime)';
}

const shell = readFileSync(path.join(dist, existsSync(path.join(dist, 'shell.html')) ? 'shell.html' : 'index.html'), 'utf8');
const scripts = [...shell.matchAll(/<script[^>]*\ssrc="\/([^"]+\.js)"/g)].map((m) => m[1]);
const KB = (n) => `${(n / 1024).toFixed(1)} KB`;
for (const file of scripts) {
  const code = readFileSync(path.join(dist, file), 'utf8');
  const mapFile = path.join(dist, `${file}.map`);
  if (!existsSync(mapFile)) {
    console.log(`${file}: no source map`);
    continue;
  }
  const map = JSON.parse(readFileSync(mapFile, 'utf8'));
  const text = new Map();
  const state = { source: 0 };
  const lines = code.split('\n');
  map.mappings.split(';').forEach((line, i) => {
    const segments = decodeLine(line, state);
    const generated = lines[i] ?? '';
    segments.forEach(([column, source], j) => {
      const end = segments[j + 1]?.[0] ?? generated.length;
      const group = source >= 0 ? groupOf(map.sources[source]) : '(bundler runtime)';
      text.set(group, (text.get(group) ?? '') + generated.slice(column, end));
    });
  });
  const total = gzipSync(code, { level: 9 }).length;
  const rows = [...text.entries()].map(([group, t]) => ({ group, raw: t.length, gz: gzipSync(t, { level: 9 }).length }));
  const gzSum = rows.reduce((n, r) => n + r.gz, 0);
  console.log(`\n${file}: ${KB(code.length)} raw, ${KB(total)} gzip`);
  for (const r of rows.sort((a, b) => b.gz - a.gz).filter((r) => r.raw > 300)) {
    // Each group compressed alone, scaled so the groups add up to the file's gzip size.
    console.log(`  ${r.group.padEnd(48)} ${KB(r.raw).padStart(9)} raw ${KB((r.gz * total) / gzSum).padStart(9)} gzip`);
  }
}
