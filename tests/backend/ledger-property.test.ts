// A property of the ledger over random sequences of real events (seeded: LEDGER_SEED=n repeats a
// run, LEDGER_STEPS=n makes it longer): checkouts paid online (or declined) and on delivery,
// pharmacy declines, patient cancellations, deliveries, refunds paid back, cash handovers,
// consultations completed and paid or cancelled, payouts that succeed or fail. At the end every
// entry sums to zero and each party's balance is what the stated rules give: the pharmacy earns
// items less 10%, the rider 80% of the fee, the doctor the fee less 15%, the platform the rest.
import type { SupabaseClient } from '@supabase/supabase-js';
import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, expect, test } from 'vitest';
import { booked, feePayments } from './consultation-fee-helpers';
import { confirmedPatient, DEMO, serviceClient, signedIn, startBackend, type LocalBackend } from './helpers';
import { approvedRider, demoOffer, intent, place } from './order-helpers';
import { balance, deliver, kobo, orderRow, payOnStandIn, refundsPaidBack, share, unbalancedEntries } from './ledger-helpers';
import { settle, transaction } from './payment-helpers';
import { testEngine } from './pg-database';
import { mulberry32 } from '../support/prng';

const SEED = Number(process.env.LEDGER_SEED ?? Date.now() % 1_000_000);
const STEPS = Number(process.env.LEDGER_STEPS ?? (testEngine === 'pglite' ? 24 : 60));

interface Order { id: string; reference: string; items: number; fee: number; total: number; online: boolean; patient: SupabaseClient }

let backend: LocalBackend;
let pharmacy: SupabaseClient;
let doctor: SupabaseClient;
let service: SupabaseClient;
let pharmacyId: string;
let riders: { client: SupabaseClient; id: string }[];
beforeAll(async () => {
  backend = await startBackend();
  pharmacy = (await signedIn(backend, DEMO.pharmacy.email)).client;
  doctor = (await signedIn(backend, DEMO.doctor.email)).client;
  service = serviceClient(backend);
  pharmacyId = (await backend.sql('select id from public.pharmacies where user_id = $1', [DEMO.pharmacy.id]))[0]!.id as string;
  riders = await Promise.all(['Property Rider A', 'Property Rider B'].map(async (n) => {
    const r = await approvedRider(backend, 'Lagos', n);
    return { client: r.client, id: r.user.id };
  }));
  for (const skip of [0, 1, 2]) await demoOffer(backend, { stock: 5000, skip });
});
afterAll(() => backend?.stop());

