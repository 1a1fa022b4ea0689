import { useEffect, useState } from 'react';
import * as v from 'valibot';
import { MedicationListSchema, type Medication } from '@/features/catalogue/medication-schema';
import { prepareCatalogue, type Catalogue } from '@/features/catalogue/search';

// The one place that knows where the medication catalogue comes from. Today it is a JSON file the
// service worker precaches; a Supabase table can replace it here without touching any screen.
let pending: Promise<Catalogue> | undefined;
let loaded: Catalogue | undefined;

export function loadCatalogue(): Promise<Catalogue> {
  pending ??= fetch('/data/medications.json')
    .then((response) => {
      if (!response.ok) throw new Error(`Catalogue request failed (${response.status})`);
      return response.json();
    })
    .then((json: unknown) => (loaded = prepareCatalogue(v.parse(MedicationListSchema, json) as Medication[])))
    .catch((error: unknown) => {
      // Forget the failure so that a retry fetches again.
      pending = undefined;
      throw error;
    });
  return pending;
}

export type CatalogueState =
  { status: 'loading' } | { status: 'error'; retry: () => void } | { status: 'ready'; catalogue: Catalogue };

/**
 * The catalogue for a screen. Routes load it before rendering and pass it in (so prerendered HTML
 * and the first client render agree); without it, or after a failed load, the screen fetches it.
 */
export function useCatalogue(fromLoader?: Catalogue): CatalogueState {
  const [attempt, setAttempt] = useState(0);
  const [state, setState] = useState<CatalogueState>(() => {
    const ready = fromLoader ?? loaded;
    return ready ? { status: 'ready', catalogue: ready } : { status: 'loading' };
  });
  const needsFetch = state.status !== 'ready';
  useEffect(() => {
    if (!needsFetch) return;
    let live = true;
    const retry = () => {
      setState({ status: 'loading' });
      setAttempt((n) => n + 1);
    };
    loadCatalogue().then(
      (catalogue) => live && setState({ status: 'ready', catalogue }),
      () => live && setState({ status: 'error', retry }),
    );
    return () => {
      live = false;
    };
  }, [attempt, needsFetch]);
  return state;
}
