import * as v from 'valibot';
import { supabaseAnonKey, supabaseUrl } from '@/lib/auth/api-config';
import { createJsonSource, useJsonSource, type SourceState } from '@/lib/json-source';

// The one place that knows where the pharmacy list comes from: the approved pharmacies' public
// profiles in the database (the database also refuses a submission to any other pharmacy).
const RowSchema = v.object({
  id: v.string(),
  name: v.string(),
  address: v.nullable(v.string()),
  state: v.nullable(v.string()),
  rating: v.nullable(v.number()),
  delivery_time: v.nullable(v.string()),
});

export type Pharmacy = {
  id: string;
  name: string;
  location: string;
  rating: number | null;
  deliveryTime: string | null;
  /** Every listed pharmacy passed the admins' licence review. */
  verified: boolean;
};

const url = `${supabaseUrl}/rest/v1/pharmacy_profiles?select=id,name,address,state,rating,delivery_time&order=name`;

const source = createJsonSource(
  url,
  (json) =>
    v.parse(v.array(RowSchema), json).map((p) => ({
      id: p.id,
      name: p.name,
      location: [p.address, p.state].filter(Boolean).join(', '),
      rating: p.rating,
      deliveryTime: p.delivery_time,
      verified: true,
    })),
  { headers: { apikey: supabaseAnonKey, authorization: `Bearer ${supabaseAnonKey}` } },
);

export const loadPharmacies = (): Promise<Pharmacy[]> => source.load();

export type PharmaciesState = SourceState<Pharmacy[]>;

/** The pharmacies, from the route's loader when it succeeded, otherwise fetched here. */
export const usePharmacies = (fromLoader?: Pharmacy[]): PharmaciesState => useJsonSource(source, fromLoader);
