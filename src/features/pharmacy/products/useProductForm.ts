import { useSchemaForm } from '@/lib/forms/use-schema-form';
import { emptyProduct, productSchemaFor, type ProductFormValues } from '@/features/pharmacy/products/product-schema';

type TextKey = Exclude<keyof ProductFormValues, 'prescriptionRequired'>;

/**
 * The add-product form: text kept exactly as typed, checked by the product schema (only the
 * offer's part once a catalogue medicine is picked; expiry dates against the day of the submit).
 */
export function useProductForm(existingMedicine: boolean) {
  const form = useSchemaForm(() => productSchemaFor(existingMedicine), emptyProduct);
  /** Props for a text-like input bound to one field. */
  const bind = (key: TextKey) => form.getInputProps(key);
  return { ...form, bind };
}

export type ProductForm = ReturnType<typeof useProductForm>;
