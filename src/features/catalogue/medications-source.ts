import * as v from 'valibot';
import { createJsonSource, useJsonSource, type SourceState } from '@/lib/json-source';
import { MedicationListSchema, type Medication } from '@/features/catalogue/medication-schema';
import { prepareCatalogue, type Catalogue } from '@/features/catalogue/search';

// The one place that knows where the medication catalogue comes from. Today it is a JSON file the
// service worker precaches; a Supabase table can replace it here without touching any screen.
const source = createJsonSource('/data/medications.json', (json) =>
  prepareCatalogue(v.parse(MedicationListSchema, json) as Medication[]),
);

export const loadCatalogue = (): Promise<Catalogue> => source.load();

export type CatalogueState = SourceState<Catalogue>;

/** The catalogue for a screen: the route loader's when it succeeded, otherwise fetched here. */
export const useCatalogue = (fromLoader?: Catalogue): CatalogueState => useJsonSource(source, fromLoader);
