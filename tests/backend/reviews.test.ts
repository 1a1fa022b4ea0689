// Reviews: only the patient of a delivered order or completed consultation writes one, once (a
// second call edits it, for 7 days); ratings shown are computed from the visible reviews and
// nobody writes them directly; the reviewed side answers; an admin hides one with a reason.
import type { SupabaseClient } from '@supabase/supabase-js';
import { afterAll, beforeAll, describe, expect, test } from 'vitest';
import { DEMO, confirmedPatient, signedIn, startBackend, type LocalBackend } from './helpers';
import { demoOffer, intent, place } from './order-helpers';

let backend: LocalBackend;
let patient: SupabaseClient;
let pharmacy: SupabaseClient;
let doctor: SupabaseClient;
let admin: SupabaseClient;
let pharmacyId: string;

beforeAll(async () => {
  backend = await startBackend();
  patient = (await signedIn(backend, DEMO.patient.email)).client;
  pharmacy = (await signedIn(backend, DEMO.pharmacy.email)).client;
  doctor = (await signedIn(backend, DEMO.doctor.email)).client;
  admin = (await signedIn(backend, DEMO.admin.email)).client;
  pharmacyId = (await backend.sql('select id::text from public.pharmacies where user_id = $1', [DEMO.pharmacy.id]))[0]!.id as string;
});
afterAll(() => backend.stop());

/** An order of `client` at the demo pharmacy, moved to `status` by the database owner. */
async function orderIn(client: SupabaseClient, status: string) {
  const offer = await demoOffer(backend, { stock: 50 });
  const { orders } = await place(client, intent([{ offer_id: offer.id, quantity: 1 }]));
  await backend.sql('update public.orders set status = $2 where id = $1', [orders[0]!.id, status]);
  return orders[0]!.id;
}

let slot = 0;
/** A consultation of the demo patient with the demo doctor, in `status`. */
async function consultationIn(status: string) {
  slot += 1;
  const rows = await backend.sql(
    `insert into public.consultations (client_id, patient_id, doctor_id, starts_at, type, status, fee)
     values ($1, $2, $3, now() - make_interval(days => $4), 'video', $5, 5000) returning id::text`,
    [`review-test-${slot}-${Date.now()}`, DEMO.patient.id, DEMO.doctor.id, slot, status]);
  return rows[0]!.id as string;
}

const review = (client: SupabaseClient, args: { order?: string; consultation?: string; rating: number; comment?: string }) =>
  client.rpc('submit_review', { p_order: args.order ?? null, p_consultation: args.consultation ?? null, p_rating: args.rating, p_comment: args.comment ?? '' });

async function pharmacyRating() {
  const { data, error } = await patient.from('pharmacy_profiles').select('rating, reviews').eq('id', pharmacyId).single();
  expect(error).toBeNull();
  return data as { rating: number | null; reviews: number };
}

describe('who may review', () => {
  test('only the patient of a delivered order, and only once it is delivered', async () => {
    const placed = await orderIn(patient, 'out_for_delivery');
    expect((await review(patient, { order: placed, rating: 5 })).error?.message).toMatch(/once it is delivered/);
    const delivered = await orderIn(patient, 'delivered');
    const other = await confirmedPatient(backend);
    expect((await review(other.client, { order: delivered, rating: 1 })).error?.code).toBe('42501');
    expect((await review(pharmacy, { order: delivered, rating: 5 })).error?.code).toBe('42501');
    expect((await review(patient, { order: delivered, rating: 6 })).error?.message).toMatch(/1 to 5/);
    expect((await review(patient, { order: delivered, rating: 4, comment: 'x'.repeat(501) })).error?.message).toMatch(/500 characters/);
    const ok = await review(patient, { order: delivered, rating: 4, comment: 'Quick and polite' });
    expect(ok.error).toBeNull();
    expect(ok.data).toMatchObject({ rating: 4, comment: 'Quick and polite', subject_name: 'Magani Demo Pharmacy' });
  });

  test('only the patient of a completed consultation', async () => {
    const booked = await consultationIn('booked');
    expect((await review(patient, { consultation: booked, rating: 5 })).error?.message).toMatch(/once it is completed/);
    const done = await consultationIn('completed');
    expect((await review(doctor, { consultation: done, rating: 5 })).error?.code).toBe('42501');
    expect((await review(patient, { consultation: done, rating: 5, comment: 'Listened well' })).error).toBeNull();
    const { data } = await anonRatings(DEMO.doctor.id);
    expect(data).toMatchObject({ rating: 5, reviews: 1 });
  });

  test('once per order: a second call edits the same review, for 7 days only', async () => {
    const delivered = await orderIn(patient, 'delivered');
    await review(patient, { order: delivered, rating: 2 });
    const edited = await review(patient, { order: delivered, rating: 3, comment: 'Better on second thought' });
    expect(edited.error).toBeNull();
    const rows = await backend.sql('select rating from public.reviews where order_id = $1', [delivered]);
    expect(rows).toEqual([{ rating: 3 }]);
    await backend.sql(`update public.reviews set created_at = now() - interval '8 days' where order_id = $1`, [delivered]);
    expect((await review(patient, { order: delivered, rating: 5 })).error?.message).toMatch(/for 7 days/);
    expect((await backend.sql('select rating from public.reviews where order_id = $1', [delivered]))[0]!.rating).toBe(3);
  });

  test('two first submissions side by side leave one review', async () => {
    const delivered = await orderIn(patient, 'delivered');
    const results = await Promise.all([review(patient, { order: delivered, rating: 1 }), review(patient, { order: delivered, rating: 5 })]);
    expect(results.map((r) => r.error)).toEqual([null, null]);
    const [row] = await backend.sql('select count(*)::int as n from public.reviews where order_id = $1', [delivered]);
    expect(row!.n).toBe(1);
  });
});

