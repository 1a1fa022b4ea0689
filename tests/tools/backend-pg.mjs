// `npm run test:backend:pg`: the backend test suite on a real PostgreSQL 15 set up like a hosted
// Supabase project instead of PGlite. Creates a throwaway cluster with hosted's roles and ownership
// (tests/tools/hosted-db.mjs), builds the template database with bootstrap.sql run as the owners of
// `auth` and `storage` and the migrations and seed applied by `supabase db push` as the
// non-superuser `postgres`, and runs vitest's backend project with MAGANI_TEST_PG_URL set: each
// test file's backend then gets a fresh copy of the template (tests/backend/pg-database.ts) and
// connects as hosted's roles. The cluster is removed afterwards, also on failure and on Ctrl-C.
// Extra arguments go to vitest (files, reporters).
import { spawn } from 'node:child_process';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { buildHostedDatabase, createHostedRoles, HOSTED_SUPERUSER } from './hosted-db.mjs';
import { findPostgres, installHint, startCluster } from './pg-cluster.mjs';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../..');
export const TEMPLATE_DB = 'magani_template';

// Checks that do not touch the database engine run once, in the PGlite run.
const ENGINE_INDEPENDENT = [
  'tests/backend/cli-config.test.ts',
  'tests/backend/first-start.test.ts', // PGlite's data folder; on a server the first build is one transaction
  'tests/backend/production-build.test.ts',
];

if (!findPostgres()) {
  console.error(`\n${installHint}\n`);
  process.exit(3);
}

// Registered before the cluster exists: pg-cluster.mjs removes it on exit, so a signal only has to
// end this process (after vitest, which gets a terminal's Ctrl-C too, has ended).
let child;
for (const signal of ['SIGINT', 'SIGTERM', 'SIGHUP']) {
  process.on(signal, () => {
    if (!child || child.exitCode !== null) process.exit(130);
    child.kill(signal);
    setTimeout(() => process.exit(130), 5000).unref();
  });
}

const started = Date.now();
const cluster = await startCluster({ superuser: HOSTED_SUPERUSER });

let code = 1;
try {
  await createHostedRoles(cluster.url('postgres'));
  const push = await buildHostedDatabase(cluster, TEMPLATE_DB);
  console.log(`supabase db push: ${push.applied} migrations and seed.sql applied as postgres in ${push.ms} ms`);
  console.log(`PostgreSQL 15 test cluster (hosted roles) on port ${cluster.port} ready in ${Date.now() - started} ms (${cluster.dir})`);
  console.log(`Not repeated on PostgreSQL (engine-independent): ${ENGINE_INDEPENDENT.join(', ')}`);
  const args = ['vitest', 'run', '--project', 'backend', ...ENGINE_INDEPENDENT.flatMap((f) => ['--exclude', f]), ...process.argv.slice(2)];
  child = spawn('npx', args, {
    cwd: root,
    stdio: 'inherit',
    env: {
      ...process.env,
      MAGANI_TEST_PG_URL: cluster.url('postgres'),
      MAGANI_TEST_PG_TEMPLATE: TEMPLATE_DB,
      MAGANI_TEST_PG_HOSTED: '1',
    },
  });
  code = await new Promise((resolve) => child.on('exit', (status, signal) => resolve(status ?? (signal ? 130 : 1))));
} catch (err) {
  console.error(String(err?.stack ?? err));
} finally {
  cluster.stop();
}
console.log(`--- backend suite on PostgreSQL 15 (hosted roles): ${code === 0 ? 'ok' : `exit ${code}`} in ${((Date.now() - started) / 1000).toFixed(1)} s`);
process.exit(code);
