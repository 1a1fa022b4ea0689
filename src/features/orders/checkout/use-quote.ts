import { useEffect, useState } from 'react';

export interface QuotedOffer {
  offer_id: string;
  pharmacy_id: string;
  pharmacy_name: string;
  delivery_fee: number;
  medicine_name: string;
  prescription_only: boolean;
  price: number;
  stock_quantity: number;
  available: boolean;
}

/**
 * The server's current price, stock and fee for each offer in the cart. Undefined while asking or
 * when offline (the screen then says that the total is confirmed when the order is sent).
 */
export function useQuote(offerIds: string[] | undefined) {
  const [quote, setQuote] = useState<Map<string, QuotedOffer>>();
  const [failed, setFailed] = useState(false);
  const key = offerIds?.slice().sort().join(',') ?? '';
  useEffect(() => {
    if (!key) return;
    let live = true;
    // The order calls load after the screen, not with it.
    import('@/lib/orders/api')
      .then(({ rpc }) => rpc<QuotedOffer[]>('quote_order', { p_offer_ids: key.split(',') }))
      .then((rows) => {
        if (!live) return;
        setFailed(false);
        setQuote(new Map(rows.map((r) => [r.offer_id, { ...r, price: Number(r.price), delivery_fee: Number(r.delivery_fee) }])));
      })
      .catch(() => live && setFailed(true));
    return () => {
      live = false;
    };
  }, [key]);
  return { quote, failed };
}
