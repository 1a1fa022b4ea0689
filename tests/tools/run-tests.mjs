// `npm test`: every check of the project, ending with one summary line that CI reads:
//   Tests: N passed, M failed[, K skipped]
// Steps: type-check, lint, unit + backend tests (vitest; the backend suite on PGlite, then again on
// a throwaway PostgreSQL 15 set up like a hosted project and migrated by `supabase db push`),
// production build, bundle budgets,
// end-to-end and accessibility tests in Chromium (Playwright, against `npm start`'s server).
import { spawn } from 'node:child_process';
import { createWriteStream, existsSync, mkdirSync, readFileSync, rmSync } from 'node:fs';
import path from 'node:path';
import { ensureChromium, ensureDependencies, root } from './ensure.mjs';

const outDir = path.join(root, '.e2e');
mkdirSync(outDir, { recursive: true });
const totals = { passed: 0, failed: 0, skipped: 0 };
const problems = [];

/** Runs a step; with `log`, its output goes to that file (printed once the step ends). */
function start(title, command, args, env = {}, log) {
  const started = Date.now();
  const child = spawn(command, args, {
    cwd: root,
    stdio: log ? ['ignore', 'pipe', 'pipe'] : 'inherit',
    env: { ...process.env, ...env },
  });
  const file = log && path.join(outDir, log);
  const out = file && createWriteStream(file);
  if (out) {
    child.stdout.pipe(out, { end: false });
    child.stderr.pipe(out, { end: false });
  }
  return new Promise((resolve) => {
    child.on('close', (status) => {
      const line = `--- ${title}: ${status === 0 ? 'ok' : `exit ${status}`} in ${((Date.now() - started) / 1000).toFixed(1)} s`;
      const print = () => {
        console.log(`\n=== ${title} ===`);
        if (file) process.stdout.write(readFileSync(file, 'utf8'));
        console.log(line);
      };
      // A captured step is printed after the others of its group, so logs never interleave.
      const done = () => resolve({ ok: status === 0, print, line });
      if (out) out.end(done);
      else done();
    });
  });
}

/**
 * Runs steps side by side (the machines have two cores and most steps use one) and prints each
 * one's output in turn. Resolves to whether each succeeded.
 */
async function together(steps) {
  const results = await Promise.all(steps.map((s, i) => start(s.title, s.command, s.args, s.env, i === 0 ? undefined : s.log)));
  for (const [i, r] of results.entries()) {
    if (i > 0) r.print();
    else console.log(r.line);
  }
  return results.map((r) => r.ok);
}

async function run(title, command, args, env = {}) {
  console.log(`\n=== ${title} ===`);
  const { ok, line } = await start(title, command, args, env);
  console.log(line);
  return ok;
}

/** A step that is one check of its own (type-check, lint, build). */
function count(title, ok) {
  totals[ok ? 'passed' : 'failed'] += 1;
  if (!ok) problems.push(title);
  return ok;
}

function readJson(file) {
  try {
    return JSON.parse(readFileSync(file, 'utf8'));
  } catch {
    return undefined;
  }
}

try {
  ensureDependencies();
  ensureChromium();
} catch (error) {
  console.error(String(error.message ?? error));
  console.log('\nTests: 0 passed, 1 failed');
  process.exit(1);
}

// Type-check and lint side by side; the first step's output streams, the others' follow it.
const checks = [
  { title: 'Type-check', command: 'npx', args: ['tsc', '-p', 'tsconfig.json', '--noEmit'] },
  { title: 'Lint', command: 'npx', args: ['eslint', '.', '--max-warnings', '0'], log: 'lint.log' },
];
if (existsSync(path.join(root, 'sw/tsconfig.json'))) {
  checks.push({ title: 'Type-check (service worker)', command: 'npx', args: ['tsc', '-p', 'sw/tsconfig.json', '--noEmit'], log: 'tsc-sw.log' });
}
console.log(`\n=== ${checks.map((c) => c.title).join(', ')} (side by side) ===`);
(await together(checks)).forEach((ok, i) => count(checks[i].title, ok));

