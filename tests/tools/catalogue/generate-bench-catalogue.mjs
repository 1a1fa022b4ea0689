// A large catalogue for measurements, never part of seed.sql: 40 pharmacies in five states,
// about 700 medicines and exactly 10,000 offers. Deterministic.
//   node tests/tools/catalogue/generate-bench-catalogue.mjs > /tmp/bench.sql   (SQL, run as owner)
// tests/perf/catalogue-bytes.mjs and tests/perf/search.bench.ts use the functions directly.
import { dirname, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import { random, sampleCatalogue, stableUuid } from './catalogue-data.mjs';
import { values } from './generate-catalogue-seed.mjs';

const root = resolve(dirname(fileURLToPath(import.meta.url)), '../../..');

const CITIES = [
  ['Lagos', 'Ikeja', 6.6018, 3.3515],
  ['FCT', 'Abuja Municipal', 9.0579, 7.4951],
  ['Kano', 'Nassarawa', 12.0022, 8.592],
  ['Oyo', 'Ibadan North', 7.3775, 3.947],
  ['Rivers', 'Port Harcourt', 4.8156, 7.0498],
];
const MAKERS = ['Emzor', 'Fidson', 'May & Baker', 'Swipha', 'Juhel', 'Drugfield', 'Greenlife', 'Evans'];

export function benchCatalogue({ pharmacyCount = 40, offerCount = 10_000, seed = 10_000 } = {}) {
  const rand = random(seed);
  const sample = sampleCatalogue(root);
  const pharmacies = Array.from({ length: pharmacyCount }, (_, i) => {
    const [state, lga, lat, lng] = CITIES[i % CITIES.length];
    return {
      key: `bench${i}`,
      userId: stableUuid(`bench-user:${i}`),
      id: stableUuid(`bench-pharmacy:${i}`),
      email: `bench${i}@bench.magani.test`,
      name: `Community Pharmacy ${i + 1}`,
      address: `${i + 1} Market Road, ${lga}`,
      phone: null,
      state,
      lga,
      lat: Math.round((lat + (rand() - 0.5) * 0.15) * 1e4) / 1e4,
      lng: Math.round((lng + (rand() - 0.5) * 0.15) * 1e4) / 1e4,
      hours: 'Mon-Sat 8:00-21:00',
      time: ['30-45 min', '45-60 min', '60-75 min'][i % 3],
      fee: 500 + (i % 5) * 250,
      rating: Math.round((3.8 + rand()) * 10) / 10,
    };
  });
  // The sample medicines, plus each generic from the local makers that do not yet carry it.
  const medicines = sample.medicines.map((m, n) => ({ ...m, nafdac: `B4-${String(10000 + n)}` }));
  const generics = new Map(sample.medicines.map((m) => [`${m.generic}|${m.strength}`, m]));
  for (const base of generics.values()) {
    for (const maker of MAKERS) {
      if (base.manufacturer?.startsWith(maker)) continue;
      const name = `${maker} ${base.generic} ${base.strength} ${base.form}`;
      medicines.push({ ...base, id: stableUuid(`bench-medicine:${name}`), name, manufacturer: maker, nafdac: `B4-${String(10000 + medicines.length)}` });
    }
  }
  const offers = [];
  const perPharmacy = Math.ceil(offerCount / pharmacyCount);
  for (const pharmacy of pharmacies) {
    const taken = new Set();
    while (taken.size < perPharmacy && offers.length < offerCount) {
      const medicine = medicines[Math.floor(rand() * medicines.length)];
      if (taken.has(medicine.id)) continue;
      taken.add(medicine.id);
      const base = medicine.listings?.[0]?.price ?? 1500;
      const price = Math.max(50, Math.round((base * (0.8 + rand() * 0.4)) / 50) * 50);
      offers.push({
        id: stableUuid(`bench-offer:${pharmacy.key}:${medicine.id}`),
        pharmacy,
        medicine,
        price,
        original: rand() < 0.4 ? price + 50 * Math.ceil(rand() * 10) : null,
        stock: rand() < 0.1 ? 0 : Math.floor(rand() * 200),
      });
    }
  }
  return { pharmacies, medicines, offers };
}

/** Statements that replace every offer with the benchmark catalogue (run as the database owner). */
export function benchStatements({ pharmacies, medicines, offers }) {
  return [
    'delete from public.offer_costs',
    'delete from public.offers',
    `insert into auth.users (instance_id, id, aud, role, email, raw_app_meta_data, raw_user_meta_data, created_at, updated_at)
select '00000000-0000-0000-0000-000000000000', u.id::uuid, 'authenticated', 'authenticated', u.email,
  '{}'::jsonb, jsonb_build_object('role', 'pharmacy'), now(), now()
from (values
${values(pharmacies.map((p) => [p.userId, p.email]))}
) as u (id, email)`,
    `insert into public.pharmacies (id, user_id, name, address, status, state, lga, latitude, longitude, opening_hours, delivery_fee, delivery_time, rating)
values
${values(pharmacies.map((p) => [p.id, p.userId, p.name, p.address, 'approved', p.state, p.lga, p.lat, p.lng, p.hours, p.fee, p.time, p.rating]))}`,
    `insert into public.medicines (id, name, generic_name, ingredients, strength, dosage_form, pack_size, manufacturer, nafdac_number, category, prescription_only)
values
${values(medicines.map((m) => [m.id, m.name, m.generic, JSON.stringify(m.ingredients), m.strength, m.form, m.pack, m.manufacturer, m.nafdac, m.category, m.rx]))}
on conflict (id) do update set nafdac_number = excluded.nafdac_number`,
    `insert into public.offers (id, pharmacy_id, medicine_id, price, original_price, stock_quantity)
select o.id::uuid, o.pharmacy_id::uuid, o.medicine_id::uuid, o.price, o.original_price, o.stock
from (values
${values(offers.map((o) => [o.id, o.pharmacy.id, o.medicine.id, o.price, o.original, o.stock]))}
) as o (id, pharmacy_id, medicine_id, price, original_price, stock)`,
  ];
}

export const benchSql = (catalogue) => `${benchStatements(catalogue).join(';\n')};\n`;

if (process.argv[1]?.endsWith('generate-bench-catalogue.mjs')) process.stdout.write(benchSql(benchCatalogue()));
