import * as v from 'valibot';
import { createJsonSource, useJsonSource, type SourceState } from '@/lib/json-source';

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

// Nearest first, the order the picker lists them in.
const source = createJsonSource('/data/pharmacies.json', (json) =>
  v.parse(v.array(PharmacySchema), json).sort((a, b) => a.distance - b.distance),
);

export const loadPharmacies = (): Promise<Pharmacy[]> => source.load();

export type PharmaciesState = SourceState<Pharmacy[]>;

/** The pharmacies, from the route's loader when it succeeded, otherwise fetched here. */
export const usePharmacies = (fromLoader?: Pharmacy[]): PharmaciesState => useJsonSource(source, fromLoader);
