// The registration screen's calls for each role: sign up, upload the licence,
// insert the role row, mail the confirmation link; then the /confirm page and
// the resend path.
import { afterAll, beforeAll, describe, expect, test } from 'vitest';
import type { SupabaseClient } from '@supabase/supabase-js';
import {
  anonClient, pdf, PNG_BYTES, serviceClient, signedIn, signUp, startBackend, type LocalBackend,
} from './helpers';

let backend: LocalBackend;
beforeAll(async () => {
  backend = await startBackend();
});
afterAll(() => backend.stop());

async function sendConfirmation(client: SupabaseClient, body: Record<string, unknown>) {
  return client.functions.invoke('send-confirmation-email', { body });
}

function tokenFromInbox(email: string) {
  const link = backend.inbox.latest(email)?.links.find((l) => l.includes('/confirm?token='));
  expect(link, `a confirmation link mailed to ${email}`).toBeTruthy();
  const url = new URL(link!);
  expect(`${url.origin}${url.pathname}`).toBe('http://127.0.0.1:4173/confirm');
  return url.searchParams.get('token')!;
}

describe('registration by role', () => {
  test('pharmacy: licence upload, pharmacy row pending, confirmation e-mail', async () => {
    const { client, user, email } = await signUp(backend, 'pharmacy', 'Kemi Adebayo');
    const path = `pharmacy/${user.id}/license_${Date.now()}.pdf`;
    const upload = await client.storage.from('licenses').upload(path, pdf());
    expect(upload.error).toBeNull();
    expect(upload.data?.path).toBe(path);

    const insert = await client.from('pharmacies').insert({
      user_id: user.id, name: 'Kemi Pharmacy', address: '3 Broad Street, Lagos', phone: '+2348012345678',
      license_number: 'PCN-2024-001', license_document_url: path,
    });
    expect(insert.error).toBeNull();
    const { data: row } = await client.from('pharmacies').select('name,status,license_document_url').eq('user_id', user.id).single();
    expect(row).toEqual({ name: 'Kemi Pharmacy', status: 'pending', license_document_url: path });

    const sent = await sendConfirmation(client, { userId: user.id, email, fullName: 'Kemi Adebayo', role: 'pharmacy' });
    expect(sent.error).toBeNull();
    expect(sent.data).toEqual({ success: true });
    const mail = backend.inbox.latest(email)!;
    expect(mail.subject).toBe('Confirm your Magani Health account');
    expect(mail.text).toContain('Hello Kemi Adebayo,');
    expect(tokenFromInbox(email)).toMatch(/^[0-9a-f]{64}$/);
  });

  test('doctor: licence upload and doctor row with approval pending', async () => {
    const { client, user } = await signUp(backend, 'doctor', 'Dr. Musa Bello');
    const path = `doctor/${user.id}/license_${Date.now()}.png`;
    const png = new Blob([PNG_BYTES], { type: 'image/png' });
    expect((await client.storage.from('licenses').upload(path, png)).error).toBeNull();
    const { error } = await client.from('doctors').insert({
      user_id: user.id, full_name: 'Dr. Musa Bello', specialty: 'Cardiology', license_document_url: path,
    });
    expect(error).toBeNull();
    const { data } = await client.from('doctors').select('specialty,approval_status').eq('user_id', user.id).single();
    expect(data).toEqual({ specialty: 'Cardiology', approval_status: 'pending' });
  });

  test('rider: vehicle papers under riders/{userId}/ and rider row with approval pending', async () => {
    const { client, user } = await signUp(backend, 'rider', 'Sani Danjuma');
    const path = `riders/${user.id}/vehicle_${Date.now()}.pdf`;
    expect((await client.storage.from('licenses').upload(path, pdf())).error).toBeNull();
    const { error } = await client.from('riders').insert({
      user_id: user.id, full_name: 'Sani Danjuma', phone: '+2348098765432', vehicle_info: 'Bajaj Boxer 150', vehicle_doc_url: path,
    });
    expect(error).toBeNull();
    const { data } = await client.from('riders').select('approval_status,vehicle_doc_url').eq('user_id', user.id).single();
    expect(data).toEqual({ approval_status: 'pending', vehicle_doc_url: path });
    const download = await client.storage.from('licenses').download(path);
    expect(download.error).toBeNull();
    expect((await download.data!.text()).startsWith('%PDF-')).toBe(true);
  });
});

