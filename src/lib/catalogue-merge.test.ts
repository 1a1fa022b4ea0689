import { describe, expect, it } from 'vitest';
import { applyCopy, keepOffers } from '@/lib/catalogue/copy';
import type { CatalogueRows, CopyMedicine, StateCopyChanges } from '@/lib/catalogue-wire';

const medicine = (id: string, from: number, pharmacies = 2): CopyMedicine => ({
  id, name: id, genericName: id, ingredients: [], strength: null, form: 'Tablet', pack: null, manufacturer: null,
  nafdac: null, category: 'painkillers', prescriptionOnly: false, imagePath: null, from, pharmacies, inStock: true,
});
const offer = (id: string, medicineId: string, price: number) => ({ id, medicineId, pharmacyId: 'p1', price, originalPrice: null, stock: 5 });
const pharmacy = { id: 'p1', name: 'P', address: 'A', phone: null, state: 'Lagos', lga: null, lat: null, lng: null, openingHours: null, deliveryFee: 0, deliveryTime: null, rating: null };
const base: CatalogueRows = {
  state: 'Lagos',
  medicines: [medicine('m1', 100), medicine('m2', 200)],
  pharmacies: [pharmacy],
  offers: [offer('a', 'm1', 100), offer('b', 'm2', 200)],
  syncedAt: 1,
};
const changes = (patch: Partial<StateCopyChanges>): StateCopyChanges => ({ cursor: 'c', state: 'Lagos', full: false, medicines: [], figures: [], ...patch });

describe('applyCopy', () => {
  it('a refresh updates figures, adds new medicines and drops those no longer offered with their kept offers', () => {
    const next = applyCopy(base, changes({
      medicines: [medicine('m3', 300)],
      figures: [{ id: 'm1', from: 90, pharmacies: 3, inStock: false }, { id: 'm2', from: 0, pharmacies: 0, inStock: false }],
    }), 2);
    expect(next.medicines.map((m) => [m.id, m.from, m.pharmacies, m.inStock])).toEqual([['m1', 90, 3, false], ['m3', 300, 2, true]]);
    expect(next.offers.map((o) => o.id)).toEqual(['a']);
    expect(next.syncedAt).toBe(2);
  });

  it('a full download, or another state, replaces the copy and its kept offers', () => {
    expect(applyCopy(base, changes({ full: true, medicines: [medicine('z', 1)] }), 3)).toMatchObject({ medicines: [{ id: 'z' }], offers: [], pharmacies: [] });
    expect(applyCopy(base, changes({ state: 'Kano', medicines: [medicine('k', 1)] }), 3)).toMatchObject({ state: 'Kano', medicines: [{ id: 'k' }], offers: [] });
  });

  it('figures for a medicine the copy does not have are ignored', () => {
    expect(applyCopy(base, changes({ figures: [{ id: 'x', from: 5, pharmacies: 1, inStock: true }] }), 4).medicines).toHaveLength(2);
  });
});

describe('keepOffers', () => {
  it("replaces the opened medicines' kept offers with the fetched ones", () => {
    const next = keepOffers(base, { pharmacies: [{ ...pharmacy, id: 'p2' }], offers: [{ ...offer('c', 'm2', 190), pharmacyId: 'p2' }] }, ['m2']);
    expect(next.offers.map((o) => o.id)).toEqual(['a', 'c']);
    expect(next.pharmacies.map((p) => p.id)).toEqual(['p1', 'p2']);
    expect(next.medicines).toBe(base.medicines);
  });
});
