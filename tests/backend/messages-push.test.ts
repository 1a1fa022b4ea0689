// Web Push through the one sender, and the person's notification choices: a device that accepted
// notifications gets an encrypted push (RFC 8291, VAPID) when the pharmacy accepts the order, the
// push service's 404/410 removes the device, a turned-off kind or channel queues nothing, quiet
// hours hold all but delivery-day messages until 07:00 Lagos time, and a day of failures ends in a
// dead letter. The push service is the local stand-in (supabase/local/push-service.mjs), which
// checks the VAPID signature and decrypts what the sender's real request carried.
import { afterAll, beforeAll, describe, expect, test } from 'vitest';
import type { SupabaseClient } from '@supabase/supabase-js';
import { anonClient, confirmedPatient, DEMO, signedIn, startBackend, type LocalBackend } from './helpers';
import { demoOffer, intent, place } from './order-helpers';

let backend: LocalBackend;
beforeAll(async () => {
  backend = await startBackend({ warmFunctions: ['send-messages'], senderIntervalMs: 0 });
});
afterAll(() => backend.stop());

/** A patient whose browser accepted notifications: a device of the stand-in, stored for them. */
async function subscribedPatient() {
  const { client, user } = await confirmedPatient(backend);
  const device = backend.push.createDevice();
  const { error } = await client.rpc('save_push_subscription', { p_endpoint: device.endpoint, p_p256dh: device.keys.p256dh, p_auth: device.keys.auth });
  expect(error).toBeNull();
  return { client, user, device };
}

async function placedOrder(patient: SupabaseClient, phone = `+23481${String(Date.now() % 1e8).padStart(8, '0')}`) {
  const offer = await demoOffer(backend, { stock: 30 });
  const { orders } = await place(patient, intent([{ offer_id: offer.id, quantity: 1 }], { phone }));
  return { ...orders[0]!, phone };
}

const pushesTo = (deviceId: string) => backend.push.received.filter((r) => r.device === deviceId);
const devicesOf = async (userId: string) =>
  (await backend.sql<{ n: number }>('select count(*)::int as n from public.push_subscriptions where user_id = $1', [userId]))[0]!.n;

let pharmacy: SupabaseClient;
beforeAll(async () => {
  pharmacy = (await signedIn(backend, DEMO.pharmacy.email)).client;
});

describe('a push when the pharmacy accepts the order', () => {
  test('the device gets one encrypted push with the order\'s text and link; its SMS still goes', async () => {
    const { client, device } = await subscribedPatient();
    const order = await placedOrder(client);
    expect((await pharmacy.rpc('confirm_order', { p_order_id: order.id })).error).toBeNull();
    await backend.sendMessages();

    const got = pushesTo(device.id);
    expect(got).toHaveLength(1);
    expect(got[0]).toMatchObject({ status: 201, urgency: 'high', ttl: '86400', error: null });
    const payload = JSON.parse(got[0]!.payload!);
    expect(payload).toMatchObject({ title: 'Order confirmed', url: `/orders/track?id=${order.reference}` });
    expect(payload.body).toContain(order.reference);
    // The data cost of one push: the encrypted body is the payload plus 86 bytes of header and 17 of tag and padding.
    expect(got[0]!.bytes).toBe(Buffer.byteLength(got[0]!.payload!) + 86 + 17);
    expect(backend.providers.state.sms.filter((m) => m.to === order.phone)).toHaveLength(1);
    const waiting = await backend.sql<{ n: number }>(`select count(*)::int as n from private.outgoing_messages where channel = 'push' and sent_at is null and link = $1`, [payload.url]);
    expect(waiting[0]!.n).toBe(0);
  });

  test('a device removed at sign-out gets nothing; another account cannot remove or read it', async () => {
    const { client, user, device } = await subscribedPatient();
    const other = (await confirmedPatient(backend)).client;
    expect((await other.rpc('remove_push_subscription', { p_endpoint: device.endpoint })).data).toBe(false);
    expect((await other.from('push_subscriptions').select('id')).data).toEqual([]);
    expect((await client.from('push_subscriptions').select('endpoint')).data).toEqual([{ endpoint: device.endpoint }]);
    expect((await anonClient(backend).rpc('save_push_subscription', { p_endpoint: device.endpoint, p_p256dh: device.keys.p256dh, p_auth: device.keys.auth })).error).not.toBeNull();

    expect((await client.rpc('remove_push_subscription', { p_endpoint: device.endpoint })).data).toBe(true);
    expect(await devicesOf(user.id)).toBe(0);
    const order = await placedOrder(client);
    expect((await pharmacy.rpc('confirm_order', { p_order_id: order.id })).error).toBeNull();
    await backend.sendMessages();
    expect(pushesTo(device.id)).toHaveLength(0);
  });
});

