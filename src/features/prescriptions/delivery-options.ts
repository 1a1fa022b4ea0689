import { normaliseNigerianNumber } from '@/lib/phone';

export const deliveryTimes = [
  { value: 'anytime', label: 'Anytime' },
  { value: 'morning', label: 'Morning (9AM-12PM)' },
  { value: 'afternoon', label: 'Afternoon (12PM-4PM)' },
  { value: 'evening', label: 'Evening (4PM-8PM)' },
];

export const deliveryTimeLabel = (value: string | undefined) =>
  deliveryTimes.find((t) => t.value === value)?.label ?? 'Anytime';

/** Optional, but if given it must be a Nigerian mobile or fixed-line number (stored as +234…). */
export const phoneError = (phone: string) =>
  phone.trim() && !normaliseNigerianNumber(phone) ? 'Enter a valid phone number' : undefined;
