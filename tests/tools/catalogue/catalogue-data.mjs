// The sample catalogue as database rows: pharmacies with real coordinates, the sample listings
// (sample-medications.json here, once public/data/medications.json) as shared medicines, and
// offers spread over pharmacies in several states. Deterministic: same input, same rows.
import { createHash } from 'node:crypto';
import { readFileSync } from 'node:fs';
import { join } from 'node:path';

/** A fixed UUID (version 4 layout) derived from a label, so reseeding keeps the same ids. */
export function stableUuid(label) {
  const h = createHash('sha256').update(label).digest('hex');
  const variant = ((parseInt(h[16], 16) & 0x3) | 0x8).toString(16);
  return `${h.slice(0, 8)}-${h.slice(8, 12)}-4${h.slice(13, 16)}-${variant}${h.slice(17, 20)}-${h.slice(20, 32)}`;
}

/** mulberry32: a tiny seeded PRNG. */
export function random(seed) {
  let a = seed >>> 0;
  return () => {
    a = (a + 0x6d2b79f5) >>> 0;
    let t = a;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}

export const DEMO_PHARMACY_USER = '22222222-2222-4222-8222-222222222222';

// key: e-mail local part; name as used in sample-medications.json.
// [key, name, address, state, lga, lat, lng, delivery_time, delivery_fee, rating]
const PHARMACIES = [
  ['kingsway', 'Kingsway Pharmacy', '14 Allen Avenue, Ikeja', 'Lagos', 'Ikeja', 6.6018, 3.3515, '30-45 min', 1000, 4.8],
  ['lekki', 'Lekki Care Pharmacy', '5 Admiralty Way, Lekki Phase 1', 'Lagos', 'Eti-Osa', 6.4474, 3.4722, '45-60 min', 1500, 4.7],
  ['yaba', 'Yaba Wellness Pharmacy', '210 Herbert Macaulay Way, Yaba', 'Lagos', 'Lagos Mainland', 6.5095, 3.3711, '30-45 min', 1000, 4.5],
  ['surulere', 'Surulere MedCentre Pharmacy', '48 Adeniran Ogunsanya Street, Surulere', 'Lagos', 'Surulere', 6.4969, 3.3553, '60-75 min', 1200, 4.3],
  ['wuse', 'Wuse Health Pharmacy', '22 Aminu Kano Crescent, Wuse II', 'FCT', 'Abuja Municipal', 9.0765, 7.4695, '30-45 min', 1500, 4.8],
  ['garki', 'Garki Family Pharmacy', '9 Ahmadu Bello Way, Garki', 'FCT', 'Abuja Municipal', 9.0405, 7.489, '45-60 min', 1200, 4.4],
  ['maitama', 'Maitama Premier Pharmacy', '3 Gana Street, Maitama', 'FCT', 'Abuja Municipal', 9.0836, 7.4939, '60-75 min', 2000, 4.6],
  ['nassarawa', 'Nassarawa Pharmacy', '61 Zaria Road, Nassarawa', 'Kano', 'Nassarawa', 11.984, 8.54, '45-60 min', 800, 4.5],
  ['sabongari', 'Sabon Gari Drug Mart', '17 Ibrahim Taiwo Road, Sabon Gari', 'Kano', 'Fagge', 12.0125, 8.526, '60-75 min', 800, 4.2],
  ['bodija', 'Bodija Pharmacy', '2 Bodija Market Road, Bodija', 'Oyo', 'Ibadan North', 7.435, 3.915, '30-45 min', 900, 4.7],
  ['ringroad', 'Ring Road Pharmacy', '30 Ring Road, Challenge', 'Oyo', 'Ibadan South-West', 7.356, 3.876, '45-60 min', 900, 4.4],
  ['dugbe', 'Dugbe Chemists', '11 Jimoh Odutola Road, Dugbe', 'Oyo', 'Ibadan South-West', 7.387, 3.879, '60-75 min', 700, 4.1],
  ['gardencity', 'Garden City Pharmacy', '8 Aba Road, GRA Phase 2', 'Rivers', 'Port Harcourt', 4.8156, 7.0006, '45-60 min', 1300, 4.6],
  ['transamadi', 'Trans-Amadi Pharmacy', '27 Trans-Amadi Road', 'Rivers', 'Obio-Akpor', 4.81, 7.038, '60-75 min', 1000, 4.3],
];

const CITY = { Lagos: 'Lagos', FCT: 'Abuja', Kano: 'Kano', Oyo: 'Ibadan', Rivers: 'Port Harcourt' };

export function pharmacies() {
  const list = PHARMACIES.map(([key, name, street, state, lga, lat, lng, time, fee, rating], i) => ({
    key,
    userId: stableUuid(`pharmacy-user:${key}`),
    id: stableUuid(`pharmacy:${key}`),
    email: `${key}@pharmacies.magani.test`,
    name,
    address: `${street}, ${CITY[state]}`,
    phone: `+23480100001${String(i + 10).padStart(2, '0')}`,
    licence: `PCN-LIC-${String(2101 + i)}`,
    premises: `PCN/PR/${state.slice(0, 2).toUpperCase()}/${String(3101 + i)}`,
    state,
    lga,
    lat,
    lng,
    hours: key === 'kingsway' || key === 'wuse' ? 'Open 24 hours' : 'Mon-Sat 8:00-21:00, Sun 12:00-18:00',
    time,
    fee,
    rating,
  }));
  // The demo pharmacy already exists in seed.sql; it gets its public profile and offers here.
  list.push({
    key: 'demo',
    userId: DEMO_PHARMACY_USER,
    id: null,
    name: 'Magani Demo Pharmacy',
    address: '12 Allen Avenue, Ikeja, Lagos',
    state: 'Lagos',
    lga: 'Ikeja',
    lat: 6.6005,
    lng: 3.354,
    hours: 'Mon-Sat 8:00-22:00',
    time: '30-45 min',
    fee: 1000,
    rating: 4.5,
    premises: 'PCN/PR/LA/3000',
  });
  return list;
}

const FORMS = {
  tablet: 'Tablet',
  capsule: 'Capsule',
  syrup: 'Syrup',
  cream: 'Cream',
  injection: 'Injection',
  strips: 'Test strips',
  inhaler: 'Inhaler',
  sachet: 'Sachet',
  drops: 'Drops',
};

function ingredientsOf(generic, strength) {
  const names = generic.split(/\s*[/+]\s*/).filter(Boolean);
  // "100/270mg" means 100mg and 270mg: a part without a unit takes the last part's.
  const strengths = strength.split('/');
  const unit = /[a-z%]+$/i.exec(strengths.at(-1) ?? '')?.[0] ?? '';
  if (names.length === 1) return [{ name: generic, strength }];
  return names.map((name, i) => {
    const part = strengths.length === names.length ? strengths[i] : null;
    return { name, strength: part && /\d$/.test(part) ? `${part}${unit}` : part };
  });
}

/** The shipped rows grouped into medicines, each with the pharmacy rows that listed it. */
export function medicinesFrom(rows) {
  const byKey = new Map();
  for (const row of rows) {
    const key = `${row.name}|${row.strength}|${row.manufacturer}`;
    let medicine = byKey.get(key);
    if (!medicine) {
      const n = byKey.size;
      medicine = {
        id: stableUuid(`medicine:${key}`),
        name: row.name,
        generic: row.genericName,
        ingredients: ingredientsOf(row.genericName, row.strength),
        strength: row.strength,
        form: FORMS[row.image] ?? 'Tablet',
        pack: row.pack ?? null,
        manufacturer: row.manufacturer,
        // Sample numbers in NAFDAC's two forms ("A4-1234", "04-1234A"); not real registrations.
        nafdac: n % 3 === 2 ? `04-${String(1000 + n).padStart(4, '0')}B` : `A4-${String(1000 + n).padStart(4, '0')}`,
        category: row.category,
        rx: row.prescription,
        listings: [],
      };
      byKey.set(key, medicine);
    }
    medicine.listings.push(row);
  }
  return [...byKey.values()];
}

const roundTo = (value, step) => Math.max(step, Math.round(value / step) * step);

/**
 * Offers: every shipped listing stays (same pharmacy, price, stock), and each medicine is
 * added at more pharmacies in other states, so most medicines have three or more offers.
 */
export function offersFor(medicines, pharmacyList, seed = 15) {
  const rand = random(seed);
  const byName = new Map(pharmacyList.map((p) => [p.name, p]));
  const offers = [];
  for (const [mi, medicine] of medicines.entries()) {
    const used = new Set();
    const base = medicine.listings[0].price;
    const add = (pharmacy, price, original, stock) => {
      used.add(pharmacy.key);
      offers.push({
        id: stableUuid(`offer:${pharmacy.key}:${medicine.id}`),
        pharmacy,
        medicine,
        price,
        original: original > price ? original : null,
        stock,
        batch: `B${String(24000 + offers.length)}`,
        expiry: `${2027 + (offers.length % 3)}-${String(1 + (offers.length % 12)).padStart(2, '0')}-28`,
      });
    };
    for (const row of medicine.listings) {
      const pharmacy = byName.get(row.pharmacy);
      if (!pharmacy || used.has(pharmacy.key)) continue;
      add(pharmacy, row.price, row.originalPrice, row.inStock ? 5 + Math.floor(rand() * 120) : 0);
    }
    const extra = 1 + Math.floor(rand() * 4);
    const pool = pharmacyList.filter((p) => p.key !== 'demo' && !used.has(p.key));
    for (let k = 0; k < extra && pool.length > 0; k++) {
      const pharmacy = pool.splice(Math.floor(rand() * pool.length), 1)[0];
      const price = roundTo(base * (0.85 + rand() * 0.3), 50);
      const original = rand() < 0.4 ? roundTo(price * (1.05 + rand() * 0.15), 50) : null;
      add(pharmacy, price, original, rand() < 0.1 ? 0 : 5 + Math.floor(rand() * 150));
    }
    // The demo pharmacy stocks every third medicine, some of them running low.
    if (mi % 3 === 0) {
      const demo = pharmacyList.find((p) => p.key === 'demo');
      add(demo, roundTo(base * (0.9 + rand() * 0.2), 50), null, mi % 15 === 0 ? 4 : 20 + Math.floor(rand() * 80));
    }
  }
  return offers;
}

/** `root`: the repository folder (a path). */
export function sampleCatalogue(root = process.cwd()) {
  const rows = JSON.parse(readFileSync(join(root, 'tests/tools/catalogue/sample-medications.json'), 'utf8'));
  const pharmacyList = pharmacies();
  const medicines = medicinesFrom(rows);
  return { pharmacies: pharmacyList, medicines, offers: offersFor(medicines, pharmacyList) };
}
