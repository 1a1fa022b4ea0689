// The one sender of private.outgoing_messages (the send-messages edge function, run by the local
// backend's timer as pg_cron runs it hosted): each message once even when a sender dies mid-batch,
// retries 1, 2, 4 minutes apart, a dead letter after 24 hours that admins see, SMS that fit in one.
import { afterAll, beforeAll, describe, expect, test } from 'vitest';
import { confirmedPatient, DEMO, serviceClient, signedIn, startBackend, type LocalBackend } from './helpers';
import { act, demoOffer, intent, place, toReady } from './order-helpers';

let backend: LocalBackend;
beforeAll(async () => {
  // No timer: the tests run the sender themselves, one step at a time.
  backend = await startBackend({ warmFunctions: ['send-messages'], senderIntervalMs: 0 });
});
afterAll(() => backend.stop());

type Row = { id: number; key: string; attempts: number; sent: boolean; dead: boolean; next_in_s: number; last_error: string | null };

/**
 * Queues a message as the database functions do (no sender runs until asked). Urgent, so that quiet
 * hours (messages-push.test.ts) do not hold it when the suite runs at night.
 */
async function queue(channel: 'sms' | 'email', recipient: string, subject: string, body: string) {
  const rows = await backend.sql<{ id: number; message_key: string }>(
    `insert into private.outgoing_messages (channel, recipient, subject, body, urgent) values ($1, $2, $3, $4, true) returning id, message_key`,
    [channel, recipient, subject, body],
  );
  return { id: Number(rows[0]!.id), key: rows[0]!.message_key };
}

async function row(id: number): Promise<Row> {
  const rows = await backend.sql<Row>(
    `select id, message_key as key, attempts, sent_at is not null as sent, dead_at is not null as dead, last_error,
       round(extract(epoch from next_attempt_at - now()))::int as next_in_s
     from private.outgoing_messages where id = $1`,
    [id],
  );
  return rows[0]!;
}

const mailsWithKey = (key: string) => backend.providers.state.mail.filter((m) => m.key === key);

describe('each message once', () => {
  test('a sender that claimed a batch and died: its rows wait for the lease, then go out once', async () => {
    const subject = `Lease test ${Date.now()}`;
    const a = await queue('email', DEMO.pharmacy.email, subject, 'First message.');
    const b = await queue('sms', '+2348061239001', '', 'Magani Health: second message.');
    // The dead sender: it claimed both rows and never reported.
    const { data: claimed } = await serviceClient(backend).rpc('claim_outgoing_messages', { p_batch: 50, p_lease_seconds: 120 });
    expect((claimed as { id: number }[]).map((m) => Number(m.id)).sort()).toEqual([a.id, b.id]);
    await backend.sendMessages();
    expect(mailsWithKey(a.key)).toHaveLength(0);
    expect(backend.inbox.list({ to: '+2348061239001' })).toHaveLength(0);

    // Its lease runs out (the clock moved in the rows): the next run sends each once.
    await backend.sql(`update private.outgoing_messages set leased_until = now() - interval '1 second' where id = any($1)`, [[a.id, b.id]]);
    await backend.sendMessages();
    await backend.sendMessages();
    expect(mailsWithKey(a.key)).toEqual([expect.objectContaining({ delivered: true, subject })]);
    expect(backend.inbox.list({ to: DEMO.pharmacy.email }).filter((m) => m.subject === subject)).toHaveLength(1);
    expect(backend.inbox.list({ to: '+2348061239001' }).map((m) => m.text)).toEqual(['Magani Health: second message.']);
    expect(await row(a.id)).toMatchObject({ sent: true, attempts: 2 });
    expect(await row(b.id)).toMatchObject({ sent: true, attempts: 2 });
  });

  test('a sender that died after sending, before recording: the repeat carries the same key and is not delivered again', async () => {
    const subject = `Crash test ${Date.now()}`;
    const m = await queue('email', DEMO.pharmacy.email, subject, 'Sent once.');
    await serviceClient(backend).rpc('claim_outgoing_messages', { p_batch: 50 });
    // What the dead sender did before it died: the provider call with the row's key.
    const mailUrl = `${backend.inboxUrl}/api/emails`;
    const key = await backend.sql<{ k: string }>(`select message_key::text as k from private.outgoing_messages where id = $1`, [m.id]);
    expect(key[0]!.k).toBe(m.key);
    const mailKey = backend.providers.mailKey;
    const first = await fetch(mailUrl, {
      method: 'POST',
      headers: { Authorization: `Bearer ${mailKey}`, 'Content-Type': 'application/json', 'Idempotency-Key': m.key },
      body: JSON.stringify({ from: 'Magani Health <no-reply@magani.test>', to: [DEMO.pharmacy.email], subject, text: 'Sent once.' }),
    });
    expect(first.status).toBe(200);
    await backend.sql(`update private.outgoing_messages set leased_until = now() - interval '1 second' where id = $1`, [m.id]);
    await backend.sendMessages();
    expect(mailsWithKey(m.key).map((x) => x.delivered)).toEqual([true, false]);
    expect(backend.inbox.list({ to: DEMO.pharmacy.email }).filter((x) => x.subject === subject)).toHaveLength(1);
    expect(await row(m.id)).toMatchObject({ sent: true });
  });
});

