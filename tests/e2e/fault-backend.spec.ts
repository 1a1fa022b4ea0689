// Fault: the backend process itself dies (kill -9) or freezes (SIGSTOP) while a batch of queued
// registrations is being sent, and comes back. Each registration must end as exactly one account
// with its role row, its licence and its confirmation e-mail, and the device must say so.
// These tests start a backend of their own (the shared one serves every other test) and a build
// of the app that talks to it.
import { spawn, spawnSync, type ChildProcess } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { createClient } from '@supabase/supabase-js';
import WebSocket from 'ws';
import { expect, test, type BrowserContext, type Page } from '@playwright/test';
import { serviceRoleKey, uniqueEmail } from './support/auth';
import { distDir, fillRegistration, idbRows, openHydrated, samplePdf, startAppServer, waitForOfflineReady, type AppServer } from './offline-support';

// Clear of the shared backend's own ports: its API, its inbox (+3), its Paystack stand-in (+6) and
// its Termii stand-in (+7). This backend's own stand-ins take 6 and 7 above its API port in turn.
const apiPort = Number(process.env.MAGANI_API_PORT ?? '54321') + 8;
const inboxPort = apiPort + 1;
const api = `http://127.0.0.1:${apiPort}`;
const inbox = `http://127.0.0.1:${inboxPort}`;
const root = process.cwd(); // Playwright runs from the project's root

/** The local backend as `npm start` runs it, on a data folder that survives its restarts. */
class Backend {
  private child: ChildProcess | undefined;
  constructor(private readonly dataDir: string) {}

  async start() {
    const child = spawn(process.execPath, ['supabase/local/main.mjs', '--data-dir', this.dataDir, '--port', String(apiPort), '--inbox-port', String(inboxPort)], {
      cwd: root,
      stdio: ['ignore', 'pipe', 'pipe'],
    });
    this.child = child;
    let out = '';
    child.stdout!.on('data', (chunk: Buffer) => (out += chunk.toString()));
    child.stderr!.on('data', (chunk: Buffer) => (out += chunk.toString()));
    await expect.poll(() => (child.exitCode !== null ? `exited: ${out}` : /Started in \d+ ms/.test(out)), { timeout: 90_000 }).toBe(true);
  }

  /** kill -9: no chance to finish a request or close the database. */
  async kill() {
    const child = this.child!;
    const exited = new Promise((resolve) => child.once('exit', resolve));
    child.kill('SIGKILL');
    await exited;
  }

  freeze = () => this.child!.kill('SIGSTOP');
  thaw = () => this.child!.kill('SIGCONT');

  async stop() {
    const child = this.child;
    if (!child || child.exitCode !== null || child.signalCode !== null) return;
    child.kill('SIGCONT');
    const exited = new Promise((resolve) => child.once('exit', resolve));
    child.kill('SIGTERM');
    await exited;
  }
}

const service = () =>
  createClient(api, serviceRoleKey, { auth: { persistSession: false, autoRefreshToken: false }, realtime: { transport: WebSocket as never } });

/** What the backend holds for each address: accounts, pharmacy rows and confirmation e-mails. */
async function whatTheServerHolds(email: string) {
  const db = service();
  const { data: profiles } = await db.from('profiles').select('user_id, role').eq('email', email);
  const ids = (profiles ?? []).map((p) => p.user_id as string);
  const { data: pharmacies } = ids.length
    ? await db.from('pharmacies').select('user_id, license_document_url').in('user_id', ids)
    : { data: [] };
  const mail = await fetch(`${inbox}/api/messages/latest?to=${encodeURIComponent(email)}`);
  const message = mail.ok ? ((await mail.json()) as { links: string[] }) : null;
  return {
    profiles: profiles ?? [],
    pharmacies: pharmacies ?? [],
    confirmationSent: Boolean(message?.links.some((l) => l.includes('/confirm?token='))),
  };
}

async function queueRegistrations(page: Page, emails: string[]) {
  for (const [i, email] of emails.entries()) {
    await page.getByRole('radio', { name: 'Pharmacy' }).click();
    await fillRegistration(page, { name: `Owner ${'ABCDEF'[i]} Okafor`, email, password: 'secret456' });
    await page.getByLabel('Pharmacy name').fill(`Okafor ${'ABCDEF'[i]} Chemists`);
    await page.getByLabel('License number').fill('PCN/PREM/LA/12345');
    await page.getByLabel('Pharmacy address').fill('3 Broad Street, Lagos');
    await page.locator('input[type="file"]').setInputFiles({ name: 'licence.pdf', mimeType: 'application/pdf', buffer: samplePdf });
    await page.getByRole('button', { name: 'Create Account' }).click();
    await expect.poll(async () => (await idbRows(page, 'outbox')).length).toBe(i + 1);
  }
}

