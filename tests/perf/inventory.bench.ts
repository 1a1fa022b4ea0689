import { bench, describe } from 'vitest';
import type { MyOffer } from '@/lib/pharmacy/offers';
import { filterOffers, type Show } from '@/features/pharmacy/inventory/inventory-filter';
import { mulberry32 } from '../support/prng';
import { medianMs } from './median';

// One keystroke in the inventory's search box = one filter over all of a pharmacy's offers, as the
// screen runs it (src/features/pharmacy/inventory/InventoryScreen.tsx). Run: npm run bench.

const OFFERS = 5_000;
const rand = mulberry32(5_000);
const GENERICS = ['Paracetamol', 'Amoxicillin', 'Artemether/Lumefantrine', 'Metformin', 'Amlodipine', 'Ibuprofen', 'Ciprofloxacin', 'Omeprazole'];
const offers: MyOffer[] = Array.from({ length: OFFERS }, (_, i) => {
  const generic = GENERICS[i % GENERICS.length] as string;
  return {
    id: `offer-${i}`, medicine_id: `medicine-${i}`, name: `${['Emzor', 'Fidson', 'Swipha', 'Juhel'][i % 4]} ${generic} ${i}`,
    generic_name: generic, strength: '500mg', dosage_form: 'Tablet', nafdac_number: `A4-${100000 + i}`, image_path: null,
    price: 500 + Math.round(rand() * 20_000), original_price: null, cost_price: null, stock_quantity: Math.floor(rand() * 200),
    min_stock_level: 10, batch_number: `BN-${i}`, expiry_date: `2027-0${1 + (i % 9)}-15`, listed: rand() > 0.05, updated_at: '',
  };
});

const typed = 'amoxicillin 4999';
const keystroke = (show: Show) => {
  let n = 0;
  return () => filterOffers(offers, typed.slice(0, (n++ % typed.length) + 1), show);
};

describe(`inventory of ${OFFERS} offers`, () => {
  const all = keystroke('all');
  const low = keystroke('low');
  console.log(
    `median inventory keystroke over ${OFFERS} offers ("${typed}" typed letter by letter): all products ${medianMs(all, 400).toFixed(3)} ms; low stock ${medianMs(low, 400).toFixed(3)} ms`,
  );
  bench('keystroke: search, all products', () => void all());
  bench('keystroke: search, low stock', () => void low());
});
