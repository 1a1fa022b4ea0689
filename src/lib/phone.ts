/**
 * Nigerian phone numbers as people type them — 0803 123 4567, +234 803 123 4567, 234-803-123-4567,
 * (0803) 1234567, 01 234 5678 — to E.164 (+2348031234567), the one form the database accepts
 * (see the phone check constraints in supabase/migrations).
 *
 * National significant numbers: mobiles (and 0800 toll-free) are 10 digits starting 70, 80, 81, 90
 * or 91; fixed lines are 8 digits, an area code (1 Lagos, 9 Abuja, 2 Ibadan, 42 Enugu, 84 Port
 * Harcourt, ...) and the subscriber number.
 */
const mobile = /^[789][01]\d{8}$/;
const landline = /^[1-9]\d{7}$/;

/** What the database checks too: +234 and a mobile or fixed-line national number. */
export const storedPhonePattern = /^\+234(?:[789][01]\d{8}|[1-9]\d{7})$/;

/** The national number, or null when the text is not a phone number at all. */
function nationalDigits(input: string): { national: string; prefixed: boolean } | null {
  const trimmed = input.trim();
  if (!/^\+?[\d\s().-]+$/.test(trimmed)) return null;
  const digits = trimmed.replace(/\D/g, '');
  if (digits.startsWith('234')) {
    // "+234 0803..." happens: the trunk 0 is dropped after the country code.
    const rest = digits.slice(3);
    return { national: rest.startsWith('0') ? rest.slice(1) : rest, prefixed: true };
  }
  if (digits.startsWith('0')) return { national: digits.slice(1), prefixed: true };
  return { national: digits, prefixed: false };
}

/** A Nigerian mobile number in E.164, or null. SMS codes can only go to these. */
export function normaliseNigerianMobile(input: string): string | null {
  const n = nationalDigits(input);
  return n && mobile.test(n.national) ? `+234${n.national}` : null;
}

/**
 * A Nigerian mobile or fixed-line number in E.164, or null. A fixed line needs its trunk 0 or the
 * country code ("01 234 5678"), because eight bare digits are more likely a mistyped mobile.
 */
export function normaliseNigerianNumber(input: string): string | null {
  const n = nationalDigits(input);
  if (!n) return null;
  if (mobile.test(n.national)) return `+234${n.national}`;
  return n.prefixed && landline.test(n.national) ? `+234${n.national}` : null;
}

/** Kept for SMS sign-up: mobile numbers only. */
export const normaliseNigerianPhone = normaliseNigerianMobile;

