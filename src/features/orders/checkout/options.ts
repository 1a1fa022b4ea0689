export { NIGERIAN_STATES } from '@/lib/nigerian-states';

/** The spec's delivery time options. */
export const DELIVERY_TIMES = [
  { value: 'anytime', label: 'Anytime' },
  { value: 'morning', label: 'Morning (9AM-12PM)' },
  { value: 'afternoon', label: 'Afternoon (12PM-4PM)' },
  { value: 'evening', label: 'Evening (4PM-8PM)' },
] as const;

export type DeliveryTime = (typeof DELIVERY_TIMES)[number]['value'];

export const deliveryTimeLabel = (value: string) => DELIVERY_TIMES.find((t) => t.value === value)?.label ?? 'Anytime';
