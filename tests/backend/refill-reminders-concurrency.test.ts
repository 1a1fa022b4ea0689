// Refill reminders fired by two runs side by side (PostgreSQL: one pooled session each): every due
// reminder is queued once, and one order never gets two active reminders.
import { afterAll, beforeAll, describe, expect, test } from 'vitest';
import { confirmedPatient, serviceClient, startBackend, type LocalBackend } from './helpers';
import { testEngine } from './pg-database';
import { freshPhone, orderFor, staff, type Staff } from './refill-helpers';

const onPglite = testEngine === 'pglite';
if (onPglite) {
  console.info('refill-reminders-concurrency.test.ts: runs on PostgreSQL 15 only (PGlite has one session); the single-run checks are in refill-reminders.test.ts.');
}

describe.skipIf(onPglite)('on PostgreSQL, runs side by side', () => {
  let backend: LocalBackend;
  let s: Staff;
  beforeAll(async () => {
    backend = await startBackend({ warmFunctions: ['send-messages'], senderIntervalMs: 0 });
    s = await staff(backend);
  }, 180_000);
  afterAll(() => backend?.stop());

  test('two runs at once queue each due reminder once', async () => {
    const phones: string[] = [];
    const ids: string[] = [];
    for (let i = 0; i < 4; i += 1) {
      const me = await confirmedPatient(backend);
      const phone = freshPhone();
      const order = await orderFor(backend, s, me.client, phone);
      const { data, error } = await me.client.rpc('set_refill_reminder', { p_order_id: order.id, p_interval_days: 10, p_channel: 'sms' });
      expect(error).toBeNull();
      phones.push(phone);
      ids.push((data as { id: string }).id);
    }
    // Midday in Lagos 11 days on (reminders wait out quiet hours on the job's clock).
    const day = new Date(Date.now() + 11 * 86_400_000);
    day.setUTCHours(11, 0, 0, 0);
    const at = day.toISOString();
    const runs = Array.from({ length: 3 }, () => serviceClient(backend));
    const answers = await Promise.all(runs.map((c) => c.rpc('run_refill_reminders', { p_now: at })));
    for (const a of answers) expect(a.error).toBeNull();
    expect(answers.reduce((n, a) => n + (a.data as number), 0)).toBe(4);

    const queued = await backend.sql<{ n: number }>(
      `select count(*)::int as n from private.outgoing_messages where recipient = any($1) and body like '%time to refill%'`, [phones]);
    expect(queued[0]!.n).toBe(4);
    await backend.sendMessages();
    for (const phone of phones) {
      expect(backend.inbox.list({ to: phone }).filter((m) => m.text.includes('time to refill'))).toHaveLength(1);
    }
    const sent = await backend.sql<{ n: number }>(`select sum(sent_count)::int as n from public.refill_reminders where id = any($1)`, [ids]);
    expect(sent[0]!.n).toBe(4);
  });

  test('setting one order\'s reminder twice at once leaves one active reminder', async () => {
    const me = await confirmedPatient(backend);
    const order = await orderFor(backend, s, me.client, freshPhone());
    const answers = await Promise.all([7, 30].map((days) =>
      me.client.rpc('set_refill_reminder', { p_order_id: order.id, p_interval_days: days, p_channel: 'sms' })));
    for (const a of answers) expect(a.error).toBeNull();
    const rows = await backend.sql(`select count(*)::int as n from public.refill_reminders where order_id = $1 and cancelled_at is null`, [order.id]);
    expect(rows[0]!.n).toBe(1);
  });
});
