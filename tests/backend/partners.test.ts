// Partner records (pharmacies, doctors, riders, logistics providers) as an attacker
// with a valid session would try to fake them, and what the anon key may do.
import { afterAll, beforeAll, describe, expect, test } from 'vitest';
import { anonClient, DEMO, pdf, phoneAccount, serviceClient, signedIn, signUp, startBackend, type LocalBackend } from './helpers';

let backend: LocalBackend;
beforeAll(async () => {
  backend = await startBackend();
});
afterAll(() => backend.stop());

const RLS = (table: string) => `new row violates row-level security policy for table "${table}"`;

describe('an account inserts only into the table of its own role, once', () => {
  test('a patient cannot register as a pharmacy, doctor or rider', async () => {
    const { client, user } = await signUp(backend, 'patient');
    const tries = await Promise.all([
      client.from('pharmacies').insert({ user_id: user.id, name: 'Fake Pharmacy', address: '1 Fake Road' }),
      client.from('doctors').insert({ user_id: user.id, full_name: 'Fake Doctor', specialty: 'Surgery' }),
      client.from('riders').insert({ user_id: user.id, full_name: 'Fake Rider' }),
    ]);
    expect(tries.map((t) => t.error?.message)).toEqual([RLS('pharmacies'), RLS('doctors'), RLS('riders')]);
  });

  test('a doctor cannot also register a pharmacy; a second row of its own is refused', async () => {
    const { client, user } = await signUp(backend, 'doctor');
    expect((await client.from('pharmacies').insert({ user_id: user.id, name: 'Side Shop', address: '2 Road' })).error?.message).toBe(RLS('pharmacies'));
    expect((await client.from('doctors').insert({ user_id: user.id, full_name: 'Dr. Once', specialty: 'ENT' })).error).toBeNull();
    const again = await client.from('doctors').insert({ user_id: user.id, full_name: 'Dr. Twice', specialty: 'ENT' });
    expect(again.error?.code).toBe('23505');
  });

  test('an unconfirmed pharmacy account can do what registration needs: its licence and its row', async () => {
    const { client, user } = await signUp(backend, 'pharmacy');
    const path = `pharmacy/${user.id}/license_1.pdf`;
    expect((await client.storage.from('licenses').upload(path, pdf())).error).toBeNull();
    const row = { user_id: user.id, name: 'New Pharmacy', address: '3 Road', license_document_url: path };
    expect((await client.from('pharmacies').insert(row)).error).toBeNull();
  });

  test('a licence goes only into the folder of the account\'s own role', async () => {
    const { client, user } = await signUp(backend, 'rider');
    expect((await client.storage.from('licenses').upload(`riders/${user.id}/vehicle_1.pdf`, pdf())).error).toBeNull();
    const wrong = await client.storage.from('licenses').upload(`pharmacy/${user.id}/license_1.pdf`, pdf());
    expect(wrong.error?.message).toBe('new row violates row-level security policy');
  });
});

describe('document paths lie in the owner\'s own folder', () => {
  test.each([
    ['another account\'s file', `pharmacy/${DEMO.pharmacy.id}/license_1.pdf`],
    ['a climb out of the own folder', 'pharmacy/{me}/../' + DEMO.pharmacy.id + '/license_1.pdf'],
    ['another role\'s folder', 'doctor/{me}/license_1.pdf'],
  ])('%s is refused', async (_, template) => {
    const { client, user } = await signUp(backend, 'pharmacy');
    const path = template.replace('{me}', user.id);
    const { error } = await client.from('pharmacies').insert({ user_id: user.id, name: 'Pointer', address: '4 Road', license_document_url: path });
    expect(error?.message).toMatch(/pharmacies_document_in_own_folder/);
  });
});

