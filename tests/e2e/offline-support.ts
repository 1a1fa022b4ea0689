// Helpers for the offline and PWA specs: an app server each test can stop, and sessions written
// straight into the app's storage on whatever origin that server has.
import type { AddressInfo } from 'node:net';
import path from 'node:path';
import { expect, type BrowserContext, type Page } from '@playwright/test';
// @ts-expect-error the static server is plain JavaScript
import { createStaticServer } from '../tools/serve.mjs';
import { anonKey, AUTH_STORAGE_KEY, demoAccounts, demoPassword, serviceClient, type Role } from './support/auth';
import { apiUrl } from './support/env';
import { startAppNow } from './patient-support';

export const distDir = path.resolve(process.env.MAGANI_DIST ?? 'dist');

export type AppServer = { url: string; close: () => Promise<void>; setDist: (dir: string) => Promise<void> };

/** The app server answers before the local backend has finished starting: wait for the API too. */
export async function backendReady() {
  await expect
    .poll(async () => (await fetch(`${apiUrl}/auth/v1/settings`, { headers: { apikey: anonKey } }).catch(() => null))?.status, {
      timeout: 60_000,
      message: 'the local backend to answer',
    })
    .toBe(200);
}

/** Serves a build on a free port; `setDist` swaps the folder it serves (a deploy). */
export async function startAppServer(dir = distDir): Promise<AppServer> {
  await backendReady();
  let current = dir;
  let server = createStaticServer(current);
  const listen = () =>
    new Promise<string>((resolve) => {
      server.listen(0, '127.0.0.1', () => resolve(`http://127.0.0.1:${(server.address() as AddressInfo).port}`));
    });
  const url = await listen();
  const port = Number(new URL(url).port);
  const close = () =>
    new Promise<void>((resolve) => {
      server.closeAllConnections?.();
      server.close(() => resolve());
    });
  return {
    url,
    close,
    setDist: async (next: string) => {
      current = next;
      await close();
      server = createStaticServer(current);
      await new Promise<void>((resolve) => server.listen(port, '127.0.0.1', () => resolve()));
    },
  };
}

/** Waits until the service worker has installed (precached everything) and controls the page. */
export async function waitForOfflineReady(page: Page) {
  await page.evaluate(async () => {
    await navigator.serviceWorker.ready;
    if (!navigator.serviceWorker.controller) {
      await new Promise((resolve) => navigator.serviceWorker.addEventListener('controllerchange', resolve, { once: true }));
    }
  });
}

/** A password grant against the local backend, stored where the app's supabase-js reads it. */
export async function storeSession(page: Page, email: string, password: string) {
  const res = await fetch(`${apiUrl}/auth/v1/token?grant_type=password`, {
    method: 'POST',
    headers: { apikey: anonKey, 'Content-Type': 'application/json' },
    body: JSON.stringify({ email, password }),
  });
  expect(res.ok, `sign-in of ${email}`).toBe(true);
  const session = (await res.json()) as { user: { id: string } };
  await page.evaluate(([key, value]) => localStorage.setItem(key, value), [AUTH_STORAGE_KEY, JSON.stringify(session)] as const);
  return session.user.id;
}

export const storeDemoSession = (page: Page, role: Role) => storeSession(page, demoAccounts[role], demoPassword);

/** Rows in the app's IndexedDB, read with the raw API (works whatever the app has loaded). */
export async function idbRows(page: Page, table: string): Promise<Record<string, unknown>[]> {
  return page.evaluate(
    async (name) =>
      !(await indexedDB.databases()).some((d) => d.name === 'magani')
        ? []
        : new Promise<Record<string, unknown>[]>((resolve, reject) => {
        const open = indexedDB.open('magani');
        open.onerror = () => reject(open.error);
        open.onsuccess = () => {
          const db = open.result;
          if (!db.objectStoreNames.contains(name)) {
            db.close();
            return resolve([]);
          }
          const request = db.transaction(name).objectStore(name).getAll();
          request.onsuccess = () => {
            db.close();
            resolve(request.result as Record<string, unknown>[]);
          };
          request.onerror = () => reject(request.error);
        };
      }),
    table,
  );
}

/** Turns the network off or on for every page of the context. */
export async function setNetwork(context: BrowserContext, online: boolean) {
  await context.setOffline(!online);
}

export const samplePdf = Buffer.from('%PDF-1.4\n1 0 obj <<>> endobj\ntrailer <<>>\n%%EOF\n');
export const samplePng = Buffer.from(
  '89504e470d0a1a0a0000000d49484452000000010000000108060000001f15c4890000000a49444154789c63000100000500010d0a2db40000000049454e44ae426082',
  'hex',
);

export type QueuedFile = { name: string; type: string; bytes: number[] };

type Submission = { id: string; owner: string; files: QueuedFile[]; pharmacyName?: string };

/**
 * Saves prescription submissions the way the upload screen does (files as Blobs, and in the same
 * transaction the outbox job that sends each one), then reloads: written from outside the app, they
 * are found at start-up, as after a crash between saving and sending.
 */
export async function saveSubmissions(page: Page, submissions: Submission[]) {
  for (const submission of submissions) await saveSubmission(page, submission);
  // Queueing also updates the outbox summary the header and the sign-out question read (lib/sync/hint).
  await page.evaluate((added) => {
    const now = JSON.parse(localStorage.getItem('magani:outbox') ?? '{}') as { sending?: number; attention?: number };
    localStorage.setItem('magani:outbox', JSON.stringify({ sending: (now.sending ?? 0) + added, attention: now.attention ?? 0 }));
  }, submissions.length);
  await page.reload();
}

