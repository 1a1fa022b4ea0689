import { expiresSoon, isLowStock, type MyOffer } from '@/lib/pharmacy/offers';
import { inventory } from '@/features/pharmacy/inventory/inventory.messages';

export const showOptions = [
  { value: 'all', label: inventory.showAll },
  { value: 'low', label: inventory.showLow },
  { value: 'expiring', label: inventory.showExpiring },
  { value: 'delisted', label: inventory.showDelisted },
] as const;

export type Show = (typeof showOptions)[number]['value'];

// The lower-cased text a search looks in, made once per offer (a saved change is a new object):
// a keystroke over 5,000 offers is then one includes() each.
const texts = new WeakMap<MyOffer, string>();
function textOf(o: MyOffer): string {
  let text = texts.get(o);
  if (text === undefined) {
    text = [o.name, o.generic_name, o.nafdac_number, o.batch_number].filter(Boolean).join('\n').toLowerCase();
    texts.set(o, text);
  }
  return text;
}

/** The offers that match the search text (name, generic name, NAFDAC or batch number) and the chosen view. */
export function filterOffers(offers: MyOffer[], query: string, show: Show, now = new Date()): MyOffer[] {
  const q = query.trim().toLowerCase();
  return offers.filter((o) => {
    if (q && !textOf(o).includes(q)) return false;
    if (show === 'low') return isLowStock(o);
    if (show === 'expiring') return expiresSoon(o, now);
    if (show === 'delisted') return !o.listed;
    return true;
  });
}

/** Whole money amounts or two decimals, as staff type them ("1,500", "₦1500.50"); null when not a number. */
export function readAmount(text: string): number | null {
  const clean = text.replace(/[\s,₦]/g, '');
  return /^\d+(\.\d{1,2})?$/.test(clean) ? Number(clean) : null;
}

/** A whole number of units; null when not one. */
export function readCount(text: string): number | null {
  const clean = text.replace(/[\s,]/g, '');
  return /^\d+$/.test(clean) ? Number(clean) : null;
}