describe('an approved partner\'s identity', () => {
  async function approvedPharmacy() {
    const account = await signUp(backend, 'pharmacy');
    const path = `pharmacy/${account.user.id}/license_1.pdf`;
    await account.client.storage.from('licenses').upload(path, pdf());
    await account.client.from('pharmacies').insert({ user_id: account.user.id, name: 'Trusted', address: '5 Road', license_number: 'PCN-1', license_document_url: path });
    await serviceClient(backend).from('pharmacies').update({ status: 'approved' }).eq('user_id', account.user.id);
    return account;
  }

  test.each([
    ['name', { name: 'Renamed After Approval' }],
    ['licence number', { license_number: 'PCN-999' }],
    ['licence document', { license_document_url: null }],
  ])('a changed %s sends it back to pending review', async (_, change) => {
    const { client, user } = await approvedPharmacy();
    const { data, error } = await client.from('pharmacies').update(change).eq('user_id', user.id).select('status').single();
    expect(error).toBeNull();
    expect(data?.status).toBe('pending');
  });

  test('other details (phone, opening hours) keep it approved; where it is goes back to review (partner-trust.test.ts)', async () => {
    const { client, user } = await approvedPharmacy();
    const { data } = await client.from('pharmacies').update({ phone: '+2348031234567', opening_hours: 'Mon-Sat 8am-9pm' })
      .eq('user_id', user.id).select('status').single();
    expect(data?.status).toBe('approved');
  });

  test('a doctor\'s and a rider\'s identity fields do the same', async () => {
    const { client } = await signedIn(backend, DEMO.doctor.email);
    const doctor = await client.from('doctors').update({ full_name: 'Dr. Someone Else' }).eq('user_id', DEMO.doctor.id).select('approval_status').single();
    expect(doctor.data?.approval_status).toBe('pending');
    const rider = await signedIn(backend, DEMO.rider.email);
    const r = await rider.client.from('riders').update({ vehicle_info: 'Lorry, ABC-1' }).eq('user_id', DEMO.rider.id).select('approval_status').single();
    expect(r.data?.approval_status).toBe('pending');
    await serviceClient(backend).from('doctors').update({ full_name: 'Dr. Chidi Okafor', approval_status: 'approved' }).eq('user_id', DEMO.doctor.id);
    await serviceClient(backend).from('riders').update({ vehicle_info: 'Motorcycle, LND-123-AB', approval_status: 'approved' }).eq('user_id', DEMO.rider.id);
  });
});

describe('logistics providers', () => {
  test('the phone and its proof come from the verified auth user, not from the client', async () => {
    const { client, user, phone } = await phoneAccount(backend);
    const forged = { user_id: user.id, full_name: 'Tunde Eze', phone: '+2348099999999', otp_verified_at: '2020-01-01T00:00:00Z' };
    expect((await client.from('logistics_providers').insert(forged)).error).toBeNull();
    const { data } = await client.from('logistics_providers').select('phone,otp_verified_at').eq('user_id', user.id).single();
    expect(data?.phone).toBe(phone);
    expect(new Date(data!.otp_verified_at).getTime()).toBeGreaterThan(Date.now() - 60_000);
    await client.from('logistics_providers').update({ phone: '+2348088888888' }).eq('user_id', user.id);
    const after = await client.from('logistics_providers').select('phone').eq('user_id', user.id).single();
    expect(after.data?.phone).toBe(phone);
  });

  test('an account without a verified phone cannot become a provider', async () => {
    const { client, user } = await signUp(backend, 'patient');
    const { error } = await client.from('logistics_providers').insert({ user_id: user.id, full_name: 'No Phone', phone: '+2348077777777' });
    expect(error?.message).toBe('a logistics provider needs a phone number verified by SMS code');
  });
});

describe('the anon key', () => {
  test('cannot truncate, read or write partner tables', async () => {
    const anon = anonClient(backend);
    for (const table of ['pharmacies', 'doctors', 'riders', 'logistics_providers', 'prescriptions']) {
      const { error } = await anon.from(table).select('user_id');
      expect(error?.message).toBe(`permission denied for table ${table}`);
    }
    const rows = await backend.sql(
      `select table_name, privilege_type from information_schema.role_table_grants
       where grantee = 'anon' and table_schema = 'public'
         and table_name in ('pharmacies', 'doctors', 'riders', 'logistics_providers', 'prescriptions', 'profiles')`,
    );
    expect(rows).toEqual([]);
    const authenticated = await backend.sql(
      `select privilege_type from information_schema.role_table_grants
       where grantee = 'authenticated' and table_schema = 'public' and privilege_type in ('TRUNCATE', 'DELETE', 'TRIGGER', 'REFERENCES')
         and table_name in ('pharmacies', 'doctors', 'riders', 'logistics_providers', 'prescriptions', 'profiles')`,
    );
    expect(authenticated).toEqual([]);
  });
});
