import * as v from 'valibot';
import { useJsonSource, type JsonSource, type SourceState } from '@/lib/json-source';
import { fetchApprovedPharmacies } from '@/lib/prescriptions/pharmacy-list';

// The one place that knows where the pharmacy list comes from: the approved pharmacies' public
// profiles in the database (the database also refuses a submission to any other pharmacy).
const RowSchema = v.object({
  id: v.string(),
  name: v.string(),
  address: v.nullable(v.string()),
  state: v.nullable(v.string()),
  /** Computed from the pharmacy's visible reviews: null when there are none. */
  rating: v.nullable(v.number()),
  reviews: v.optional(v.number(), 0),
  delivery_time: v.nullable(v.string()),
});

export type Pharmacy = {
  id: string;
  name: string;
  location: string;
  /** The pharmacy's state, for listing those in the delivery state first. */
  state: string | null;
  rating: number | null;
  reviews: number;
  deliveryTime: string | null;
  /** Every listed pharmacy passed the admins' licence review. */
  verified: boolean;
};

const parse = (json: unknown): Pharmacy[] =>
  v.parse(v.array(RowSchema), json).map((p) => ({
    id: p.id,
    name: p.name,
    location: [p.address, p.state].filter(Boolean).join(', '),
    state: p.state,
    rating: p.rating,
    reviews: p.reviews,
    deliveryTime: p.delivery_time,
    verified: true,
  }));

// Loaded once and kept; a failure is not kept, so the next load tries again.
let pending: Promise<Pharmacy[]> | undefined;
let loaded: Pharmacy[] | undefined;
const source: JsonSource<Pharmacy[]> = {
  load({ refresh = false } = {}) {
    if (refresh || !pending) {
      const attempt = fetchApprovedPharmacies().then(parse).then(
        (value) => (loaded = value),
        (error: unknown) => {
          if (pending === attempt) pending = undefined;
          throw error;
        },
      );
      pending = attempt;
    }
    return pending;
  },
  current: () => loaded,
};

export const loadPharmacies = (): Promise<Pharmacy[]> => source.load();

export type PharmaciesState = SourceState<Pharmacy[]>;

/** The pharmacies, from the route's loader when it succeeded, otherwise fetched here. */
export const usePharmacies = (fromLoader?: Pharmacy[]): PharmaciesState => useJsonSource(source, fromLoader);
