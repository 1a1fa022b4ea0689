import type { CatalogueRows, CopyMedicine, OfferRow, PharmacyRow } from '@/lib/catalogue-wire';

// A small copy for unit tests: a handful of medicines with the figures the server sent for them,
// and the offers kept for those opened (three pharmacies; Norvasc and Zinc not opened yet).

const pharmacy = (id: string, name: string, state: string, lat: number, lng: number, rating: number): PharmacyRow => ({
  id,
  name,
  address: `${name} Street`,
  phone: null,
  state,
  lga: null,
  lat,
  lng,
  openingHours: null,
  deliveryFee: 1000,
  deliveryTime: '30-45 min',
  rating,
});

const medicine = (
  id: string,
  name: string,
  generic: string,
  strength: string,
  category: string,
  [from, pharmacies, inStock]: [number, number, boolean],
  rx = false,
): CopyMedicine => ({
  id,
  name,
  genericName: generic,
  ingredients: generic.split('/').map((n, i) => ({ name: n, strength: strength.split('/')[i] ?? strength })),
  strength,
  form: 'Tablet',
  pack: null,
  manufacturer: 'Maker',
  nafdac: null,
  category,
  prescriptionOnly: rx,
  imagePath: null,
  from,
  pharmacies,
  inStock,
});

let n = 0;
const offer = (medicineId: string, pharmacyId: string, price: number, stock = 10): OfferRow => ({
  id: `o${++n}`,
  medicineId,
  pharmacyId,
  price,
  originalPrice: null,
  stock,
});

export const fixtureRows = (): CatalogueRows => ({
  state: 'Lagos',
  pharmacies: [
    pharmacy('ikeja', 'Kingsway Pharmacy', 'Lagos', 6.6018, 3.3515, 4.8),
    pharmacy('wuse', 'Wuse Health Pharmacy', 'FCT', 9.0765, 7.4695, 4.2),
    pharmacy('bodija', 'Bodija Pharmacy', 'Oyo', 7.435, 3.915, 4.5),
  ],
  medicines: [
    medicine('panadol', 'Panadol 500mg Tablets', 'Paracetamol', '500mg', 'painkillers', [3900, 3, true]),
    medicine('emzor', 'Emzor Paracetamol 500mg Tablets', 'Paracetamol', '500mg', 'painkillers', [1250, 2, true]),
    medicine('coartem', 'Coartem 20/120mg Tablets', 'Artemether/Lumefantrine', '20mg/120mg', 'antimalarials', [4900, 2, true]),
    medicine('norvasc', 'Norvasc 5mg Tablets', 'Amlodipine', '5mg', 'heart', [8600, 1, true], true),
    medicine('zinc', 'Zinc Oxide Cream', 'Zinc oxide', '15%', 'skin', [700, 1, false]),
    medicine('unoffered', 'Nobody Sells This', 'Nothing', '1mg', 'skin', [0, 0, false]),
  ],
  offers: [
    offer('panadol', 'ikeja', 4250),
    offer('panadol', 'wuse', 3900),
    offer('panadol', 'bodija', 4800, 0),
    offer('emzor', 'bodija', 1250),
    offer('emzor', 'wuse', 1400),
    offer('coartem', 'wuse', 5200),
    offer('coartem', 'ikeja', 4900),
  ],
  syncedAt: 1_700_000_000_000,
});
