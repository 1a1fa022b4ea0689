import type { OrderStatus } from '@/features/pharmacy/orders/order-schema';

type Tone = { label: string; color: string; text?: string };

// Light badges (text in shade 9); orange shade 9 is below 4.5:1 on its tint, hence the darker text.
export const statusTones: Record<OrderStatus, Tone> = {
  pending: { label: 'Pending Review', color: 'orange', text: '#8a3300' },
  confirmed: { label: 'Confirmed', color: 'blue' },
  preparing: { label: 'Preparing', color: 'grape' },
  ready: { label: 'Ready for Pickup', color: 'cyan' },
  completed: { label: 'Completed', color: 'magani' },
  cancelled: { label: 'Cancelled', color: 'red' },
};

export type OrderAction = 'accept' | 'decline' | 'prepare' | 'ready';

type ActionInfo = { label: string; from: OrderStatus; to: OrderStatus };

/** The product's order flow: pending -> confirmed -> preparing -> ready; declining cancels. */
export const orderActions: Record<OrderAction, ActionInfo> = {
  accept: { label: 'Accept Order', from: 'pending', to: 'confirmed' },
  decline: { label: 'Decline', from: 'pending', to: 'cancelled' },
  prepare: { label: 'Mark as Preparing', from: 'confirmed', to: 'preparing' },
  ready: { label: 'Mark as Ready', from: 'preparing', to: 'ready' },
};

export const actionsFor = (status: OrderStatus) =>
  (Object.keys(orderActions) as OrderAction[]).filter((a) => orderActions[a].from === status);

/** The status after an action, or null when the action does not apply to the current status. */
export function nextStatus(status: OrderStatus, action: OrderAction): OrderStatus | null {
  const info = orderActions[action];
  return info.from === status ? info.to : null;
}
