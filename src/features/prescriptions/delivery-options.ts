import { normaliseNigerianNumber } from '@/lib/phone';
import { translate } from '@/lib/i18n/i18n';
import { rx } from '@/features/prescriptions/prescriptions.messages';

export const deliveryTimes = [
  { value: 'anytime', label: rx.anytime },
  { value: 'morning', label: rx.morning },
  { value: 'afternoon', label: rx.afternoon },
  { value: 'evening', label: rx.evening },
];

/** The chosen time's words in the current language. */
export const deliveryTimeLabel = (value: string | undefined) =>
  translate(deliveryTimes.find((t) => t.value === value)?.label ?? rx.anytime);

/** Optional, but if given it must be a Nigerian mobile or fixed-line number (stored as +234…). */
export const phoneError = (phone: string) =>
  phone.trim() && !normaliseNigerianNumber(phone) ? translate(rx.phoneInvalid) : undefined;
