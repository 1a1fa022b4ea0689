// A state's copy prepared for search: lower-cased text, the words fuzzy matching may use, the
// generic groups. The catalogue's worker prepares the medicines once per change of the copy
// (prepareEntries) and sends them in slices; the page only indexes the slices as they arrive
// (addEntries, finishCatalogue), so that no task on the page is long with 5,000 medicines.
import type { CatalogueRows, CopyMedicine, OfferRow, PharmacyRow } from '@/lib/catalogue-wire';

export const normalise = (text: string) => text.toLowerCase().replace(/\s+/g, ' ').trim();

/** The words of a text that fuzzy matching may use (four letters or more). */
export const wordsOf = (text: string) => normalise(text).split(/[^a-z0-9-]+/).filter((w) => w.length >= 4);

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
export function groupOffers(rows: { offers: OfferRow[]; pharmacies: PharmacyRow[] }): Map<string, OfferView[]> {
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

/** The worker's part: every offered medicine's search text, most widely offered first, and the words. */
export function prepareEntries(medicines: CopyMedicine[]): { entries: Entry[]; vocabulary: string[] } {
  const entries: Entry[] = [];
  const words = new Set<string>();
  for (const medicine of medicines) {
    if (medicine.pharmacies <= 0) continue; // nothing to buy: not a search result
    const text = [medicine.name, medicine.genericName, ...medicine.ingredients.map((i) => i.name), medicine.manufacturer ?? '']
      .join('\n');
    for (const w of wordsOf(text)) words.add(w);
    entries.push({ medicine, name: normalise(medicine.name), haystack: text.toLowerCase(), altKey: altKeyOf(medicine), from: medicine.from });
  }
  // Without a query, relevance means what people can buy: offered widely.
  // Plain comparison of the lower-cased names: localeCompare is most of the time with 5,000 medicines.
  entries.sort((a, b) => b.medicine.pharmacies - a.medicine.pharmacies || (a.name < b.name ? -1 : a.name > b.name ? 1 : 0));
  return { entries, vocabulary: [...words] };
}

/** An empty catalogue the page fills slice by slice. */
export const emptyCatalogue = (state: string, syncedAt: number): Catalogue => ({
  state,
  entries: [],
  byId: new Map(),
  groups: new Map(),
  vocabulary: [],
  offers: new Map(),
  syncedAt,
});

/** The page's part for one slice: a few milliseconds per 500 medicines. */
export function addEntries(catalogue: Catalogue, slice: Entry[]): void {
  for (const e of slice) {
    catalogue.entries.push(e);
    catalogue.byId.set(e.medicine.id, e);
    const group = catalogue.groups.get(e.altKey);
    if (group) group.push(e);
    else catalogue.groups.set(e.altKey, [e]);
  }
}

/** Once every slice is in: each generic group cheapest first. */
export function finishCatalogue(catalogue: Catalogue, vocabulary: string[]): Catalogue {
  for (const list of catalogue.groups.values()) if (list.length > 1) list.sort((a, b) => a.from - b.from);
  catalogue.vocabulary = vocabulary;
  return catalogue;
}

/** The whole preparation in one go (unit tests and benchmarks). */
export function prepareCatalogue(rows: CatalogueRows): Catalogue {
  const { entries, vocabulary } = prepareEntries(rows.medicines);
  const catalogue = emptyCatalogue(rows.state, rows.syncedAt);
  addEntries(catalogue, entries);
  catalogue.offers = groupOffers(rows);
  return finishCatalogue(catalogue, vocabulary);
}

/** The same prepared medicines with newly kept offers: no work per medicine. */
export const withOffers = (catalogue: Catalogue, rows: { offers: OfferRow[]; pharmacies: PharmacyRow[]; syncedAt: number }): Catalogue => ({
  ...catalogue,
  offers: groupOffers(rows),
  syncedAt: rows.syncedAt,
});
