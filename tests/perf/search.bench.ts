import { bench, describe } from 'vitest';
import type { Medication } from '@/features/catalogue/medication-schema';
import { prepareCatalogue, searchCatalogue } from '@/features/catalogue/search';
import { searchDefaults, type MedicationSearch } from '@/features/catalogue/search-params';
import shippedJson from '../../public/data/medications.json';
import { generateMedications, syntheticPharmacies } from './catalogue/generate-medications';

// One keystroke = one search + filter + sort over a prepared catalogue, as the search screen runs it.
// Run: npx vitest bench --run --project unit tests/perf/search.bench.ts (10,000-product median < 5 ms).

const shipped = shippedJson as Medication[];
const large = generateMedications({ pharmacies: syntheticPharmacies(120), count: 10_000 }) as Medication[];

// A user typing "paracetamol" with a location filter and a price sort: a query per prefix, cycled.
const prefixes = [
  'p',
  'pa',
  'par',
  'para',
  'parac',
  'parace',
  'paracet',
  'paraceta',
  'paracetam',
  'paracetamo',
  'paracetamol',
];
const keystroke = (extra: Partial<MedicationSearch>) => {
  let i = 0;
  return (catalogue: ReturnType<typeof prepareCatalogue>) => {
    const q = prefixes[i++ % prefixes.length] as string;
    return searchCatalogue(catalogue, { ...searchDefaults, ...extra, q });
  };
};

/** The median of many timed runs, printed beside vitest's table (which shows mean and p75). */
function medianMs(run: () => void, samples = 500): number {
  for (let i = 0; i < 50; i++) run();
  const times: number[] = [];
  for (let i = 0; i < samples; i++) {
    const start = performance.now();
    run();
    times.push(performance.now() - start);
  }
  times.sort((a, b) => a - b);
  return times[Math.floor(times.length / 2)] as number;
}

for (const [label, products] of [
  [`shipped catalogue (${shipped.length} products)`, shipped],
  [`generated catalogue (${large.length} products)`, large],
] as const) {
  describe(label, () => {
    const catalogue = prepareCatalogue(products);
    const relevance = keystroke({});
    const filtered = keystroke({ location: 'lagos', stock: 'instock', sort: 'price-low', max: 20_000 });
    const medians = [medianMs(() => relevance(catalogue)), medianMs(() => filtered(catalogue))];
    console.log(
      `median keystroke over the ${label}: search ${medians[0]?.toFixed(3)} ms; search + filters + price sort ${medians[1]?.toFixed(3)} ms`,
    );
    bench('keystroke: search, relevance order', () => void relevance(catalogue));
    bench('keystroke: search + filters + price sort', () => void filtered(catalogue));
  });
}
