import { useState } from 'react';
import { emptyProduct, type ProductErrors, type ProductFormValues } from '@/features/pharmacy/products/product-schema';

type TextKey = Exclude<keyof ProductFormValues, 'prescriptionRequired'>;

/** Form state as typed; editing a field clears its error so messages never go stale. */
export function useProductForm() {
  const [values, setValues] = useState<ProductFormValues>(emptyProduct);
  const [errors, setErrors] = useState<ProductErrors>({});

  function set<K extends keyof ProductFormValues>(key: K, value: ProductFormValues[K]) {
    setValues((v) => ({ ...v, [key]: value }));
    setErrors((e) => (e[key] ? { ...e, [key]: undefined } : e));
  }

  /** Props for a text-like input bound to one field. */
  const bind = (key: TextKey) => ({
    value: values[key],
    error: errors[key],
    onChange: (e: { currentTarget: { value: string } }) => set(key, e.currentTarget.value),
  });

  return { values, errors, setErrors, set, bind };
}

export type ProductForm = ReturnType<typeof useProductForm>;
