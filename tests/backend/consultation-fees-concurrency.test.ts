// Consultation fees with requests truly side by side (PostgreSQL: one pooled session each): a
// consultation completed twice at once, the saved-card charge run five times at once, and the
// patient's "Pay now" pressed in five tabs at once each leave one charge.
import type { SupabaseClient } from '@supabase/supabase-js';
import { afterAll, beforeAll, describe, expect, test } from 'vitest';
import { confirmedPatient, DEMO, serviceClient, signedIn, startBackend, type LocalBackend } from './helpers';
import { booked, feePayments, saveCard, standInCard } from './consultation-fee-helpers';
import { settle, transaction } from './payment-helpers';
import { testEngine } from './pg-database';

const onPglite = testEngine === 'pglite';
if (onPglite) {
  console.info('consultation-fees-concurrency.test.ts: runs on PostgreSQL 15 only (PGlite has one session); the same rules one request at a time are in consultation-fees.test.ts.');
}

describe.skipIf(onPglite)('consultation fees on PostgreSQL, side by side', () => {
  let backend: LocalBackend;
  let doctors: SupabaseClient[];
  beforeAll(async () => {
    backend = await startBackend();
    doctors = await Promise.all(Array.from({ length: 5 }, async () => (await signedIn(backend, DEMO.doctor.email)).client));
  });
  afterAll(() => backend?.stop());

  test('completed five times at once: one completion, one payment request, one message', async () => {
    for (let round = 0; round < 3; round += 1) {
      const { id, patientId } = await booked(backend);
      const answers = await Promise.all(doctors.map((d) => d.rpc('complete_consultation', { p_id: id, p_notes: 'Done' })));
      expect(answers.filter((a) => a.error === null)).toHaveLength(1);
      expect((await feePayments(backend, id)).map((r) => r.status)).toEqual(['pending']);
      const bell = await backend.sql(`select count(*)::int as n from public.notifications where consultation_id = $1 and user_id = $2
        and title = 'Consultation fee due'`, [id, patientId]);
      expect(bell[0]!.n).toBe(1);
    }
  });

  test('the saved-card charge run five times at once charges the card once', async () => {
    const account = await confirmedPatient(backend);
    const code = await standInCard(backend, account.email);
    await saveCard(backend, account.user.id, code, account.email);
    const { id } = await booked(backend, 'saved_card', account);
    expect((await doctors[0]!.rpc('complete_consultation', { p_id: id, p_notes: 'Done' })).error).toBeNull();
    const runs = await Promise.all(Array.from({ length: 5 }, () => fetch(`${backend.url}/functions/v1/consultation-charges`, {
      method: 'POST', headers: { Authorization: `Bearer ${backend.serviceRoleKey}`, apikey: backend.serviceRoleKey },
    }).then((r) => r.json() as Promise<{ charges: { reference: string }[] }>)));
    expect(runs.flatMap((r) => r.charges)).toHaveLength(1);
    const rows = await feePayments(backend, id);
    expect(rows.map((r) => r.status)).toEqual(['paid']);
    const charged = [...backend.paystack.transactions.values()].filter((t) => t.email === account.email && t.amount === 1_500_000);
    expect(charged).toHaveLength(1);
  });

  test('"Pay now" in five tabs at once after a declined card opens one new attempt, and a success pays it once', async () => {
    const { id, patient } = await booked(backend);
    expect((await doctors[0]!.rpc('complete_consultation', { p_id: id, p_notes: 'Done' })).error).toBeNull();
    const service = serviceClient(backend);
    const [first] = await feePayments(backend, id);
    await settle(service, 'webhook', 'charge.failed', { ...transaction(first!), status: 'failed' });
    const tabs = await Promise.all(Array.from({ length: 5 }, () => patient.rpc('consultation_payment', { p_consultation_id: id })));
    const references = new Set(tabs.map((t) => (t.data as { reference: string }).reference));
    expect(references.size).toBe(1);
    const [again] = [...references];
    const services = Array.from({ length: 5 }, () => serviceClient(backend));
    const paid = await Promise.all(services.map((s) => s.rpc('settle_payment', {
      p_source: 'webhook', p_event: 'charge.success', p_data: transaction({ reference: again!, amount_kobo: 1_500_000 }) })));
    expect(paid.map((p) => (p.data as { outcome: string }).outcome).sort()).toEqual(['applied', 'duplicate', 'duplicate', 'duplicate', 'duplicate']);
    expect((await feePayments(backend, id)).map((r) => r.status)).toEqual(['failed', 'paid']);
  });
});
