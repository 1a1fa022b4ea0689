// Sign-up, password sign-in, refresh, sign-out and account updates through the
// real supabase-js client, plus the role rules enforced by the database.
import { afterAll, beforeAll, describe, expect, test } from 'vitest';
import {
  anonClient, DEMO, DEMO_PASSWORD, serviceClient, signedIn, signUp, startBackend, uniqueEmail, type LocalBackend,
} from './helpers';

let backend: LocalBackend;
beforeAll(async () => {
  backend = await startBackend();
});
afterAll(() => backend.stop());

describe('sign-up', () => {
  test('creates the account with the chosen role, unconfirmed, and signs it in', async () => {
    const { client, user, email } = await signUp(backend, 'pharmacy', 'Ngozi Eze');
    expect(user.email).toBe(email);
    expect(user.user_metadata).toMatchObject({ full_name: 'Ngozi Eze', role: 'pharmacy' });
    const { data: session } = await client.auth.getSession();
    expect(session.session?.access_token).toBeTruthy();
    const { data, error } = await client.from('profiles').select('role,email_confirmed').eq('user_id', user.id).single();
    expect(error).toBeNull();
    expect(data).toEqual({ role: 'pharmacy', email_confirmed: false });
  });

  test('refuses an address that is already registered', async () => {
    const { email } = await signUp(backend, 'patient');
    const { data, error } = await anonClient(backend).auth.signUp({ email, password: DEMO_PASSWORD });
    expect(data.user).toBeNull();
    expect(error?.message).toBe('User already registered');
    expect(error?.status).toBe(422);
    expect(error?.code).toBe('user_already_exists');
  });

  test('refuses a password shorter than 6 characters', async () => {
    const { error } = await anonClient(backend).auth.signUp({ email: uniqueEmail(), password: '12345' });
    expect(error?.message).toBe('Password should be at least 6 characters.');
    expect(error?.code).toBe('weak_password');
  });

  test.each(['admin', 'superuser', 'ADMIN'])('refuses role %s in sign-up data and creates no account', async (role) => {
    const email = uniqueEmail('attacker');
    const client = anonClient(backend);
    const { data, error } = await client.auth.signUp({ email, password: DEMO_PASSWORD, options: { data: { role } } });
    expect(data.session).toBeNull();
    expect(error?.message).toBe('Database error saving new user');
    const signIn = await client.auth.signInWithPassword({ email, password: DEMO_PASSWORD });
    expect(signIn.error?.message).toBe('Invalid login credentials');
  });

  test('an account cannot make itself admin afterwards through its user data', async () => {
    const { client, user } = await signUp(backend, 'patient');
    await client.auth.updateUser({ data: { role: 'admin' } });
    const { data } = await client.from('profiles').select('role').eq('user_id', user.id).single();
    expect(data?.role).toBe('patient');
    const { data: all } = await client.from('profiles').select('user_id');
    expect(all).toHaveLength(1);
  });
});

describe('password sign-in and session', () => {
  test('signs in a demo account and reads its role', async () => {
    const { client, user } = await signedIn(backend, DEMO.doctor.email);
    const { data } = await client.from('profiles').select('role,email_confirmed').eq('user_id', user.id).single();
    expect(data).toEqual({ role: 'doctor', email_confirmed: true });
    const { data: got } = await client.auth.getUser();
    expect(got.user?.id).toBe(DEMO.doctor.id);
  });

  test('a wrong password gives "Invalid login credentials"', async () => {
    const { data, error } = await anonClient(backend).auth.signInWithPassword({ email: DEMO.patient.email, password: 'wrong-password' });
    expect(data.session).toBeNull();
    expect(error?.message).toBe('Invalid login credentials');
    expect(error?.status).toBe(400);
    expect(error?.code).toBe('invalid_credentials');
  });

  test('refresh issues new tokens that keep working', async () => {
    const { client, session } = await signedIn(backend, DEMO.patient.email);
    const { data, error } = await client.auth.refreshSession();
    expect(error).toBeNull();
    expect(data.session?.refresh_token).not.toBe(session?.refresh_token);
    const { data: profile } = await client.from('profiles').select('role').eq('user_id', DEMO.patient.id).single();
    expect(profile?.role).toBe('patient');
  });

  test('sign-out revokes the session on the server', async () => {
    const { client, session } = await signedIn(backend, DEMO.rider.email);
    const { error } = await client.auth.signOut();
    expect(error).toBeNull();
    expect((await client.auth.getSession()).data.session).toBeNull();
    const stolen = anonClient(backend);
    const user = await stolen.auth.getUser(session!.access_token);
    expect(user.data.user).toBeNull();
    expect(user.error?.message).toBe('Auth session missing!');
    const refreshed = await stolen.auth.refreshSession({ refresh_token: session!.refresh_token });
    expect(refreshed.error?.message).toBe('Invalid Refresh Token: Refresh Token Not Found');
  });

  test('updating the password replaces the old one', async () => {
    const { client, email } = await signUp(backend, 'patient');
    const { error } = await client.auth.updateUser({ password: 'N3w-Password!' });
    expect(error).toBeNull();
    const again = anonClient(backend);
    expect((await again.auth.signInWithPassword({ email, password: DEMO_PASSWORD })).error?.message).toBe('Invalid login credentials');
    expect((await again.auth.signInWithPassword({ email, password: 'N3w-Password!' })).error).toBeNull();
  });

  test('an e-mail change waits for both e-mailed links, then moves the profile and needs confirming again', async () => {
    const { client, user, email } = await signUp(backend, 'patient');
    await backend.sql('update public.profiles set email_confirmed = true where user_id = $1', [user.id]);
    const next = uniqueEmail('moved');
    const { data, error } = await client.auth.updateUser({ email: next });
    expect(error).toBeNull();
    expect(data.user?.email).toBe(email);
    expect(data.user?.new_email).toBe(next);
    const before = await client.from('profiles').select('email,email_confirmed').eq('user_id', user.id).single();
    expect(before.data).toEqual({ email, email_confirmed: true });

    const toNew = backend.inbox.latest(next)!;
    const toCurrent = backend.inbox.latest(email)!;
    expect(toNew.subject).toBe('Confirm Email Change');
    expect(toCurrent.subject).toBe('Confirm Email Change');
    const first = await fetch(toNew.links[0]!, { redirect: 'manual' });
    expect(first.headers.get('location')).toContain('message=Confirmation+link+accepted');
    expect((await client.auth.getUser()).data.user?.email).toBe(email);

    const second = await fetch(toCurrent.links[0]!, { redirect: 'manual' });
    expect(second.headers.get('location')).toContain('access_token=');
    expect((await client.auth.getUser()).data.user?.email).toBe(next);
    const after = await client.from('profiles').select('email,email_confirmed').eq('user_id', user.id).single();
    expect(after.data).toEqual({ email: next, email_confirmed: false });
  });
});

describe('admin accounts', () => {
  test('the seeded admin has the admin role, granted through app metadata', async () => {
    const { client, user } = await signedIn(backend, DEMO.admin.email);
    expect(user.app_metadata.role).toBe('admin');
    const { data } = await client.from('profiles').select('role').eq('user_id', user.id).single();
    expect(data?.role).toBe('admin');
  });

  test('the service role sees every profile, the anon key none', async () => {
    const { data } = await serviceClient(backend).from('profiles').select('user_id,role');
    expect(data?.length).toBeGreaterThanOrEqual(5);
    const anon = await anonClient(backend).from('profiles').select('user_id');
    expect(anon.data).toBeNull();
    expect(anon.status).toBe(401);
  });
});
