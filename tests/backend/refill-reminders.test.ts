// Refill reminders: set only on one's own delivered order, 1 to 180 days, fired once per due time
// when the database's clock reaches it (run_refill_reminders takes the time to run at), through the
// one message sender, never after cancelling; nobody else reads or cancels them.
import type { SupabaseClient } from '@supabase/supabase-js';
import { afterAll, beforeAll, describe, expect, test } from 'vitest';
import { anonClient, confirmedPatient, serviceClient, startBackend, type LocalBackend } from './helpers';
import { freshPhone, orderFor, staff, type Staff } from './refill-helpers';

let backend: LocalBackend;
let s: Staff;
beforeAll(async () => {
  backend = await startBackend({ warmFunctions: ['send-messages'], senderIntervalMs: 0 });
  s = await staff(backend);
}, 180_000);
afterAll(() => backend.stop());

interface Reminder { id: string; order_id: string; reference: string; interval_days: number; channel: string; next_due_at: string; items: { name: string; quantity: number }[] }

const set = (c: SupabaseClient, orderId: string, days: number | null, channel = 'sms') =>
  c.rpc('set_refill_reminder', { p_order_id: orderId, p_interval_days: days, p_channel: channel });

/** Runs the job as pg_cron would, at `at` on the database's clock, then the sender. */
async function runAt(at: Date | string) {
  const { data, error } = await serviceClient(backend).rpc('run_refill_reminders', { p_now: new Date(at).toISOString() });
  expect(error).toBeNull();
  await backend.sendMessages();
  return data as number;
}

/** The refill texts this number got (the order's own updates went to it too). */
const textsTo = (phone: string) => backend.inbox.list({ to: phone }).map((m) => m.text).filter((t) => t.includes('refill'));

describe('setting a reminder', () => {
  test('only on a delivered order of one\'s own', async () => {
    const me = await confirmedPatient(backend);
    const other = await confirmedPatient(backend);
    const open = await orderFor(backend, s, me.client, freshPhone(), false);
    const notYet = await set(me.client, open.id, 30);
    expect(notYet.error).toMatchObject({ message: 'Reminders can be set once the order is delivered', hint: 'order' });

    const delivered = await orderFor(backend, s, me.client, freshPhone());
    const theirs = await set(other.client, delivered.id, 30);
    expect(theirs.error).toMatchObject({ message: 'Order not found', hint: 'order' });
    expect(await anonClient(backend).rpc('set_refill_reminder', { p_order_id: delivered.id, p_interval_days: 30, p_channel: 'sms' }))
      .toMatchObject({ data: null });

    const saved = await set(me.client, delivered.id, 30);
    expect(saved.error).toBeNull();
    const r = saved.data as Reminder;
    expect(r).toMatchObject({ order_id: delivered.id, reference: delivered.reference, interval_days: 30, channel: 'sms', items: [{ quantity: 2 }] });
    // 09:00 Lagos (08:00 UTC) on the day 30 days from today, Lagos time.
    const due = new Date(r.next_due_at);
    expect(due.getUTCHours()).toBe(8);
    const days = (due.getTime() - Date.now()) / 86_400_000;
    expect(days).toBeGreaterThan(29 - 1 / 24);
    expect(days).toBeLessThan(30 + 1);
    const rows = await backend.sql('select count(*)::int as n from public.refill_reminders where order_id = $1', [delivered.id]);
    expect(rows[0]!.n).toBe(1);

    // Setting it again changes the one reminder; the other patient sees none of it.
    expect((await set(me.client, delivered.id, 14, 'email')).data).toMatchObject({ id: r.id, interval_days: 14, channel: 'email' });
    expect((await me.client.rpc('my_refill_reminders')).data).toEqual([expect.objectContaining({ id: r.id, interval_days: 14 })]);
    expect((await other.client.from('refill_reminders').select('id')).data).toEqual([]);
    expect((await other.client.rpc('my_refill_reminders')).data).toEqual([]);
  });

  test('the interval is 1 to 180 days, with a message for the field', async () => {
    const me = await confirmedPatient(backend);
    const order = await orderFor(backend, s, me.client, freshPhone());
    for (const days of [0, 181, -5, null]) {
      const { error } = await set(me.client, order.id, days);
      expect(error, String(days)).toMatchObject({ message: 'Choose a number of days from 1 to 180', hint: 'interval_days' });
    }
    expect((await set(me.client, order.id, 30, 'push')).error).toMatchObject({ hint: 'channel' });
    expect((await set(me.client, order.id, 1)).error).toBeNull();
    expect((await set(me.client, order.id, 180)).error).toBeNull();
    // The table's own rule, even for the database owner; and no client writes the table directly.
    await expect(backend.sql(`update public.refill_reminders set interval_days = 0 where order_id = $1`, [order.id]))
      .rejects.toThrow(/refill_reminders_interval_days/);
    const direct = await me.client.from('refill_reminders').insert({ patient_id: me.user.id, order_id: order.id, channel: 'sms', next_due_at: new Date().toISOString() });
    expect(direct.error?.message).toMatch(/permission denied/);
  });

  test('e-mail needs a confirmed address', async () => {
    const unconfirmed = await confirmedPatient(backend);
    const order = await orderFor(backend, s, unconfirmed.client, freshPhone());
    // The address stops being confirmed (e.g. changed and not yet confirmed again).
    await backend.sql('update public.profiles set email_confirmed = false where user_id = $1', [unconfirmed.user.id]);
    const { error } = await set(unconfirmed.client, order.id, 30, 'email');
    expect(error).toMatchObject({ message: 'Your account has no confirmed e-mail address: choose SMS', hint: 'channel' });
  });
});

