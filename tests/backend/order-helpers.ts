// Shared set-up for the order tests: offers of the seeded demo pharmacy, a checkout intent as the
// app sends it, and riders ready to take pickups.
import type { SupabaseClient } from '@supabase/supabase-js';
import { expect } from 'vitest';
import { signUp, type LocalBackend } from './helpers';

export const DEMO_PHARMACY_USER = '22222222-2222-4222-8222-222222222222';

export interface Offer { id: string; price: number; pharmacy_id: string; delivery_fee: number }

/** A listed offer of the demo pharmacy, its stock set to `stock` for this test. */
export async function demoOffer(backend: LocalBackend, opts: { rx?: boolean; stock?: number; skip?: number } = {}) {
  const rows = await backend.sql(
    `select o.id, o.price::float8 as price, o.pharmacy_id, p.delivery_fee::float8 as delivery_fee
     from public.offers o join public.pharmacies p on p.id = o.pharmacy_id join public.medicines m on m.id = o.medicine_id
     where p.user_id = $1 and o.listed and m.prescription_only = $2 order by o.id offset $3 limit 1`,
    [DEMO_PHARMACY_USER, opts.rx ?? false, opts.skip ?? 0],
  );
  const offer = rows[0] as Offer | undefined;
  if (!offer) throw new Error('the seed has no such offer of the demo pharmacy');
  if (opts.stock !== undefined) await setStock(backend, offer.id, opts.stock);
  return offer;
}

export async function setStock(backend: LocalBackend, offerId: string, stock: number) {
  await backend.sql('update public.offers set stock_quantity = $2 where id = $1', [offerId, stock]);
}

export async function stockOf(backend: LocalBackend, offerId: string): Promise<number> {
  return (await backend.sql('select stock_quantity from public.offers where id = $1', [offerId]))[0]!.stock_quantity as number;
}

let keys = 0;
export const newKey = () => `test-${Date.now().toString(36)}-${++keys}-${Math.random().toString(36).slice(2, 8)}`;

export function intent(lines: { offer_id: string; quantity: number }[], extra: Record<string, unknown> = {}) {
  return {
    idempotency_key: newKey(),
    lines,
    address: { state: 'Lagos', lga: 'Ikeja', street: '5 Awolowo Way', landmark: 'Near the filling station' },
    phone: '+2348031234567',
    delivery_time: 'anytime',
    payment_method: 'pay_on_delivery',
    ...extra,
  };
}

export interface Placed { replayed: boolean; orders: { id: string; reference: string; status: string; total: number; subtotal: number; delivery_fee: number; pharmacy_id: string }[] }

export async function place(client: SupabaseClient, body: Record<string, unknown>): Promise<Placed> {
  const { data, error } = await client.rpc('place_order', { p_intent: body });
  expect(error).toBeNull();
  return data as Placed;
}

/** Runs an order function; returns the PostgREST error (null when it went through). */
export async function act(client: SupabaseClient, fn: string, args: Record<string, unknown>) {
  const { data, error } = await client.rpc(fn, args);
  return { data, error };
}

export async function statusOf(backend: LocalBackend, orderId: string): Promise<string> {
  return (await backend.sql('select status from public.orders where id = $1', [orderId]))[0]!.status as string;
}

/** A newly registered rider, approved by an admin, online in `state`. */
export async function approvedRider(backend: LocalBackend, state = 'Lagos', name = 'Second Rider') {
  const { client, user } = await signUp(backend, 'rider', name);
  const { error } = await client.from('riders').insert({ full_name: name, phone: '+2348020000001' });
  if (error) throw new Error(error.message);
  await backend.sql(`update public.riders set approval_status = 'approved' where user_id = $1`, [user.id]);
  const online = await client.rpc('set_rider_availability', { p_online: true, p_state: state });
  if (online.error) throw new Error(online.error.message);
  return { client, user };
}

/** Moves an order through the pharmacy's steps to ready. */
export async function toReady(pharmacy: SupabaseClient, orderId: string) {
  for (const fn of ['confirm_order', 'start_preparing_order', 'mark_order_ready']) {
    const { error } = await pharmacy.rpc(fn, { p_order_id: orderId });
    expect(error, fn).toBeNull();
  }
}
