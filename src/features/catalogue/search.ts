import type { CatalogueRows, CopyMedicine, PharmacyRow } from '@/lib/catalogue-wire';
import { PRICE_MAX, type MedicationSearch } from '@/features/catalogue/search-params';
import { fuzzyTerms, normalise, relatedTerms, wordsOf } from '@/features/catalogue/forgiving';
import { distanceKm, stateBySlug, type Point } from '@/features/catalogue/geo';

// Search, filter and sort are pure, over one state's copy: every medicine offered in the state with
// the server's figures (cheapest price, how many pharmacies, any in stock) and the offers kept for
// the medicines opened on this device. A catalogue is prepared once (lower-cased text, the words
// fuzzy matching may use, the generic groups), so a keystroke is one pass over the medicines.

export interface OfferView {
  id: string;
  pharmacy: PharmacyRow;
  price: number;
  originalPrice: number | null;
  stock: number;
}

export interface Entry {
  medicine: CopyMedicine;
  name: string;
  haystack: string;
  /** Same active ingredients and strengths ⇒ same key: the generic alternatives. */
  altKey: string;
  /** The server's figure: the cheapest in-stock price in the state, else the cheapest. */
  from: number;
}

export interface Catalogue {
  state: string;
  entries: Entry[];
  byId: Map<string, Entry>;
  groups: Map<string, Entry[]>;
  vocabulary: string[];
  /** The offers kept for opened medicines, cheapest first. */
  offers: Map<string, OfferView[]>;
  syncedAt: number;
}

export const altKeyOf = (m: CopyMedicine) =>
  m.ingredients.length > 0
    ? m.ingredients
        .map((i) => `${normalise(i.name)}:${normalise(i.strength ?? m.strength ?? '')}`)
        .sort()
        .join('+')
    : `${normalise(m.genericName)}:${normalise(m.strength ?? '')}`;

/** The kept offers grouped under their medicine, cheapest first (in stock first at a price). */
export function groupOffers(rows: Pick<CatalogueRows, 'offers' | 'pharmacies'>): Map<string, OfferView[]> {
  const pharmacies = new Map(rows.pharmacies.map((p) => [p.id, p]));
  const offersOf = new Map<string, OfferView[]>();
  for (const o of rows.offers) {
    const pharmacy = pharmacies.get(o.pharmacyId);
    if (!pharmacy) continue;
    const list = offersOf.get(o.medicineId) ?? [];
    list.push({ id: o.id, pharmacy, price: o.price, originalPrice: o.originalPrice, stock: o.stock });
    offersOf.set(o.medicineId, list);
  }
  for (const list of offersOf.values()) list.sort((a, b) => a.price - b.price || Number(b.stock > 0) - Number(a.stock > 0));
  return offersOf;
}

export function prepareCatalogue(rows: CatalogueRows): Catalogue {
  const entries: Entry[] = [];
  const words = new Set<string>();
  for (const medicine of rows.medicines) {
    if (medicine.pharmacies <= 0) continue; // nothing to buy: not a search result
    const text = [medicine.name, medicine.genericName, ...medicine.ingredients.map((i) => i.name), medicine.manufacturer ?? '']
      .join('\n');
    for (const w of wordsOf(text)) words.add(w);
    entries.push({ medicine, name: normalise(medicine.name), haystack: text.toLowerCase(), altKey: altKeyOf(medicine), from: medicine.from });
  }
  // Without a query, relevance means what people can buy: offered widely.
  // Plain comparison of the lower-cased names: localeCompare is most of the time with 5,000 medicines.
  entries.sort((a, b) => b.medicine.pharmacies - a.medicine.pharmacies || (a.name < b.name ? -1 : a.name > b.name ? 1 : 0));
  const groups = new Map<string, Entry[]>();
  for (const e of entries) {
    const group = groups.get(e.altKey);
    if (group) group.push(e);
    else groups.set(e.altKey, [e]);
  }
  for (const list of groups.values()) list.sort((a, b) => a.from - b.from);
  return {
    state: rows.state,
    entries,
    byId: new Map(entries.map((e) => [e.medicine.id, e])),
    groups,
    vocabulary: [...words],
    offers: groupOffers(rows),
    syncedAt: rows.syncedAt,
  };
}

/** The same prepared medicines with newly kept offers: no work per medicine. */
export const withOffers = (catalogue: Catalogue, rows: CatalogueRows): Catalogue => ({ ...catalogue, offers: groupOffers(rows), syncedAt: rows.syncedAt });

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
