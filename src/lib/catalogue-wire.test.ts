import { describe, expect, it } from 'vitest';
import { decodeChanges, uuidFromHex, uuidFromShort } from '@/lib/catalogue-wire';

const pharmacy = ['7ad56457-63f0-44b7-931e-bb4e56414c01', 'Kingsway Pharmacy', '14 Allen Avenue, Ikeja, Lagos', null, 'Lagos', 'Ikeja', 6.6, 3.35, null, 1000, '30-45 min', 4.8];
const medicine = (offers: unknown[]) => [
  '6a7366f1-2dcd-42d0-9d4e-fbe50ab7d752', 'Coartem', 'Artemether/Lumefantrine',
  [{ name: 'Artemether', strength: '20mg' }, { name: 'Lumefantrine', strength: '120mg' }],
  '20mg/120mg', 'Tablet', '24 tablets', 'Novartis', 'A4-1000', 'antimalarials', false, null, null, offers,
];

describe('decodeChanges', () => {
  it('turns positional rows into medicines, pharmacies and offers', () => {
    const changes = decodeChanges({
      at: '2026-11-24T10:32:00+00:00',
      full: true,
      p: [pharmacy],
      m: [medicine([['Uh3czobKSsSbaQa44_O-7g', 0, 4900, 5200, 12], ['-duX1vSyTkqTLt-iqRWqpA', 0, 5000, 0, 0]])],
      gone: [],
    });
    expect(changes.full).toBe(true);
    expect(changes.pharmacies[0]).toMatchObject({ name: 'Kingsway Pharmacy', state: 'Lagos', lat: 6.6, deliveryTime: '30-45 min' });
    expect(changes.medicines[0]).toMatchObject({ name: 'Coartem', prescriptionOnly: false, ingredients: [{ name: 'Artemether', strength: '20mg' }, { name: 'Lumefantrine', strength: '120mg' }] });
    expect(changes.offers).toEqual([
      { id: '521ddcce-86ca-4ac4-9b69-06b8e3f3beee', medicineId: '6a7366f1-2dcd-42d0-9d4e-fbe50ab7d752', pharmacyId: pharmacy[0], price: 4900, originalPrice: 5200, stock: 12 },
      { id: 'f9db97d6-f4b2-4e4a-932e-dfa2a915aaa4', medicineId: '6a7366f1-2dcd-42d0-9d4e-fbe50ab7d752', pharmacyId: pharmacy[0], price: 5000, originalPrice: null, stock: 0 },
    ]);
  });

  it('reads removals and an empty refresh', () => {
    const changes = decodeChanges({ at: '2026-11-24T10:33:00+00:00', full: false, p: [], m: [], gone: ['Uh3czobKSsSbaQa44_O-7g'] });
    expect(changes).toMatchObject({ full: false, medicines: [], offers: [], gone: ['521ddcce-86ca-4ac4-9b69-06b8e3f3beee'] });
  });

  it('refuses a body that is not a change feed, and skips offers pointing nowhere', () => {
    expect(() => decodeChanges({ message: 'error' })).toThrow();
    expect(() => decodeChanges(null)).toThrow();
    expect(decodeChanges({ at: 'x', p: [], m: [medicine([['ab', 3, 100, 0, 1]])] }).offers).toEqual([]);
  });

  it('formats 32 hex digits, or 22 base64url characters, as a UUID', () => {
    expect(uuidFromHex('0123456789abcdef0123456789abcdef')).toBe('01234567-89ab-cdef-0123-456789abcdef');
    expect(uuidFromShort('ASNFZ4mrze8BI0VniavN7w')).toBe('01234567-89ab-cdef-0123-456789abcdef');
    expect(uuidFromShort('______________________')).toBe('ffffffff-ffff-ffff-ffff-ffffffffffff');
  });
});
