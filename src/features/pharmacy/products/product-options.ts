/**
 * Option values are derived from their labels (product spec: "the lower-cased labels with spaces
 * turned to underscores"). Labels holding "&", "'" or "/" would give values that break in URLs,
 * CSV exports and database enums, so the rule is extended: "&" becomes "and", apostrophes are
 * dropped and "/" becomes "_". Hyphens stay. Examples:
 *   "Painkillers & Anti-inflammatory" -> "painkillers_and_anti-inflammatory"
 *   "Women's Health"                  -> "womens_health"
 *   "Cream/Ointment"                  -> "cream_ointment"
 */
export function toOptionValue(label: string): string {
  return label
    .toLowerCase()
    .replace(/\s*&\s*/g, ' and ')
    .replace(/['’]/g, '')
    .replace(/\s*\/\s*/g, '_')
    .trim()
    .replace(/\s+/g, '_');
}

/**
 * A medicine's category is shared by every pharmacy that offers it and is what patients filter
 * search by, so the choices are the catalogue's own categories (supabase/seed.sql, the search
 * filter's values), not a list of this form's own.
 */
export const categoryOptions = [
  { value: 'antibiotics', label: 'Antibiotics' },
  { value: 'antimalarials', label: 'Antimalarials' },
  { value: 'painkillers', label: 'Pain Relief' },
  { value: 'vitamins', label: 'Vitamins & Supplements' },
  { value: 'heart', label: 'Heart Health' },
  { value: 'diabetes', label: 'Diabetes' },
  { value: 'respiratory', label: 'Respiratory' },
  { value: 'digestive', label: 'Digestive Health' },
  { value: 'allergy', label: 'Allergy' },
  { value: 'skin', label: 'Skin Care' },
];

const formLabels = [
  'Tablet',
  'Capsule',
  'Syrup',
  'Injection',
  'Cream/Ointment',
  'Drops',
  'Inhaler',
  'Patch',
  'Suppository',
  'Powder',
  'Gel',
] as const;

export const formOptions = formLabels.map((label) => ({ label, value: toOptionValue(label) }));

export const categoryValues = categoryOptions.map((o) => o.value);
export const formValues = formOptions.map((o) => o.value);

/** The label a form value stands for ("cream_ointment" -> "Cream/Ointment"): the catalogue stores labels. */
export const formLabel = (value: string) => formOptions.find((o) => o.value === value)?.label ?? value;
