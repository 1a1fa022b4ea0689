import { translate } from '@/lib/i18n/i18n';
import { deliveryTimes as m } from '@/features/orders/checkout/delivery-times.messages';

export { NIGERIAN_STATES } from '@/lib/nigerian-states';

/** The spec's delivery time options (labels are messages: `t(label)`). */
export const DELIVERY_TIMES = [
  { value: 'anytime', label: m.anytime },
  { value: 'morning', label: m.morning },
  { value: 'afternoon', label: m.afternoon },
  { value: 'evening', label: m.evening },
] as const;

export type DeliveryTime = (typeof DELIVERY_TIMES)[number]['value'];

/** In the current language: call it while rendering. */
export const deliveryTimeLabel = (value: string) => translate(DELIVERY_TIMES.find((t) => t.value === value)?.label ?? m.anytime);
