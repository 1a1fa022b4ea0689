import type { OrderStatus } from '@/features/pharmacy/orders/order-schema';
import type { Message } from '@/lib/i18n/i18n';
import { orderStates } from '@/lib/orders/pharmacy-states.messages';
import { orders } from '@/features/pharmacy/orders/orders.messages';

type Tone = { label: Message; color: string; text?: string };

// Light badges (text in shade 9); orange shade 9 is below 4.5:1 on its tint, hence the darker text.
export const statusTones: Record<OrderStatus, Tone> = {
  pending: { label: orderStates.placed, color: 'orange', text: '#8a3300' },
  confirmed: { label: orderStates.confirmed, color: 'blue' },
  preparing: { label: orderStates.preparing, color: 'grape' },
  ready: { label: orderStates.ready, color: 'cyan' },
  completed: { label: orderStates.completed, color: 'magani' },
  cancelled: { label: orderStates.cancelled, color: 'red' },
};

export type OrderAction = 'accept' | 'decline' | 'prepare' | 'ready';

type ActionInfo = { label: Message; from: OrderStatus; to: OrderStatus };

/** The product's order flow: pending -> confirmed -> preparing -> ready; declining cancels. */
export const orderActions: Record<OrderAction, ActionInfo> = {
  accept: { label: orders.accept, from: 'pending', to: 'confirmed' },
  decline: { label: orders.decline, from: 'pending', to: 'cancelled' },
  prepare: { label: orders.prepare, from: 'confirmed', to: 'preparing' },
  ready: { label: orders.markReady, from: 'preparing', to: 'ready' },
};

export const actionsFor = (status: OrderStatus) =>
  (Object.keys(orderActions) as OrderAction[]).filter((a) => orderActions[a].from === status);

/** The status after an action, or null when the action does not apply to the current status. */
export function nextStatus(status: OrderStatus, action: OrderAction): OrderStatus | null {
  const info = orderActions[action];
  return info.from === status ? info.to : null;
}
