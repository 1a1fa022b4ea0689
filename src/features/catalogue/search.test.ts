import { describe, expect, it } from 'vitest';
import * as v from 'valibot';
import type { Medication } from '@/features/catalogue/medication-schema';
import { activeFilterCount, alternativesFor, prepareCatalogue, searchCatalogue } from '@/features/catalogue/search';
import { medicationSearchSchema, searchDefaults, type MedicationSearch } from '@/features/catalogue/search-params';

let n = 0;
const med = (over: Partial<Medication>): Medication => ({
  id: `m${++n}`,
  name: 'Product',
  genericName: 'Generic',
  strength: '500mg',
  manufacturer: 'Emzor Pharmaceuticals',
  category: 'painkillers',
  price: 1000,
  originalPrice: 1000,
  pharmacy: 'Kingsway Pharmacy',
  location: 'Ikeja, Lagos',
  distanceKm: 2,
  rating: 4.5,
  reviews: 10,
  inStock: true,
  prescription: false,
  image: 'tablet',
  ...over,
});

const panadol = med({
  name: 'Panadol 500mg Tablets',
  genericName: 'Paracetamol',
  price: 4200,
  rating: 4.1,
  distanceKm: 5,
});
const emzorPcm = med({
  name: 'Emzor Paracetamol 500mg Tablets',
  genericName: 'Paracetamol',
  price: 1200,
  rating: 4.8,
  location: 'Bodija, Ibadan',
  distanceKm: 1,
});
const juhelPcm = med({
  name: 'Juhel Paracetamol 500mg Tablets',
  genericName: 'Paracetamol',
  price: 1100,
  inStock: false,
  location: 'Wuse II, Abuja',
});
const amoxil = med({
  name: 'Amoxil 500mg Capsules',
  genericName: 'Amoxicillin',
  category: 'antibiotics',
  prescription: true,
  price: 5800,
  rating: 4.6,
  distanceKm: 0.5,
});
const norvasc = med({
  name: 'Norvasc 5mg Tablets',
  genericName: 'Amlodipine',
  strength: '5mg',
  category: 'heart',
  prescription: true,
  price: 9800,
  location: 'Nassarawa, Kano',
});
const catalogue = prepareCatalogue([panadol, emzorPcm, juhelPcm, amoxil, norvasc]);

const search = (over: Partial<MedicationSearch>) => searchCatalogue(catalogue, { ...searchDefaults, ...over });
const names = (list: Medication[]) => list.map((m) => m.name);

