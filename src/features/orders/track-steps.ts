import { reachedAt, type Order, type OrderStatus } from '@/lib/orders/schema';

/** The spec's six tracking steps, each completed once the order reached `status`. */
export const TRACK_STEPS = [
  { status: 'placed', title: 'Order Placed', description: 'We sent your order to the pharmacy.' },
  { status: 'confirmed', title: 'Pharmacy Confirmed', description: 'The pharmacy accepted your order.' },
  { status: 'ready', title: 'Order Prepared', description: 'Your medicines are packed and waiting for the rider.' },
  { status: 'picked_up', title: 'Picked Up', description: 'The rider collected your order.' },
  { status: 'out_for_delivery', title: 'Out for Delivery', description: 'Your order is on its way to you.' },
  { status: 'delivered', title: 'Delivered', description: 'Your order was handed over.' },
] as const satisfies ReadonlyArray<{ status: OrderStatus; title: string; description: string }>;

const progress: Partial<Record<OrderStatus, number>> = {
  placed: 0, confirmed: 1, preparing: 1, ready: 2, picked_up: 3, out_for_delivery: 4, delivered: 5,
};

export interface TrackStep {
  status: OrderStatus;
  title: string;
  description: string;
  completed: boolean;
  active: boolean;
  at?: string;
}

export function trackSteps(order: Order): TrackStep[] {
  const done = progress[order.status] ?? 0;
  const stopped = order.status === 'declined' || order.status === 'cancelled';
  return TRACK_STEPS.map((step, index) => ({
    ...step,
    completed: index <= done,
    active: !stopped && index === done + 1,
    at: index <= done ? reachedAt(order, step.status) : undefined,
  }));
}

export const statusLabels: Record<OrderStatus, string> = {
  placed: 'Waiting for the pharmacy',
  confirmed: 'Confirmed',
  declined: 'Declined',
  cancelled: 'Cancelled',
  preparing: 'Being prepared',
  ready: 'Ready for pickup',
  picked_up: 'Picked up',
  out_for_delivery: 'Out for delivery',
  delivered: 'Delivered',
};

export const statusColors: Record<OrderStatus, string> = {
  placed: 'yellow', confirmed: 'blue', declined: 'red', cancelled: 'gray', preparing: 'indigo',
  ready: 'cyan', picked_up: 'violet', out_for_delivery: 'orange', delivered: 'green',
};
