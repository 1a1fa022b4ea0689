// `npm test`: every check of the project, ending with one summary line that CI reads:
//   Tests: N passed, M failed[, K skipped]
// Steps: type-check, lint, unit + backend tests (vitest; the backend suite on PGlite, then again on
// a throwaway PostgreSQL 15 set up like a hosted project and migrated by `supabase db push`),
// production build, bundle budgets,
// end-to-end and accessibility tests in Chromium (Playwright, against `npm start`'s server).
import { spawnSync } from 'node:child_process';
import { existsSync, mkdirSync, readFileSync, rmSync } from 'node:fs';
import path from 'node:path';
import { ensureChromium, ensureDependencies, root } from './ensure.mjs';

const outDir = path.join(root, '.e2e');
mkdirSync(outDir, { recursive: true });
const totals = { passed: 0, failed: 0, skipped: 0 };
const problems = [];

function run(title, command, args, env = {}) {
  console.log(`\n=== ${title} ===`);
  const started = Date.now();
  const result = spawnSync(command, args, { cwd: root, stdio: 'inherit', env: { ...process.env, ...env } });
  console.log(`--- ${title}: ${result.status === 0 ? 'ok' : `exit ${result.status}`} in ${((Date.now() - started) / 1000).toFixed(1)} s`);
  return result.status === 0;
}

/** A step that is one check of its own (type-check, lint, build). */
function single(title, command, args, env) {
  const ok = run(title, command, args, env);
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

single('Type-check', 'npx', ['tsc', '-p', 'tsconfig.json', '--noEmit']);
if (existsSync(path.join(root, 'sw/tsconfig.json'))) single('Type-check (service worker)', 'npx', ['tsc', '-p', 'sw/tsconfig.json', '--noEmit']);
single('Lint', 'npx', ['eslint', '.', '--max-warnings', '0']);

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
const vitestOk = run('Unit and backend tests (vitest, backend on PGlite)', 'npx', [
  'vitest', 'run', '--reporter=default', '--reporter=json', `--outputFile.json=${vitestJson}`,
]);
countVitest('vitest', vitestOk, vitestJson);

// The backend suite again on a throwaway PostgreSQL 15 cluster with hosted Supabase's roles and
// ownership, the migrations and seed applied by the Supabase CLI (tests/tools/hosted-db.mjs). Without
// PostgreSQL installed, backend-pg.mjs says how to install it and this counts as one failure.
const pgJson = path.join(outDir, 'vitest-postgres.json');
rmSync(pgJson, { force: true });
const pgOk = run('Backend tests on PostgreSQL 15 with hosted roles, migrated by supabase db push (vitest)', 'node', [
  'tests/tools/backend-pg.mjs', '--reporter=default', '--reporter=json', `--outputFile.json=${pgJson}`,
]);
countVitest('backend on PostgreSQL 15', pgOk, pgJson);

// Built for the local backend that Playwright starts (see vite.config.ts).
const built = single('Production build', 'npx', ['vite', 'build'], { MAGANI_LOCAL: '1' });
if (built) {
  const budgetJson = path.join(outDir, 'budget.json');
  rmSync(budgetJson, { force: true });
  const ok = run('Bundle budgets', 'node', ['tests/perf/budget.mjs', '--json', budgetJson]);
  const budget = readJson(budgetJson);
  totals.passed += budget?.passed ?? 0;
  totals.failed += budget?.failed ?? (ok ? 0 : 1);
  if (!ok) problems.push('budgets');

  const pwJson = path.join(outDir, 'playwright.json');
  rmSync(pwJson, { force: true });
  const e2eOk = run('End-to-end and accessibility tests (Playwright, Chromium)', 'npx', ['playwright', 'test'], {
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
