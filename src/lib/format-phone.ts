// Phone numbers for reading, kept apart from src/lib/format.ts so that the checkout's first load
// (at its 180 KB budget) does not carry them.
/**
 * A stored phone number as Nigerians write it: "+2348035551234" -> "0803 555 1234"; fixed lines
 * "+23412345678" -> "01 234 5678" (Lagos, Ibadan, Abuja) or "+23484123456" -> "084 123 456". Anything
 * that is not a stored Nigerian number comes back as it was.
 */
export function formatPhone(stored: string): string {
  const n = /^\+234(\d{8}|\d{10})$/.exec(stored)?.[1] ?? '';
  const a = n.length > 8 ? 3 : /^[129]/.test(n) ? 1 : 2;
  return n ? `0${n.slice(0, a)} ${n.slice(a, a + 3)} ${n.slice(a + 3)}` : stored;
}
