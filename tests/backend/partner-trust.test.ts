// Partners and what the platform mails: an approved partner's identity goes back to review when
// changed, ratings are the platform's, names carry no links, mail goes only to confirmed
// addresses, the message sender answers only the service role, and suspending a
// pharmacy or doctor takes its offers, slots and waiting orders with it.
import { afterAll, beforeAll, describe, expect, test } from 'vitest';
import {
  anonClient, confirmedPatient, DEMO, phoneAccount, serviceClient, signedIn, signUp, startBackend, type LocalBackend,
} from './helpers';
import { intent, newKey, stockOf } from './order-helpers';

let backend: LocalBackend;
let admin: Awaited<ReturnType<typeof signedIn>>['client'];
beforeAll(async () => {
  backend = await startBackend();
  admin = (await signedIn(backend, DEMO.admin.email)).client;
});
afterAll(async () => {
  await backend?.stop();
});

const runSender = (key: string) =>
  fetch(`${backend.url}/functions/v1/send-messages`, { method: 'POST', headers: { apikey: backend.anonKey, Authorization: `Bearer ${key}` } });

async function approvedPharmacy() {
  const account = await signUp(backend, 'pharmacy', 'Bola Owner');
  const { error } = await account.client.from('pharmacies').insert({ name: 'Bola Pharmacy', address: '4 Allen Avenue, Ikeja' });
  expect(error).toBeNull();
  await backend.sql(
    `update public.pharmacies set status = 'approved', state = 'Lagos', lga = 'Ikeja', pcn_premises_number = 'PR-1001' where user_id = $1`,
    [account.user.id]);
  return account;
}

describe("an approved partner's identity", () => {
  test.each([
    ['pcn_premises_number', 'PR-9999'],
    ['address', '1 Other Street, Yaba'],
    ['state', 'Kano'],
    ['lga', 'Surulere'],
  ])('a pharmacy changing its %s goes back to pending review', async (column, value) => {
    const { client, user } = await approvedPharmacy();
    expect((await client.from('pharmacies').update({ [column]: value }).eq('user_id', user.id)).error).toBeNull();
    const [row] = await backend.sql(`select status, ${column} as v from public.pharmacies where user_id = $1`, [user.id]);
    expect(row).toEqual({ status: 'pending', v: value });
  });

  test('a doctor changing their licence number goes back to pending; fee changes do not', async () => {
    const doctor = await signUp(backend, 'doctor', 'Kunle Doctor');
    expect((await doctor.client.from('doctors').insert({ full_name: 'Dr. Kunle', specialty: 'Cardiology' })).error).toBeNull();
    await backend.sql(`update public.doctors set approval_status = 'approved' where user_id = $1`, [doctor.user.id]);
    expect((await doctor.client.from('doctors').update({ fee: 20000 }).eq('user_id', doctor.user.id)).error).toBeNull();
    expect((await backend.sql('select approval_status from public.doctors where user_id = $1', [doctor.user.id]))[0]!.approval_status).toBe('approved');
    expect((await doctor.client.from('doctors').update({ license_number: 'MDCN/R/77777' }).eq('user_id', doctor.user.id)).error).toBeNull();
    expect((await backend.sql('select approval_status from public.doctors where user_id = $1', [doctor.user.id]))[0]!.approval_status).toBe('pending');
  });

  test('a doctor cannot set their own rating or review count, nor an admin through the API; the seed keeps its figures', async () => {
    const doctor = (await signedIn(backend, DEMO.doctor.email)).client;
    const before = (await backend.sql('select rating::float8 as rating, reviews from public.doctors where user_id = $1', [DEMO.doctor.id]))[0];
    for (const change of [{ rating: 5 }, { reviews: 99999 }]) {
      expect((await doctor.from('doctors').update(change).eq('user_id', DEMO.doctor.id)).error?.code).toBe('42501');
      expect((await admin.from('doctors').update(change).eq('user_id', DEMO.doctor.id)).error?.code).toBe('42501');
    }
    const pharmacy = (await signedIn(backend, DEMO.pharmacy.email)).client;
    expect((await pharmacy.from('pharmacies').update({ rating: 5 }).eq('user_id', DEMO.pharmacy.id)).error?.code).toBe('42501');
    const fresh = await signUp(backend, 'doctor', 'Ada Newdoc');
    const inserted = await fresh.client.from('doctors').insert({ full_name: 'Dr. Ada', specialty: 'Cardiology', rating: 5, reviews: 500 });
    expect(inserted.error?.code).toBe('42501');
    expect((await backend.sql('select rating::float8 as rating, reviews from public.doctors where user_id = $1', [DEMO.doctor.id]))[0]).toEqual(before);
  });
});

