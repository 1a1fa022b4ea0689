import { describe, expect, it } from 'vitest';
import { mergeChanges } from '@/lib/catalogue-sync';
import type { CatalogueChanges, CatalogueRows } from '@/lib/catalogue-wire';

const offer = (id: string, price: number) => ({ id, medicineId: 'm1', pharmacyId: 'p1', price, originalPrice: null, stock: 5 });
const base: CatalogueRows = { medicines: [], pharmacies: [], offers: [offer('a', 100), offer('b', 200)], syncedAt: 1 };
const changes = (patch: Partial<CatalogueChanges>): CatalogueChanges => ({
  cursor: 'c',
  full: false,
  medicines: [],
  pharmacies: [],
  offers: [],
  gone: [],
  ...patch,
});

describe('mergeChanges', () => {
  it('applies a refresh: changed offers replace theirs, gone ones leave, the rest stay', () => {
    const merged = mergeChanges(base, changes({ offers: [offer('b', 250), offer('c', 300)], gone: ['a'] }), 2);
    expect(merged.offers.map((o) => [o.id, o.price])).toEqual([
      ['b', 250],
      ['c', 300],
    ]);
    expect(merged.syncedAt).toBe(2);
  });

  it('a full download replaces everything', () => {
    expect(mergeChanges(base, changes({ full: true, offers: [offer('z', 1)] }), 3).offers.map((o) => o.id)).toEqual(['z']);
  });

  it('an empty refresh keeps every row', () => {
    expect(mergeChanges(base, changes({}), 4).offers).toHaveLength(2);
  });
});
