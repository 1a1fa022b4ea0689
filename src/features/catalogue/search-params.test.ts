import { describe, expect, it } from 'vitest';
import { readMedicationSearch, searchDefaults } from '@/features/catalogue/search-params';

// What the router parsed from a URL, typed as the route declares it.
const fromUrl = (search: Record<string, unknown>) => readMedicationSearch(search as Parameters<typeof readMedicationSearch>[0]);

describe('the search screen read from its URL', () => {
  it('keeps every valid field', () => {
    const search = { q: 'amoxil', category: 'antibiotics', rx: 'otc', location: 'kano', stock: 'instock', min: 500, max: 2000, sort: 'price-low' };
    expect(fromUrl(search)).toEqual(search);
  });

  it('a hand-edited link falls back field by field, and a numeric query stays text', () => {
    expect(fromUrl({ q: 500, category: 'sweets', location: 'atlantis', min: -5, max: 2.5, sort: 'cheapest' })).toEqual({
      ...searchDefaults,
      q: '500',
    });
  });

  it('a price range that ends before it starts is dropped', () => {
    expect(fromUrl({ min: 9000, max: 100 })).toMatchObject({ min: searchDefaults.min, max: searchDefaults.max });
  });
});