/** Adds one vitest run's counts (its JSON report) to the totals. */
function countVitest(title, ok, jsonFile) {
  const report = readJson(jsonFile);
  if (report) {
    totals.passed += report.numPassedTests;
    totals.failed += report.numFailedTests;
    totals.skipped += report.numPendingTests + report.numTodoTests;
    // A suite that fails to load has no failing test but must still fail the run.
    if (!ok && report.numFailedTests === 0) totals.failed += 1;
  } else {
    totals.failed += 1;
  }
  if (!ok) problems.push(title);
}

const vitestJson = path.join(outDir, 'vitest.json');
rmSync(vitestJson, { force: true });
// The backend suite again on a throwaway PostgreSQL 15 cluster with hosted Supabase's roles and
// ownership, the migrations and seed applied by the Supabase CLI (tests/tools/hosted-db.mjs). Without
// PostgreSQL installed, backend-pg.mjs says how to install it and this counts as one failure.
const pgJson = path.join(outDir, 'vitest-postgres.json');
rmSync(pgJson, { force: true });
// Each vitest run uses about one core (PGlite is single-threaded, and a backend file runs alone), so
// the two runs and the production build (for the local backend Playwright starts, see
// vite.config.ts) go side by side.
const middle = [
  { title: 'Unit and backend tests (vitest, backend on PGlite)', command: 'npx', args: ['vitest', 'run', '--reporter=default', '--reporter=json', `--outputFile.json=${vitestJson}`] },
  { title: 'Backend tests on PostgreSQL 15 with hosted roles, migrated by supabase db push (vitest)', command: 'node', args: ['tests/tools/backend-pg.mjs', '--reporter=default', '--reporter=json', `--outputFile.json=${pgJson}`], log: 'vitest-postgres.log' },
  { title: 'Production build', command: 'npx', args: ['vite', 'build'], env: { MAGANI_LOCAL: '1' }, log: 'build.log' },
];
console.log(`\n=== ${middle.map((c) => c.title).join(', ')} (side by side) ===`);
const [vitestOk, pgOk, buildOk] = await together(middle);
countVitest('vitest', vitestOk, vitestJson);
countVitest('backend on PostgreSQL 15', pgOk, pgJson);
const built = count('Production build', buildOk);
if (built) {
  const budgetJson = path.join(outDir, 'budget.json');
  rmSync(budgetJson, { force: true });
  const ok = await run('Bundle budgets', 'node', ['tests/perf/budget.mjs', '--json', budgetJson]);
  const budget = readJson(budgetJson);
  totals.passed += budget?.passed ?? 0;
  totals.failed += budget?.failed ?? (ok ? 0 : 1);
  if (!ok) problems.push('budgets');

  const pwJson = path.join(outDir, 'playwright.json');
  rmSync(pwJson, { force: true });
  const e2eOk = await run('End-to-end and accessibility tests (Playwright, Chromium)', 'npx', ['playwright', 'test'], {
    PW_JSON_REPORT: pwJson,
  });
  const stats = readJson(pwJson)?.stats;
  if (stats) {
    totals.passed += stats.expected + stats.flaky;
    totals.failed += stats.unexpected;
    totals.skipped += stats.skipped;
    if (!e2eOk && stats.unexpected === 0) totals.failed += 1;
  } else {
    totals.failed += 1;
  }
  if (!e2eOk) problems.push('playwright');
}

if (problems.length) console.log(`\nFailed steps: ${problems.join(', ')}`);
const skipped = totals.skipped ? `, ${totals.skipped} skipped` : '';
console.log(`\nTests: ${totals.passed} passed, ${totals.failed} failed${skipped}`);
process.exit(totals.failed > 0 ? 1 : 0);