/** Resolves as soon as the batch is under way: one registration has its account, not all are sent. */
async function batchUnderWay(page: Page, count: number) {
  await expect
    .poll(
      async () => {
        const jobs = await idbRows(page, 'outbox');
        const started = jobs.filter((job) => 'signUp' in (job.checkpoints as object)).length;
        return started > 0 && jobs.filter((job) => job.state === 'done').length < count;
      },
      { timeout: 30_000, intervals: [50] },
    )
    .toBe(true);
  const jobs = await idbRows(page, 'outbox');
  const accounts = jobs.filter((job) => 'signUp' in (job.checkpoints as object)).length;
  console.log(`fault hits with ${jobs.filter((job) => job.state === 'done').length} of ${count} sent, ${accounts} with an account`);
}

/** Registrations queued offline, then the device back online: returns once the batch is under way. */
async function queueOfflineThenSend(page: Page, context: BrowserContext, appUrl: string, emails: string[]) {
  await openHydrated(page, `${appUrl}/auth/register`);
  await waitForOfflineReady(page);
  await context.setOffline(true);
  await queueRegistrations(page, emails);
  await context.setOffline(false);
  await batchUnderWay(page, emails.length);
}

async function expectEachExactlyOnce(page: Page, appUrl: string, emails: string[]) {
  await page.goto(`${appUrl}/pending`);
  await expect(page.getByRole('region', { name: 'Recently sent' }).getByRole('listitem')).toHaveCount(emails.length, { timeout: 120_000 });
  expect((await idbRows(page, 'outbox')).filter((job) => job.state !== 'done').map((job) => `${job.label}: ${job.state}`)).toEqual([]);
  for (const email of emails) {
    const held = await whatTheServerHolds(email);
    expect(held.profiles, `${email}: one account, a pharmacy`).toEqual([{ user_id: expect.any(String), role: 'pharmacy' }]);
    expect(held.pharmacies, `${email}: its pharmacy row with its own licence`).toEqual([
      { user_id: held.profiles[0]!.user_id, license_document_url: expect.stringContaining(held.profiles[0]!.user_id) },
    ]);
    expect(held.confirmationSent, `${email}: a confirmation e-mail`).toBe(true);
  }
}

test.describe('the backend process dies or freezes mid-batch', () => {
  test.describe.configure({ mode: 'serial' });
  let dataDir: string;
  let backend: Backend;
  let app: AppServer;
  const dist = path.join(path.dirname(distDir), 'dist-own-backend');

  test.beforeAll(async () => {
    test.setTimeout(300_000);
    const built = spawnSync('npx', ['vite', 'build', '--logLevel', 'error'], {
      cwd: root,
      env: { ...process.env, MAGANI_LOCAL: '1', MAGANI_DIST: dist, VITE_SUPABASE_URL: api },
      encoding: 'utf8',
    });
    expect(built.status, built.stderr).toBe(0);
    dataDir = mkdtempSync(path.join(tmpdir(), 'magani-fault-backend-'));
    backend = new Backend(dataDir);
    await backend.start();
    app = await startAppServer(dist);
  });
  test.afterAll(async () => {
    await app?.close();
    await backend?.stop();
    if (dataDir) rmSync(dataDir, { recursive: true, force: true });
  });

  test('kill -9 of the backend during a batch of four registrations, then a restart: each one exactly once', async ({ page, context }) => {
    test.setTimeout(240_000);
    const emails = Array.from({ length: 4 }, (_, i) => uniqueEmail(`killed.${i}`));
    await queueOfflineThenSend(page, context, app.url, emails);
    await backend.kill();
    // Down for a few seconds: the device keeps retrying against a closed port.
    await expect.poll(async () => (await fetch(`${api}/auth/v1/settings`).catch(() => null)) === null).toBe(true);
    await page.waitForTimeout(3_000); // the outage itself is what this test measures
    await backend.start();

    await expectEachExactlyOnce(page, app.url, emails);
  });

  test('SIGSTOP of the backend for 15 s during a batch, then SIGCONT: each one exactly once', async ({ page, context }) => {
    test.setTimeout(240_000);
    const emails = Array.from({ length: 3 }, (_, i) => uniqueEmail(`frozen.${i}`));
    await queueOfflineThenSend(page, context, app.url, emails);
    backend.freeze();
    try {
      // Requests hang on a server that accepted the connection and never answers.
      await page.waitForTimeout(15_000); // the freeze itself is what this test measures
    } finally {
      backend.thaw();
    }
    await expectEachExactlyOnce(page, app.url, emails);
  });
});
