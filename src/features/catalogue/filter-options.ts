import type { MedicationSearch } from '@/features/catalogue/search-params';
import { STATES } from '@/features/catalogue/geo';
import type { Message } from '@/lib/i18n/i18n';
import { search as m } from '@/features/catalogue/search.messages';

// Labels for the values in search-params.ts, in the order the selects show them. A label is a
// message, or a state's own name (never translated; FCT is shown as Abuja (FCT)).
type Label = Message | string;

export const categoryLabels: Record<MedicationSearch['category'], Message> = {
  all: m.allCategories,
  antibiotics: m.antibiotics,
  vitamins: m.vitaminsSupplements,
  painkillers: m.painRelief,
  diabetes: m.diabetes,
  heart: m.heart,
  antimalarials: m.antimalarials,
  respiratory: m.respiratory,
  digestive: m.digestive,
  allergy: m.allergy,
  skin: m.skin,
};

export const prescriptionLabels: Record<MedicationSearch['rx'], Message> = {
  all: m.allMedications,
  prescription: m.rxOnly,
  otc: m.otc,
};

export const locationLabels = {
  all: m.allStates,
  ...Object.fromEntries(STATES.map((s) => [s.slug, s.name === 'FCT' ? m.abuja : s.name])),
} as Record<MedicationSearch['location'], Label>;

export const availabilityLabels: Record<MedicationSearch['stock'], Message> = {
  all: m.allStock,
  instock: m.inStockFilter,
  outofstock: m.outOfStockFilter,
};

export const sortLabels: Record<MedicationSearch['sort'], Message> = {
  relevance: m.relevance,
  'price-low': m.priceLow,
  'price-high': m.priceHigh,
  rating: m.rating,
  distance: m.distance,
};

/** The quick chips; Popular clears the category. */
export const quickChips = [
  { value: 'all', label: m.popular },
  { value: 'painkillers', label: m.painRelief },
  { value: 'vitamins', label: m.vitamins },
  { value: 'antibiotics', label: m.antibiotics },
  { value: 'diabetes', label: m.diabetes },
  { value: 'heart', label: m.heart },
] as const;

/** A select's options in the current language (`t` from useT). */
export const toOptions = <K extends string>(labels: Record<K, Label>, t: (message: Message) => string) =>
  (Object.keys(labels) as K[]).map((value) => {
    const label = labels[value];
    return { value, label: typeof label === 'string' ? label : t(label) };
  });