async function saveSubmission(page: Page, submission: Submission) {
  await expect.poll(async () => (await idbStores(page)).includes('prescriptions'), { timeout: 15_000 }).toBe(true);
  await page.evaluate(
    (s) =>
      new Promise<void>((resolve, reject) => {
        const open = indexedDB.open('magani');
        open.onerror = () => reject(open.error);
        open.onsuccess = () => {
          const db = open.result;
          const tx = db.transaction(['prescriptions', 'outbox'], 'readwrite');
          const pharmacyName = s.pharmacyName ?? 'Kingsway Pharmacy';
          const at = Date.now();
          tx.objectStore('prescriptions').put({
            id: s.id,
            owner: s.owner,
            files: s.files.map((f) => ({ name: f.name, type: f.type, size: f.bytes.length, blob: new Blob([new Uint8Array(f.bytes)], { type: f.type }) })),
            // Kingsway Pharmacy, a seeded approved pharmacy: the database refuses any other id.
            pharmacyId: '664b3007-9eab-4e9e-b414-8470948d1932',
            pharmacyName,
            address: '12 Allen Avenue, Ikeja, Lagos',
            notes: 'Please call before delivery',
            createdAt: at,
          });
          const files = `${s.files.length} file${s.files.length === 1 ? '' : 's'}`;
          tx.objectStore('outbox').put({
            id: `rx-${s.id}`,
            owner: s.owner,
            kind: 'prescription',
            label: `Prescription for ${pharmacyName} (${files})`,
            input: { submissionId: s.id },
            checkpoints: {},
            state: 'queued',
            attempts: 0,
            nextAttemptAt: at,
            createdAt: at,
            updatedAt: at,
          });
          tx.oncomplete = () => {
            db.close();
            resolve();
          };
          tx.onerror = () => reject(tx.error);
        };
      }),
    submission,
  );
}

async function idbStores(page: Page): Promise<string[]> {
  return page.evaluate(
    async () =>
      // Opening a database that does not exist would create an empty one under the app's feet.
      !(await indexedDB.databases()).some((d) => d.name === 'magani')
        ? []
        : new Promise<string[]>((resolve) => {
        const open = indexedDB.open('magani');
        open.onsuccess = () => {
          const names = [...open.result.objectStoreNames];
          open.result.close();
          resolve(names);
        };
        open.onerror = () => resolve([]);
      }),
  );
}

/** A small deterministic PRNG, so a chaos run can be replayed exactly. */
export function mulberry32(seed: number) {
  let a = seed >>> 0;
  return () => {
    a = (a + 0x6d2b79f5) >>> 0;
    let t = a;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}

/** Writes outbox rows directly (as another tab would), for views of every job state. */
export async function saveJobs(page: Page, jobs: Record<string, unknown>[]) {
  await expect.poll(async () => (await idbStores(page)).includes('outbox'), { timeout: 15_000 }).toBe(true);
  await page.evaluate(
    (rows) =>
      new Promise<void>((resolve, reject) => {
        const open = indexedDB.open('magani');
        open.onsuccess = () => {
          const tx = open.result.transaction('outbox', 'readwrite');
          for (const row of rows) tx.objectStore('outbox').put(row);
          tx.oncomplete = () => {
            open.result.close();
            resolve();
          };
          tx.onerror = () => reject(tx.error);
        };
      }),
    jobs,
  );
}

/** Prerendered pages (login, registration) only answer a tap once React has hydrated them. */
export async function openHydrated(page: Page, url: string) {
  await page.goto(url);
  await startAppNow(page);
  await page.waitForFunction(() => {
    const main = document.getElementById('main');
    return !!main && Object.keys(main).some((key) => key.startsWith('__reactFiber'));
  });
}

/** Fills the fields every registration has, as a person types them. */
export async function fillRegistration(page: Page, person: { name: string; email: string; password: string }) {
  await page.getByLabel('Full name').fill(person.name);
  await page.getByLabel('Email').fill(person.email);
  await page.getByLabel('Phone number').fill('0803 123 4567');
  await page.getByLabel(/^Password/).fill(person.password);
  await page.getByLabel('Confirm password').fill(person.password);
}

/** What the backend holds for an address: its profiles (one per account), read with the service role. */
export async function accountRows(email: string): Promise<{ profiles: { user_id: string; role: string }[] }> {
  const { data, error } = await serviceClient().from('profiles').select('user_id,role').eq('email', email);
  expect(error).toBeNull();
  return { profiles: (data ?? []) as { user_id: string; role: string }[] };
}

/** The worker's caches of staff screens (sw/role-screens.ts), by name. */
export const roleCacheNames = (page: Page) =>
  page.evaluate(async () => (await caches.keys()).filter((name) => name.startsWith('magani-role-')));

/**
 * Waits until the worker holds every file of `role`'s screens (the build's list, role-screens.json)
 * and no other role's: what a staff member's device keeps after signing in.
 */
export async function waitForRoleScreens(page: Page, role: string) {
  await expect
    .poll(
      () =>
        page.evaluate(async (role) => {
          const lists = (await (await fetch('/role-screens.json')).json()) as Record<string, string[]>;
          const cache = await caches.open(`magani-role-${role}`);
          const have = new Set((await cache.keys()).map((r) => new URL(r.url).pathname));
          const others = (await caches.keys()).filter((n) => n.startsWith('magani-role-') && n !== `magani-role-${role}`);
          return { missing: (lists[role] ?? []).filter((url) => !have.has(url)).length, others: others.length, listed: lists[role]?.length ?? 0 };
        }, role),
      { timeout: 60_000, message: `the ${role} screens kept by the worker` },
    )
    .toEqual(expect.objectContaining({ missing: 0, others: 0 }));
}
