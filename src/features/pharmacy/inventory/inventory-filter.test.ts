import { describe, expect, it } from 'vitest';
import { expiresSoon, isLowStock, suggestedRestock, type MyOffer } from '@/lib/pharmacy/offers';
import { filterOffers, readAmount, readCount } from '@/features/pharmacy/inventory/inventory-filter';

const now = new Date(2026, 0, 10, 9, 0);
const offer = (patch: Partial<MyOffer>): MyOffer => ({
  id: patch.name ?? 'x', medicine_id: 'm', name: 'Coartem 20/120mg', generic_name: 'Artemether/Lumefantrine', strength: null,
  dosage_form: 'Tablet', nafdac_number: 'A4-0001', image_path: null, price: 3500, original_price: null, cost_price: null,
  stock_quantity: 50, min_stock_level: 10, batch_number: 'BN-7', expiry_date: '2027-12-31', listed: true, updated_at: '', ...patch,
});

describe('inventory flags', () => {
  it('low stock is at or below the minimum level', () => {
    expect(isLowStock(offer({ stock_quantity: 10 }))).toBe(true);
    expect(isLowStock(offer({ stock_quantity: 11 }))).toBe(false);
  });

  it('expiring soon is within 90 days, past dates included, no date never', () => {
    expect(expiresSoon(offer({ expiry_date: '2026-04-09' }), now)).toBe(true);
    expect(expiresSoon(offer({ expiry_date: '2026-04-11' }), now)).toBe(false);
    expect(expiresSoon(offer({ expiry_date: '2025-12-01' }), now)).toBe(true);
    expect(expiresSoon(offer({ expiry_date: null }), now)).toBe(false);
  });

  it('suggests twice the minimum minus the stock, at least one', () => {
    expect(suggestedRestock(offer({ stock_quantity: 3, min_stock_level: 10 }))).toBe(17);
    expect(suggestedRestock(offer({ stock_quantity: 0, min_stock_level: 0 }))).toBe(1);
  });
});

describe('filterOffers', () => {
  const list = [
    offer({ name: 'Coartem', stock_quantity: 2 }),
    offer({ name: 'Amoxil', generic_name: 'Amoxicillin', nafdac_number: '04-5555B', expiry_date: '2026-02-01' }),
    offer({ name: 'Panadol', listed: false, batch_number: 'PX-1' }),
  ];
  const names = (o: MyOffer[]) => o.map((x) => x.name);

  it('searches name, generic name, NAFDAC and batch number', () => {
    expect(names(filterOffers(list, 'amoxicillin', 'all', now))).toEqual(['Amoxil']);
    expect(names(filterOffers(list, '04-5555', 'all', now))).toEqual(['Amoxil']);
    expect(names(filterOffers(list, 'px-1', 'all', now))).toEqual(['Panadol']);
  });

  it('shows low stock, expiring or delisted only', () => {
    expect(names(filterOffers(list, '', 'low', now))).toEqual(['Coartem']);
    expect(names(filterOffers(list, '', 'expiring', now))).toEqual(['Amoxil']);
    expect(names(filterOffers(list, '', 'delisted', now))).toEqual(['Panadol']);
  });
});

describe('reading typed numbers', () => {
  it('amounts with separators and the naira sign; counts as whole numbers', () => {
    expect(readAmount('₦1,500.50')).toBe(1500.5);
    expect(readAmount('12abc')).toBeNull();
    expect(readAmount('-5')).toBeNull();
    expect(readCount('1 200')).toBe(1200);
    expect(readCount('-1')).toBeNull();
    expect(readCount('2.5')).toBeNull();
  });
});
