// A national test catalogue, made in the database (never committed): 1,000 approved pharmacies
// across the 36 states and the FCT (more where more people live), 5,000 medicines (the sample
// generics from 12 makers in several pack sizes) and 500,000 offers, 500 per pharmacy: half
// among the 1,000 most common medicines, half among the rest. Prices spread around each
// medicine's base price (-15 % .. +25 %, rounded to ₦10), 8 % of offers out of stock, 30 % with
// an earlier price. Deterministic (setseed, fixed ids).
import { random, sampleCatalogue, stableUuid } from '../../tools/catalogue/catalogue-data.mjs';
import { values } from '../../tools/catalogue/generate-catalogue-seed.mjs';

// Pharmacies per state, roughly by population; 1,000 in all.
export const PHARMACIES_PER_STATE = {
  Lagos: 130, Kano: 65, FCT: 50, Rivers: 45, Oyo: 45, Kaduna: 37, Ogun: 30, Anambra: 30, Delta: 28,
  Katsina: 25, Imo: 25, Edo: 24, Enugu: 24, Bauchi: 22, 'Akwa Ibom': 22, Benue: 21, Plateau: 20, Kwara: 20,
  Osun: 20, Ondo: 20, Niger: 20, Borno: 20, Sokoto: 19, Kogi: 19, Jigawa: 18, Abia: 18, Adamawa: 18,
  'Cross River': 18, Kebbi: 17, Zamfara: 17, Nasarawa: 17, Gombe: 16, Ekiti: 16, Taraba: 16, Yobe: 16,
  Ebonyi: 16, Bayelsa: 16,
};

const MAKERS = ['Emzor', 'Fidson', 'May & Baker', 'Swipha', 'Juhel', 'Drugfield', 'Greenlife', 'Evans', 'Neimeth', 'Shalina', 'Sanofi', 'GSK'];
const PACKS = ['', ' (pack of 10)', ' (pack of 30)', ' (hospital pack)'];

export const MEDICINES = 5_000;
export const OFFERS_PER_PHARMACY = 500;

/** The national test medicines (the first `count`), each with a base price in naira. */
export function nationalMedicines(root, count = MEDICINES) {
  const rand = random(27);
  const bases = sampleCatalogue(root).medicines;
  return Array.from({ length: count }, (_, i) => {
    const base = bases[i % bases.length];
    const maker = MAKERS[Math.floor(i / bases.length) % MAKERS.length];
    const pack = PACKS[Math.floor(i / (bases.length * MAKERS.length)) % PACKS.length];
    const name = `${maker} ${base.generic} ${base.strength ?? ''} ${base.form}${pack}`.replace(/\s+/g, ' ');
    // Log-uniform base price, ₦150 .. ₦25,000, rounded to ₦50.
    const price = Math.round(Math.exp(Math.log(150) + rand() * Math.log(25_000 / 150)) / 50) * 50 || 150;
    return {
      id: stableUuid(`national-medicine:${i}`), name, generic: base.generic, ingredients: base.ingredients,
      strength: base.strength, form: base.form, pack: base.pack, manufacturer: maker, category: base.category,
      rx: base.rx, nafdac: `N${(i % 9) + 1}-${String(100000 + i)}`, price,
    };
  });
}

/** Statements (run as the database owner) that load the national catalogue. */
export function nationalStatements(root) {
  const meds = nationalMedicines(root);
  const pharmacies = Object.entries(PHARMACIES_PER_STATE).flatMap(([state, n]) =>
    Array.from({ length: n }, (_, k) => ({ state, k })),
  ).map((p, i) => ({
    ...p,
    id: stableUuid(`national-pharmacy:${i}`),
    userId: stableUuid(`national-user:${i}`),
    email: `national${i}@bench.magani.test`,
    name: `${p.state} Community Pharmacy ${p.k + 1}`,
  }));
  const chunks = (list, size) => Array.from({ length: Math.ceil(list.length / size) }, (_, i) => list.slice(i * size, i * size + size));
  return [
    `insert into auth.users (instance_id, id, aud, role, email, raw_app_meta_data, raw_user_meta_data, created_at, updated_at)
     select '00000000-0000-0000-0000-000000000000', u.id::uuid, 'authenticated', 'authenticated', u.email, '{}'::jsonb,
            jsonb_build_object('role', 'pharmacy'), now(), now()
     from (values ${values(pharmacies.map((p) => [p.userId, p.email]))}) as u (id, email)`,
    `insert into public.pharmacies (id, user_id, name, address, status, state, delivery_fee, delivery_time)
     select p.id::uuid, p.user_id::uuid, p.name, p.k || ' Market Road, ' || p.state, 'approved', p.state, 500 + (p.k % 5) * 250, '45-60 min'
     from (values ${values(pharmacies.map((p) => [p.id, p.userId, p.name, p.state, p.k]))}) as p (id, user_id, name, state, k)`,
    ...chunks(meds, 1000).map((part) => `insert into public.medicines (id, name, generic_name, ingredients, strength, dosage_form, pack_size, manufacturer, nafdac_number, category, prescription_only)
     values ${values(part.map((m) => [m.id, m.name, m.generic, JSON.stringify(m.ingredients), m.strength, m.form, m.pack, m.manufacturer, m.nafdac, m.category, m.rx]))}`),
    `create temp table national_base as
     select row_number() over () - 1 as n, b.id::uuid as id, b.price::numeric as price
     from (values ${values(meds.map((m) => [m.id, m.price]))}) as b (id, price)`,
    `create temp table national_pharmacies as
     select row_number() over (order by p.name) - 1 as n, p.id
     from public.pharmacies p where p.user_id in (select id from auth.users where email like 'national%@bench.magani.test')`,
    'select setseed(0.27)',
    // The figures' insert trigger is set aside for the one bulk insert and the same function then
    // runs once over every pair, with fresh statistics: run by the trigger, its grouped join was
    // planned for an empty offers table (a nested loop over 500,000 pairs) and took 11-43 minutes.
    'alter table public.offers disable trigger offers_state_prices_insert',
    // Half of each pharmacy's offers among the 1,000 most common medicines, half among the rest;
    // the steps (3, 7) are coprime with the ranges, so a pharmacy never offers a medicine twice.
    `insert into public.offers (pharmacy_id, medicine_id, price, original_price, stock_quantity)
     select p.id, b.id, x.price, case when random() < 0.3 then x.price + 50 * ceil(random() * 10) end,
            case when random() < 0.08 then 0 else 1 + floor(random() * 300)::int end
     from national_pharmacies p
     cross join generate_series(0, ${OFFERS_PER_PHARMACY - 1}) k
     join national_base b on b.n = case when k < ${OFFERS_PER_PHARMACY / 2} then (p.n * 13 + k * 3) % 1000
                                        else 1000 + (p.n * 101 + k * 7) % ${MEDICINES - 1000} end
     cross join lateral (select greatest(10, round(b.price * (0.85 + random() * 0.4) / 10) * 10) as price where b.id is not null) x`,
    'alter table public.offers enable trigger offers_state_prices_insert',
    'analyze public.offers, public.pharmacies, public.medicines, public.state_prices',
    `select private.refresh_state_prices(array_agg(ph.state), array_agg(o.medicine_id))
     from public.offers o join public.pharmacies ph on ph.id = o.pharmacy_id
     where ph.user_id in (select id from auth.users where email like 'national%@bench.magani.test')`,
  ];
}
