// What the cart costs now, as the server would charge it: quote_cart applies the same delivery-fee
// rule (per pharmacy) that every order is written with. The cart and checkout screens both show it.
// The last answer is kept on the device for the cart's owner, so offline the screens show it with
// the time it was checked instead of a figure made up on the phone.
import { useEffect, useState } from 'react';
import type { CartLine } from '@/lib/db';
import { loadDb } from '@/lib/live';
import { useOwner } from '@/lib/owner';

export interface QuotedLine {
  offer_id: string;
  medicine_name: string;
  quantity: number;
  price: number;
  line_total: number;
  stock_quantity: number;
  prescription_only: boolean;
  available: boolean;
}

export interface PharmacyQuote {
  pharmacy_id: string;
  pharmacy_name: string;
  subtotal: number;
  delivery_fee: number;
  total: number;
  lines: QuotedLine[];
}

export interface CartQuote {
  checked_at: string;
  pharmacies: PharmacyQuote[];
  subtotal: number;
  delivery_fee: number;
  total: number;
  /** Offers the server no longer has. */
  missing: string[];
}

export type QuoteState =
  /** Asking the server (nothing known yet). */
  | { kind: 'checking' }
  /** The server's answer for the cart as it is now; `saved` when it is the copy kept offline. */
  | { kind: 'quoted'; quote: CartQuote; saved: boolean }
  /** No answer, and no saved answer for this cart. */
  | { kind: 'unknown' };

const COPY_KEY = 'cart-quote';

/** The cart's lines in the order and form quote_cart and place_order take them. */
const linesKey = (lines: Pick<CartLine, 'offerId' | 'quantity'>[]) =>
  lines
    .map((l) => `${l.offerId}*${l.quantity}`)
    .sort()
    .join(',');

export async function fetchCartQuote(lines: Pick<CartLine, 'offerId' | 'quantity'>[]): Promise<CartQuote> {
  const { rpc } = await import('@/lib/orders/api');
  // Built as jsonb by the database: amounts arrive as JSON numbers.
  return rpc<CartQuote>('quote_cart', { p_lines: lines.map((l) => ({ offer_id: l.offerId, quantity: l.quantity })) });
}

/**
 * The quote of the owner's cart, asked again whenever a line or quantity changes. A failure to
 * reach the server falls back to the last quote of this same cart kept on the device.
 */
export function useCartQuote(lines: CartLine[] | undefined): QuoteState {
  const owner = useOwner();
  const key = lines ? linesKey(lines) : '';
  const [state, setState] = useState<{ key: string; value: QuoteState }>({ key: '', value: { kind: 'checking' } });
  useEffect(() => {
    if (!key) return;
    let live = true;
    const copyId = `${owner}:${COPY_KEY}`;
    const wanted = key.split(',').map((part) => {
      const [offerId = '', quantity = '0'] = part.split('*');
      return { offerId, quantity: Number(quantity) };
    });
    fetchCartQuote(wanted).then(
      async (quote) => {
        if (live) setState({ key, value: { kind: 'quoted', quote, saved: false } });
        await loadDb()
          .then(({ db }) => db.copies.put({ id: copyId, owner, key: COPY_KEY, data: { lines: key, quote }, savedAt: Date.now() }))
          .catch(() => undefined);
      },
      async () => {
        const copy = await loadDb()
          .then(({ db }) => db.copies.get(copyId))
          .catch(() => undefined);
        const kept = copy?.owner === owner ? (copy.data as { lines: string; quote: CartQuote }) : undefined;
        if (!live) return;
        setState({ key, value: kept?.lines === key ? { kind: 'quoted', quote: kept.quote, saved: true } : { kind: 'unknown' } });
      },
    );
    return () => {
      live = false;
    };
  }, [key, owner]);
  return state.key === key ? state.value : { kind: 'checking' };
}
