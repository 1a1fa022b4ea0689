// NDPA rights: export_my_data() returns what the product holds about the caller and nobody else;
// delete_my_account() removes the caller (rows, files, stored bytes) and nobody else.
import { mkdtempSync, readdirSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, test } from 'vitest';
import type { SupabaseClient } from '@supabase/supabase-js';
import { confirmEmail, anonClient, DEMO_PASSWORD, pdf, serviceClient, signedIn, signUp, startBackend, type LocalBackend } from './helpers';

let backend: LocalBackend;
let dataDir: string;
beforeAll(async () => {
  dataDir = mkdtempSync(join(tmpdir(), 'magani-rights-'));
  backend = await startBackend({ dataDir });
});
afterAll(async () => {
  await backend.stop();
  rmSync(dataDir, { recursive: true, force: true });
});

const storedFiles = () => readdirSync(join(dataDir, 'storage')).length;

/** A pharmacy account with its pharmacy row, a licence file and a prescription with one file. */
async function pharmacyWithData(name: string) {
  const account = await signUp(backend, 'pharmacy', name);
  const { client, user } = account;
  // Prescriptions need a confirmed address.
  await confirmEmail(backend, user.id);
  const licence = `pharmacy/${user.id}/license_1.pdf`;
  expect((await client.storage.from('licenses').upload(licence, pdf())).error).toBeNull();
  const pharmacy = { name: `${name} Pharmacy`, address: '3 Broad Street, Lagos', phone: '+2348031234567', license_document_url: licence };
  expect((await client.from('pharmacies').insert(pharmacy)).error).toBeNull();
  const scan = `${user.id}/sub-1/0-scan.pdf`;
  expect((await client.storage.from('prescriptions').upload(scan, pdf())).error).toBeNull();
  const [approved] = await backend.sql(`select id::text from public.pharmacies where status = 'approved' order by name limit 1`);
  const prescription = { client_id: `rx-${user.id}`, pharmacy_id: approved!.id as string, address: '3 Broad Street', contact_phone: '+23412345678', file_paths: [scan] };
  expect((await client.from('prescriptions').insert(prescription)).error).toBeNull();
  return { ...account, licence, scan };
}

const exportOf = async (client: SupabaseClient) => {
  const { data, error } = await client.rpc('export_my_data');
  expect(error).toBeNull();
  return data as { account: { id: string; email: string }; tables: Record<string, Record<string, unknown>[]>; files: { bucket: string; name: string }[] };
};

describe('export_my_data', () => {
  test('holds the profile, role rows, prescriptions and the file list, without the confirmation token', async () => {
    const ada = await pharmacyWithData('Ada');
    const data = await exportOf(ada.client);
    expect(data.account).toMatchObject({ id: ada.user.id, email: ada.email });
    expect(data.tables.profiles).toEqual([expect.objectContaining({ user_id: ada.user.id, role: 'pharmacy', full_name: 'Ada' })]);
    expect(data.tables.profiles?.[0]).not.toHaveProperty('confirmation_token');
    expect(data.tables.pharmacies).toEqual([expect.objectContaining({ name: 'Ada Pharmacy', phone: '+2348031234567' })]);
    expect(data.tables.prescriptions).toEqual([expect.objectContaining({ client_id: `rx-${ada.user.id}`, file_paths: [ada.scan] })]);
    expect(data.files.map((f) => `${f.bucket}/${f.name}`).sort()).toEqual([`licenses/${ada.licence}`, `prescriptions/${ada.scan}`]);
  });

  test('one account never receives another account\'s rows or files', async () => {
    const ada = await pharmacyWithData('Ada');
    const bola = await signUp(backend, 'patient', 'Bola');
    const text = JSON.stringify(await exportOf(bola.client));
    expect(text).toContain(bola.user.id);
    expect(text).not.toContain(ada.user.id);
    expect(text).not.toContain('Ada Pharmacy');
  });

  test('is refused without a session', async () => {
    const { data, error } = await anonClient(backend).rpc('export_my_data');
    expect(data).toBeNull();
    expect(error?.message).toMatch(/permission denied/);
  });
});

describe('delete_my_account', () => {
  test('removes the account, its rows, its files and their bytes; the e-mail can register again', async () => {
    const ada = await pharmacyWithData('Ada');
    const service = serviceClient(backend);
    const filesBefore = storedFiles();
    expect((await ada.client.rpc('delete_my_account')).error).toBeNull();

    for (const [table, column] of [['profiles', 'user_id'], ['pharmacies', 'user_id'], ['prescriptions', 'user_id']] as const) {
      const { count } = await service.from(table).select('*', { count: 'exact', head: true }).eq(column, ada.user.id);
      expect(count, table).toBe(0);
    }
    const left = await backend.sql('select count(*)::int as n from storage.objects where name like $1', [`%${ada.user.id}%`]);
    expect(left).toEqual([{ n: 0 }]);
    expect(storedFiles()).toBe(filesBefore - 2);

    const again = await anonClient(backend).auth.signInWithPassword({ email: ada.email, password: DEMO_PASSWORD });
    expect(again.error?.message).toBe('Invalid login credentials');
    const { data, error } = await anonClient(backend).auth.signUp({ email: ada.email, password: DEMO_PASSWORD });
    expect(error).toBeNull();
    expect(data.user?.id).not.toBe(ada.user.id);
  });

  test('deletes only the caller: another account keeps its rows and files', async () => {
    const ada = await pharmacyWithData('Ada');
    const bola = await signUp(backend, 'patient', 'Bola');
    expect((await bola.client.rpc('delete_my_account')).error).toBeNull();
    const still = await signedIn(backend, ada.email);
    expect((await exportOf(still.client)).tables.pharmacies).toHaveLength(1);
    expect((await still.client.storage.from('licenses').download(ada.licence)).error).toBeNull();
  });

  test('is refused without a session', async () => {
    const { error } = await anonClient(backend).rpc('delete_my_account');
    expect(error?.message).toMatch(/permission denied/);
  });
});

describe('stored phone numbers', () => {
  test('the database takes +234 numbers only', async () => {
    const { client } = await signUp(backend, 'rider', 'Rider');
    const bad = await client.from('riders').insert({ full_name: 'Rider', phone: '12' });
    expect(bad.error?.message).toMatch(/riders_phone_e164/);
    const typed = await client.from('riders').insert({ full_name: 'Rider', phone: '0803 123 4567' });
    expect(typed.error?.message).toMatch(/riders_phone_e164/);
    expect((await client.from('riders').insert({ full_name: 'Rider', phone: '+2348031234567' })).error).toBeNull();
  });
});
