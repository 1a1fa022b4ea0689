import { useEffect, useState } from 'react';
import * as v from 'valibot';

// The one place that knows where the pharmacy list comes from (a precached JSON file for now).
export const PharmacySchema = v.object({
  id: v.string(),
  name: v.string(),
  location: v.string(),
  /** Kilometres from the user (sample figure). */
  distance: v.number(),
  rating: v.number(),
  reviews: v.number(),
  deliveryTime: v.string(),
  verified: v.boolean(),
});

export type Pharmacy = v.InferOutput<typeof PharmacySchema>;

let pending: Promise<Pharmacy[]> | undefined;

export function loadPharmacies(): Promise<Pharmacy[]> {
  pending ??= fetch('/data/pharmacies.json')
    .then((response) => {
      if (!response.ok) throw new Error(`Pharmacy list request failed (${response.status})`);
      return response.json();
    })
    .then((json: unknown) => v.parse(v.array(PharmacySchema), json).sort((a, b) => a.distance - b.distance))
    .catch((error: unknown) => {
      pending = undefined;
      throw error;
    });
  return pending;
}

export type PharmaciesState =
  { status: 'loading' } | { status: 'error'; retry: () => void } | { status: 'ready'; pharmacies: Pharmacy[] };

/** The pharmacies, from the route's loader when it succeeded, otherwise fetched here. */
export function usePharmacies(fromLoader?: Pharmacy[]): PharmaciesState {
  const [attempt, setAttempt] = useState(0);
  const [state, setState] = useState<PharmaciesState>(() =>
    fromLoader ? { status: 'ready', pharmacies: fromLoader } : { status: 'loading' },
  );
  const needsFetch = state.status !== 'ready';
  useEffect(() => {
    if (!needsFetch) return;
    let live = true;
    const retry = () => {
      setState({ status: 'loading' });
      setAttempt((n) => n + 1);
    };
    loadPharmacies().then(
      (pharmacies) => live && setState({ status: 'ready', pharmacies }),
      () => live && setState({ status: 'error', retry }),
    );
    return () => {
      live = false;
    };
  }, [attempt, needsFetch]);
  return state;
}
