// Calls to the order functions in the database. Every amount and every state change is decided
// there; these only carry the request and turn a refusal into a message for the person.
import * as v from 'valibot';
// supabase-js arrives on the first call, not with the screens' code (see src/lib/auth/client.ts).
import { loadSupabase } from '@/lib/auth/client';
import { FeedSchema, OrderSchema, type Feed, type Order } from '@/lib/orders/schema';

export class OrderError extends Error {
  /** `details`: what the refusal names (an amount), for the text in the person's language. */
  constructor(message: string, readonly hint?: string, readonly code?: string, readonly details?: string) {
    super(message);
    this.name = 'OrderError';
  }
}

type RpcError = { message: string; hint?: string | null; code?: string; details?: string | null } | null;

export function raise(error: RpcError, status?: number): never {
  if (!error) throw new OrderError('No answer from the server');
  // No answer at all (offline, timeout): a network failure the caller may retry.
  if (!status) throw Object.assign(new Error(error.message), { status: 0 });
  throw Object.assign(new OrderError(error.message, error.hint ?? undefined, error.code, error.details ?? undefined), { status });
}

export async function rpc<T = unknown>(fn: string, args: Record<string, unknown> = {}): Promise<T> {
  const { data, error, status } = await (await loadSupabase()).rpc(fn, args);
  if (error) raise(error, status);
  return data as T;
}

const FeedPageSchema = v.object({ ...FeedSchema.entries, more: v.boolean() });

/**
 * Every order with an event after `after` (0: all of them), newest first: read in pages of 100
 * (order_feed_page), each continuing below the last order of the one before, so a long list or a
 * long absence loses nothing. The cursor is the first page's.
 */
export async function fetchFeed(after: number): Promise<Feed> {
  const page = (before?: { created_at: string; id: string }) =>
    rpc('order_feed_page', { p_after: after, p_before_at: before?.created_at ?? null, p_before_id: before?.id ?? null })
      .then((data) => v.parse(FeedPageSchema, data));
  const first = await page();
  const orders = [...first.orders];
  for (let last = first; last.more && last.orders.length > 0; ) {
    last = await page(orders[orders.length - 1]);
    orders.push(...last.orders);
  }
  return { cursor: first.cursor, orders };
}

export type PharmacyAction = 'confirm_order' | 'start_preparing_order' | 'mark_order_ready';
export type RiderAction = 'accept_delivery' | 'mark_picked_up' | 'mark_out_for_delivery';

export const runOrderAction = (fn: PharmacyAction | RiderAction | 'cancel_order', orderId: string) =>
  rpc(fn, { p_order_id: orderId });

export const declineOrder = (orderId: string, reason: string) =>
  rpc('decline_order', { p_order_id: orderId, p_reason: reason });

export const reviewPrescription = (orderId: string, approved: boolean) =>
  rpc('review_order_prescription', { p_order_id: orderId, p_approved: approved });

export const markDelivered = (orderId: string, code: string) =>
  rpc<{ ok: boolean; message?: string }>('mark_delivered', { p_order_id: orderId, p_code: code });

/** A prescription file the caller may read (the patient, or the pharmacy the order went to). */
export async function openPrescriptionFile(path: string): Promise<string> {
  const { data, error } = await (await loadSupabase()).storage.from('prescriptions').download(path);
  if (error || !data) throw new OrderError(error?.message ?? 'The file could not be opened');
  return URL.createObjectURL(data);
}

export interface MyPrescription { id: string; created_at: string; file_paths: string[]; status: string }

/** The signed-in patient's own prescription submissions, newest first (to attach at checkout). */
export async function listMyPrescriptions(): Promise<MyPrescription[]> {
  const { data, error } = await (await loadSupabase())
    .from('prescriptions')
    .select('id, created_at, file_paths, status')
    .order('created_at', { ascending: false })
    .limit(20);
  if (error) throw new OrderError(error.message);
  return data as MyPrescription[];
}

export interface RiderBoard {
  rider: { name: string; phone: string | null; vehicle: string | null; state: string | null; is_online: boolean; approval_status: string };
  pickups: {
    id: string; reference: string; pharmacy_name: string; pharmacy_address: string | null; delivery_lga: string;
    delivery_state: string; delivery_fee: number; total: number; items: number; ready_at: string;
  }[];
  current: Order[];
  history: { reference: string; earned: number; delivery_lga: string; delivery_state: string; pharmacy_name: string; delivered_at: string }[];
  earnings: { today: number; week: number; total: number; deliveries: number; deliveries_today: number };
}

export async function fetchRiderBoard(): Promise<RiderBoard> {
  const board = await rpc<RiderBoard>('rider_board');
  return { ...board, current: board.current.map((o) => v.parse(OrderSchema, o)) };
}

export const setRiderAvailability = (online: boolean, state: string | null) =>
  rpc<{ is_online: boolean; state: string | null }>('set_rider_availability', { p_online: online, p_state: state });

/** Order counts from the orders; revenue, commission and refunds from the pharmacy's ledger lines. */
export interface PharmacyStats {
  days: number;
  by_status: Record<string, number>;
  today: { orders: number; revenue: number };
  revenue: number;
  revenue_kobo: number;
  commission_kobo: number;
  refunds_kobo: number;
  earned_kobo: number;
  delivered: number;
  orders: number;
  by_day: { day: string; orders: number; revenue: number; revenue_kobo: number }[];
  by_week: { week_start: string; revenue_kobo: number; commission_kobo: number; refunds_kobo: number; earned_kobo: number; delivered: number }[];
  top_products: { name: string; quantity: number; revenue: number }[];
}

export const fetchPharmacyStats = (days: number) => rpc<PharmacyStats>('pharmacy_stats', { p_days: days });
