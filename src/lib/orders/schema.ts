// The order documents the database functions return (order_feed, rider_board), checked on arrival.
import * as v from 'valibot';

const money = v.pipe(v.union([v.number(), v.string()]), v.transform(Number));
const nullableText = v.nullish(v.string(), null);

export const ORDER_STATUSES = [
  'placed', 'confirmed', 'declined', 'cancelled', 'preparing', 'ready', 'picked_up', 'out_for_delivery', 'delivered',
] as const;

export const OrderEventSchema = v.object({
  id: v.number(),
  kind: v.picklist(['status', 'rider_assigned', 'prescription_approved', 'prescription_rejected', 'paid', 'refund']),
  from: nullableText,
  to: v.string(),
  actor_role: v.string(),
  note: nullableText,
  at: v.string(),
});

export const OrderItemSchema = v.object({
  // Null for an item a pharmacist wrote into a prescription quote (not one of its offers).
  offer_id: v.nullable(v.string()),
  medicine_id: v.nullable(v.string()),
  name: v.string(),
  strength: nullableText,
  prescription_only: v.boolean(),
  unit_price: money,
  quantity: v.number(),
  line_total: money,
});

export const OrderSchema = v.object({
  id: v.string(),
  reference: v.string(),
  status: v.picklist(ORDER_STATUSES),
  created_at: v.string(),
  updated_at: v.string(),
  subtotal: money,
  delivery_fee: money,
  total: money,
  payment_method: v.string(),
  delivery_time: v.string(),
  decline_reason: nullableText,
  address: v.object({ state: v.string(), lga: v.string(), street: v.string(), landmark: nullableText }),
  contact_phone: v.string(),
  customer_name: nullableText,
  prescription_status: v.picklist(['not_needed', 'pending', 'approved', 'rejected']),
  prescription_id: nullableText,
  prescription_files: v.nullish(v.array(v.string()), null),
  pharmacy: v.object({ id: v.string(), name: v.string(), address: nullableText, phone: nullableText, state: nullableText }),
  rider: v.nullish(v.object({ name: v.string(), phone: nullableText, vehicle: nullableText }), null),
  delivery_code: nullableText,
  items: v.array(OrderItemSchema),
  events: v.array(OrderEventSchema),
  // An online order's payment (its attempt) and refund, as the database holds them.
  payment: v.nullish(v.object({ status: v.string(), amount_kobo: v.number(), channel: nullableText, paid_at: nullableText,
    idempotency_key: nullableText }), null),
  refund: v.nullish(v.object({ status: v.string(), amount_kobo: v.number(), reason: v.string() }), null),
});

export const FeedSchema = v.object({ cursor: v.number(), orders: v.array(OrderSchema) });

export type Order = v.InferOutput<typeof OrderSchema>;
export type OrderStatus = Order['status'];
export type OrderEvent = v.InferOutput<typeof OrderEventSchema>;
export type Feed = v.InferOutput<typeof FeedSchema>;

/** When the order entered a status, from its timeline (the last time, if it came back to it). */
export function reachedAt(order: Order, status: OrderStatus): string | undefined {
  return order.events.findLast((e) => e.kind === 'status' && e.to === status)?.at;
}
