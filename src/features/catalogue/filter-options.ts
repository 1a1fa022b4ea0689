import type { MedicationSearch } from '@/features/catalogue/search-params';
import { STATES } from '@/features/catalogue/geo';

// Labels for the values in search-params.ts, in the order the selects show them.
export const categoryLabels: Record<MedicationSearch['category'], string> = {
  all: 'All categories',
  antibiotics: 'Antibiotics',
  vitamins: 'Vitamins & Supplements',
  painkillers: 'Pain Relief',
  diabetes: 'Diabetes',
  heart: 'Heart Health',
  antimalarials: 'Antimalarials',
  respiratory: 'Respiratory',
  digestive: 'Digestive Health',
  allergy: 'Allergy',
  skin: 'Skin Care',
};

export const prescriptionLabels: Record<MedicationSearch['rx'], string> = {
  all: 'All medications',
  prescription: 'Prescription only (Rx)',
  otc: 'Over the counter',
};

export const locationLabels = {
  all: 'All states',
  ...Object.fromEntries(STATES.map((s) => [s.slug, s.name === 'FCT' ? 'Abuja (FCT)' : s.name])),
} as Record<MedicationSearch['location'], string>;

export const availabilityLabels: Record<MedicationSearch['stock'], string> = {
  all: 'All',
  instock: 'In stock',
  outofstock: 'Out of stock',
};

export const sortLabels: Record<MedicationSearch['sort'], string> = {
  relevance: 'Relevance',
  'price-low': 'Price: low to high',
  'price-high': 'Price: high to low',
  rating: 'Highest rated',
  distance: 'Nearest first',
};

/** The quick chips; Popular clears the category. */
export const quickChips = [
  { value: 'all', label: 'Popular' },
  { value: 'painkillers', label: 'Pain Relief' },
  { value: 'vitamins', label: 'Vitamins' },
  { value: 'antibiotics', label: 'Antibiotics' },
  { value: 'diabetes', label: 'Diabetes' },
  { value: 'heart', label: 'Heart Health' },
] as const;

export const toOptions = <K extends string>(labels: Record<K, string>) =>
  (Object.keys(labels) as K[]).map((value) => ({ value, label: labels[value] }));
