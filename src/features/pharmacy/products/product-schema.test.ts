import { describe, expect, it } from 'vitest';
import { checkProduct, emptyProduct, type Product, type ProductFormValues } from '@/features/pharmacy/products/product-schema';
import { categoryOptions, formOptions, toOptionValue } from '@/features/pharmacy/products/product-options';
import { parseDayMonthYear, parseIngredients } from '@/features/pharmacy/products/product-parse';
import { toNewProduct } from '@/features/pharmacy/products/save-product';

const today = new Date(2026, 2, 10, 12, 0);
const valid: ProductFormValues = {
  ...emptyProduct,
  name: 'Paracetamol 500mg',
  genericName: 'Paracetamol',
  category: 'painkillers',
  form: 'tablet',
  nafdacNumber: 'A4-1234',
  price: '450',
  stockQuantity: '120',
};
const check = (patch: Partial<ProductFormValues>, existing = false) => checkProduct({ ...valid, ...patch }, today, existing);
const errorsOf = (patch: Partial<ProductFormValues>) => {
  const r = check(patch);
  return r.ok ? {} : r.errors;
};
const product = (patch: Partial<ProductFormValues>) => {
  const r = check(patch);
  if (!r.ok) throw new Error(JSON.stringify(r.errors));
  return r.product as Product;
};