async function anonRatings(subject: string) {
  return patient.from('review_ratings').select('rating, reviews').eq('subject_id', subject).maybeSingle();
}

describe('ratings are computed, not written', () => {
  test('the pharmacy rating shown is the average of its visible reviews', async () => {
    await backend.sql('delete from public.reviews where pharmacy_id = $1', [pharmacyId]);
    expect(await pharmacyRating()).toEqual({ rating: null, reviews: 0 });
    for (const stars of [5, 4, 4]) await review(patient, { order: await orderIn(patient, 'delivered'), rating: stars });
    expect(await pharmacyRating()).toEqual({ rating: 4.3, reviews: 3 });
    const changes = await patient.rpc('catalogue_changes', { since: null });
    const row = (changes.data.p as unknown[][]).find((p) => p[0] === pharmacyId)!;
    expect(row.slice(11)).toEqual([4.3, 3]);
  });

  test('nobody writes reviews or ratings directly', async () => {
    const delivered = await orderIn(patient, 'delivered');
    const insert = await patient.from('reviews').insert({ patient_id: DEMO.patient.id, order_id: delivered, pharmacy_id: pharmacyId, rating: 5 });
    expect(insert.error?.code).toBe('42501');
    const [mine] = await backend.sql('select id::text from public.reviews where patient_id = $1 limit 1', [DEMO.patient.id]);
    const [was] = await backend.sql('select rating from public.reviews where id = $1', [mine!.id]);
    expect((await patient.from('reviews').update({ rating: was!.rating === 1 ? 2 : 1 }).eq('id', mine!.id as string)).error?.code).toBe('42501');
    expect(await backend.sql('select rating from public.reviews where id = $1', [mine!.id])).toEqual([was]);
    expect((await pharmacy.from('reviews').update({ hidden_reason: 'x' }).eq('id', mine!.id as string)).error?.code).toBe('42501');
    expect((await admin.from('review_ratings').insert({ subject_id: pharmacyId, rating: 5, reviews: 999 })).error).not.toBeNull();
    const before = await pharmacyRating();
    await pharmacy.from('pharmacies').update({ rating: 5 }).eq('user_id', DEMO.pharmacy.id);
    expect(await pharmacyRating()).toEqual(before);
  });
});

