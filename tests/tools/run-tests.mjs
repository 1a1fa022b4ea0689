// `npm test`: every check of the project, ending with one summary line that CI reads:
//   Tests: N passed, M failed[, K skipped]
// Steps: type-check, lint, unit + backend tests (vitest), production build, bundle budgets,
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

const vitestJson = path.join(outDir, 'vitest.json');
rmSync(vitestJson, { force: true });
const vitestOk = run('Unit and backend tests (vitest)', 'npx', [
  'vitest', 'run', '--reporter=default', '--reporter=json', `--outputFile.json=${vitestJson}`,
]);
const vitest = readJson(vitestJson);
if (vitest) {
  totals.passed += vitest.numPassedTests;
  totals.failed += vitest.numFailedTests;
  totals.skipped += vitest.numPendingTests + vitest.numTodoTests;
  // A suite that fails to load has no failing test but must still fail the run.
  if (!vitestOk && vitest.numFailedTests === 0) totals.failed += 1;
} else {
  totals.failed += 1;
}
if (!vitestOk) problems.push('vitest');

const built = single('Production build', 'npx', ['vite', 'build']);
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