describe('product schema', () => {
  it('accepts the required fields alone and types the numbers', () => {
    const p = product({});
    expect(p).toMatchObject({ name: 'Paracetamol 500mg', nafdacNumber: 'A4-1234', price: 450, stockQuantity: 120, prescriptionRequired: false });
    expect(p.costPrice).toBeUndefined();
    expect(p.manufacturer).toBeUndefined();
  });

  it('flags each blank required field and reports missing information', () => {
    const r = checkProduct({ ...emptyProduct, name: '   ' }, today);
    expect(r.ok).toBe(false);
    if (!r.ok) {
      expect(r.missingRequired).toBe(true);
      expect(r.errors).toMatchObject({
        name: 'Product name is required',
        genericName: 'Generic name is required',
        category: 'Choose a category from the list',
        form: 'Choose a form from the list',
        nafdacNumber: 'NAFDAC number is required',
        price: 'Selling price is required',
        stockQuantity: 'Stock quantity is required',
      });
    }
  });

  it('for a medicine picked from the catalogue, only the offer fields count', () => {
    const r = checkProduct({ ...emptyProduct, price: '300', stockQuantity: '5' }, today, true);
    expect(r.ok && r.product).toEqual({ price: 300, stockQuantity: 5, costPrice: undefined, minStockLevel: undefined, expiryDate: undefined, batchNumber: undefined });
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

  it('refuses negative prices and stock, and a free product', () => {
    expect(errorsOf({ price: '-5', costPrice: '-1', stockQuantity: '-3', minStockLevel: '-1' })).toEqual({
      price: 'The selling price cannot be negative',
      costPrice: 'The cost price cannot be negative',
      stockQuantity: 'The stock quantity cannot be negative',
      minStockLevel: 'The minimum stock level cannot be negative',
    });
    expect(errorsOf({ price: '0' })).toEqual({ price: 'The selling price must be more than 0' });
  });

  it('reads amounts written with separators and the naira sign', () => {
    const p = product({ price: '₦1,500.50', stockQuantity: '1 200' });
    expect([p.price, p.stockQuantity]).toEqual([1500.5, 1200]);
  });

  it('takes the expiry date as dd/mm/yyyy, refusing past days but not today', () => {
    expect(errorsOf({ expiryDate: '09/03/2026' })).toEqual({ expiryDate: 'The expiry date is in the past' });
    expect(product({ expiryDate: '10/03/2026' }).expiryDate).toBe('2026-03-10');
    expect(product({ expiryDate: '31/01/2027' }).expiryDate).toBe('2027-01-31');
    for (const bad of ['2027-01-31', '31/02/2027', '1/2027', 'soon']) {
      expect(errorsOf({ expiryDate: bad })).toEqual({ expiryDate: 'Enter the expiry date as dd/mm/yyyy, such as 31/01/2027' });
    }
  });

  it('checks the NAFDAC number form and upper-cases it', () => {
    expect(product({ nafdacNumber: '04-1234a' }).nafdacNumber).toBe('04-1234A');
    expect(product({ nafdacNumber: 'A11-0355' }).nafdacNumber).toBe('A11-0355');
    for (const bad of ['12345', 'A4 1234', 'NAFDAC', 'A4-12', 'AB-1234']) {
      expect(errorsOf({ nafdacNumber: bad })).toEqual({ nafdacNumber: 'Enter the NAFDAC number in the form A4-1234 or 04-1234A' });
    }
  });

  it('only takes categories and forms from the lists', () => {
    expect(check({ category: 'antimalarials', form: 'cream_ointment' }).ok).toBe(true);
    expect(errorsOf({ category: 'sweets', form: 'lozenge' })).toEqual({
      category: 'Choose a category from the list',
      form: 'Choose a form from the list',
    });
  });

  it('trims text and drops blank optional fields', () => {
    const p = product({ name: '  Amoxil  ', genericName: ' Amoxicillin ', manufacturer: ' Emzor ', batchNumber: '  ' });
    expect([p.name, p.genericName, p.manufacturer, p.batchNumber]).toEqual(['Amoxil', 'Amoxicillin', 'Emzor', undefined]);
  });
});

describe('what is sent for a new medicine', () => {
  it('stores the form by its label and puts side effects, contraindications and storage in the description', () => {
    const payload = toNewProduct(product({ form: 'cream_ointment', description: 'For rashes.', sideEffects: 'Itching', storage: 'Below 25°C' }), null, 'u/p.png');
    expect(payload).toMatchObject({ dosage_form: 'Cream/Ointment', category: 'painkillers', image_path: 'u/p.png', nafdac_number: 'A4-1234' });
    expect(payload.description).toBe('For rashes.\n\nSide effects: Itching\n\nStorage: Below 25°C');
  });

  it('sends only the offer for a medicine picked from the catalogue', () => {
    const r = checkProduct({ ...emptyProduct, price: '300', stockQuantity: '5', expiryDate: '01/01/2030' }, today, true);
    if (!r.ok) throw new Error('invalid');
    expect(toNewProduct(r.product, 'm-1')).toEqual({
      medicine_id: 'm-1', price: 300, stock_quantity: 5, expiry_date: '2030-01-01',
      cost_price: undefined, min_stock_level: undefined, batch_number: undefined,
    });
  });
});

describe('parsing what staff type', () => {
  it('reads ingredients with their strengths', () => {
    expect(parseIngredients('Artemether 20mg, Lumefantrine 120 mg\nVitamin C')).toEqual([
      { name: 'Artemether', strength: '20mg' },
      { name: 'Lumefantrine', strength: '120mg' },
      { name: 'Vitamin C' },
    ]);
    expect(product({ activeIngredients: 'Amoxicillin 250mg/5ml' }).activeIngredients).toEqual([{ name: 'Amoxicillin', strength: '250mg/5ml' }]);
  });

  it('reads day/month/year dates only when the day exists', () => {
    expect(parseDayMonthYear('1/2/2027')).toBe('2027-02-01');
    expect(parseDayMonthYear('29/02/2028')).toBe('2028-02-29');
    expect(parseDayMonthYear('29/02/2027')).toBeNull();
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

  it("has the catalogue's 10 categories and the 11 forms, all distinct and URL-safe", () => {
    expect(categoryOptions).toHaveLength(10);
    expect(formOptions).toHaveLength(11);
    for (const list of [categoryOptions, formOptions]) {
      const values = list.map((o) => o.value);
      expect(new Set(values).size).toBe(values.length);
      for (const value of values) expect(value).toMatch(/^[a-z_-]+$/);
    }
  });
});
