const naira = new Intl.NumberFormat('en-NG', { maximumFractionDigits: 0 });

/** ₦1,500 — whole naira with thousands separators, the way prices are shown everywhere. */
export function formatNaira(amount: number): string {
  const sign = amount < 0 ? '-' : '';
  return `${sign}₦${naira.format(Math.abs(amount))}`;
}
