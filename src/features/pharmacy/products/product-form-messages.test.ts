import { describe, expect, it } from 'vitest';
import { valibotResolver } from 'mantine-form-valibot-resolver';
import type { GenericSchema } from 'valibot';
import { checkProduct, emptyProduct, productSchemaFor, type ProductFormValues } from '@/features/pharmacy/products/product-schema';
import { categoryOptions, formOptions } from '@/features/pharmacy/products/product-options';
import { categories, forms } from '@/features/pharmacy/products/product.messages';
import { translate } from '@/lib/i18n/i18n';

// The form validates through the valibot resolver (the last message of a field wins there): each
// field must still show the first rule it breaks.
const today = new Date(2026, 2, 10, 12, 0);
const shown = (values: ProductFormValues, existing = false) =>
  valibotResolver(productSchemaFor(existing, today) as unknown as GenericSchema<ProductFormValues, ProductFormValues>)(values);
const firstMessages = (values: ProductFormValues, existing = false) => {
  const r = checkProduct(values, today, existing);
  return r.ok ? {} : r.errors;
};

const typed: [string, ProductFormValues, boolean][] = [
  ['an empty new product', emptyProduct, false],
  ['an empty offer of a catalogue medicine', emptyProduct, true],
  ['numbers and dates typed wrong', { ...emptyProduct, price: '-5', costPrice: 'abc', stockQuantity: '1.5', expiryDate: '01/01/2020', nafdacNumber: 'x' }, false],
];

describe('messages beside the product fields', () => {
  it.each(typed)('%s', (_, values, existing) => {
    const errors = shown(values, existing);
    expect(Object.keys(errors).length).toBeGreaterThan(0);
    expect(errors).toEqual(firstMessages(values, existing));
  });
});

describe('the names of the choices', () => {
  it('has a message for every category and form the form offers, in English the label it had', () => {
    for (const [options, names] of [[categoryOptions, categories], [formOptions, forms]] as const) {
      for (const option of options) {
        const message = (names as Record<string, Parameters<typeof translate>[0]>)[option.value];
        expect(message, option.value).toBeDefined();
        expect(translate(message!)).toBe(option.label);
      }
      expect(Object.keys(names)).toHaveLength(options.length);
    }
  });
});
