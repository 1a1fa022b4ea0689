// Prescriptions: the e-mail confirmation gate, file paths and client_id per patient.
import { afterAll, beforeAll, describe, expect, test } from 'vitest';
import { approvedPharmacyId, confirmedPatient, pdf, signUp, startBackend, type LocalBackend } from './helpers';

let backend: LocalBackend;
let pharmacyId: string;
beforeAll(async () => {
  backend = await startBackend();
  pharmacyId = await approvedPharmacyId(backend);
});
afterAll(() => backend.stop());

const row = (userId: string, clientId: string, paths?: (string | null)[]) => ({
  user_id: userId, client_id: clientId, pharmacy_id: pharmacyId, address: '14 Adeola Odeku, Lagos',
  file_paths: paths ?? [`${userId}/${clientId}/1-scan.pdf`],
});

describe('an unconfirmed account (e.g. registered with someone else\'s address)', () => {
  test('can neither upload a prescription file nor write a prescription', async () => {
    const { client, user } = await signUp(backend, 'patient');
    const id = crypto.randomUUID();
    const upload = await client.storage.from('prescriptions').upload(`${user.id}/${id}/1-scan.pdf`, pdf());
    expect(upload.error?.message).toBe('new row violates row-level security policy');
    const insert = await client.from('prescriptions').insert(row(user.id, id));
    expect(insert.error?.message).toBe('new row violates row-level security policy for table "prescriptions"');
  });

  test('once confirmed, both work', async () => {
    const { client, user } = await confirmedPatient(backend);
    const id = crypto.randomUUID();
    expect((await client.storage.from('prescriptions').upload(`${user.id}/${id}/1-scan.pdf`, pdf())).error).toBeNull();
    expect((await client.from('prescriptions').insert(row(user.id, id))).error).toBeNull();
  });
});

describe('file paths', () => {
  test.each([
    ['a climb into another patient\'s folder', (me: string, id: string) => [`${me}/../11111111-1111-4111-8111-111111111111/${id}/scan.pdf`]],
    ['a ".." submission folder', (me: string) => [`${me}/../scan.pdf`]],
    ['a null entry', (me: string, id: string) => [`${me}/${id}/1-scan.pdf`, null]],
    ['an empty segment', (me: string, id: string) => [`${me}//${id}/scan.pdf`]],
  ])('%s is refused', async (_, paths) => {
    const { client, user } = await confirmedPatient(backend);
    const id = crypto.randomUUID();
    const { error } = await client.from('prescriptions').insert(row(user.id, id, paths(user.id, id)));
    expect(error?.message).toMatch(/prescriptions_files_in_own_folder/);
  });
});

describe('client_id', () => {
  test('is unique per patient: another patient\'s id does not swallow a submission', async () => {
    const a = await confirmedPatient(backend);
    const b = await confirmedPatient(backend);
    const shared = crypto.randomUUID();
    expect((await a.client.from('prescriptions').insert(row(a.user.id, shared))).error).toBeNull();
    const mine = await b.client
      .from('prescriptions')
      .upsert(row(b.user.id, shared), { onConflict: 'user_id,client_id', ignoreDuplicates: true });
    expect(mine.error).toBeNull();
    const { data } = await b.client.from('prescriptions').select('client_id');
    expect(data).toEqual([{ client_id: shared }]);
    const again = await b.client.from('prescriptions').insert(row(b.user.id, shared));
    expect(again.error?.code).toBe('23505');
  });
});
