// Add Product's medicine picker (find_medicines): what a pharmacist finds by name, generic name
// or NAFDAC number, in the order the picker shows it: the exact NAFDAC number first, then names
// that start with what was typed, then by name; eight at most. The lower-cased copy it searches
// follows every new or renamed medicine.
import { afterAll, beforeAll, expect, test } from 'vitest';
import type { SupabaseClient } from '@supabase/supabase-js';
import { anonClient, DEMO, signedIn, startBackend, type LocalBackend } from './helpers';

let backend: LocalBackend;
let demo: SupabaseClient;
beforeAll(async () => {
  backend = await startBackend();
  demo = (await signedIn(backend, DEMO.pharmacy.email)).client;
});
afterAll(() => backend.stop());

const names = async (term: string) => {
  const { data, error } = await demo.rpc('find_medicines', { term });
  expect(error).toBeNull();
  return (data as { name: string }[]).map((m) => m.name);
};
const addMedicine = (name: string, generic: string, nafdac: string) =>
  backend.sql(
    `insert into public.medicines (name, generic_name, dosage_form, category, nafdac_number) values ($1, $2, 'Tablet', 'painkillers', $3)`,
    [name, generic, nafdac],
  );

test('exact NAFDAC number first, then names starting with the term, then by name; at most 8', async () => {
  await addMedicine('Kovira Plus 10mg Tablets', 'Kovirazole', 'K9-55501');
  await addMedicine('Acme KOVIRA 20mg Tablets', 'Kovirazole', 'K9-55502');
  await addMedicine('Kovira 5mg Tablets', 'Kovirazole', 'K9-55503');
  await addMedicine('Bexa Tablets', 'kovirazole', 'K9-55504');
  await addMedicine('Zed Syrup', 'Zedamine', 'K9-5550');
  // Case does not matter; names starting with the term lead, each group by name.
  expect(await names('  kOVIRA ')).toEqual([
    'Kovira 5mg Tablets', 'Kovira Plus 10mg Tablets', 'Acme KOVIRA 20mg Tablets', 'Bexa Tablets',
  ]);
  // "k9-5550" is Zed Syrup's number exactly and part of the others': Zed Syrup comes first.
  expect(await names('k9-5550')).toEqual([
    'Zed Syrup', 'Acme KOVIRA 20mg Tablets', 'Bexa Tablets', 'Kovira 5mg Tablets', 'Kovira Plus 10mg Tablets',
  ]);
  // Found by generic name alone; never by text running from the name into the generic name.
  expect(await names('ZEDAMINE')).toEqual(['Zed Syrup']);
  expect(await names('syrup zedamine')).toEqual([]);
  await addMedicine('Xaqjil Drops', 'Xaqjilamine', 'K9-55505');
  expect(await names('QJ')).toEqual(['Xaqjil Drops']); // two characters: too short for a trigram, still found
  for (let i = 0; i < 6; i++) await addMedicine(`Kovira Extra ${i} Tablets`, 'Kovirazole', `K9-5551${i}`);
  expect(await names('kovira')).toHaveLength(8);
  expect(await names('k')).toEqual([]); // two characters at least
});

test('a renamed medicine is found by its new name only; _ and % match as in a LIKE pattern', async () => {
  await addMedicine('Rolvenex 250mg Capsules', 'Rolvenam', 'R8-77701');
  expect(await names('rolvenex')).toEqual(['Rolvenex 250mg Capsules']);
  await backend.sql(`update public.medicines set name = 'Tarquinol 250mg Capsules' where nafdac_number = 'R8-77701'`);
  expect(await names('rolvenex')).toEqual([]);
  expect(await names('tarquinol')).toEqual(['Tarquinol 250mg Capsules']);
  expect(await names('tar_inol')).toEqual([]);
  expect(await names('tarqu_nol 250%caps')).toEqual(['Tarquinol 250mg Capsules']);
});

test('only signed-in accounts may search', async () => {
  expect((await anonClient(backend).rpc('find_medicines', { term: 'panadol' })).error?.code).toBe('42501');
  expect((await anonClient(backend).rpc('find_medicine_ids', { term: 'panadol' })).error).not.toBeNull();
});