describe('searchCatalogue', () => {
  it('matches a case-insensitive substring of the name or the generic name', () => {
    expect(names(search({ q: 'PARACET' }))).toEqual([
      'Emzor Paracetamol 500mg Tablets',
      'Juhel Paracetamol 500mg Tablets',
      'Panadol 500mg Tablets',
    ]);
    expect(names(search({ q: 'amlodipine' }))).toEqual(['Norvasc 5mg Tablets']);
    expect(search({ q: 'zzz' })).toEqual([]);
  });

  it('ranks names that start with the query first when sorting by relevance', () => {
    expect(names(search({ q: 'pa' })).slice(0, 1)).toEqual(['Panadol 500mg Tablets']);
  });

  it('lists in-stock, most reviewed products first without a query', () => {
    const popular = prepareCatalogue([
      med({ name: 'Few', reviews: 3 }),
      med({ name: 'Many but out', reviews: 900, inStock: false }),
      med({ name: 'Many', reviews: 400 }),
    ]);
    expect(names(searchCatalogue(popular, { ...searchDefaults }))).toEqual(['Many', 'Few', 'Many but out']);
    expect(search({})).toHaveLength(5);
    expect(search({ q: '   ' })).toHaveLength(5);
  });

  it('filters by category, prescription, location and availability', () => {
    expect(names(search({ category: 'antibiotics' }))).toEqual(['Amoxil 500mg Capsules']);
    expect(search({ rx: 'prescription' }).every((m) => m.prescription)).toBe(true);
    expect(search({ rx: 'otc' })).toHaveLength(3);
    expect(names(search({ location: 'kano' }))).toEqual(['Norvasc 5mg Tablets']);
    expect(names(search({ location: 'ibadan' }))).toEqual(['Emzor Paracetamol 500mg Tablets']);
    expect(names(search({ stock: 'outofstock' }))).toEqual(['Juhel Paracetamol 500mg Tablets']);
    expect(search({ stock: 'instock' })).toHaveLength(4);
  });

  it('filters by price range, treating the top of the slider as no upper limit', () => {
    expect(names(search({ min: 1000, max: 1500 }))).toEqual([
      'Emzor Paracetamol 500mg Tablets',
      'Juhel Paracetamol 500mg Tablets',
    ]);
    expect(search({ min: 5000 }).map((m) => m.price)).toEqual([5800, 9800]);
    const pricey = prepareCatalogue([med({ price: 60000 })]);
    expect(searchCatalogue(pricey, { ...searchDefaults })).toHaveLength(1);
  });

  it('combines the query with filters', () => {
    expect(names(search({ q: 'paracetamol', location: 'lagos' }))).toEqual(['Panadol 500mg Tablets']);
  });

  it('sorts by price, rating and distance', () => {
    expect(search({ sort: 'price-low' }).map((m) => m.price)).toEqual([1100, 1200, 4200, 5800, 9800]);
    expect(search({ sort: 'price-high' }).map((m) => m.price)).toEqual([9800, 5800, 4200, 1200, 1100]);
    expect(search({ sort: 'rating' })[0]).toBe(emzorPcm);
    expect(names(search({ sort: 'distance' })).slice(0, 2)).toEqual([
      'Amoxil 500mg Capsules',
      'Emzor Paracetamol 500mg Tablets',
    ]);
    expect(search({ sort: 'price-low', q: 'paracetamol' }).map((m) => m.price)).toEqual([1100, 1200, 4200]);
  });
});

describe('alternativesFor', () => {
  it('lists the same generic and strength elsewhere, cheapest first, with the saving', () => {
    const alternatives = alternativesFor(catalogue, panadol);
    expect(alternatives.map((a) => a.product.price)).toEqual([1100, 1200]);
    expect(alternatives.map((a) => a.saving)).toEqual([3100, 3000]);
    expect(alternativesFor(catalogue, emzorPcm).map((a) => a.saving)).toEqual([100, -3000]);
    expect(alternativesFor(catalogue, norvasc)).toEqual([]);
  });
});

describe('medicationSearchSchema', () => {
  const parse = (input: unknown) => v.parse(medicationSearchSchema, input);

  it('fills in defaults for an empty URL', () => {
    expect(parse({})).toEqual(searchDefaults);
  });

  it('keeps valid values and replaces invalid ones with defaults', () => {
    expect(
      parse({
        q: 'coartem',
        category: 'heart',
        rx: 'otc',
        location: 'kano',
        stock: 'instock',
        min: 500,
        max: 2000,
        sort: 'rating',
      }),
    ).toEqual({
      q: 'coartem',
      category: 'heart',
      rx: 'otc',
      location: 'kano',
      stock: 'instock',
      min: 500,
      max: 2000,
      sort: 'rating',
    });
    expect(parse({ category: 'sweets', sort: 'random', location: 'london', min: -5, max: 'lots' })).toEqual(
      searchDefaults,
    );
  });

  it('reads a number typed into the URL as search text and resets an inverted price range', () => {
    expect(parse({ q: 500 }).q).toBe('500');
    expect(parse({ min: 9000, max: 1000 })).toMatchObject({ min: 0, max: 50000 });
  });

  it('counts the filters that differ from their defaults', () => {
    expect(activeFilterCount(parse({}))).toBe(0);
    expect(activeFilterCount(parse({ category: 'heart', min: 500, stock: 'instock' }))).toBe(3);
  });
});
