export const deliveryTimes = [
  { value: 'anytime', label: 'Anytime' },
  { value: 'morning', label: 'Morning (9AM-12PM)' },
  { value: 'afternoon', label: 'Afternoon (12PM-4PM)' },
  { value: 'evening', label: 'Evening (4PM-8PM)' },
];

export const deliveryTimeLabel = (value: string | undefined) =>
  deliveryTimes.find((t) => t.value === value)?.label ?? 'Anytime';

/** Optional, but if given it must look like a phone number (10 or more digits). */
export const phoneError = (phone: string) =>
  phone.trim() && phone.replace(/\D/g, '').length < 10 ? 'Enter a valid phone number' : undefined;
