import type { Catalogue, Entry, OfferView } from '@/lib/catalogue/prepare';
import { PRICE_MAX, type MedicationSearch } from '@/features/catalogue/search-params';
import { fuzzyTerms, normalise, relatedTerms } from '@/features/catalogue/forgiving';
import { distanceKm, stateBySlug, type Point } from '@/features/catalogue/geo';

// Search, filter and sort are pure, over one state's copy: every medicine offered in the state with
// the server's figures (cheapest price, how many pharmacies, any in stock) and the offers kept for
// the medicines opened on this device. A catalogue is prepared once (src/lib/catalogue/prepare.ts,
// mostly in the catalogue's worker), so a keystroke is one pass over the medicines.

export type { Catalogue, Entry, OfferView } from '@/lib/catalogue/prepare';
export { altKeyOf, groupOffers, prepareCatalogue, withOffers } from '@/lib/catalogue/prepare';

export type SearchFilters = MedicationSearch;

export interface Result {
  entry: Entry;
  /** The kept offers that pass the filters, cheapest first (empty until the medicine is opened). */
  offers: OfferView[];
  from: number;
  /** How many pharmacies in the state offer it (the server's figure). */
  count: number;
  /** Kilometres from the origin to the nearest kept offer; undefined without an origin. */
  nearest?: number;
}

/** Where distances are measured from: the shared position, else the chosen state's capital. */
export function originFor(filters: Pick<SearchFilters, 'location'>, position?: Point): Point | undefined {
  return position ?? stateBySlug.get(filters.location)?.at;
}

function textRank(entry: Entry, q: string, terms: string[]): number {
  if (!q) return 0;
  if (entry.name.startsWith(q)) return 0;
  if (entry.name.includes(` ${q}`)) return 1;
  if (entry.haystack.includes(q)) return 2;
  return terms.some((t) => entry.haystack.includes(t)) ? 3 : -1;
}

export function searchCatalogue(catalogue: Catalogue, filters: SearchFilters, position?: Point): Result[] {
  const q = normalise(filters.q);
  const { category, rx, stock, min, max, sort } = filters;
  const upper = max >= PRICE_MAX ? Infinity : max; // the slider's top means "and above"
  const origin = originFor(filters, position);
  let terms = q ? relatedTerms(q) : [];
  const run = (): { result: Result; rank: number }[] => {
    const out: { result: Result; rank: number }[] = [];
    for (const entry of catalogue.entries) {
      const m = entry.medicine;
      if (category !== 'all' && m.category !== category) continue;
      if (rx === 'prescription' ? !m.prescriptionOnly : rx === 'otc' && m.prescriptionOnly) continue;
      if (stock === 'instock' ? !m.inStock : stock === 'outofstock' && m.inStock) continue;
      if (entry.from < min || entry.from > upper) continue;
      const rank = textRank(entry, q, terms);
      if (rank < 0) continue;
      const offers = (catalogue.offers.get(m.id) ?? []).filter(
        (o) => (stock === 'instock' ? o.stock > 0 : stock !== 'outofstock' || o.stock === 0) && o.price >= min && o.price <= upper,
      );
      const result: Result = { entry, offers, from: entry.from, count: m.pharmacies };
      if (origin) result.nearest = nearestKm(offers, origin);
      out.push({ result, rank });
    }
    return out;
  };
  let found = run();
  // Nothing as typed: try the catalogue's words that are a slip of the finger away.
  if (found.length === 0 && q) {
    terms = [...terms, ...fuzzyTerms(q, catalogue.vocabulary)];
    if (terms.length) found = run();
  }
  const by = sorters[sort === 'distance' && !origin ? 'relevance' : sort];
  if (by) found.sort((a, b) => by(a.result, b.result) || a.rank - b.rank);
  else if (q) found.sort((a, b) => a.rank - b.rank); // stable: popularity within a rank
  return found.map((f) => f.result);
}

const bestRating = (r: Result) => Math.max(0, ...r.offers.map((o) => o.pharmacy.rating ?? 0));

const sorters: Partial<Record<SearchFilters['sort'], (a: Result, b: Result) => number>> = {
  'price-low': (a, b) => a.from - b.from,
  'price-high': (a, b) => b.from - a.from,
  rating: (a, b) => bestRating(b) - bestRating(a),
  distance: (a, b) => (a.nearest ?? Infinity) - (b.nearest ?? Infinity) || a.from - b.from,
};

function nearestKm(offers: OfferView[], origin: Point): number | undefined {
  let best: number | undefined;
  for (const o of offers) {
    const { lat, lng } = o.pharmacy;
    if (lat === null || lng === null) continue;
    const d = distanceKm(origin, { lat, lng });
    if (best === undefined || d < best) best = d;
  }
  return best;
}

/** Offers sorted for display: nearest first when sorting by distance, else cheapest first. */
export function orderOffers(offers: OfferView[], sort: SearchFilters['sort'], origin?: Point): OfferView[] {
  if (sort !== 'distance' || !origin) return offers;
  const km = (o: OfferView) =>
    o.pharmacy.lat === null || o.pharmacy.lng === null ? Infinity : distanceKm(origin, { lat: o.pharmacy.lat, lng: o.pharmacy.lng });
  return [...offers].sort((a, b) => km(a) - km(b) || a.price - b.price);
}

export interface Alternative {
  entry: Entry;
  /** Positive when the alternative is cheaper than the medicine it is shown under. */
  saving: number;
}

/** Other medicines with the same active ingredients and strengths, cheapest first. */
export function alternativesFor(catalogue: Catalogue, entry: Entry): Alternative[] {
  const group = catalogue.groups.get(entry.altKey) ?? [];
  return group.filter((e) => e !== entry).map((e) => ({ entry: e, saving: entry.from - e.from }));
}

/** How many filters differ from their defaults (shown on the phone's Filters button). */
export function activeFilterCount(f: SearchFilters): number {
  return (
    Number(f.category !== 'all') +
    Number(f.rx !== 'all') +
    Number(f.location !== 'all') +
    Number(f.stock !== 'all') +
    Number(f.min > 0 || f.max < PRICE_MAX)
  );
}