test(`random sequences of events keep the books right (seed ${SEED}, ${STEPS} steps)`, { timeout: 600_000 }, async () => {
  const rand = mulberry32(SEED);
  const pick = <T>(xs: T[]) => xs[Math.floor(rand() * xs.length)]!;
  const m = { paid: 0, refunded: 0, pharmacy: 0, doctor: 0, commission: 0, funds: 0, refundsOwed: 0, clearing: 0, cash: 0, inTransit: 0,
    rider: new Map<string, number>(), riderCash: new Map<string, number>() };
  const add = (map: Map<string, number>, k: string, v: number) => map.set(k, (map.get(k) ?? 0) + v);
  const open: Order[] = [];
  const log: string[] = [];
  let patient = await confirmedPatient(backend);
  let placedBy = 0;

  async function checkout(online: boolean) {
    if (placedBy >= 4) [patient, placedBy] = [await confirmedPatient(backend), 0];
    placedBy += 1;
    const offer = await demoOffer(backend, { skip: Math.floor(rand() * 3) });
    const body = intent([{ offer_id: offer.id, quantity: 1 + Math.floor(rand() * 2) }], online ? { payment_method: 'online' } : {});
    let id: string;
    if (online) {
      const { data, error } = await patient.client.rpc('place_online_order', { p_intent: body });
      expect(error).toBeNull();
      const placed = data as { orders: { id: string }[]; payment: { reference: string; amount_kobo: number } };
      id = placed.orders[0]!.id;
      if (rand() < 0.25) {
        await settle(service, 'webhook', 'charge.failed', transaction(placed.payment, { status: 'failed', gateway_response: 'Declined' }));
        log.push('online declined card');
        return;
      }
      await payOnStandIn(backend, placed.payment);
      m.clearing += placed.payment.amount_kobo;
      m.paid += placed.payment.amount_kobo;
      m.funds += placed.payment.amount_kobo;
    } else {
      id = (await place(patient.client, body)).orders[0]!.id;
    }
    const o = await orderRow(backend, id);
    open.push({ id, reference: o.reference, items: kobo(o.subtotal), fee: kobo(o.delivery_fee), total: kobo(o.total), online, patient: patient.client });
    log.push(`${online ? 'online' : 'pod'} checkout ${o.reference}`);
  }

  async function close(how: 'decline' | 'cancel') {
    const o = open.splice(Math.floor(rand() * open.length), 1)[0]!;
    const { error } = how === 'decline'
      ? await pharmacy.rpc('decline_order', { p_order_id: o.id, p_reason: 'Out of stock today' })
      : await o.patient.rpc('cancel_order', { p_order_id: o.id });
    expect(error, `${how} ${o.reference}`).toBeNull();
    if (o.online) {
      [m.funds, m.refundsOwed] = [m.funds - o.total, m.refundsOwed + o.total];
      m.refunded += o.total;
    }
    log.push(`${how} ${o.reference}`);
  }

  async function deliverOne() {
    const o = open.splice(Math.floor(rand() * open.length), 1)[0]!;
    const r = pick(riders);
    await deliver(backend, pharmacy, r.client, o.id);
    const cut = share(o.items, 1000);
    const riderShare = share(o.fee, 8000);
    m.pharmacy += o.items - cut;
    add(m.rider, r.id, riderShare);
    m.commission += cut + o.fee - riderShare;
    if (o.online) m.funds -= o.total;
    else add(m.riderCash, r.id, o.total);
    log.push(`deliver ${o.reference}`);
  }

  async function handover() {
    const holding = riders.filter((r) => (m.riderCash.get(r.id) ?? 0) > 0);
    if (!holding.length) return;
    const r = pick(holding);
    const amount = 1 + Math.floor(rand() * m.riderCash.get(r.id)!);
    const { error } = await pharmacy.rpc('record_cash_handover', { p_rider_user_id: r.id, p_amount_kobo: amount, p_request_id: randomUUID(), p_note: null });
    expect(error).toBeNull();
    add(m.riderCash, r.id, -amount);
    m.pharmacy -= amount;
    log.push(`handover ${amount}`);
  }

  async function consultation(completed: boolean) {
    const { id, patient: who } = await booked(backend);
    if (!completed) {
      await backend.sql(`update public.consultations set starts_at = now() + interval '3 days' where id = $1`, [id]);
      expect((await who.rpc('cancel_consultation', { p_id: id })).error).toBeNull();
      log.push('consultation cancelled');
      return;
    }
    expect((await doctor.rpc('complete_consultation', { p_id: id, p_notes: 'Rest' })).error).toBeNull();
    const [fee] = await feePayments(backend, id);
    await settle(service, 'webhook', 'charge.success', transaction(fee!));
    const cut = share(fee!.amount_kobo, 1500);
    m.clearing += fee!.amount_kobo;
    m.paid += fee!.amount_kobo;
    m.doctor += fee!.amount_kobo - cut;
    m.commission += cut;
    log.push('consultation paid');
  }

  /** A payout as the payouts work posts it (the contract), then settled or failed. */
  async function payout() {
    const payees = [['pharmacy', pharmacyId, m.pharmacy], ['doctor', DEMO.doctor.id, m.doctor],
      ...riders.map((r) => ['rider', r.id, m.rider.get(r.id) ?? 0])] as [string, string, number][];
    const [kind, owner, owed] = pick(payees);
    const available = Number((await backend.sql('select private.payee_available($1, $2) as a', [kind, owner]))[0]!.a);
    expect(available).toBe(Math.max(0, owed));
    if (!available) return;
    const ref = `PROP-${SEED}-${log.length}`;
    await backend.sql(`select private.ledger_post('payout', $1, $2::jsonb)`, [ref, JSON.stringify([
      { kind, owner, amount: available }, { kind: 'payouts_in_transit', owner: null, amount: -available }])]);
    const failed = rand() < 0.4;
    if (failed) {
      await backend.sql(`select private.ledger_reverse(e.id, 'payout_failed', $1) from private.ledger_entries e where cause = 'payout' and reference = $1`, [ref]);
    } else {
      await backend.sql(`select private.ledger_post('payout_settled', $1, $2::jsonb)`, [ref, JSON.stringify([
        { kind: 'payouts_in_transit', owner: null, amount: available }, { kind: 'paystack_clearing', owner: null, amount: -available }])]);
      m.clearing -= available;
      if (kind === 'pharmacy') m.pharmacy -= available;
      else if (kind === 'doctor') m.doctor -= available;
      else add(m.rider, owner, -available);
    }
    log.push(`payout ${kind} ${available} ${failed ? 'failed' : 'settled'}`);
  }

  for (let step = 0; step < STEPS; step += 1) {
    const x = rand();
    try {
      if (x < 0.18) await checkout(false);
      else if (x < 0.36) await checkout(true);
      else if (x < 0.58 && open.length) await deliverOne();
      else if (x < 0.64 && open.length) await close('decline');
      else if (x < 0.70 && open.length) await close('cancel');
      else if (x < 0.76) await backend.runPaymentJobs();
      else if (x < 0.84) await handover();
      else if (x < 0.89) await consultation(true);
      else if (x < 0.92) await consultation(false);
      else await payout();
    } catch (err) {
      throw new Error(`seed ${SEED}, step ${step} after: ${log.slice(-5).join('; ')}`, { cause: err });
    }
  }

  // Every refund owed is paid back by Paystack in the end: out of the clearing account.
  await refundsPaidBack(backend);
  [m.refundsOwed, m.clearing] = [0, m.clearing - m.refunded];
  expect(await unbalancedEntries(backend)).toBe(0);
  const owed = async (kind: string, owner: string | null = null) => 0 - (await balance(backend, kind, owner));
  const flows = await backend.sql(`select e.cause, sum(l.amount_kobo)::bigint as s from private.ledger_lines l
    join private.ledger_entries e on e.id = l.entry_id join private.ledger_accounts a on a.id = l.account_id
    where a.kind = 'paystack_clearing' group by e.cause`);
  const flow = (cause: string) => Math.abs(Number(flows.find((f) => f.cause === cause)?.s ?? 0));
  expect({ paid: flow('payment'), refunded: flow('refund_sent') }).toEqual({ paid: m.paid, refunded: m.refunded });
  expect({
    pharmacy: await owed('pharmacy', pharmacyId), doctor: await owed('doctor', DEMO.doctor.id),
    commission: await owed('platform_commission'), funds: await owed('patient_funds'), refundsOwed: await owed('patient_refunds'),
    clearing: await balance(backend, 'paystack_clearing'), inTransit: await owed('payouts_in_transit'),
    riders: await Promise.all(riders.map(async (r) => [await owed('rider', r.id), await balance(backend, 'rider_cash', r.id)])),
  }, log.join('; ')).toEqual({
    pharmacy: m.pharmacy, doctor: m.doctor, commission: m.commission, funds: m.funds, refundsOwed: m.refundsOwed,
    clearing: m.clearing, inTransit: m.inTransit,
    riders: riders.map((r) => [m.rider.get(r.id) ?? 0, m.riderCash.get(r.id) ?? 0]),
  });
  expect(((await pharmacy.rpc('my_earnings')).data as { balance_kobo: number }).balance_kobo).toBe(m.pharmacy);
  expect(log.length).toBeGreaterThan(STEPS / 2);
});
