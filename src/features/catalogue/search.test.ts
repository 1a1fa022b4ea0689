import { describe, expect, it } from 'vitest';
import { alternativesFor, orderOffers, prepareCatalogue, searchCatalogue, activeFilterCount } from '@/features/catalogue/search';
import { searchDefaults, type MedicationSearch } from '@/features/catalogue/search-params';
import { fixtureRows } from '@/features/catalogue/search-fixture';

const catalogue = prepareCatalogue(fixtureRows());
const search = (patch: Partial<MedicationSearch>, position?: { lat: number; lng: number }) =>
  searchCatalogue(catalogue, { ...searchDefaults, ...patch }, position);
const names = (patch: Partial<MedicationSearch>) => search(patch).map((r) => r.entry.medicine.id);

describe('prepareCatalogue', () => {
  it('groups the kept offers under their medicine, cheapest first, and leaves out medicines nobody offers', () => {
    expect(catalogue.offers.get('panadol')?.map((o) => [o.pharmacy.name, o.price])).toEqual([
      ['Wuse Health Pharmacy', 3900],
      ['Kingsway Pharmacy', 4250],
      ['Bodija Pharmacy', 4800],
    ]);
    expect(catalogue.byId.has('unoffered')).toBe(false);
  });
});

describe('searchCatalogue', () => {
  it('without a query lists every offered medicine, most widely offered first', () => {
    expect(names({})).toEqual(['panadol', 'coartem', 'emzor', 'norvasc', 'zinc']);
  });

  it('matches names and generic names, the name start first', () => {
    expect(names({ q: 'paracetamol' })).toEqual(['emzor', 'panadol']);
    expect(names({ q: 'PANADOL' })).toEqual(['panadol']);
  });

  it('forgives a misspelling, another name and a condition', () => {
    expect(names({ q: 'paracetmol' })).toEqual(expect.arrayContaining(['panadol', 'emzor']));
    expect(names({ q: 'acetaminophen' })).toEqual(expect.arrayContaining(['panadol', 'emzor']));
    expect(names({ q: 'malaria' })).toEqual(['coartem']);
    expect(names({ q: 'high blood pressure' })).toEqual(['norvasc']);
    expect(names({ q: 'zzzz' })).toEqual([]);
  });

  it("shows the server's figures: from the cheapest in stock, at N pharmacies, offers once opened", () => {
    const [panadol] = search({ q: 'panadol' });
    expect([panadol?.from, panadol?.count, panadol?.offers.length]).toEqual([3900, 3, 3]);
    // Not opened on this device yet: the figures alone, no offers.
    const [norvasc] = search({ q: 'norvasc' });
    expect([norvasc?.from, norvasc?.count, norvasc?.offers]).toEqual([8600, 1, []]);
  });

  it('filters by stock and price on the figures, and the kept offers with them', () => {
    expect(names({ stock: 'outofstock' })).toEqual(['zinc']);
    expect(names({ stock: 'instock' })).not.toContain('zinc');
    expect(search({ q: 'panadol', stock: 'instock' })[0]?.offers).toHaveLength(2);
    expect(names({ max: 2000 })).toEqual(['emzor', 'zinc']);
    expect(names({ min: 4000 })).toEqual(['coartem', 'norvasc']);
    expect(names({ category: 'heart' })).toEqual(['norvasc']);
    expect(names({ rx: 'prescription' })).toEqual(['norvasc']);
    expect(names({ rx: 'otc' })).not.toContain('norvasc');
  });

  it('sorts by the cheapest price either way and by rating', () => {
    expect(search({ sort: 'price-low' }).map((r) => r.from)).toEqual([700, 1250, 3900, 4900, 8600]);
    expect(search({ sort: 'price-high' }).map((r) => r.from)).toEqual([8600, 4900, 3900, 1250, 700]);
    expect(names({ sort: 'rating' })[0]).not.toBe('emzor');
  });

  it('knows distances only from a shared position or a chosen state', () => {
    expect(search({})[0]?.nearest).toBeUndefined();
    const fromAbuja = search({ sort: 'distance' }, { lat: 9.05, lng: 7.49 });
    expect(fromAbuja[0]?.nearest).toBeLessThan(10);
    const oyo = search({ location: 'oyo', sort: 'distance' });
    expect(oyo[0]?.nearest).toBeLessThan(20);
    // Sorting by distance without a point falls back to relevance.
    expect(names({ sort: 'distance' })).toEqual(names({}));
  });

  it('orders a card\'s offers nearest first only when sorting by distance', () => {
    const panadol = catalogue.offers.get('panadol') ?? [];
    const origin = { lat: 6.6, lng: 3.35 };
    expect(orderOffers(panadol, 'price-low', origin)[0]?.pharmacy.name).toBe('Wuse Health Pharmacy');
    expect(orderOffers(panadol, 'distance', origin)[0]?.pharmacy.name).toBe('Kingsway Pharmacy');
  });
});

describe('alternativesFor', () => {
  it('lists medicines with the same ingredients and strength, cheapest first, with the saving', () => {
    const panadol = catalogue.byId.get('panadol');
    if (!panadol) throw new Error('fixture');
    const alternatives = alternativesFor(catalogue, panadol);
    expect(alternatives.map((a) => [a.entry.medicine.id, a.saving])).toEqual([['emzor', 3900 - 1250]]);
    const coartem = catalogue.byId.get('coartem');
    expect(coartem && alternativesFor(catalogue, coartem)).toEqual([]);
  });
});

describe('activeFilterCount', () => {
  it('counts filters that differ from the defaults', () => {
    expect(activeFilterCount({ ...searchDefaults })).toBe(0);
    expect(activeFilterCount({ ...searchDefaults, location: 'lagos', min: 500, stock: 'instock' })).toBe(3);
  });
});
