/**
 * Nigerian mobile numbers as people type them — 0803 123 4567, +234 803 123 4567, 234-803-123-4567,
 * (0803) 1234567 — to E.164 (+2348031234567), the form the SMS provider needs. Null when the digits
 * cannot be a Nigerian mobile number (10 digits after the country code, starting 7, 8 or 9).
 */
export function normaliseNigerianPhone(input: string): string | null {
  const trimmed = input.trim();
  if (!/^\+?[\d\s().-]+$/.test(trimmed)) return null;
  const digits = trimmed.replace(/\D/g, '');
  let national: string;
  if (digits.startsWith('234')) national = digits.slice(3);
  else if (digits.startsWith('0')) national = digits.slice(1);
  else national = digits;
  // "+234 0803..." happens: the trunk 0 is dropped after the country code.
  if (national.length === 11 && national.startsWith('0')) national = national.slice(1);
  return /^[789]\d{9}$/.test(national) ? `+234${national}` : null;
}