describe('the push service says the device is gone', () => {
  for (const status of [404, 410]) {
    test(`a ${status} removes the subscription and its waiting pushes, and is no dead letter`, async () => {
      const { client, user, device } = await subscribedPatient();
      backend.push.devices.get(device.id)!.answer = status;
      const first = await placedOrder(client);
      const second = await placedOrder(client);
      for (const o of [first, second]) expect((await pharmacy.rpc('confirm_order', { p_order_id: o.id })).error).toBeNull();
      await backend.sendMessages();

      expect(pushesTo(device.id).map((r) => r.status)[0]).toBe(status);
      expect(await devicesOf(user.id)).toBe(0);
      const left = await backend.sql<{ n: number }>(`select count(*)::int as n from private.outgoing_messages where channel = 'push' and user_id = $1`, [user.id]);
      expect(left[0]!.n).toBe(0);
      const admin = (await signedIn(backend, DEMO.admin.email)).client;
      const dead = (await admin.rpc('admin_dead_messages')).data as { recipient: string }[];
      expect(dead.some((d) => d.recipient === device.id)).toBe(false);
    });
  }
});

describe('choices per kind and channel', () => {
  test('orders by push off: no push; orders by SMS off too: no SMS; the bell still has it', async () => {
    const { client, user, device } = await subscribedPatient();
    expect((await client.rpc('set_notification_preference', { p_kind: 'orders', p_channel: 'push', p_enabled: false })).error).toBeNull();
    const a = await placedOrder(client);
    expect((await pharmacy.rpc('confirm_order', { p_order_id: a.id })).error).toBeNull();
    await backend.sendMessages();
    expect(pushesTo(device.id)).toHaveLength(0);
    expect(backend.providers.state.sms.filter((m) => m.to === a.phone)).toHaveLength(1);

    expect((await client.rpc('set_notification_preference', { p_kind: 'orders', p_channel: 'sms', p_enabled: false })).error).toBeNull();
    const b = await placedOrder(client);
    expect((await pharmacy.rpc('confirm_order', { p_order_id: b.id })).error).toBeNull();
    await backend.sendMessages();
    expect(backend.providers.state.sms.filter((m) => m.to === b.phone)).toHaveLength(0);
    const bell = await backend.sql<{ n: number }>(`select count(*)::int as n from public.notifications where user_id = $1 and title = 'Order confirmed'`, [user.id]);
    expect(bell[0]!.n).toBe(2);

    const { data } = await client.rpc('notification_settings');
    expect(data).toEqual({ devices: 1, preferences: [
      { kind: 'orders', channel: 'push', enabled: false }, { kind: 'orders', channel: 'sms', enabled: false }] });
    // Back on: the next one comes by push again.
    expect((await client.rpc('set_notification_preference', { p_kind: 'orders', p_channel: 'push', p_enabled: true })).error).toBeNull();
    const c = await placedOrder(client);
    expect((await pharmacy.rpc('confirm_order', { p_order_id: c.id })).error).toBeNull();
    await backend.sendMessages();
    expect(pushesTo(device.id).map((r) => JSON.parse(r.payload!).url)).toEqual([`/orders/track?id=${c.reference}`]);
  });

  test('turning a channel off drops what still waits for it; unknown settings are refused', async () => {
    const { client, user } = await subscribedPatient();
    await backend.sql(`select private.queue_push($1, 'prescriptions', 'Your prescription has a quote', 'Held.', '/prescriptions', false)`, [user.id]);
    await backend.sql(`update private.outgoing_messages set next_attempt_at = now() + interval '1 hour' where user_id = $1`, [user.id]);
    expect((await client.rpc('set_notification_preference', { p_kind: 'prescriptions', p_channel: 'push', p_enabled: false })).error).toBeNull();
    const left = await backend.sql<{ n: number }>('select count(*)::int as n from private.outgoing_messages where user_id = $1', [user.id]);
    expect(left[0]!.n).toBe(0);
    const bad = await client.rpc('set_notification_preference', { p_kind: 'marketing', p_channel: 'push', p_enabled: false });
    expect(bad.error?.message).toBe('Unknown notification setting');
  });
});