describe('retries and dead letters', () => {
  test('failures are retried 1, 2 and 4 minutes later; after 24 hours the message is a dead letter admins see', async () => {
    backend.providers.state.mailDown = true;
    try {
      const subject = `Retry test ${Date.now()}`;
      const m = await queue('email', DEMO.pharmacy.email, subject, 'Will not arrive.');
      const waits: number[] = [];
      for (let i = 0; i < 3; i += 1) {
        await backend.sql(`update private.outgoing_messages set next_attempt_at = now() where id = $1`, [m.id]);
        await backend.sendMessages();
        const r = await row(m.id);
        expect(r).toMatchObject({ sent: false, dead: false, attempts: i + 1 });
        expect(r.last_error).toMatch(/^mail API answered 500/);
        waits.push(Math.round(r.next_in_s / 60));
      }
      expect(waits).toEqual([1, 2, 4]);

      // A day of failures later (moved in the row), the next failure makes it a dead letter.
      await backend.sql(`update private.outgoing_messages set created_at = now() - interval '24 hours 1 minute', next_attempt_at = now() where id = $1`, [m.id]);
      await backend.sendMessages();
      expect(await row(m.id)).toMatchObject({ sent: false, dead: true, attempts: 4 });
      backend.providers.state.mailDown = false;
      await backend.sendMessages();
      expect(backend.inbox.list({ to: DEMO.pharmacy.email }).filter((x) => x.subject === subject)).toHaveLength(0);

      const admin = (await signedIn(backend, DEMO.admin.email)).client;
      const { data, error } = await admin.rpc('admin_dead_messages');
      expect(error).toBeNull();
      expect(data).toContainEqual(expect.objectContaining({ id: m.id, channel: 'email', subject, recipient: DEMO.pharmacy.email, attempts: 4 }));
      const patient = (await signedIn(backend, DEMO.patient.email)).client;
      expect((await patient.rpc('admin_dead_messages')).error).not.toBeNull();
      expect((await patient.rpc('claim_outgoing_messages', { p_batch: 5 })).error).not.toBeNull();
    } finally {
      backend.providers.state.mailDown = false;
    }
  });
});

describe('an order\'s life', () => {
  test('the patient gets each SMS and the pharmacy its e-mail once, through the providers, each SMS in one part', async () => {
    const phone = `+23481${String(Date.now() % 1e8).padStart(8, '0')}`;
    const patient = (await confirmedPatient(backend)).client;
    const pharmacy = (await signedIn(backend, DEMO.pharmacy.email)).client;
    const rider = (await signedIn(backend, DEMO.rider.email)).client;
    expect((await rider.rpc('set_rider_availability', { p_online: true, p_state: 'Lagos' })).error).toBeNull();
    const offer = await demoOffer(backend, { stock: 30 });
    const { orders } = await place(patient, intent([{ offer_id: offer.id, quantity: 1 }], { phone }));
    const { id, reference } = orders[0]!;
    await toReady(pharmacy, id);
    for (const step of ['accept_delivery', 'mark_picked_up', 'mark_out_for_delivery']) {
      expect((await act(rider, step, { p_order_id: id })).error).toBeNull();
    }
    const { data: code } = await patient.from('delivery_codes').select('code').eq('order_id', id).single();
    expect((await act(rider, 'mark_delivered', { p_order_id: id, p_code: code?.code })).data).toMatchObject({ ok: true });
    await backend.sendMessages();

    const texts = backend.providers.state.sms.filter((m) => m.to === phone).map((m) => m.sms);
    expect(texts.length).toBeGreaterThanOrEqual(3);
    expect(texts.some((t) => t.includes(`${reference} was delivered`))).toBe(true);
    expect(new Set(texts).size).toBe(texts.length);
    for (const t of texts) expect(t.length).toBeLessThanOrEqual(160);
    const newOrder = backend.providers.state.mail.filter((m) => m.subject === `New order ${reference}`);
    expect(newOrder).toHaveLength(1);
    expect(newOrder[0]!.key).toMatch(/^[0-9a-f-]{36}$/);
    const queued = await backend.sql<{ n: number }>(
      `select count(*)::int as n from private.outgoing_messages where (recipient = $1 or subject = $2) and sent_at is null`, [phone, `New order ${reference}`]);
    expect(queued[0]!.n).toBe(0);
  });
});

describe('SMS texts', () => {
  test('every SMS fits in one (160 characters): a long free-text reason is cut with "..."', async () => {
    const long = `Magani Health: ORD-TEST was declined: ${'We are out of this medicine and cannot restock it this week. '.repeat(4)}`;
    const m = await queue('sms', '+2348061239002', '', long);
    const body = (await backend.sql<{ body: string }>(`select body from private.outgoing_messages where id = $1`, [m.id]))[0]!.body;
    expect(body).toHaveLength(160);
    expect(body.endsWith('...')).toBe(true);
    expect(long.startsWith(body.slice(0, 157))).toBe(true);
  });
});
