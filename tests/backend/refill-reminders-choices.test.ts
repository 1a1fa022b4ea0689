// Refill reminders and the person's notification choices: push to each device that accepted
// notifications (once per due time), a channel turned off for reminders sends nothing (the bell
// still has it), and nothing fires during quiet hours (21:00-07:00 Lagos) on the job's clock.
import type { SupabaseClient } from '@supabase/supabase-js';
import { afterAll, beforeAll, expect, test } from 'vitest';
import { confirmedPatient, serviceClient, startBackend, type LocalBackend } from './helpers';
import { freshPhone, orderFor, staff, type Staff } from './refill-helpers';

let backend: LocalBackend;
let s: Staff;
beforeAll(async () => {
  backend = await startBackend({ warmFunctions: ['send-messages'], senderIntervalMs: 0 });
  s = await staff(backend);
}, 180_000);
afterAll(() => backend.stop());

const HOUR = 3_600_000;

async function reminderOn(channel: string) {
  const me = await confirmedPatient(backend);
  const phone = freshPhone();
  const order = await orderFor(backend, s, me.client, phone);
  return { me, phone, order, set: () => set(me.client, order.id, channel) };
}

const set = (c: SupabaseClient, orderId: string, channel: string) =>
  c.rpc('set_refill_reminder', { p_order_id: orderId, p_interval_days: 30, p_channel: channel });

async function runAt(at: number) {
  const { data, error } = await serviceClient(backend).rpc('run_refill_reminders', { p_now: new Date(at).toISOString() });
  expect(error).toBeNull();
  await backend.sendMessages();
  return data as number;
}

const refillTexts = (phone: string) => backend.inbox.list({ to: phone }).filter((m) => m.text.includes('time to refill'));

test('push: only with a device that takes notifications; then one push per device and due time, opening the reorder', async () => {
  const { me, order, set: setIt } = await reminderOn('push');
  expect((await setIt()).error).toMatchObject({
    message: 'No device of yours takes notifications: turn them on in Settings, or choose SMS or e-mail', hint: 'channel' });
  const device = backend.push.createDevice();
  expect((await me.client.rpc('save_push_subscription', { p_endpoint: device.endpoint, p_p256dh: device.keys.p256dh, p_auth: device.keys.auth })).error).toBeNull();
  const saved = await setIt();
  expect(saved.error).toBeNull();
  const due = new Date((saved.data as { next_due_at: string }).next_due_at).getTime();
  expect(await runAt(due + 60_000)).toBe(1);
  await backend.sql(`update public.refill_reminders set next_due_at = $2 where order_id = $1`, [order.id, new Date(due).toISOString()]);
  await runAt(due + 60_000);
  const got = backend.push.received.filter((r) => r.device === device.id);
  expect(got).toHaveLength(1);
  const payload = JSON.parse(got[0]!.payload!) as { title: string; body: string; url: string };
  expect(payload).toMatchObject({ title: 'Time to refill', url: `/orders/${order.id}/reorder` });
  expect(payload.body).toContain(order.reference);
});

test('SMS turned off for reminders: no text, the bell has it, and the reminder moves on', async () => {
  const { me, phone, order, set: setIt } = await reminderOn('sms');
  const saved = await setIt();
  const due = new Date((saved.data as { next_due_at: string }).next_due_at).getTime();
  expect((await me.client.rpc('set_notification_preference', { p_kind: 'reminders', p_channel: 'sms', p_enabled: false })).error).toBeNull();
  expect(await runAt(due + 60_000)).toBe(1);
  expect(refillTexts(phone)).toEqual([]);
  const bell = await me.client.from('notifications').select('title').eq('link', `/orders/${order.id}/reorder`);
  expect(bell.data).toEqual([{ title: 'Time to refill' }]);
  const next = (await me.client.rpc('my_refill_reminders')).data as { next_due_at: string }[];
  expect(new Date(next[0]!.next_due_at).getTime()).toBe(due + 30 * 24 * HOUR);
});

test('quiet hours: due but the clock says 22:00 Lagos, nothing; at 07:05 it goes', async () => {
  const { phone, set: setIt } = await reminderOn('sms');
  const saved = await setIt();
  const due = new Date((saved.data as { next_due_at: string }).next_due_at).getTime(); // 09:00 Lagos
  expect(await runAt(due + 13 * HOUR)).toBe(0);
  expect(refillTexts(phone)).toEqual([]);
  expect(await runAt(due + 22 * HOUR + 5 * 60_000)).toBe(1);
  expect(refillTexts(phone)).toHaveLength(1);
});
