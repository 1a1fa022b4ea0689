import * as v from 'valibot';
import { oneMessageEach } from '@/lib/forms/one-message-each';
import { categoryValues, formValues } from '@/features/pharmacy/products/product-options';
import { parseDayMonthYear, parseIngredients } from '@/features/pharmacy/products/product-parse';
import { rules as r } from '@/features/pharmacy/products/product.messages';
import { later, type Message } from '@/lib/i18n/i18n';

/** What the form holds while typing: text exactly as entered, so a failed submit loses nothing. */
export type ProductFormValues = {
  name: string;
  genericName: string;
  manufacturer: string;
  category: string;
  description: string;
  dosage: string;
  form: string;
  packSize: string;
  nafdacNumber: string;
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
  packSize: '',
  nafdacNumber: '',
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

/** The fields without which a product cannot be listed; the medicine's only when it is new. */
const medicineRequired = ['name', 'genericName', 'nafdacNumber', 'category', 'form'] as const;
const offerRequired = ['price', 'stockQuantity'] as const;

const blankToUndefined = v.transform((s: string) => (s.trim() === '' ? undefined : s.trim()));
// Staff often type "1,500" or "₦1,500": separators and the naira sign are ignored.
const stripMoney = v.transform((s: string) => s.replace(/[\s,₦]/g, ''));

const text = (max: number) => v.pipe(v.string(), blankToUndefined, v.optional(v.pipe(v.string(), v.maxLength(max, later(r.tooLong, { max })))));

// Each field's messages are whole sentences of their own: word order differs by language.
const amount = (notNumber: Message, negative: Message) =>
  v.pipe(
    v.string(),
    stripMoney,
    v.regex(/^-?\d+(\.\d{1,2})?$/, later(notNumber)),
    v.transform(Number),
    v.minValue(0, later(negative)),
  );

const count = (notNumber: Message, negative: Message) =>
  v.pipe(
    v.string(),
    stripMoney,
    v.regex(/^-?\d+$/, later(notNumber)),
    v.transform(Number),
    v.minValue(0, later(negative)),
  );

const required = (message: Message) => v.pipe(v.string(), v.trim(), v.nonEmpty(later(message)));
const optionalOf = <T extends v.GenericSchema<string, unknown>>(schema: T) => v.pipe(v.string(), blankToUndefined, v.optional(schema));

const localIsoDay = (d: Date) =>
  `${d.getFullYear()}-${String(d.getMonth() + 1).padStart(2, '0')}-${String(d.getDate()).padStart(2, '0')}`;

/** The same form as the database checks (private.nafdac_form_ok): A4-1234, 04-1234A, A11-0355. */
export const NAFDAC_FORM = /^[A-Z]?[0-9]{1,2}-[0-9]{4,6}[A-Z]?$/;

const offerEntries = (todayIso: string) => ({
  price: v.pipe(required(r.priceRequired), amount(r.priceNumber, r.priceNegative), v.minValue(0.01, later(r.pricePositive))),
  costPrice: optionalOf(amount(r.costNumber, r.costNegative)),
  stockQuantity: v.pipe(required(r.stockRequired), count(r.stockNumber, r.stockNegative)),
  minStockLevel: optionalOf(count(r.minStockNumber, r.minStockNegative)),
  expiryDate: optionalOf(
    v.pipe(
      v.string(),
      v.transform(parseDayMonthYear),
      v.string(later(r.expiryForm)),
      v.check((d) => d >= todayIso, later(r.expiryPast)),
    ),
  ),
  batchNumber: text(60),
});

const medicineEntries = {
  name: v.pipe(required(r.nameRequired), v.maxLength(120, later(r.nameLength))),
  nafdacNumber: v.pipe(
    required(r.nafdacRequired),
    v.toUpperCase(),
    v.regex(NAFDAC_FORM, later(r.nafdacForm)),
  ),
  genericName: v.pipe(required(r.genericRequired), v.maxLength(120, later(r.genericLength))),
  manufacturer: text(120),
  category: v.pipe(v.string(), v.picklist(categoryValues, later(r.category))),
  description: text(2000),
  dosage: text(60),
  packSize: text(60),
  form: v.pipe(v.string(), v.picklist(formValues, later(r.form))),
  prescriptionRequired: v.boolean(),
  activeIngredients: v.pipe(text(1000), v.transform((s) => (s ? parseIngredients(s) : undefined))),
  sideEffects: text(2000),
  contraindications: text(2000),
  storage: text(500),
};

/** The product form's rules; `today` decides which expiry dates are already past. */
export function createProductSchema(today = new Date()) {
  return oneMessageEach(v.object({ ...medicineEntries, ...offerEntries(localIsoDay(today)) }));
}

/** Only the offer's fields: the medicine was picked from the catalogue. */
export function createOfferSchema(today = new Date()) {
  return oneMessageEach(v.object(offerEntries(localIsoDay(today))));
}

/** The rules for the form as it stands: with a medicine picked from the catalogue, only the offer's. */
export const productSchemaFor = (existingMedicine: boolean, today = new Date()) =>
  existingMedicine ? createOfferSchema(today) : createProductSchema(today);

/** Whether a required field is blank (the form then also says so in a notice). */
export function missingRequired(values: ProductFormValues, existingMedicine: boolean): boolean {
  const required = existingMedicine ? offerRequired : [...medicineRequired, ...offerRequired];
  return required.some((f) => values[f].trim() === '');
}

export type Product = v.InferOutput<ReturnType<typeof createProductSchema>>;
export type OfferPart = v.InferOutput<ReturnType<typeof createOfferSchema>>;
export type ProductErrors = Partial<Record<keyof ProductFormValues | 'image' | 'medicine', string>>;

export type ProductCheck =
  | { ok: true; product: Product | OfferPart }
  | { ok: false; errors: ProductErrors; missingRequired: boolean };

/**
 * Validates the form; with `existingMedicine` only the offer's fields count. `missingRequired` is set
 * when a required field is blank.
 */
export function checkProduct(values: ProductFormValues, today = new Date(), existingMedicine = false): ProductCheck {
  const schema = productSchemaFor(existingMedicine, today);
  const result = v.safeParse(schema, values);
  if (result.success) return { ok: true, product: result.output };
  const nested = v.flatten<typeof schema>(result.issues).nested ?? {};
  const errors: ProductErrors = {};
  for (const [key, messages] of Object.entries(nested)) {
    if (messages?.[0]) errors[key as keyof ProductFormValues] = messages[0];
  }
  return { ok: false, errors, missingRequired: missingRequired(values, existingMedicine) };
}
