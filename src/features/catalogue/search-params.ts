import * as v from 'valibot';

// The search screen's state lives in the URL so that a shared link or the back button restores it.
// Every field falls back to its default when the URL holds something invalid.

export const PRICE_MIN = 0;
export const PRICE_MAX = 50_000;
export const PRICE_STEP = 500;

export const categoryOptions = [
  'all',
  'antibiotics',
  'vitamins',
  'painkillers',
  'diabetes',
  'heart',
  'antimalarials',
  'respiratory',
  'digestive',
  'allergy',
  'skin',
] as const;
export const prescriptionOptions = ['all', 'prescription', 'otc'] as const;
// A state (slugs of the 36 states and the FCT, see geo.ts); picking one also gives distances
// from its capital until the person shares their own position.
export const locationOptions = [
  'all',
  'abia',
  'adamawa',
  'akwa-ibom',
  'anambra',
  'bauchi',
  'bayelsa',
  'benue',
  'borno',
  'cross-river',
  'delta',
  'ebonyi',
  'edo',
  'ekiti',
  'enugu',
  'fct',
  'gombe',
  'imo',
  'jigawa',
  'kaduna',
  'kano',
  'katsina',
  'kebbi',
  'kogi',
  'kwara',
  'lagos',
  'nasarawa',
  'niger',
  'ogun',
  'ondo',
  'osun',
  'oyo',
  'plateau',
  'rivers',
  'sokoto',
  'taraba',
  'yobe',
  'zamfara',
] as const;
export const availabilityOptions = ['all', 'instock', 'outofstock'] as const;
export const sortOptions = ['relevance', 'price-low', 'price-high', 'rating', 'distance'] as const;

export const searchDefaults = {
  q: '',
  category: 'all',
  rx: 'all',
  location: 'all',
  stock: 'all',
  min: PRICE_MIN,
  max: PRICE_MAX,
  sort: 'relevance',
} as const;

const choice = <T extends readonly [string, ...string[]]>(options: T, fallback: T[number]) =>
  v.fallback(v.optional(v.picklist(options), fallback), fallback);

const price = (fallback: number) =>
  v.fallback(
    v.optional(v.pipe(v.number(), v.integer(), v.minValue(PRICE_MIN), v.maxValue(PRICE_MAX)), fallback),
    fallback,
  );

// The router reads `?q=500` as the number 500, so numbers are accepted and turned back into text.
const text = v.fallback(
  v.optional(v.pipe(v.union([v.string(), v.pipe(v.number(), v.transform(String))]), v.maxLength(100)), ''),
  '',
);

export const medicationSearchSchema = v.pipe(
  v.object({
    q: text,
    category: choice(categoryOptions, 'all'),
    rx: choice(prescriptionOptions, 'all'),
    location: choice(locationOptions, 'all'),
    stock: choice(availabilityOptions, 'all'),
    min: price(PRICE_MIN),
    max: price(PRICE_MAX),
    sort: choice(sortOptions, 'relevance'),
  }),
  v.transform((s) => (s.min > s.max ? { ...s, min: PRICE_MIN, max: PRICE_MAX } : s)),
);

export type MedicationSearch = v.InferOutput<typeof medicationSearchSchema>;
export type SortOption = (typeof sortOptions)[number];
