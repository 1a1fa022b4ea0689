import { bench, describe } from 'vitest';
import type { CatalogueRows } from '@/lib/catalogue-wire';
import { prepareCatalogue, searchCatalogue } from '@/features/catalogue/search';
import { searchDefaults, type MedicationSearch } from '@/features/catalogue/search-params';
import { sampleCatalogue } from '../tools/catalogue/catalogue-data.mjs';
import { benchCatalogue } from '../tools/catalogue/generate-bench-catalogue.mjs';
import { medianMs } from './median';

// One keystroke = one search + filter + sort over a prepared catalogue, as the search screen runs it.
// Run: npm run bench (median < 5 ms). The national catalogue's figures: npm run bench:catalogue.

interface Generated {
  pharmacies: { id: string | null; key: string; name: string; address: string; state: string; lga: string; lat: number; lng: number; time: string; fee: number; rating: number }[];
  medicines: { id: string; name: string; generic: string; ingredients: { name: string; strength: string | null }[]; strength: string; form: string; pack: string | null; manufacturer: string; category: string; rx: boolean }[];
  offers: { id: string; pharmacy: { id: string | null; key: string }; medicine: { id: string }; price: number; original: number | null; stock: number }[];
}

/**
 * The generator's rows as a device in Lagos stores them after a download: each medicine offered in
 * Lagos with its figures (here worked out from the generated offers, as the server's state_prices
 * would), and every Lagos offer kept as if each medicine had been opened: the heaviest case.
 */
function rowsOf(g: Generated): CatalogueRows {
  const id = (p: { id: string | null; key: string }) => p.id ?? p.key;
  const lagos = new Set(g.pharmacies.filter((p) => p.state === 'Lagos').map(id));
  const offers = g.offers.filter((o) => lagos.has(id(o.pharmacy)));
  const figures = new Map<string, { from: number; pharmacies: number; inStock: boolean }>();
  for (const o of offers) {
    const f = figures.get(o.medicine.id) ?? { from: Infinity, pharmacies: 0, inStock: false };
    const cheaper = o.stock > 0 ? !f.inStock || o.price < f.from : !f.inStock && o.price < f.from;
    figures.set(o.medicine.id, { from: cheaper ? o.price : f.from, pharmacies: f.pharmacies + 1, inStock: f.inStock || o.stock > 0 });
  }
  return {
    state: 'Lagos',
    pharmacies: g.pharmacies.filter((p) => lagos.has(id(p))).map((p) => ({
      id: id(p), name: p.name, address: p.address, phone: null, state: p.state, lga: p.lga, lat: p.lat, lng: p.lng,
      openingHours: null, deliveryFee: p.fee, deliveryTime: p.time, rating: p.rating,
    })),
    medicines: g.medicines.flatMap((m) => {
      const f = figures.get(m.id);
      return f ? [{
        id: m.id, name: m.name, genericName: m.generic, ingredients: m.ingredients, strength: m.strength, form: m.form,
        pack: m.pack, manufacturer: m.manufacturer, nafdac: null, category: m.category, prescriptionOnly: m.rx,
        imagePath: null, ...f,
      }] : [];
    }),
    offers: offers.map((o) => ({
      id: o.id, medicineId: o.medicine.id, pharmacyId: id(o.pharmacy), price: o.price, originalPrice: o.original, stock: o.stock,
    })),
    syncedAt: 0,
  };
}

const seeded = rowsOf(sampleCatalogue() as Generated);
const large = rowsOf(benchCatalogue() as Generated);

// A user typing "paracetamol" with a location filter and a price sort: a query per prefix, cycled.
const prefixes = ['p', 'pa', 'par', 'para', 'parac', 'parace', 'paracet', 'paraceta', 'paracetam', 'paracetamo', 'paracetamol'];
// The forgiving paths: a misspelling (fuzzy pass over the vocabulary) and a condition.
const forgiving = ['paracetmol', 'malaria', 'high blood pressure', 'acetaminophen'];
const keystroke = (extra: Partial<MedicationSearch>, queries = prefixes) => {
  let i = 0;
  return (catalogue: ReturnType<typeof prepareCatalogue>) => {
    const q = queries[i++ % queries.length] as string;
    return searchCatalogue(catalogue, { ...searchDefaults, ...extra, q });
  };
};

for (const [label, rows] of [
  [`seeded catalogue (${seeded.offers.length} offers)`, seeded],
  [`benchmark catalogue (${large.offers.length} offers, ${large.medicines.length} medicines)`, large],
] as const) {
  describe(label, () => {
    const catalogue = prepareCatalogue(rows);
    const relevance = keystroke({});
    const filtered = keystroke({ stock: 'instock', sort: 'price-low', max: 20_000 });
    const forgiven = keystroke({}, forgiving);
    const medians = [medianMs(() => relevance(catalogue)), medianMs(() => filtered(catalogue)), medianMs(() => forgiven(catalogue))];
    console.log(
      `median keystroke over the ${label}: search ${medians[0]?.toFixed(3)} ms; search + filters + price sort ${medians[1]?.toFixed(3)} ms; misspelling/condition ${medians[2]?.toFixed(3)} ms`,
    );
    bench('keystroke: search, relevance order', () => void relevance(catalogue));
    bench('keystroke: search + filters + price sort', () => void filtered(catalogue));
    bench('keystroke: misspelling, synonym or condition', () => void forgiven(catalogue));
  });
}
