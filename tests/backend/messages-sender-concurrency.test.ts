// Two senders of private.outgoing_messages side by side (PostgreSQL: one pooled session each):
// claims never overlap, and every message reaches its provider once.
import { afterAll, beforeAll, describe, expect, test } from 'vitest';
import { DEMO, serviceClient, startBackend, type LocalBackend } from './helpers';
import { testEngine } from './pg-database';

const onPglite = testEngine === 'pglite';
if (onPglite) {
  console.info('messages-sender-concurrency.test.ts: runs on PostgreSQL 15 only (PGlite has one session); the lease and retry checks are in messages-sender.test.ts.');
}

describe.skipIf(onPglite)('on PostgreSQL, senders side by side', () => {
  let backend: LocalBackend;
  beforeAll(async () => {
    backend = await startBackend({ warmFunctions: ['send-messages'], senderIntervalMs: 0 });
  });
  afterAll(() => backend?.stop());

  // Urgent, so that quiet hours (21:00-07:00 Lagos, covered in messages-push.test.ts) do not hold
  // them when the suite runs at night: these tests are about the senders.
  const queueMany = async (n: number, tag: string) => {
    await backend.sql(
      `insert into private.outgoing_messages (channel, recipient, subject, body, urgent)
       select case when i % 2 = 0 then 'email' else 'sms' end,
              case when i % 2 = 0 then $2 else '+23490' || lpad(i::text, 8, '0') end,
              case when i % 2 = 0 then $1 || ' ' || i else '' end,
              'Message ' || i || ' of ' || $1, true
       from generate_series(1, $3::int) i`,
      [tag, DEMO.pharmacy.email, n],
    );
  };

  test('five claims at once get disjoint rows', async () => {
    const tag = `claims-${Date.now()}`;
    await queueMany(50, tag);
    const services = Array.from({ length: 5 }, () => serviceClient(backend));
    const answers = await Promise.all(services.map((s) => s.rpc('claim_outgoing_messages', { p_batch: 20 })));
    const ids = answers.flatMap((a) => {
      expect(a.error).toBeNull();
      return (a.data as { id: number }[]).map((m) => Number(m.id));
    });
    expect(ids).toHaveLength(50);
    expect(new Set(ids).size).toBe(50);
    // Release them for the next test's senders.
    await backend.sql(`update private.outgoing_messages set leased_until = null, attempts = 0 where sent_at is null`);
  });

  test('two send-messages runs at once send every message exactly once', async () => {
    const tag = `senders-${Date.now()}`;
    await queueMany(80, tag);
    const run = () => fetch(`${backend.url}/functions/v1/send-messages`, {
      method: 'POST',
      headers: { apikey: backend.serviceRoleKey, Authorization: `Bearer ${backend.serviceRoleKey}`, 'Content-Type': 'application/json' },
      body: '{}',
    }).then(async (r) => ({ status: r.status, body: (await r.json()) as { sent: number } }));
    const [a, b] = await Promise.all([run(), run()]);
    expect([a.status, b.status]).toEqual([200, 200]);
    expect(a.body.sent + b.body.sent, JSON.stringify([a, b])).toBeGreaterThanOrEqual(80);
    const left = await backend.sql<{ n: number }>(`select count(*)::int as n from private.outgoing_messages where sent_at is null`);
    expect(left[0]!.n).toBe(0);

    const keys = backend.providers.state.mail.filter((m) => m.subject.startsWith(tag)).map((m) => m.key);
    expect(keys.length).toBe(40);
    expect(new Set(keys).size).toBe(40);
    const inboxMails = backend.inbox.list({ to: DEMO.pharmacy.email }).filter((m) => m.subject.startsWith(tag));
    expect(inboxMails).toHaveLength(40);
    const texts = backend.providers.state.sms.filter((m) => m.sms.endsWith(`of ${tag}`)).map((m) => m.sms);
    expect(texts).toHaveLength(40);
    expect(new Set(texts).size).toBe(40);
  });
});