describe('names that are mailed carry no links', () => {
  test.each(['Best Pharmacy http://evil.example', 'Visit www.evil.example now', 'Cheap drugs at evil.com', 'Pay at bit.ly/x'])(
    'refused as a pharmacy name, a doctor name and a logistics provider name: %s', async (name) => {
      const pharmacy = await signUp(backend, 'pharmacy');
      expect((await pharmacy.client.from('pharmacies').insert({ name, address: '4 Allen Avenue' })).error?.code).toBe('23514');
      const doctor = await signUp(backend, 'doctor');
      expect((await doctor.client.from('doctors').insert({ full_name: name, specialty: 'Cardiology' })).error?.code).toBe('23514');
      const provider = await phoneAccount(backend);
      expect((await provider.client.from('logistics_providers').insert({ full_name: name, phone: provider.phone })).error?.code).toBe('23514');
    });

  test('ordinary business names are accepted', async () => {
    const pharmacy = await signUp(backend, 'pharmacy');
    const ok = await pharmacy.client.from('pharmacies').insert({ name: "St. Mary's Pharmacy & Stores Ltd.", address: '4 Allen Avenue' });
    expect(ok.error).toBeNull();
  });
});

describe('mail goes only to confirmed addresses, sent only by the scheduled sender', () => {
  test("a logistics applicant's self-typed, unverified address gets no decision mail; the admin alerts say why", async () => {
    const provider = await phoneAccount(backend);
    const target = `victim.${Date.now()}@example.test`;
    const made = await provider.client.from('logistics_providers')
      .insert({ full_name: 'Musa Transport', phone: provider.phone, email: target }).select('user_id').single();
    expect(made.error).toBeNull();
    await backend.sql(`select private.queue_email($1, 'Your Magani Health application', 'Decision')`, [provider.user.id]);
    expect((await runSender(backend.serviceRoleKey)).status).toBe(200);
    expect(backend.inbox.list({ to: target })).toEqual([]);
    const dead = await admin.rpc('admin_dead_messages');
    expect(dead.error).toBeNull();
    expect((dead.data as { recipient: string }[]).find((m) => m.recipient === target)).toMatchObject({
      channel: 'email', subject: 'Your Magani Health application', attempts: 0,
      error: 'not sent: the account has no confirmed e-mail address',
    });
    expect(await admin.rpc('admin_last_account_mail', { p_user: provider.user.id })).toMatchObject({ data: { state: 'failed' } });
    const count = await admin.rpc('admin_dead_message_count');
    expect(count.data).toBe((await backend.sql('select count(*)::int as n from private.outgoing_messages where dead_at is not null'))[0]!.n);
  });

  test('the sender answers only the service role: the anon key, a patient and an admin get 403', async () => {
    expect((await runSender(backend.anonKey)).status).toBe(403);
    const patient = await signedIn(backend, DEMO.patient.email);
    expect((await runSender(patient.session!.access_token)).status).toBe(403);
    const adminSession = await signedIn(backend, DEMO.admin.email);
    expect((await runSender(adminSession.session!.access_token)).status).toBe(403);
    expect((await runSender(backend.serviceRoleKey)).status).toBe(200);
  });

  test('service-only database functions refuse the anon key and any account; admin reads refuse non-admins', async () => {
    const patient = (await signedIn(backend, DEMO.patient.email)).client;
    const calls: [string, Record<string, unknown>][] = [
      ['claim_outgoing_messages', { p_batch: 5 }],
      ['finish_outgoing_message', { p_id: 1, p_attempt: 1 }],
      ['issue_confirmation_email', { account: DEMO.patient.id }],
      ['resend_confirmation_token', { user_email: DEMO.patient.email }],
      ['password_verification_attempt', { event: { user_id: DEMO.patient.id, valid: false } }],
    ];
    for (const [fn, args] of calls) {
      expect((await anonClient(backend).rpc(fn, args)).error?.code, fn).toBe('42501');
      expect((await patient.rpc(fn, args)).error?.code, fn).toBe('42501');
    }
    for (const [fn, args] of [['admin_dead_messages', {}], ['admin_dead_message_count', {}], ['admin_last_account_mail', { p_user: DEMO.patient.id }]] as const) {
      expect((await anonClient(backend).rpc(fn, args)).error?.code, fn).toBe('42501');
      expect((await patient.rpc(fn, args)).error?.code, fn).toBe('42501');
    }
    // The service role is served (a report on no row is ignored; claiming would lease real rows).
    expect(await serviceClient(backend).rpc('finish_outgoing_message', { p_id: -1, p_attempt: 1 })).toMatchObject({ error: null, data: { outcome: 'ignored' } });
  });
});