describe('e-mail confirmation', () => {
  test('the link confirms the account once; login then sees email_confirmed', async () => {
    const { client, user, email } = await signUp(backend, 'patient', 'Amaka Obi');
    await sendConfirmation(client, { userId: user.id, email, fullName: 'Amaka Obi', role: 'patient' });
    const token = tokenFromInbox(email);

    const visitor = anonClient(backend);
    const first = await visitor.rpc('confirm_user_email', { token });
    expect(first.error).toBeNull();
    expect(first.data).toEqual({ success: true, error: null, email });

    const { data: profile } = await client.from('profiles').select('role,email_confirmed').eq('user_id', user.id).single();
    expect(profile).toEqual({ role: 'patient', email_confirmed: true });

    // The same link opened again (a second tap, a mail preview) says the account is confirmed.
    const again = await visitor.rpc('confirm_user_email', { token });
    expect(again.data).toEqual({ success: true, error: null, email, already_confirmed: true });
    // The spent token stays out of the account's reach.
    const spent = await client.from('profiles').select('spent_confirmation_token').eq('user_id', user.id);
    expect(spent.error).not.toBeNull();
  });

  test('an unknown token gives the "Invalid or expired" error', async () => {
    const { data } = await anonClient(backend).rpc('confirm_user_email', { token: 'f'.repeat(64) });
    expect(data).toMatchObject({ success: false, email: null });
    expect(data.error).toContain('Invalid or expired');
  });

  test('a token older than 24 hours gives the "Invalid or expired" error and confirms nothing', async () => {
    const { client, user, email } = await signUp(backend, 'patient');
    await sendConfirmation(client, { userId: user.id, email, fullName: 'Late Clicker', role: 'patient' });
    const token = tokenFromInbox(email);
    const aged = await serviceClient(backend)
      .from('profiles')
      .update({ confirmation_token_expires_at: new Date(Date.now() - 60_000).toISOString() })
      .eq('user_id', user.id);
    expect(aged.error).toBeNull();
    const { data } = await anonClient(backend).rpc('confirm_user_email', { token });
    expect(data.success).toBe(false);
    expect(data.error).toContain('Invalid or expired');
    const { data: profile } = await client.from('profiles').select('email_confirmed').eq('user_id', user.id).single();
    expect(profile?.email_confirmed).toBe(false);
  });

  test('sending again after expiry mails a fresh, working token', async () => {
    const { client, user, email } = await signUp(backend, 'patient');
    await serviceClient(backend)
      .from('profiles')
      .update({ confirmation_token_expires_at: new Date(Date.now() - 60_000).toISOString() })
      .eq('user_id', user.id);
    expect((await sendConfirmation(client, { userId: user.id })).error).toBeNull();
    const { data } = await anonClient(backend).rpc('confirm_user_email', { token: tokenFromInbox(email) });
    expect(data.success).toBe(true);
  });

  test('resend from the login screen signs in first, then mails a new link', async () => {
    const { email } = await signUp(backend, 'doctor');
    const { client } = await signedIn(backend, email);
    const { data, error } = await sendConfirmation(client, {});
    expect(error).toBeNull();
    expect(data).toEqual({ success: true });
    const result = await anonClient(backend).rpc('confirm_user_email', { token: tokenFromInbox(email) });
    expect(result.data.success).toBe(true);
  });

  test('an account cannot have the link mailed for another account, nor steer it with a token or address', async () => {
    const victim = await signUp(backend, 'patient');
    const attacker = await signUp(backend, 'patient');
    const sent = await sendConfirmation(attacker.client, {
      userId: victim.user.id, email: attacker.email, fullName: 'x', token: 'attacker-chosen', role: 'patient',
    });
    expect(await (sent.error as { context: Response }).context.json()).toEqual({
      success: false, error: 'You can ask for a confirmation e-mail for your own account only',
    });
    expect(backend.inbox.list({ to: attacker.email })).toHaveLength(0);
    expect(backend.inbox.list({ to: victim.email })).toHaveLength(0);
    const own = await sendConfirmation(attacker.client, { email: victim.email, token: 'attacker-chosen' });
    expect(own.error).toBeNull();
    expect(backend.inbox.list({ to: victim.email })).toHaveLength(0);
    expect(backend.inbox.latest(attacker.email)!.text).not.toContain('attacker-chosen');
  });

  test('a confirmed account gets no new link', async () => {
    const { client, user } = await signedIn(backend, 'patient@magani.test');
    const { error } = await sendConfirmation(client, { userId: user.id });
    expect(error).not.toBeNull();
    expect(await (error as { context: Response }).context.json()).toEqual({ success: false, error: 'Email already confirmed' });
  });
});

describe('resend_confirmation_token', () => {
  test('the service role gets the account details and a fresh token', async () => {
    const { user, email } = await signUp(backend, 'rider', 'Yakubu Rider');
    const { data, error } = await serviceClient(backend).rpc('resend_confirmation_token', { user_email: email });
    expect(error).toBeNull();
    expect(data).toMatchObject({ success: true, error: null, user_id: user.id, email, full_name: 'Yakubu Rider', role: 'rider' });
    expect(data.token).toMatch(/^[0-9a-f]{64}$/);
  });

  test('the anon key and signed-in accounts may not call it', async () => {
    const { client, email } = await signUp(backend, 'patient');
    const anon = await anonClient(backend).rpc('resend_confirmation_token', { user_email: email });
    expect(anon.data).toBeNull();
    expect(anon.error?.message).toBe('permission denied for function resend_confirmation_token');
    expect(anon.status).toBe(401);
    const own = await client.rpc('resend_confirmation_token', { user_email: email });
    expect(own.data).toBeNull();
    expect(own.status).toBe(403);
  });
});
