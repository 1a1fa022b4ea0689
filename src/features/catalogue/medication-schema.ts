import * as v from 'valibot';

export const MedicationSchema = v.object({
  id: v.string(),
  name: v.string(),
  genericName: v.string(),
  strength: v.string(),
  pack: v.optional(v.string()),
  manufacturer: v.string(),
  category: v.string(),
  price: v.number(),
  originalPrice: v.number(),
  pharmacy: v.string(),
  location: v.string(),
  distanceKm: v.number(),
  rating: v.number(),
  reviews: v.number(),
  inStock: v.boolean(),
  prescription: v.boolean(),
  /** A dosage-form key (tablet, syrup, inhaler...) drawn as a small inline icon. */
  image: v.string(),
});

export type Medication = v.InferOutput<typeof MedicationSchema>;

export const MedicationListSchema = v.array(MedicationSchema);
