// Helpers for the fault specs (fault-*.spec.ts): a browser profile that survives closing the
// browser, prescriptions submitted through the upload screen, and what the server holds.
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { chromium, expect, type BrowserContext, type Page } from '@playwright/test';
import { chromiumLaunchArgs } from '../tools/chromium-flags.mjs';
import { serviceClient } from './support/auth';

/** A real profile folder: closing the browser ends sessionStorage, IndexedDB and the SW stay. */
export function persistentProfile() {
  const dir = mkdtempSync(path.join(tmpdir(), 'magani-profile-'));
  return {
    open: (): Promise<BrowserContext> =>
      chromium.launchPersistentContext(dir, {
        executablePath: process.env.CHROME_PATH ?? '/usr/bin/chromium',
        args: chromiumLaunchArgs,
        headless: true,
      }),
    remove: () => {
      try {
        rmSync(dir, { recursive: true, force: true, maxRetries: 5, retryDelay: 200 });
      } catch {
        // Chromium may still be flushing the profile: a temp folder left behind is harmless.
      }
    },
  };
}

export const firstPage = async (context: BrowserContext) => context.pages()[0] ?? (await context.newPage());

const PNG = Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]);

/** A PNG-looking file of `size` bytes; random content, so nothing along the way compresses it. */
export function pngFile(name: string, size = 4096) {
  const body = Buffer.alloc(size - PNG.length);
  for (let i = 0; i < body.length; i += 4) body.writeUInt32LE((Math.random() * 2 ** 32) >>> 0, Math.min(i, body.length - 4));
  return { name, mimeType: 'image/png', buffer: Buffer.concat([PNG, body]) };
}

/** Fills and sends the upload screen; returns the submission id from the confirmation URL. */
export async function submitPrescription(page: Page, base: string, opts: { address: string; files?: ReturnType<typeof pngFile>[] }) {
  await page.goto(`${base}/prescriptions/upload`);
  await page.waitForFunction(() => Object.keys(document.getElementById('main') ?? {}).some((k) => k.startsWith('__reactFiber')));
  const chooser = page.waitForEvent('filechooser');
  await page.getByRole('button', { name: 'Choose Files' }).click();
  await (await chooser).setFiles(opts.files ?? [pngFile('rx.png')]);
  await page.getByRole('radio', { name: 'Bodija Pharmacy' }).click();
  await page.getByLabel('Delivery address').fill(opts.address);
  await page.getByRole('button', { name: 'Submit Prescription' }).click();
  await expect(page).toHaveURL(/\/prescriptions\/confirmation\?id=/);
  return new URL(page.url()).searchParams.get('id')!;
}

/** The submission rows the server holds for this client id (read with the service role). */
export async function serverPrescriptions(clientId: string) {
  const { data, error } = await serviceClient().from('prescriptions').select('user_id,address,file_paths').eq('client_id', clientId);
  expect(error).toBeNull();
  return (data ?? []) as { user_id: string; address: string; file_paths: string[] }[];
}

/** The objects in one account's folder for one submission. */
export async function storedObjects(userId: string, submissionId: string) {
  const { data } = await serviceClient().storage.from('prescriptions').list(`${userId}/${submissionId}`);
  return (data ?? []).map((f) => f.name);
}

export const userIdOf = (page: Page) =>
  page.evaluate(() => (JSON.parse(localStorage.getItem('magani-auth') ?? sessionStorage.getItem('magani-auth') ?? '{}') as { user?: { id: string } }).user?.id);
