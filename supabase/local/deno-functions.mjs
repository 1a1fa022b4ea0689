// Edge functions in the real Deno runtime (the `deno` npm package), unmodified: each function's
// index.ts runs as its own `deno run` process, started on its first request, with Deno.serve
// listening on a free local port (DENO_SERVE_ADDRESS). /functions/v1/<name>/... is proxied to it
// byte for byte, so a webhook's signature covers exactly what the function reads.
import { spawn } from 'node:child_process';
import { existsSync, readdirSync } from 'node:fs';
import { createServer } from 'node:net';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';

const REPO_ROOT = fileURLToPath(new URL('../..', import.meta.url));
/** The binary of the `deno` package: placed by its install script, else its platform package's own. */
export function denoBinary() {
  const placed = join(REPO_ROOT, 'node_modules/deno/deno');
  if (existsSync(placed)) return placed;
  const platforms = join(REPO_ROOT, 'node_modules/@deno');
  for (const dir of existsSync(platforms) ? readdirSync(platforms) : []) {
    const bin = join(platforms, dir, 'deno');
    if (existsSync(bin)) return bin;
  }
  return null;
}

function freePort() {
  return new Promise((resolve, reject) => {
    const probe = createServer();
    probe.once('error', reject);
    probe.listen(0, '127.0.0.1', () => {
      const { port } = /** @type {import('node:net').AddressInfo} */ (probe.address());
      probe.close(() => resolve(port));
    });
  });
}

/**
 * @param {{ functionsDir: string, env: () => Record<string, string> }} options
 *   env: the function's environment (read at start, so it may name the API's final port).
 */
export function createDenoFunctions({ functionsDir, env }) {
  /** @type {Map<string, Promise<{ port: number, child: import('node:child_process').ChildProcess }>>} */
  const running = new Map();
  let stopped = false;

  function start(name) {
    const entry = join(functionsDir, name, 'index.ts');
    const started = (async () => {
      const bin = denoBinary();
      if (!bin) throw new Error('Deno is missing: run `npm install` (the deno package provides it)');
      const port = await freePort();
      const child = spawn(bin, ['run', '--quiet', '--no-prompt', '--no-config', '--allow-net', '--allow-env', entry], {
        cwd: functionsDir,
        env: {
          PATH: process.env.PATH ?? '',
          HOME: process.env.HOME ?? '',
          DENO_DIR: join(REPO_ROOT, 'node_modules/.cache/deno'),
          DENO_NO_UPDATE_CHECK: '1',
          // npm: imports are fetched on first use; trust the machine's CA store as npm does
          // (a network that inspects TLS signs with a CA only the system store knows).
          DENO_TLS_CA_STORE: 'system,mozilla',
          ...(process.env.NODE_EXTRA_CA_CERTS ? { DENO_CERT: process.env.NODE_EXTRA_CA_CERTS } : {}),
          NO_COLOR: '1',
          ...env(),
          DENO_SERVE_ADDRESS: `tcp:127.0.0.1:${port}`,
        },
        stdio: ['ignore', 'pipe', 'pipe'],
      });
      let output = '';
      const remember = (chunk) => {
        output = (output + chunk).slice(-4000);
      };
      child.stdout.on('data', remember);
      child.stderr.on('data', remember);
      child.stderr.on('data', (chunk) => process.stderr.write(`[${name}] ${chunk}`));
      child.once('exit', () => running.delete(name));
      // Ready when the port answers; a process that ends first failed to start (missing secret, ...).
      const deadline = Date.now() + 30_000;
      for (;;) {
        if (child.exitCode !== null) throw new Error(`${name} did not start: ${output.trim()}`);
        const ok = await fetch(`http://127.0.0.1:${port}/`, { method: 'OPTIONS' }).then(() => true, () => false);
        if (ok) return { port, child };
        if (Date.now() > deadline) {
          child.kill('SIGKILL');
          throw new Error(`${name} did not start within 30 s: ${output.trim()}`);
        }
        await new Promise((resolve) => setTimeout(resolve, 50));
      }
    })();
    running.set(name, started);
    started.catch(() => running.delete(name));
    return started;
  }

  return {
    /**
     * Starts a function's process now, so that its first request does not wait for Deno to start
     * (about 2-5 s on a 2-core machine). A failure is left for that first request to report.
     * @param {string} name
     */
    warm(name) {
      if (stopped || running.has(name)) return;
      start(name).catch(() => undefined);
    },
    exists: (name) => /^[a-z0-9-]+$/.test(name) && existsSync(join(functionsDir, name, 'index.ts')),
    /**
     * Sends one request to the function and returns its answer.
     * @param {string} name @param {string} method @param {Headers} headers @param {Buffer | undefined} body @param {string} pathAndQuery
     */
    async request(name, method, headers, body, pathAndQuery) {
      if (stopped) throw new Error('stopped');
      const { port } = await (running.get(name) ?? start(name));
      return fetch(`http://127.0.0.1:${port}/${name}${pathAndQuery}`, { method, headers, body, redirect: 'manual' });
    },
    async stop() {
      stopped = true;
      const all = await Promise.allSettled([...running.values()]);
      await Promise.all(all.map((r) => {
        if (r.status !== 'fulfilled' || r.value.child.exitCode !== null) return undefined;
        return new Promise((resolve) => {
          r.value.child.once('exit', resolve);
          r.value.child.kill('SIGTERM');
          setTimeout(() => r.value.child.kill('SIGKILL'), 2000).unref();
        });
      }));
    },
  };
}
