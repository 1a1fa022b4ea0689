import { describe, expect, it } from 'vitest';
import { decodeMedicineOffers, decodeStateCopy, uuidFromHex, uuidFromShort } from '@/lib/catalogue-wire';

const pharmacy = ['7ad56457-63f0-44b7-931e-bb4e56414c01', 'Kingsway Pharmacy', '14 Allen Avenue, Ikeja, Lagos', null, 'Lagos', 'Ikeja', 6.6, 3.35, null, 1000, '30-45 min', 4.8, 12];
// Coartem's id 6a7366f1-2dcd-42d0-9d4e-fbe50ab7d752 as the server shortens it.
const COARTEM = 'anNm8S3NQtCdTvvlCrfXUg';
const medicine = [
  COARTEM, 'Coartem', 'Artemether/Lumefantrine',
  [{ name: 'Artemether', strength: '20mg' }, { name: 'Lumefantrine', strength: '120mg' }],
  '20mg/120mg', 'Tablet', '24 tablets', 'Novartis', 'A4-1000', 'antimalarials', false, null, 4900, 7, true,
];

describe('decodeStateCopy', () => {
  it("turns positional rows into medicines with the state's figures", () => {
    const copy = decodeStateCopy({ at: '2026-11-24T10:32:00+00:00', state: 'Lagos', full: true, m: [medicine], f: [] });
    expect(copy).toMatchObject({ state: 'Lagos', full: true, cursor: '2026-11-24T10:32:00+00:00' });
    expect(copy.medicines).toEqual([{
      id: '6a7366f1-2dcd-42d0-9d4e-fbe50ab7d752', name: 'Coartem', genericName: 'Artemether/Lumefantrine',
      ingredients: [{ name: 'Artemether', strength: '20mg' }, { name: 'Lumefantrine', strength: '120mg' }],
      strength: '20mg/120mg', form: 'Tablet', pack: '24 tablets', manufacturer: 'Novartis', nafdac: 'A4-1000',
      category: 'antimalarials', prescriptionOnly: false, imagePath: null, from: 4900, pharmacies: 7, inStock: true,
    }]);
  });

  it('reads figures-only rows, a medicine no longer offered, and an empty refresh', () => {
    const copy = decodeStateCopy({ at: 'c', state: 'Kano', full: false, m: [], f: [[COARTEM, 4500, 3, false], [COARTEM, null, 0, false]] });
    expect(copy.figures).toEqual([
      { id: '6a7366f1-2dcd-42d0-9d4e-fbe50ab7d752', from: 4500, pharmacies: 3, inStock: false },
      { id: '6a7366f1-2dcd-42d0-9d4e-fbe50ab7d752', from: 0, pharmacies: 0, inStock: false },
    ]);
    expect(decodeStateCopy({ at: 'c', state: 'Kano', full: false, m: [], f: [] })).toMatchObject({ medicines: [], figures: [] });
  });

  it('refuses a body that is not a state copy, and skips rows without an id or name', () => {
    expect(() => decodeStateCopy({ message: 'error' })).toThrow();
    expect(() => decodeStateCopy(null)).toThrow();
    expect(() => decodeStateCopy({ at: 'c', m: [], f: [] })).toThrow();
    expect(decodeStateCopy({ at: 'c', state: 'Oyo', m: [[null, 'x'], [COARTEM]], f: [[1]] })).toMatchObject({ medicines: [], figures: [] });
  });
});

describe('decodeMedicineOffers', () => {
  it('reads offers with their pharmacy and medicine, skipping offers pointing nowhere', () => {
    const body = {
      p: [pharmacy],
      o: [['Uh3czobKSsSbaQa44_O-7g', 0, 4900, 5200, 12, COARTEM], ['-duX1vSyTkqTLt-iqRWqpA', 3, 5000, 0, 0, COARTEM]],
    };
    const { pharmacies, offers } = decodeMedicineOffers(body);
    expect(pharmacies[0]).toMatchObject({ name: 'Kingsway Pharmacy', state: 'Lagos', rating: 4.8, reviews: 12 });
    expect(offers).toEqual([{
      id: '521ddcce-86ca-4ac4-9b69-06b8e3f3beee', medicineId: '6a7366f1-2dcd-42d0-9d4e-fbe50ab7d752',
      pharmacyId: pharmacy[0], price: 4900, originalPrice: 5200, stock: 12,
    }]);
    expect(() => decodeMedicineOffers({ p: [] })).toThrow();
  });
});

describe('ids', () => {
  it('formats 32 hex digits, or 22 base64url characters, as a UUID', () => {
    expect(uuidFromHex('0123456789abcdef0123456789abcdef')).toBe('01234567-89ab-cdef-0123-456789abcdef');
    expect(uuidFromShort('ASNFZ4mrze8BI0VniavN7w')).toBe('01234567-89ab-cdef-0123-456789abcdef');
    expect(uuidFromShort('______________________')).toBe('ffffffff-ffff-ffff-ffff-ffffffffffff');
  });
});
