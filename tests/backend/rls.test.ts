// Row-level security and column rules, checked the way an attacker would try
// them: with their own valid session, against somebody else's rows.
import { afterAll, beforeAll, describe, expect, test } from 'vitest';
import { anonClient, approvedPharmacyId, confirmedPatient, DEMO, phoneAccount, signedIn, signUp, startBackend, type LocalBackend } from './helpers';

let backend: LocalBackend;
beforeAll(async () => {
  backend = await startBackend();
});
afterAll(() => backend.stop());

describe('the confirmation token never reaches a browser', () => {
  test('anon cannot read it', async () => {
    const { data, error, status } = await anonClient(backend).from('profiles').select('confirmation_token').eq('user_id', DEMO.patient.id);
    expect(data).toBeNull();
    expect(status).toBe(401);
    expect(error?.message).toBe('permission denied for table profiles');
  });

  test('the account itself cannot read it, alone or through select=*', async () => {
    const { client, user } = await signUp(backend, 'patient');
    const own = await client.from('profiles').select('confirmation_token,role').eq('user_id', user.id);
    expect(own.data).toBeNull();
    expect(own.status).toBe(403);
    const star = await client.from('profiles').select('*').eq('user_id', user.id);
    expect(star.data).toBeNull();
    expect(star.error?.code).toBe('42501');
  });

  test('it cannot be filtered on to guess it either', async () => {
    const { client } = await signUp(backend, 'patient');
    const probe = await client.from('profiles').select('user_id').like('confirmation_token', 'a*');
    expect(probe.data).toBeNull();
    expect(probe.error?.code).toBe('42501');
  });
});

describe('nobody changes their own role or confirmation flag', () => {
  test('role', async () => {
    const { client, user } = await signUp(backend, 'patient');
    const { error } = await client.from('profiles').update({ role: 'admin' }).eq('user_id', user.id);
    expect(error?.message).toBe('permission denied for table profiles');
    const { data } = await client.from('profiles').select('role').eq('user_id', user.id).single();
    expect(data?.role).toBe('patient');
  });

  test('email_confirmed', async () => {
    const { client, user } = await signUp(backend, 'patient');
    const { error } = await client.from('profiles').update({ email_confirmed: true }).eq('user_id', user.id);
    expect(error?.code).toBe('42501');
    const { data } = await client.from('profiles').select('email_confirmed').eq('user_id', user.id).single();
    expect(data?.email_confirmed).toBe(false);
  });

  test('the full name stays editable by its owner', async () => {
    const { client, user } = await signUp(backend, 'patient');
    const { error } = await client.from('profiles').update({ full_name: 'New Name' }).eq('user_id', user.id);
    expect(error).toBeNull();
    const { data } = await client.from('profiles').select('full_name').eq('user_id', user.id).single();
    expect(data?.full_name).toBe('New Name');
  });
});

