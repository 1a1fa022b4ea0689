import type { CatalogueRows, MedicineRow, OfferRow, PharmacyRow } from '@/lib/catalogue-wire';

// A small catalogue for unit tests: three pharmacies in three states, a handful of medicines.

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

const medicine = (id: string, name: string, generic: string, strength: string, category: string, rx = false): MedicineRow => ({
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
  description: null,
  imagePath: null,
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
  pharmacies: [
    pharmacy('ikeja', 'Kingsway Pharmacy', 'Lagos', 6.6018, 3.3515, 4.8),
    pharmacy('wuse', 'Wuse Health Pharmacy', 'FCT', 9.0765, 7.4695, 4.2),
    pharmacy('bodija', 'Bodija Pharmacy', 'Oyo', 7.435, 3.915, 4.5),
  ],
  medicines: [
    medicine('panadol', 'Panadol 500mg Tablets', 'Paracetamol', '500mg', 'painkillers'),
    medicine('emzor', 'Emzor Paracetamol 500mg Tablets', 'Paracetamol', '500mg', 'painkillers'),
    medicine('coartem', 'Coartem 20/120mg Tablets', 'Artemether/Lumefantrine', '20mg/120mg', 'antimalarials'),
    medicine('norvasc', 'Norvasc 5mg Tablets', 'Amlodipine', '5mg', 'heart', true),
    medicine('unoffered', 'Nobody Sells This', 'Nothing', '1mg', 'skin'),
  ],
  offers: [
    offer('panadol', 'ikeja', 4250),
    offer('panadol', 'wuse', 3900),
    offer('panadol', 'bodija', 4800, 0),
    offer('emzor', 'bodija', 1250),
    offer('emzor', 'wuse', 1400),
    offer('coartem', 'wuse', 5200),
    offer('coartem', 'ikeja', 4900),
    offer('norvasc', 'ikeja', 8600),
  ],
  syncedAt: 1_700_000_000_000,
});
