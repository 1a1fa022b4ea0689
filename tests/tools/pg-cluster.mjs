// A throwaway PostgreSQL 15 cluster for the backend tests, made with the system's
// binaries: initdb in a temporary folder, a free port on 127.0.0.1, its socket in
// that folder, trust authentication (nothing but this machine can reach it), and
// everything removed again by stop(). As root, initdb and postgres run as the
// `postgres` user (they refuse root), in a folder that user owns.
import { execFileSync, spawnSync } from 'node:child_process';
import { chownSync, existsSync, mkdtempSync, rmSync } from 'node:fs';
import { createServer } from 'node:net';
import { tmpdir } from 'node:os';
import path from 'node:path';

export const PG_MAJOR = 15;
const DEFAULT_BIN = `/usr/lib/postgresql/${PG_MAJOR}/bin`;

export function findPostgres() {
  const bin = process.env.MAGANI_PG_BIN || DEFAULT_BIN;
  return existsSync(path.join(bin, 'initdb')) && existsSync(path.join(bin, 'pg_ctl')) ? bin : null;
}

export const installHint =
  `PostgreSQL ${PG_MAJOR} was not found in ${process.env.MAGANI_PG_BIN || DEFAULT_BIN}. The backend tests run a second time on ` +
  `a real PostgreSQL ${PG_MAJOR}, like production. Install it with \`sudo apt-get install postgresql-${PG_MAJOR}\` ` +
  `(Debian/Ubuntu; the service need not run: the tests start their own throwaway server), or point MAGANI_PG_BIN ` +
  `at the bin folder of a PostgreSQL ${PG_MAJOR} installation.`;

function freePort() {
  return new Promise((resolve, reject) => {
    const server = createServer();
    server.once('error', reject);
    server.listen(0, '127.0.0.1', () => {
      const { port } = /** @type {import('node:net').AddressInfo} */ (server.address());
      server.close(() => resolve(port));
    });
  });
}

/**
 * @param {{ superuser?: string }} [options] the role initdb makes the bootstrap superuser (default postgres)
 * @returns {Promise<{ url: (db: string, user?: string) => string, port: number, dir: string, stop: () => void }>}
 */
export async function startCluster({ superuser = 'postgres' } = {}) {
  const bin = findPostgres();
  if (!bin) throw new Error(installHint);
  const dir = mkdtempSync(path.join(tmpdir(), 'magani-pg-'));
  const asRoot = process.getuid?.() === 0;
  const runAs = (command, args) => {
    const [cmd, argv] = asRoot ? ['runuser', ['-u', 'postgres', '--', command, ...args]] : [command, args];
    const result = spawnSync(cmd, argv, { encoding: 'utf8' });
    if (result.status !== 0) {
      throw new Error(`${path.basename(command)} failed (exit ${result.status}):\n${result.stderr || result.stdout}`);
    }
  };
  const data = path.join(dir, 'data');
  let started = false;
  const stop = () => {
    if (started) {
      started = false;
      try {
        runAs(path.join(bin, 'pg_ctl'), ['-D', data, '-m', 'immediate', '-w', 'stop']);
      } catch (err) {
        console.warn(String(err.message ?? err));
      }
    }
    rmSync(dir, { recursive: true, force: true });
  };
  // Whatever ends this process from here on (an error, Ctrl-C, process.exit) takes the cluster along.
  process.once('exit', stop);
  try {
    if (asRoot) {
      const uid = Number(execFileSync('id', ['-u', 'postgres'], { encoding: 'utf8' }));
      const gid = Number(execFileSync('id', ['-g', 'postgres'], { encoding: 'utf8' }));
      chownSync(dir, uid, gid);
    }
    runAs(path.join(bin, 'initdb'), ['-D', data, '-U', superuser, '--auth=trust', '-E', 'UTF8', '--no-sync', '--no-instructions']);
    const port = await freePort();
    // Durability is pointless for a cluster that is deleted after the run.
    const options = [
      `-p ${port}`, `-k ${dir}`, `-c listen_addresses=127.0.0.1`, '-c fsync=off', '-c synchronous_commit=off',
      '-c full_page_writes=off', '-c max_connections=200',
    ].join(' ');
    runAs(path.join(bin, 'pg_ctl'), ['-D', data, '-l', path.join(dir, 'server.log'), '-o', options, '-w', 'start']);
    started = true;
    return { url: (db, user = superuser) => `postgresql://${user}@127.0.0.1:${port}/${db}`, port, dir, stop };
  } catch (err) {
    stop();
    throw err;
  }
}
