// Account administration: only admins list, suspend and reactivate; a suspended
// account cannot sign in, refresh or act with the token it still holds; every
// action lands in the audit trail.
import { afterAll, beforeAll, describe, expect, test } from 'vitest';
import { anonClient, DEMO, DEMO_PASSWORD, signedIn, signUp, startBackend, type LocalBackend } from './helpers';

let backend: LocalBackend;
let admin: Awaited<ReturnType<typeof signedIn>>['client'];
beforeAll(async () => {
  backend = await startBackend();
  admin = (await signedIn(backend, DEMO.admin.email)).client;
});
afterAll(() => backend.stop());

const list = (client: typeof admin, args: Record<string, unknown> = {}) => client.rpc('admin_list_users', args);

describe('who may administer accounts', () => {
  test('a patient, a pharmacy and the anon key cannot list, suspend, reactivate or read the audit trail', async () => {
    const patient = (await signedIn(backend, DEMO.patient.email)).client;
    const pharmacy = (await signedIn(backend, DEMO.pharmacy.email)).client;
    for (const client of [patient, pharmacy]) {
      expect((await list(client)).error?.code).toBe('42501');
      expect((await client.rpc('admin_user_summary')).error?.code).toBe('42501');
      expect((await client.rpc('admin_suspend_user', { target: DEMO.rider.id })).error?.code).toBe('42501');
      expect((await client.rpc('admin_reactivate_user', { target: DEMO.rider.id })).error?.code).toBe('42501');
      expect((await client.rpc('admin_record_export', { filters: {}, row_count: 1 })).error?.code).toBe('42501');
      const audit = await client.from('admin_audit').select('id');
      expect(audit.error).toBeNull();
      expect(audit.data).toEqual([]);
      expect((await client.from('admin_audit').insert({ action: 'suspend' })).error).not.toBeNull();
    }
    const anon = anonClient(backend);
    expect((await list(anon)).error).not.toBeNull();
    expect((await anon.rpc('admin_suspend_user', { target: DEMO.rider.id })).error).not.toBeNull();
  });

  test('an admin cannot suspend their own account', async () => {
    expect((await admin.rpc('admin_suspend_user', { target: DEMO.admin.id })).error?.code).toBe('42501');
  });
});

describe('the user list', () => {
  test('lists real accounts newest first, with role, status, state and sign-in time', async () => {
    const { user } = await signUp(backend, 'patient', 'Zainab Listed');
    const { data, error } = await list(admin, { page_size: 5 });
    expect(error).toBeNull();
    expect(data[0]).toMatchObject({ user_id: user.id, full_name: 'Zainab Listed', role: 'patient', status: 'unconfirmed' });
    expect(Number(data[0].total_count)).toBeGreaterThanOrEqual(6);
    const { data: demo } = await list(admin, { search: 'patient@magani', page_size: 5 });
    expect(demo).toHaveLength(1);
    expect(demo[0]).toMatchObject({ email: DEMO.patient.email, role: 'patient', status: 'active', state: 'Lagos' });
    expect(demo[0].last_sign_in_at).not.toBeNull();
  });

  test('filters by role, status and state, and pages', async () => {
    await signUp(backend, 'pharmacy', 'Pending Pharmacist');
    const doctors = await list(admin, { role_filter: 'doctor' });
    expect(doctors.data.every((r: { role: string }) => r.role === 'doctor')).toBe(true);
    const pending = await list(admin, { status_filter: 'unconfirmed', role_filter: 'pharmacy' });
    expect(pending.data.map((r: { full_name: string }) => r.full_name)).toContain('Pending Pharmacist');
    const lagos = await list(admin, { state_filter: 'Lagos' });
    expect(lagos.data.length).toBeGreaterThanOrEqual(5);
    expect(lagos.data.every((r: { state: string }) => r.state === 'Lagos')).toBe(true);
    const first = await list(admin, { page_size: 2, page_offset: 0 });
    const second = await list(admin, { page_size: 2, page_offset: 2 });
    expect(first.data).toHaveLength(2);
    expect(second.data[0].user_id).not.toBe(first.data[1].user_id);
  });
});

describe('suspension', () => {
  test('refuses sign-in and refresh, stops the open session at once, and Reactivate restores it', async () => {
    const { client, user, email } = await signUp(backend, 'patient', 'Suspended Sam');
    const { data: before } = await client.auth.getSession();
    const refreshToken = before.session!.refresh_token;
    expect((await client.from('profiles').select('full_name').eq('user_id', user.id)).data).toHaveLength(1);

    const { error } = await admin.rpc('admin_suspend_user', { target: user.id, reason: 'Chargeback fraud' });
    expect(error).toBeNull();

    // The access token in hand no longer reads or writes anything.
    const read = await client.from('profiles').select('full_name').eq('user_id', user.id);
    expect(read.error?.code).toBe('42501');
    expect(read.data ?? []).toEqual([]);
    const write = await client.from('profiles').update({ full_name: 'Still here' }).eq('user_id', user.id).select();
    expect(write.data ?? []).toEqual([]);
    const upload = await client.storage.from('prescriptions').upload(`${user.id}/x/rx.pdf`, new Blob(['%PDF-1.4\n'], { type: 'application/pdf' }));
    expect(upload.error).not.toBeNull();
    // The session and its refresh token are gone; sign-in is refused.
    expect((await client.auth.getUser()).error).not.toBeNull();
    const refreshed = await anonClient(backend).auth.refreshSession({ refresh_token: refreshToken });
    expect(refreshed.error).not.toBeNull();
    const again = await anonClient(backend).auth.signInWithPassword({ email, password: DEMO_PASSWORD });
    expect(again.error?.message).toBe('User is banned');

    const { data: suspended } = await list(admin, { search: email });
    expect(suspended[0].status).toBe('suspended');

    expect((await admin.rpc('admin_reactivate_user', { target: user.id })).error).toBeNull();
    const back = await anonClient(backend).auth.signInWithPassword({ email, password: DEMO_PASSWORD });
    expect(back.error).toBeNull();
    const reactivated = (await signedIn(backend, email)).client;
    expect((await reactivated.from('profiles').select('full_name').eq('user_id', user.id)).data).toHaveLength(1);

    const { data: audit } = await admin.from('admin_audit').select('action,target_id,actor_email,details').eq('target_id', user.id).order('id');
    expect(audit).toEqual([
      { action: 'suspend', target_id: user.id, actor_email: DEMO.admin.email, details: { reason: 'Chargeback fraud' } },
      { action: 'reactivate', target_id: user.id, actor_email: DEMO.admin.email, details: {} },
    ]);
  });

  test('a suspended admin loses admin rights with the token it holds', async () => {
    // A second admin can only be made by the service role (app metadata).
    const { user, client } = await signUp(backend, 'patient', 'Second Admin');
    const service = (await import('./helpers')).serviceClient(backend);
    await service.from('profiles').update({ role: 'admin' }).eq('user_id', user.id);
    expect((await list(client)).error).toBeNull();
    expect((await admin.rpc('admin_suspend_user', { target: user.id })).error).toBeNull();
    expect((await list(client)).error?.code).toBe('42501');
  });

  test('an export is recorded with its filters and size', async () => {
    expect((await admin.rpc('admin_record_export', { filters: { role: 'doctor' }, row_count: 3 })).error).toBeNull();
    const { data } = await admin.from('admin_audit').select('action,details').eq('action', 'export').order('id', { ascending: false }).limit(1);
    expect(data![0]!.details).toEqual({ filters: { role: 'doctor' }, rows: 3 });
  });
});