describe('approval statuses belong to admins', () => {
  test('a pharmacy cannot register itself as approved nor approve itself later', async () => {
    const { client, user } = await signUp(backend, 'pharmacy');
    const base = { user_id: user.id, name: 'Self Approved', address: '1 Main Road, Abuja' };
    const early = await client.from('pharmacies').insert({ ...base, status: 'approved' });
    expect(early.error?.message).toMatch(/status can only be set by an administrator/);
    expect((await client.from('pharmacies').insert(base)).error).toBeNull();
    const later = await client.from('pharmacies').update({ status: 'approved' }).eq('user_id', user.id);
    expect(later.error?.message).toMatch(/status can only be changed by an administrator/);
    const { data } = await client.from('pharmacies').select('status').eq('user_id', user.id).single();
    expect(data?.status).toBe('pending');
  });

  test.each(['doctors', 'riders'] as const)('%s cannot approve themselves', async (table) => {
    const role = table === 'doctors' ? 'doctor' : 'rider';
    const { client, user } = await signUp(backend, role);
    const row: Record<string, string> = { user_id: user.id, full_name: 'Xavier Test' };
    if (table === 'doctors') row.specialty = 'Neurology';
    expect((await client.from(table).insert({ ...row, approval_status: 'approved' })).error?.code).toBe('42501');
    expect((await client.from(table).insert(row)).error).toBeNull();
    const update = await client.from(table).update({ approval_status: 'approved' }).eq('user_id', user.id);
    expect(update.error?.message).toMatch(/approval_status can only be changed by an administrator/);
    const { data } = await client.from(table).select('approval_status').eq('user_id', user.id).single();
    expect(data?.approval_status).toBe('pending');
  });

  test('an admin reads every profile and pending registration, and approves them', async () => {
    const pharmacy = await signUp(backend, 'pharmacy');
    await pharmacy.client.from('pharmacies').insert({ user_id: pharmacy.user.id, name: 'Awaiting', address: '9 Ring Road, Ibadan' });
    const doctor = await signUp(backend, 'doctor');
    await doctor.client.from('doctors').insert({ user_id: doctor.user.id, full_name: 'Dr. Wait', specialty: 'Pediatrics' });
    const rider = await signUp(backend, 'rider');
    await rider.client.from('riders').insert({ user_id: rider.user.id, full_name: 'Waiting Rider' });

    const { client: admin } = await signedIn(backend, DEMO.admin.email);
    const profiles = await admin.from('profiles').select('user_id,role,email_confirmed');
    expect(profiles.data?.length).toBeGreaterThanOrEqual(8);
    expect(profiles.data?.map((p) => p.user_id)).toEqual(expect.arrayContaining([pharmacy.user.id, doctor.user.id, rider.user.id]));

    const pending = await admin.from('pharmacies').select('user_id').eq('status', 'pending');
    expect(pending.data?.map((p) => p.user_id)).toContain(pharmacy.user.id);

    const approvals = await Promise.all([
      admin.from('pharmacies').update({ status: 'approved' }).eq('user_id', pharmacy.user.id).select('status').single(),
      admin.from('doctors').update({ approval_status: 'approved' }).eq('user_id', doctor.user.id).select('approval_status').single(),
      admin.from('riders').update({ approval_status: 'rejected' }).eq('user_id', rider.user.id).select('approval_status').single(),
    ]);
    expect(approvals.map((a) => a.error)).toEqual([null, null, null]);
    const { data } = await pharmacy.client.from('pharmacies').select('status').eq('user_id', pharmacy.user.id).single();
    expect(data?.status).toBe('approved');
    const { data: r } = await rider.client.from('riders').select('approval_status').eq('user_id', rider.user.id).single();
    expect(r?.approval_status).toBe('rejected');
  });
});

