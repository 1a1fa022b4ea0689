import type { SearchSchemaInput } from '@tanstack/react-router';
import { searchChoice, searchInteger, searchText } from '@/lib/search-params';

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

export type MedicationSearch = {
  q: string;
  category: (typeof categoryOptions)[number];
  rx: (typeof prescriptionOptions)[number];
  location: (typeof locationOptions)[number];
  stock: (typeof availabilityOptions)[number];
  min: number;
  max: number;
  sort: (typeof sortOptions)[number];
};

/** The search routes' `validateSearch`: each field from the URL, or its default when invalid. */
export function readMedicationSearch(search: Partial<MedicationSearch> & SearchSchemaInput): MedicationSearch {
  const prices = { min: PRICE_MIN, max: PRICE_MAX };
  const parsed: MedicationSearch = {
    q: searchText(search.q, '', { max: 100 }),
    category: searchChoice(search.category, categoryOptions, 'all'),
    rx: searchChoice(search.rx, prescriptionOptions, 'all'),
    location: searchChoice(search.location, locationOptions, 'all'),
    stock: searchChoice(search.stock, availabilityOptions, 'all'),
    min: searchInteger(search.min, PRICE_MIN, prices),
    max: searchInteger(search.max, PRICE_MAX, prices),
    sort: searchChoice(search.sort, sortOptions, 'relevance'),
  };
  // A range that ends before it starts is no range: both ends go back to their defaults.
  return parsed.min > parsed.max ? { ...parsed, ...prices } : parsed;
}

export type SortOption = (typeof sortOptions)[number];
