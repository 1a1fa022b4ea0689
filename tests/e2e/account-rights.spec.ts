import { readFile } from 'node:fs/promises';
import { expect, test } from '@playwright/test';
import { createClient } from '@supabase/supabase-js';
import WebSocket from 'ws';
import { anonKey, createConfirmedAccount, serviceClient, signInThroughForm, storedSession, uniqueEmail } from './support/auth';
import { apiUrl } from './support/env';
import { openHydrated } from './offline-support';

// NDPA rights in a real browser: a patient downloads everything held about them, then deletes the
// account; the rows and files are gone, the device is signed out, and the e-mail registers again.
const password = 'secret123';
const pdf = new Blob([Buffer.from('%PDF-1.4\n1 0 obj <<>> endobj\ntrailer <<>>\n%%EOF\n')], { type: 'application/pdf' });

test('a patient downloads their data, deletes the account and can register again with the same e-mail', async ({ page }) => {
  test.setTimeout(90_000);
  const email = uniqueEmail('ngozi');
  const userId = await createConfirmedAccount(email, password);

  // Something to export: a prescription with its file, written as the patient.
  const api = createClient(apiUrl, anonKey, { auth: { persistSession: false }, realtime: { transport: WebSocket as never } });
  expect((await api.auth.signInWithPassword({ email, password })).error).toBeNull();
  const file = `${userId}/rx-1/0-scan.pdf`;
  expect((await api.storage.from('prescriptions').upload(file, pdf)).error).toBeNull();
  // Prescriptions go to an approved pharmacy only (the database refuses any other id).
  const { data: pharmacy } = await serviceClient().from('pharmacies').select('id').eq('status', 'approved').order('name').limit(1).single();
  const row = { client_id: `rx-${userId}`, pharmacy_id: pharmacy!.id as string, address: '4 Marina Road, Lagos', contact_phone: '+2348031234567', file_paths: [file] };
  expect((await api.from('prescriptions').insert(row)).error).toBeNull();

  await openHydrated(page, '/auth/login');
  await signInThroughForm(page, email, password);
  await expect(page).toHaveURL(/\/dashboard\/patient$/, { timeout: 20_000 });
  await page.getByRole('banner').getByRole('link', { name: 'Account settings' }).click();
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Account Settings');

  const downloading = page.waitForEvent('download');
  await page.getByRole('button', { name: 'Download my data' }).click();
  const download = await downloading;
  expect(download.suggestedFilename()).toMatch(/^magani-health-data-\d{4}-\d{2}-\d{2}\.json$/);
  const data = JSON.parse(await readFile((await download.path())!, 'utf8'));
  expect(data.account).toMatchObject({ id: userId, email });
  expect(data.tables.profiles).toEqual([expect.objectContaining({ user_id: userId, role: 'patient' })]);
  expect(data.tables.prescriptions).toEqual([expect.objectContaining({ address: '4 Marina Road, Lagos', file_paths: [file] })]);
  expect(data.files).toEqual([expect.objectContaining({ bucket: 'prescriptions', name: file })]);

  // Deleting needs the typed confirmation.
  await page.getByRole('button', { name: 'Delete my account' }).click();
  await expect(page.getByText('Type DELETE to confirm.')).toBeVisible();
  await page.getByLabel('Type DELETE to confirm').fill('DELETE');
  await page.getByRole('button', { name: 'Delete my account' }).click();
  await expect(page.getByText('Your account and your data have been deleted.')).toBeVisible({ timeout: 20_000 });
  await expect(page).toHaveURL('/');
  expect(await storedSession(page)).toBeNull();
  await expect(page.getByRole('banner').getByRole('link', { name: 'Login' })).toBeVisible();

  const service = serviceClient();
  for (const table of ['profiles', 'prescriptions']) {
    const { count } = await service.from(table).select('*', { count: 'exact', head: true }).eq('user_id', userId);
    expect(count, table).toBe(0);
  }
  expect((await service.storage.from('prescriptions').download(file)).error).not.toBeNull();

  // The old password no longer works; the same e-mail registers a new account.
  await openHydrated(page, '/auth/login');
  await signInThroughForm(page, email, password);
  await expect(page.getByText(/Invalid login credentials/)).toBeVisible({ timeout: 15_000 });
  await openHydrated(page, '/auth/register');
  await page.getByLabel('Full name').fill('Ngozi Eze');
  await page.getByLabel('Email').fill(email);
  await page.getByLabel('Phone number').fill('0803 123 4567');
  await page.getByLabel(/^Password/).fill(password);
  await page.getByLabel('Confirm password').fill(password);
  await page.getByRole('button', { name: 'Create Account' }).click();
  await expect(page.getByText('Account created successfully!', { exact: false })).toBeVisible({ timeout: 25_000 });
});

test('settings asks a signed-out visitor to sign in first', async ({ page }) => {
  await page.goto('/settings');
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Account Settings');
  await expect(page.getByRole('button', { name: 'Delete my account' })).toHaveCount(0);
  await expect(page.getByRole('link', { name: 'Sign in' })).toHaveAttribute('href', '/auth/login?redirect=%2Fsettings');
});
