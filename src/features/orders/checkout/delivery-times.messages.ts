import { defineMessages } from '@/lib/i18n/i18n';

// The delivery time choices: chosen at checkout, shown again with the order.
export const deliveryTimes = defineMessages({
  anytime: { id: 'shop.delivery-time.anytime', message: 'Anytime' },
  morning: { id: 'shop.delivery-time.morning', message: 'Morning (9AM-12PM)' },
  afternoon: { id: 'shop.delivery-time.afternoon', message: 'Afternoon (12PM-4PM)' },
  evening: { id: 'shop.delivery-time.evening', message: 'Evening (4PM-8PM)' },
});