describe('suspending a partner account', () => {
  test('a pharmacy: offers leave the catalogue and cannot be ordered, waiting orders are cancelled with stock back and the patient told', async () => {
    const { client: pharmacy, user } = await approvedPharmacy();
    const product = await pharmacy.rpc('add_product', { product: {
      medicine_id: (await backend.sql('select id from public.medicines where not prescription_only limit 1'))[0]!.id,
      price: 1500, stock_quantity: 20, expiry_date: '2030-01-01' } });
    expect(product.error).toBeNull();
    const offerId = (await backend.sql('select o.id from public.offers o join public.pharmacies p on p.id = o.pharmacy_id where p.user_id = $1', [user.id]))[0]!.id as string;
    const patient = await confirmedPatient(backend);
    const placed = await patient.client.rpc('place_order', { p_intent: intent([{ offer_id: offerId, quantity: 3 }]) });
    expect(placed.error).toBeNull();
    expect(await stockOf(backend, offerId)).toBe(17);

    expect((await admin.rpc('admin_suspend_user', { target: user.id, reason: 'Licence withdrawn' })).error).toBeNull();
    const visible = await anonClient(backend).from('offers').select('id').eq('id', offerId);
    expect(visible.data).toEqual([]);
    const again = await patient.client.rpc('place_order', { p_intent: intent([{ offer_id: offerId, quantity: 1 }]) });
    expect(again.error?.hint).toBe('unavailable');
    const [order] = await backend.sql('select status from public.orders where patient_id = $1', [patient.user.id]);
    expect(order!.status).toBe('cancelled');
    expect(await stockOf(backend, offerId)).toBe(20);
    const { data: bell } = await patient.client.from('notifications').select('title, body').eq('title', 'Order cancelled');
    expect(bell![0]!.body).toMatch(/Bola Pharmacy is not taking orders at the moment/);

    expect((await admin.rpc('admin_reactivate_user', { target: user.id })).error).toBeNull();
    expect((await anonClient(backend).from('offers').select('id').eq('id', offerId)).data).toEqual([{ id: offerId }]);
  });

  test('a doctor: no free slots, not listed, not bookable, upcoming bookings cancelled and the patient told', async () => {
    const doctor = 'd0c70000-0000-4000-8000-000000000009';
    const from = new Date().toISOString().slice(0, 10);
    const to = new Date(Date.now() + 7 * 864e5).toISOString().slice(0, 10);
    const slots = async () => ((await anonClient(backend).rpc('free_slots', { p_doctor: doctor, p_from: from, p_to: to })).data as string[]);
    const patient = await confirmedPatient(backend);
    const [first, second] = await slots();
    const booked = await patient.client.rpc('book_consultation',
      { p_doctor: doctor, p_starts_at: first, p_type: 'video', p_symptoms: '', p_client_id: newKey() });
    expect(booked.error).toBeNull();

    expect((await admin.rpc('admin_suspend_user', { target: doctor })).error).toBeNull();
    expect(await slots()).toEqual([]);
    const listed = (await anonClient(backend).rpc('approved_doctors')).data as { id: string }[];
    expect(listed.map((d) => d.id)).not.toContain(doctor);
    const refused = await patient.client.rpc('book_consultation',
      { p_doctor: doctor, p_starts_at: second, p_type: 'video', p_symptoms: '', p_client_id: newKey() });
    expect(refused.error?.message).toBe('This doctor is not available for booking');
    const [c] = await backend.sql('select status from public.consultations where patient_id = $1', [patient.user.id]);
    expect(c!.status).toBe('cancelled');
    const { data: bell } = await patient.client.from('notifications').select('title').eq('title', 'Consultation cancelled');
    expect(bell!.length).toBe(1);
    expect((await admin.rpc('admin_reactivate_user', { target: doctor })).error).toBeNull();
    expect((await slots()).length).toBeGreaterThan(0);
  });
});
