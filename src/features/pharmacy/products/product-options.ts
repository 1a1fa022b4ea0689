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

const categoryLabels = [
  'Antibiotics',
  'Painkillers & Anti-inflammatory',
  'Vitamins & Supplements',
  'Cardiovascular',
  'Diabetes Care',
  'Respiratory',
  'Digestive Health',
  'Mental Health',
  'Skin Care',
  'Eye Care',
  "Women's Health",
  "Men's Health",
  "Children's Medicine",
  'Medical Devices',
] as const;

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

export const categoryOptions = categoryLabels.map((label) => ({ label, value: toOptionValue(label) }));
export const formOptions = formLabels.map((label) => ({ label, value: toOptionValue(label) }));

export const categoryValues = categoryOptions.map((o) => o.value);
export const formValues = formOptions.map((o) => o.value);
