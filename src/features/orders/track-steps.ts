import { reachedAt, type Order, type OrderStatus } from '@/lib/orders/schema';
import type { Message } from '@/lib/i18n/i18n';
import { orderWords as w } from '@/lib/orders/order.messages';
import { track as m } from '@/features/orders/track.messages';

/** The spec's six tracking steps, each completed once the order reached `status`. */
export const TRACK_STEPS = [
  { status: 'placed', title: m.stepPlaced, description: m.stepPlacedText },
  { status: 'confirmed', title: m.stepConfirmed, description: m.stepConfirmedText },
  { status: 'ready', title: m.stepReady, description: m.stepReadyText },
  { status: 'picked_up', title: m.stepPickedUp, description: m.stepPickedUpText },
  { status: 'out_for_delivery', title: m.stepOut, description: m.stepOutText },
  { status: 'delivered', title: m.stepDelivered, description: m.stepDeliveredText },
] as const satisfies ReadonlyArray<{ status: OrderStatus; title: Message; description: Message }>;

const progress: Partial<Record<OrderStatus, number>> = {
  placed: 0, confirmed: 1, preparing: 1, ready: 2, picked_up: 3, out_for_delivery: 4, delivered: 5,
};

export interface TrackStep {
  status: OrderStatus;
  title: Message;
  description: Message;
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

/** The states' words (messages: `t(statusLabels[status])`). */
export const statusLabels: Record<OrderStatus, Message> = {
  placed: w.placed,
  confirmed: w.confirmed,
  declined: w.declined,
  cancelled: w.cancelled,
  preparing: w.preparing,
  ready: w.ready,
  picked_up: w.pickedUp,
  out_for_delivery: w.outForDelivery,
  delivered: w.delivered,
};

export const statusColors: Record<OrderStatus, string> = {
  placed: 'yellow', confirmed: 'blue', declined: 'red', cancelled: 'gray', preparing: 'indigo',
  ready: 'cyan', picked_up: 'violet', out_for_delivery: 'orange', delivered: 'green',
};
