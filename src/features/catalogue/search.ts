import type { Medication } from '@/features/catalogue/medication-schema';
import { PRICE_MAX, type MedicationSearch, type SortOption } from '@/features/catalogue/search-params';

// Search, filter and sort are pure. A catalogue is prepared once (lower-cased text, city, one
// pre-sorted order per sort option), so a keystroke is a single pass over an already sorted list:
// linear in the catalogue size, with no sorting and no allocation per product.

interface Entry {
  product: Medication;
  name: string;
  haystack: string;
  city: string;
}

export interface Catalogue {
  products: Medication[];
  byId: Map<string, Medication>;
  entries: Entry[];
  orders: Map<SortOption, Entry[]>;
  /** Products with the same generic name and strength, cheapest first. */
  groups: Map<string, Medication[]>;
}

const groupKey = (m: Medication) => `${m.genericName.toLowerCase()}|${m.strength.toLowerCase()}`;

const comparators: Record<Exclude<SortOption, 'relevance'>, (a: Medication, b: Medication) => number> = {
  'price-low': (a, b) => a.price - b.price || b.rating - a.rating,
  'price-high': (a, b) => b.price - a.price || b.rating - a.rating,
  rating: (a, b) => b.rating - a.rating || b.reviews - a.reviews,
  distance: (a, b) => a.distanceKm - b.distanceKm || a.price - b.price,
};

export function prepareCatalogue(products: Medication[]): Catalogue {
  const entries = products.map((product) => {
    const name = product.name.toLowerCase();
    return {
      product,
      name,
      haystack: `${name}\n${product.genericName.toLowerCase()}`,
      city: (product.location.split(',').pop() ?? '').trim().toLowerCase(),
    };
  });
  // Without a query, relevance means what people buy: in stock first, then the most reviewed.
  const popular = [...entries].sort(
    (a, b) => Number(b.product.inStock) - Number(a.product.inStock) || b.product.reviews - a.product.reviews,
  );
  const orders = new Map<SortOption, Entry[]>([['relevance', popular]]);
  for (const [sort, compare] of Object.entries(comparators)) {
    orders.set(
      sort as SortOption,
      [...entries].sort((a, b) => compare(a.product, b.product)),
    );
  }
  const groups = new Map<string, Medication[]>();
  for (const product of products) {
    const key = groupKey(product);
    const list = groups.get(key);
    if (list) list.push(product);
    else groups.set(key, [product]);
  }
  for (const list of groups.values()) list.sort((a, b) => a.price - b.price);
  return { products, byId: new Map(products.map((p) => [p.id, p])), entries, orders, groups };
}

export type SearchFilters = MedicationSearch;

export function searchCatalogue(catalogue: Catalogue, filters: SearchFilters): Medication[] {
  const q = filters.q.trim().toLowerCase();
  const { category, rx, location, stock, min, max, sort } = filters;
  // The slider's top value means "and above", so nothing is hidden at the default range.
  const upper = max >= PRICE_MAX ? Infinity : max;
  const order = catalogue.orders.get(sort) ?? catalogue.entries;
  const first: Medication[] = [];
  const wordStart: Medication[] = [];
  const rest: Medication[] = [];
  const ranked = sort === 'relevance' && q !== '';
  for (const entry of order) {
    const p = entry.product;
    if (q && !entry.haystack.includes(q)) continue;
    if (category !== 'all' && p.category !== category) continue;
    if (rx === 'prescription' ? !p.prescription : rx === 'otc' && p.prescription) continue;
    if (location !== 'all' && entry.city !== location) continue;
    if (stock === 'instock' ? !p.inStock : stock === 'outofstock' && p.inStock) continue;
    if (p.price < min || p.price > upper) continue;
    if (!ranked) rest.push(p);
    else if (entry.name.startsWith(q)) first.push(p);
    else if (entry.name.includes(` ${q}`)) wordStart.push(p);
    else rest.push(p);
  }
  return ranked ? first.concat(wordStart, rest) : rest;
}

export interface Alternative {
  product: Medication;
  /** Positive when the alternative is cheaper than the product it is shown under. */
  saving: number;
}

/** The other products with the same generic name and strength, cheapest first. */
export function alternativesFor(catalogue: Catalogue, product: Medication): Alternative[] {
  const group = catalogue.groups.get(groupKey(product)) ?? [];
  return group.filter((p) => p.id !== product.id).map((p) => ({ product: p, saving: product.price - p.price }));
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
