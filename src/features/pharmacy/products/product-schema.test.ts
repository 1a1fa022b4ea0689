import { describe, expect, it } from 'vitest';
import { checkProduct, emptyProduct, type ProductFormValues } from '@/features/pharmacy/products/product-schema';
import { categoryOptions, formOptions, toOptionValue } from '@/features/pharmacy/products/product-options';

const today = new Date(2026, 2, 10, 12, 0);
const valid: ProductFormValues = { ...emptyProduct, name: 'Paracetamol 500mg', price: '450', stockQuantity: '120' };
const check = (patch: Partial<ProductFormValues>) => checkProduct({ ...valid, ...patch }, today);
const errorsOf = (patch: Partial<ProductFormValues>) => {
  const r = check(patch);
  return r.ok ? {} : r.errors;
};

describe('product schema', () => {
  it('accepts the three required fields alone and types the numbers', () => {
    const r = check({});
    expect(r.ok).toBe(true);
    if (r.ok) {
      expect(r.product).toMatchObject({ name: 'Paracetamol 500mg', price: 450, stockQuantity: 120, prescriptionRequired: false });
      expect(r.product.costPrice).toBeUndefined();
      expect(r.product.category).toBeUndefined();
    }
  });

  it('flags each blank required field and reports missing information', () => {
    const r = checkProduct({ ...emptyProduct, name: '   ' }, today);
    expect(r.ok).toBe(false);
    if (!r.ok) {
      expect(r.missingRequired).toBe(true);
      expect(r.errors).toMatchObject({
        name: 'Product name is required',
        price: 'Selling price is required',
        stockQuantity: 'Stock quantity is required',
      });
    }
  });

  it('explains numbers that are not numbers, without calling it missing', () => {
    const r = check({ price: 'abc', stockQuantity: '12.5', costPrice: '1O0' });
    expect(r.ok).toBe(false);
    if (!r.ok) {
      expect(r.missingRequired).toBe(false);
      expect(r.errors.price).toBe('Enter the selling price as a number, such as 1500');
      expect(r.errors.costPrice).toBe('Enter the cost price as a number, such as 1500');
      expect(r.errors.stockQuantity).toBe('Enter the stock quantity as a whole number, such as 120');
    }
  });

  it('refuses negative prices and stock', () => {
    expect(errorsOf({ price: '-5', costPrice: '-1', stockQuantity: '-3', minStockLevel: '-1' })).toEqual({
      price: 'The selling price cannot be negative',
      costPrice: 'The cost price cannot be negative',
      stockQuantity: 'The stock quantity cannot be negative',
      minStockLevel: 'The minimum stock level cannot be negative',
    });
  });

  it('reads amounts written with separators and the naira sign', () => {
    const r = check({ price: '₦1,500.50', stockQuantity: '1 200' });
    expect(r.ok && [r.product.price, r.product.stockQuantity]).toEqual([1500.5, 1200]);
  });

  it('refuses an expiry date in the past but accepts today and later', () => {
    expect(errorsOf({ expiryDate: '2026-03-09' })).toEqual({ expiryDate: 'The expiry date is in the past' });
    expect(check({ expiryDate: '2026-03-10' }).ok).toBe(true);
    expect(check({ expiryDate: '2027-01-31' }).ok).toBe(true);
    expect(errorsOf({ expiryDate: '31/02/2027' })).toEqual({ expiryDate: 'Enter the expiry date as dd/mm/yyyy, e.g. 31/01/2027' });
  });

  it('only takes categories and forms from the lists', () => {
    expect(check({ category: 'painkillers_and_anti-inflammatory', form: 'cream_ointment' }).ok).toBe(true);
    expect(errorsOf({ category: 'sweets', form: 'lozenge' })).toEqual({
      category: 'Choose a category from the list',
      form: 'Choose a form from the list',
    });
  });

  it('trims text and drops blank optional fields', () => {
    const r = check({ name: '  Amoxil  ', genericName: '  ', manufacturer: ' Emzor ' });
    expect(r.ok && [r.product.name, r.product.genericName, r.product.manufacturer]).toEqual(['Amoxil', undefined, 'Emzor']);
  });
});

describe('option values', () => {
  it('lower-cases labels, spaces to underscores, and spells out & / apostrophes', () => {
    expect(toOptionValue('Diabetes Care')).toBe('diabetes_care');
    expect(toOptionValue('Painkillers & Anti-inflammatory')).toBe('painkillers_and_anti-inflammatory');
    expect(toOptionValue("Children's Medicine")).toBe('childrens_medicine');
    expect(toOptionValue('Cream/Ointment')).toBe('cream_ointment');
    expect(toOptionValue('Tablet')).toBe('tablet');
  });

  it('has the 14 categories and 11 forms, all distinct and URL-safe', () => {
    expect(categoryOptions).toHaveLength(14);
    expect(formOptions).toHaveLength(11);
    for (const list of [categoryOptions, formOptions]) {
      const values = list.map((o) => o.value);
      expect(new Set(values).size).toBe(values.length);
      for (const value of values) expect(value).toMatch(/^[a-z_-]+$/);
    }
  });
});