describe('answers and moderation', () => {
  test('the reviewed pharmacy answers; another pharmacy cannot', async () => {
    const delivered = await orderIn(patient, 'delivered');
    const id = (await review(patient, { order: delivered, rating: 2, comment: 'Late' })).data.id as string;
    const kingsway = (await signedIn(backend, 'kingsway@pharmacies.magani.test')).client;
    expect((await kingsway.rpc('reply_to_review', { p_review: id, p_reply: 'Not ours' })).error?.code).toBe('42501');
    expect((await kingsway.from('reviews').select('id').eq('id', id)).data).toEqual([]);
    const answered = await pharmacy.rpc('reply_to_review', { p_review: id, p_reply: 'Sorry, the rider was delayed by rain.' });
    expect(answered.error).toBeNull();
    const listed = (await patient.rpc('list_reviews', { p_hidden_only: false })).data as { id: string; reply: string }[];
    expect(listed.find((r) => r.id === id)?.reply).toBe('Sorry, the rider was delayed by rain.');
  });

  test('an admin hides an abusive review with a reason; it stops counting and cannot be edited', async () => {
    await backend.sql('delete from public.reviews where pharmacy_id = $1', [pharmacyId]);
    await review(patient, { order: await orderIn(patient, 'delivered'), rating: 5 });
    const delivered = await orderIn(patient, 'delivered');
    const id = (await review(patient, { order: delivered, rating: 1, comment: 'abusive words' })).data.id as string;
    expect(await pharmacyRating()).toEqual({ rating: 3, reviews: 2 });
    expect((await pharmacy.rpc('hide_review', { p_review: id, p_reason: 'Insults staff' })).error?.code).toBe('42501');
    expect((await admin.rpc('hide_review', { p_review: id, p_reason: '' })).error).toBeNull(); // no reason: stays shown
    expect((await admin.rpc('hide_review', { p_review: id, p_reason: 'Insults staff' })).error).toBeNull();
    expect(await pharmacyRating()).toEqual({ rating: 5, reviews: 1 });
    expect((await review(patient, { order: delivered, rating: 2 })).error?.message).toMatch(/hidden/);
    const hidden = (await admin.rpc('list_reviews', { p_hidden_only: true })).data as { id: string; hidden_reason: string }[];
    expect(hidden.map((r) => [r.id, r.hidden_reason])).toEqual([[id, 'Insults staff']]);
    const shown = (await patient.rpc('public_reviews', { p_subject: pharmacyId })).data as { id: string }[];
    expect(shown.map((r) => r.id)).not.toContain(id);
  });
});

describe('refusals the screens name in the person\'s language', () => {
  // Each refusal carries a hint (migration 20260108000300_review_refusal_hints.sql), the English as before.
  test('writing, changing, answering and hiding a review', async () => {
    const other = await confirmedPatient(backend);
    const placed = await orderIn(patient, 'out_for_delivery');
    expect((await review(patient, { order: placed, rating: 5 })).error)
      .toMatchObject({ message: 'an order can be reviewed once it is delivered', hint: 'not_delivered' });
    const booked = await consultationIn('booked');
    expect((await review(patient, { consultation: booked, rating: 5 })).error)
      .toMatchObject({ message: 'a consultation can be reviewed once it is completed', hint: 'not_completed' });
    const delivered = await orderIn(patient, 'delivered');
    expect((await review(other.client, { order: delivered, rating: 3 })).error)
      .toMatchObject({ code: '42501', message: 'only the patient of this order can review it', hint: 'not_yours' });
    expect((await other.client.rpc('review_target', { p_order: delivered, p_consultation: null })).error)
      .toMatchObject({ code: '42501', hint: 'not_yours' });
    expect((await review(patient, { order: delivered, rating: 0 })).error).toMatchObject({ hint: 'rating' });
    expect((await review(patient, { order: delivered, rating: 4, comment: 'x'.repeat(501) })).error).toMatchObject({ hint: 'comment' });
    expect((await review(patient, { rating: 4 })).error).toMatchObject({ message: 'name one order or one consultation', hint: 'target' });

    const id = (await review(patient, { order: delivered, rating: 4 })).data.id as string;
    await backend.sql(`update public.reviews set created_at = now() - interval '8 days' where id = $1`, [id]);
    expect((await review(patient, { order: delivered, rating: 5 })).error)
      .toMatchObject({ message: 'a review can be changed for 7 days after it is written', hint: 'locked' });

    const kingsway = (await signedIn(backend, 'kingsway@pharmacies.magani.test')).client;
    expect((await kingsway.rpc('reply_to_review', { p_review: id, p_reply: 'Not ours' })).error)
      .toMatchObject({ code: '42501', message: 'only the reviewed pharmacy or doctor can answer this review', hint: 'not_yours' });
    expect((await pharmacy.rpc('reply_to_review', { p_review: id, p_reply: ' ' })).error).toMatchObject({ hint: 'reply' });

    expect((await admin.rpc('hide_review', { p_review: id, p_reason: 'no' })).error)
      .toMatchObject({ message: 'give a reason of 3 to 300 characters', hint: 'reason' });
    expect((await admin.rpc('hide_review', { p_review: crypto.randomUUID(), p_reason: 'Insults staff' })).error)
      .toMatchObject({ code: 'P0002', message: 'no such review', hint: 'gone' });
    expect((await admin.rpc('hide_review', { p_review: id, p_reason: 'Insults staff' })).error).toBeNull();
    await backend.sql(`update public.reviews set created_at = now() where id = $1`, [id]);
    expect((await review(patient, { order: delivered, rating: 5 })).error)
      .toMatchObject({ message: 'this review was hidden by an administrator and can no longer be changed', hint: 'hidden' });
  });
});
