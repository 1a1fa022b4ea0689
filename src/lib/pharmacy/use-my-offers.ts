import { useCallback, useEffect, useState } from 'react';
import { fetchMyOffers, type MyOffer } from '@/lib/pharmacy/offers';

export type MyOffersState =
  | { status: 'loading'; offers: null }
  | { status: 'failed'; offers: null }
  | { status: 'ready'; offers: MyOffer[] };

/** The signed-in pharmacy's offers from the server, with a reload and a way to swap in a saved row. */
export function useMyOffers() {
  const [state, setState] = useState<MyOffersState>({ status: 'loading', offers: null });
  const [attempt, setAttempt] = useState(0);

  useEffect(() => {
    let live = true;
    fetchMyOffers()
      .then((offers) => live && setState({ status: 'ready', offers }))
      .catch(() => live && setState({ status: 'failed', offers: null }));
    return () => {
      live = false;
    };
  }, [attempt]);

  const reload = useCallback(() => {
    setState({ status: 'loading', offers: null });
    setAttempt((n) => n + 1);
  }, []);

  /** Replaces one offer's fields in the list (after the server confirmed them, or to restore them). */
  const patch = useCallback((id: string, fields: Partial<MyOffer>) => {
    setState((s) => (s.status === 'ready' ? { ...s, offers: s.offers.map((o) => (o.id === id ? { ...o, ...fields } : o)) } : s));
  }, []);

  return { ...state, reload, patch };
}
