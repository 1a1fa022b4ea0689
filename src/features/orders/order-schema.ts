import * as v from 'valibot';

export const orderStatuses = ['placed', 'confirmed', 'prepared', 'picked_up', 'out_for_delivery', 'delivered'] as const;
export type OrderStatus = (typeof orderStatuses)[number];

const Contact = v.object({ name: v.string(), address: v.string(), phone: v.string() });

export const OrderSchema = v.object({
  id: v.string(),
  status: v.picklist(orderStatuses),
  placedAt: v.string(),
  estimatedDelivery: v.string(),
  items: v.array(v.object({ name: v.string(), price: v.number(), quantity: v.number() })),
  /** The items' subtotal, without the delivery fee. */
  totalAmount: v.number(),
  deliveryFee: v.number(),
  pharmacy: Contact,
  deliveryAddress: Contact,
  rider: v.object({ name: v.string(), phone: v.string(), vehicle: v.string(), rating: v.number() }),
  timeline: v.array(
    v.object({
      status: v.picklist(orderStatuses),
      title: v.string(),
      description: v.string(),
      timestamp: v.nullable(v.string()),
      completed: v.boolean(),
      active: v.boolean(),
    }),
  ),
});

export type Order = v.InferOutput<typeof OrderSchema>;

export const statusLabels: Record<OrderStatus, string> = {
  placed: 'Order Placed',
  confirmed: 'Pharmacy Confirmed',
  prepared: 'Order Prepared',
  picked_up: 'Picked Up',
  out_for_delivery: 'Out for Delivery',
  delivered: 'Delivered',
};

/**
 * Badge colours (light variant: the text takes the hue's shade 9). Mantine's orange-9 is too pale
 * for its own light background, so "on the way" uses a darker orange of our own.
 */
export const statusColors: Record<OrderStatus, string> = {
  placed: 'gray',
  confirmed: 'blue',
  prepared: 'violet',
  picked_up: 'indigo',
  out_for_delivery: '#9a3412',
  delivered: 'magani',
};
