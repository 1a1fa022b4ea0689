// The outbox job that places an order. Its input carries the idempotency key made on the device
// before the first try, so a retry after a lost answer (or a second tab, or a reload) gets the same
// orders back from place_order instead of making new ones.
import { GUEST } from '@/lib/db';
import { removeOrdered } from '@/lib/cart/lines';
import { getSupabase } from '@/lib/supabase';
import { OrderError, rpc } from '@/lib/orders/api';
import { BlockedError, PermanentError } from '@/lib/sync/errors';
import type { JobKind, StepContext } from '@/lib/sync/registry';

export interface PlaceOrderInput {
  intent: { idempotency_key: string; lines: { offer_id: string; quantity: number }[] } & Record<string, unknown>;
}

export interface PlacedOrders {
  replayed: boolean;
  orders: { id: string; reference: string; pharmacy_name: string; total: number; status: string }[];
  /** An online checkout's payment as the server opened it (amount from the orders). */
  payment?: { reference: string; status: string; amount_kobo: number; idempotency_key: string } | null;
}

async function place(input: PlaceOrderInput, ctx: StepContext): Promise<PlacedOrders> {
  const { data } = await getSupabase().auth.getSession();
  const user = data.session?.user;
  if (!user) throw new BlockedError('Waiting for you to sign in.');
  if (ctx.owner !== GUEST && ctx.owner !== user.id) throw new BlockedError('Waiting for the account that placed it to sign in.');
  let placed: PlacedOrders;
  try {
    const fn = input.intent.payment_method === 'online' ? 'place_online_order' : 'place_order';
    placed = await rpc<PlacedOrders>(fn, { p_intent: input.intent });
  } catch (err) {
    // The server answered and refused (out of stock, no prescription...): retrying cannot help.
    if (err instanceof OrderError) throw new PermanentError(err.message);
    throw err;
  }
  // The ordered lines leave the cart once the server holds the order.
  // They are the account's lines (a guest's job is claimed, and its cart adopted, at sign-in).
  await removeOrdered([ctx.owner, user.id], input.intent.lines.map((l) => l.offer_id));
  return placed;
}

const placeOrderJob: JobKind<PlaceOrderInput> = {
  kind: 'place-order',
  steps: [{ name: 'place', run: place }],
};

export default placeOrderJob;