describe('firing', () => {
  test('fires once when the clock reaches its time, by SMS with the reorder link, then every N days', async () => {
    const me = await confirmedPatient(backend);
    const phone = freshPhone();
    const order = await orderFor(backend, s, me.client, phone);
    backend.inbox.clear();
    const r = (await set(me.client, order.id, 7)).data as Reminder;
    const due = new Date(r.next_due_at);

    expect(await runAt(new Date(due.getTime() - 60_000))).toBe(0);
    expect(textsTo(phone)).toEqual([]);

    await runAt(new Date(due.getTime() + 60_000));
    const [text] = textsTo(phone);
    expect(textsTo(phone)).toHaveLength(1);
    expect(text).toMatch(new RegExp(`^Magani Health: time to refill order ${order.reference}\\. Reorder at today's prices: http://\\S+/orders/${order.id}/reorder$`));
    expect(text!.length).toBeLessThanOrEqual(160);
    const bell = await me.client.from('notifications').select('title, link').eq('link', `/orders/${order.id}/reorder`);
    expect(bell.data).toEqual([{ title: 'Time to refill', link: `/orders/${order.id}/reorder` }]);

    // Run again at the same time, and a little later: nothing more.
    await runAt(new Date(due.getTime() + 60_000));
    await runAt(new Date(due.getTime() + 3_600_000));
    expect(textsTo(phone)).toHaveLength(1);
    const next = ((await me.client.rpc('my_refill_reminders')).data as Reminder[])[0]!;
    expect(new Date(next.next_due_at).getTime() - due.getTime()).toBe(7 * 86_400_000);

    // Even the same due time queued twice (a retry of the same run) makes one message: its key.
    await backend.sql(`update public.refill_reminders set next_due_at = $2 where id = $1`, [r.id, due.toISOString()]);
    await runAt(new Date(due.getTime() + 60_000));
    expect(textsTo(phone)).toHaveLength(1);

    // The next date, reached: a second reminder.
    await runAt(new Date(due.getTime() + 7 * 86_400_000 + 60_000));
    expect(textsTo(phone)).toHaveLength(2);
  });

  test('by e-mail to the account\'s address, listing the items', async () => {
    const me = await confirmedPatient(backend);
    const order = await orderFor(backend, s, me.client, freshPhone());
    const r = (await set(me.client, order.id, 30, 'email')).data as Reminder;
    await runAt(new Date(new Date(r.next_due_at).getTime() + 1000));
    const mails = backend.inbox.list({ to: me.email });
    const mail = mails.find((m) => m.subject === `Time to refill order ${order.reference}`);
    expect(mail?.text).toContain(`2 × ${r.items[0]!.name}`);
    expect(mail?.links.some((l) => l.endsWith(`/orders/${order.id}/reorder`))).toBe(true);
  });

  test('a cancelled reminder never fires; nobody else can cancel it', async () => {
    const me = await confirmedPatient(backend);
    const other = await confirmedPatient(backend);
    const phone = freshPhone();
    const order = await orderFor(backend, s, me.client, phone);
    const r = (await set(me.client, order.id, 30)).data as Reminder;

    const theirs = await other.client.rpc('cancel_refill_reminder', { p_id: r.id });
    expect(theirs.error).toMatchObject({ message: 'Reminder not found' });
    expect((await me.client.rpc('my_refill_reminders')).data).toHaveLength(1);

    expect((await me.client.rpc('cancel_refill_reminder', { p_id: r.id })).error).toBeNull();
    expect((await me.client.rpc('my_refill_reminders')).data).toEqual([]);
    await runAt(new Date(new Date(r.next_due_at).getTime() + 86_400_000));
    expect(textsTo(phone)).toEqual([]);
    // Only the scheduler runs the job.
    const asPatient = await me.client.rpc('run_refill_reminders', { p_now: new Date().toISOString() });
    expect(asPatient.error).not.toBeNull();
  });
});