describe('one account cannot touch another account\'s rows', () => {
  test('profiles and role rows of others are invisible', async () => {
    const { client } = await signedIn(backend, DEMO.patient.email);
    expect((await client.from('profiles').select('user_id')).data).toEqual([{ user_id: DEMO.patient.id }]);
    expect((await client.from('pharmacies').select('name').eq('user_id', DEMO.pharmacy.id)).data).toEqual([]);
    expect((await client.from('doctors').select('full_name')).data).toEqual([]);
    expect((await client.from('riders').select('full_name')).data).toEqual([]);
  });

  test('updating or deleting somebody else\'s row changes nothing', async () => {
    const { client } = await signedIn(backend, DEMO.doctor.email);
    const upd = await client.from('pharmacies').update({ name: 'Hijacked' }).eq('user_id', DEMO.pharmacy.id).select('name');
    expect(upd.data).toEqual([]);
    await client.from('pharmacies').delete().eq('user_id', DEMO.pharmacy.id);
    const { client: owner } = await signedIn(backend, DEMO.pharmacy.email);
    const { data } = await owner.from('pharmacies').select('name').eq('user_id', DEMO.pharmacy.id).single();
    expect(data?.name).toBe('Magani Demo Pharmacy');
  });

  test('inserting a row in somebody else\'s name is refused', async () => {
    const { client } = await signUp(backend, 'pharmacy');
    const { error, status } = await client.from('pharmacies').insert({ user_id: DEMO.patient.id, name: 'Fake', address: 'Somewhere 1' });
    expect(status).toBe(403);
    expect(error?.message).toBe('new row violates row-level security policy for table "pharmacies"');
  });

  test('an owner cannot hand its row over to another account', async () => {
    const { client, user } = await signUp(backend, 'pharmacy');
    await client.from('pharmacies').insert({ user_id: user.id, name: 'Mine', address: '2 Ring Road, Kano' });
    const moved = await client.from('pharmacies').update({ user_id: DEMO.patient.id }).eq('user_id', user.id);
    expect(moved.error?.message).toBe('new row violates row-level security policy for table "pharmacies"');
    const provider = await phoneAccount(backend);
    await provider.client.from('logistics_providers').insert({ user_id: provider.user.id, full_name: 'Mine', phone: provider.phone });
    const handed = await provider.client.from('logistics_providers').update({ user_id: DEMO.patient.id }).eq('user_id', provider.user.id);
    expect(handed.error?.message).toBe('new row violates row-level security policy for table "logistics_providers"');
  });

  test('logistics provider rows are private to their owner', async () => {
    const a = await phoneAccount(backend);
    const b = await phoneAccount(backend);
    const row = { user_id: a.user.id, full_name: 'Owner A', phone: a.phone };
    expect((await a.client.from('logistics_providers').upsert(row, { onConflict: 'user_id' })).error).toBeNull();
    expect((await b.client.from('logistics_providers').select('full_name').eq('user_id', a.user.id)).data).toEqual([]);
    const steal = await b.client.from('logistics_providers').upsert({ ...row, full_name: 'Stolen' }, { onConflict: 'user_id' });
    expect(steal.error).not.toBeNull();
    const { data } = await a.client.from('logistics_providers').select('full_name').eq('user_id', a.user.id).single();
    expect(data?.full_name).toBe('Owner A');
  });
});

describe('prescriptions', () => {
  let pharmacyId: string;
  beforeAll(async () => {
    pharmacyId = await approvedPharmacyId(backend);
  });
  const submission = (userId: string, clientId: string) => ({
    client_id: clientId, pharmacy_id: pharmacyId, address: '14 Adeola Odeku, Lagos', notes: 'Twice daily',
    contact_phone: '+2348012340000', delivery_time: 'morning', file_paths: [`${userId}/${clientId}/scan.pdf`],
  });

  test('the owner submits once even when the request is retried, and reads it back', async () => {
    const { client, user } = await confirmedPatient(backend);
    const clientId = crypto.randomUUID();
    for (let i = 0; i < 2; i++) {
      const row = { ...submission(user.id, clientId), user_id: user.id };
      const { error } = await client.from('prescriptions').upsert(row, { onConflict: 'user_id,client_id', ignoreDuplicates: true });
      expect(error).toBeNull();
    }
    const { data } = await client.from('prescriptions').select('client_id,status,user_id');
    expect(data).toEqual([{ client_id: clientId, status: 'submitted', user_id: user.id }]);
  });

  test('others cannot read it; an admin can', async () => {
    const owner = await confirmedPatient(backend);
    const clientId = crypto.randomUUID();
    await owner.client.from('prescriptions').insert(submission(owner.user.id, clientId));
    const other = await confirmedPatient(backend);
    expect((await other.client.from('prescriptions').select('id').eq('client_id', clientId)).data).toEqual([]);
    const { client: admin } = await signedIn(backend, DEMO.admin.email);
    expect((await admin.from('prescriptions').select('client_id').eq('client_id', clientId)).data).toEqual([{ client_id: clientId }]);
  });

  test('a submission pointing at another account\'s files is refused', async () => {
    const { client, user } = await confirmedPatient(backend);
    const bad = { ...submission(user.id, crypto.randomUUID()), file_paths: [`${DEMO.patient.id}/x/scan.pdf`] };
    const { error } = await client.from('prescriptions').insert(bad);
    expect(error?.message).toBe('new row violates row-level security policy for table "prescriptions"');
  });
});