describe('quiet hours, 21:00-07:00 Lagos time', () => {
  test('a message made at night waits until 07:00; a day-time one goes at once', async () => {
    const rows = await backend.sql<{ at: string; until: string }>(
      `select t as at, to_char(private.after_quiet_hours((t::timestamp) at time zone 'Africa/Lagos') at time zone 'Africa/Lagos', 'YYYY-MM-DD HH24:MI') as until
       from unnest(array['2026-11-26 20:59', '2026-11-26 21:00', '2026-11-26 23:30', '2026-11-27 03:00', '2026-11-27 06:59', '2026-11-27 07:00']) as t`,
    );
    expect(rows.map((r) => r.until)).toEqual(['2026-11-26 20:59', '2026-11-27 07:00', '2026-11-27 07:00', '2026-11-27 07:00', '2026-11-27 07:00', '2026-11-27 07:00']);
  });

  test('held at night: a quote (push and SMS); not held: an order update on its delivery day', async () => {
    const { user } = await subscribedPatient();
    const night = `(current_date + time '22:30') at time zone 'Africa/Lagos'`;
    const sevenAm = `to_char((current_date + 1 + time '07:00') at time zone 'Africa/Lagos', 'YYYY-MM-DD"T"HH24:MI')`;
    const insert = (channel: string, kind: string, urgent: boolean) => backend.sql<{ due: string; want: string }>(
      `insert into private.outgoing_messages (channel, recipient, body, user_id, kind, urgent, created_at, subscription_id)
       values ($1, case when $1 = 'push' then (select id::text from public.push_subscriptions where user_id = $3) else '+2348069990000' end,
         'Quiet test', $3, $2, $4, ${night}, case when $1 = 'push' then (select id from public.push_subscriptions where user_id = $3) end)
       returning to_char(next_attempt_at, 'YYYY-MM-DD"T"HH24:MI') as due, ${sevenAm} as want, to_char(now(), 'YYYY-MM-DD"T"HH24:MI') as now`,
      [channel, kind, user.id, urgent],
    );
    const quotePush = (await insert('push', 'prescriptions', false))[0]!;
    const quoteSms = (await insert('sms', 'prescriptions', false))[0]!;
    const delivery = (await insert('push', 'orders', true))[0]! as { due: string; now?: string };
    expect(quotePush.due).toBe(quotePush.want);
    expect(quoteSms.due).toBe(quoteSms.want);
    expect(delivery.due).toBe(delivery.now);
    // Held rows are not claimed before 07:00; they are not dropped either.
    await backend.sendMessages();
    const waiting = await backend.sql<{ n: number }>(`select count(*)::int as n from private.outgoing_messages where user_id = $1 and sent_at is null and dead_at is null`, [user.id]);
    expect(waiting[0]!.n).toBe(2);
  });
});

describe('a day of failures', () => {
  test('a push that keeps failing is retried, then a dead letter admins see after 24 hours', async () => {
    const { user, device } = await subscribedPatient();
    backend.push.devices.get(device.id)!.answer = 500;
    await backend.sql(`select private.queue_push($1, 'orders', 'Order confirmed', 'Dead letter test.', '/orders', true)`, [user.id]);
    const id = Number((await backend.sql<{ id: number }>(`select id from private.outgoing_messages where user_id = $1 and channel = 'push'`, [user.id]))[0]!.id);
    await backend.sendMessages();
    let row = (await backend.sql(`select attempts, last_error, dead_at is not null as dead from private.outgoing_messages where id = $1`, [id]))[0]!;
    expect(row).toMatchObject({ attempts: 1, dead: false, last_error: 'push service answered 500' });
    await backend.sql(`update private.outgoing_messages set created_at = now() - interval '24 hours 1 minute', next_attempt_at = now() where id = $1`, [id]);
    await backend.sendMessages();
    row = (await backend.sql(`select attempts, dead_at is not null as dead from private.outgoing_messages where id = $1`, [id]))[0]!;
    expect(row).toMatchObject({ attempts: 2, dead: true });
    const admin = (await signedIn(backend, DEMO.admin.email)).client;
    const dead = (await admin.rpc('admin_dead_messages')).data as { id: number; channel: string }[];
    expect(dead).toContainEqual(expect.objectContaining({ id, channel: 'push', subject: 'Order confirmed' }));
    expect(await devicesOf(user.id)).toBe(1);
  });
});

describe('consultation pushes', () => {
  test('"in 10 minutes" once, made by the every-minute job; "your doctor has joined" on the doctor\'s first message only', async () => {
    const { user, device } = await subscribedPatient();
    // A booking that starts in 5 minutes (written directly: free slots are not the subject here).
    const [c] = await backend.sql<{ id: string }>(
      `insert into public.consultations (client_id, patient_id, doctor_id, starts_at, type, fee)
       values ($1, $2, $3, now() + interval '5 minutes', 'chat', 0) returning id`,
      [`push-test-${Date.now()}`, user.id, DEMO.doctor.id],
    );
    await backend.sql('select private.notify_consultations_soon()');
    await backend.sql('select private.notify_consultations_soon()');
    await backend.sendMessages();
    const doctor = (await signedIn(backend, DEMO.doctor.email)).client;
    for (const body of ['Hello, I am here.', 'Can you hear me?']) {
      expect((await doctor.rpc('send_consultation_message', { p_consultation: c!.id, p_body: body, p_client_id: `push-${body.length}-${Date.now()}` })).error).toBeNull();
    }
    await backend.sendMessages();
    const got = pushesTo(device.id).map((r) => JSON.parse(r.payload!) as { title: string; url: string });
    expect(got.map((p) => [p.title, p.url])).toEqual([
      ['Consultation in 10 minutes', `/consultations/room/${c!.id}`],
      ['Your doctor has joined', `/consultations/room/${c!.id}`],
    ]);
  });
});
