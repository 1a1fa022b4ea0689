import * as v from 'valibot';
import { categoryValues, formValues } from '@/features/pharmacy/products/product-options';

/** What the form holds while typing: text exactly as entered, so a failed submit loses nothing. */
export type ProductFormValues = {
  name: string;
  genericName: string;
  manufacturer: string;
  category: string;
  description: string;
  dosage: string;
  form: string;
  price: string;
  costPrice: string;
  stockQuantity: string;
  minStockLevel: string;
  expiryDate: string;
  batchNumber: string;
  prescriptionRequired: boolean;
  activeIngredients: string;
  sideEffects: string;
  contraindications: string;
  storage: string;
};

export const emptyProduct: ProductFormValues = {
  name: '',
  genericName: '',
  manufacturer: '',
  category: '',
  description: '',
  dosage: '',
  form: '',
  price: '',
  costPrice: '',
  stockQuantity: '',
  minStockLevel: '',
  expiryDate: '',
  batchNumber: '',
  prescriptionRequired: false,
  activeIngredients: '',
  sideEffects: '',
  contraindications: '',
  storage: '',
};

/** The fields without which a product cannot be listed (product spec, section 5). */
export const requiredFields = ['name', 'price', 'stockQuantity'] as const;

const blankToUndefined = v.transform((s: string) => (s.trim() === '' ? undefined : s.trim()));
// Staff often type "1,500" or "₦1,500": separators and the naira sign are ignored.
const stripMoney = v.transform((s: string) => s.replace(/[\s,₦]/g, ''));

const text = (max: number) => v.pipe(v.string(), blankToUndefined, v.optional(v.pipe(v.string(), v.maxLength(max, `Keep this under ${max} characters`))));

const amount = (label: string) =>
  v.pipe(
    v.string(),
    stripMoney,
    v.regex(/^-?\d+(\.\d{1,2})?$/, `Enter the ${label} as a number, such as 1500`),
    v.transform(Number),
    v.minValue(0, `The ${label} cannot be negative`),
  );

const count = (label: string) =>
  v.pipe(
    v.string(),
    stripMoney,
    v.regex(/^-?\d+$/, `Enter the ${label} as a whole number, such as 120`),
    v.transform(Number),
    v.minValue(0, `The ${label} cannot be negative`),
  );

const required = (message: string) => v.pipe(v.string(), v.trim(), v.nonEmpty(message));
const optionalOf = <T extends v.GenericSchema<string, unknown>>(schema: T) => v.pipe(v.string(), blankToUndefined, v.optional(schema));

const localIsoDay = (d: Date) =>
  `${d.getFullYear()}-${String(d.getMonth() + 1).padStart(2, '0')}-${String(d.getDate()).padStart(2, '0')}`;

/** The product form's rules; `today` decides which expiry dates are already past. */
export function createProductSchema(today = new Date()) {
  const todayIso = localIsoDay(today);
  return v.object({
    name: v.pipe(required('Product name is required'), v.maxLength(120, 'Keep the name under 120 characters')),
    genericName: text(120),
    manufacturer: text(120),
    category: optionalOf(v.picklist(categoryValues, 'Choose a category from the list')),
    description: text(2000),
    dosage: text(60),
    form: optionalOf(v.picklist(formValues, 'Choose a form from the list')),
    price: v.pipe(required('Selling price is required'), amount('selling price')),
    costPrice: optionalOf(amount('cost price')),
    stockQuantity: v.pipe(required('Stock quantity is required'), count('stock quantity')),
    minStockLevel: optionalOf(count('minimum stock level')),
    expiryDate: optionalOf(
      v.pipe(
        v.string(),
        v.isoDate('Enter the expiry date as dd/mm/yyyy, e.g. 31/01/2027'),
        v.check((d) => d >= todayIso, 'The expiry date is in the past'),
      ),
    ),
    batchNumber: text(60),
    prescriptionRequired: v.boolean(),
    activeIngredients: text(1000),
    sideEffects: text(2000),
    contraindications: text(2000),
    storage: text(500),
  });
}

export type Product = v.InferOutput<ReturnType<typeof createProductSchema>>;
export type ProductErrors = Partial<Record<keyof ProductFormValues, string>>;

export type ProductCheck =
  | { ok: true; product: Product }
  | { ok: false; errors: ProductErrors; missingRequired: boolean };

/** Validates the form. `missingRequired` is set when a required field is blank. */
export function checkProduct(values: ProductFormValues, today = new Date()): ProductCheck {
  const result = v.safeParse(createProductSchema(today), values);
  if (result.success) return { ok: true, product: result.output };
  const nested = v.flatten<ReturnType<typeof createProductSchema>>(result.issues).nested ?? {};
  const errors: ProductErrors = {};
  for (const [key, messages] of Object.entries(nested)) {
    if (messages?.[0]) errors[key as keyof ProductFormValues] = messages[0];
  }
  const missingRequired = requiredFields.some((f) => values[f].trim() === '');
  return { ok: false, errors, missingRequired };
}
