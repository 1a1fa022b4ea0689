import { defineMessages } from '@/lib/i18n/i18n';

// The delivery time choices: chosen at checkout, shown again with the order (two areas: core).
export const deliveryTimes = defineMessages({
  anytime: { id: 'order.delivery-time.anytime', message: 'Anytime' },
  morning: { id: 'order.delivery-time.morning', message: 'Morning (9AM-12PM)' },
  afternoon: { id: 'order.delivery-time.afternoon', message: 'Afternoon (12PM-4PM)' },
  evening: { id: 'order.delivery-time.evening', message: 'Evening (4PM-8PM)' },
});
