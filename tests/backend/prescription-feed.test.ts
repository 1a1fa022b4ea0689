// Prescriptions as live as orders: a new submission rings the pharmacy's bell and e-mails it; the
// feed gives each side only what changed after its cursor, and the pharmacy reads who sent it, how
// to reach them, where to deliver and, for an e-prescription, the doctor and the items.
import type { SupabaseClient } from '@supabase/supabase-js';
import { afterAll, beforeAll, expect, test } from 'vitest';
import { confirmedPatient, DEMO, signedIn, startBackend, type LocalBackend } from './helpers';
import { newKey } from './order-helpers';

let backend: LocalBackend;
let pharmacy: SupabaseClient;
let demoId: string;
beforeAll(async () => {
  backend = await startBackend();
  demoId = (await backend.sql('select id::text from public.pharmacies where user_id = $1', [DEMO.pharmacy.id]))[0]!.id as string;
  pharmacy = (await signedIn(backend, DEMO.pharmacy.email)).client;
}, 240_000);
afterAll(() => backend?.stop());

type Feed = { cursor: number; rows: { id: string; status: string; patient_name: string; patient_phone: string | null; address: string;
  mine: boolean; eprescription: { doctor_name: string; items: Record<string, unknown>[] } | null }[] };
const feed = async (client: SupabaseClient, after = 0) => {
  const { data, error } = await client.rpc('prescription_feed', { p_after: after });
  expect(error).toBeNull();
  return data as Feed;
};
const unread = async () => ((await pharmacy.rpc('notification_feed', { p_limit: 50 })).data as { unread: number }).unread;

test('an upload rings the pharmacy bell, e-mails it and reaches its feed after the cursor with the sender', async () => {
  const before = await feed(pharmacy);
  // The cursor trails by a few seconds, so a late commit is never skipped.
  await backend.sql(`update public.prescriptions set updated_at = now() - interval '1 minute'`);
  const { cursor } = await feed(pharmacy);
  expect(cursor).toBeGreaterThanOrEqual(before.cursor);
  const bell = await unread();

  const patient = await confirmedPatient(backend);
  await backend.sql(`update public.profiles set full_name = 'Ngozi Eze' where user_id = $1`, [patient.user.id]);
  const clientId = crypto.randomUUID();
  const { data, error } = await patient.client.from('prescriptions').insert({
    client_id: clientId, pharmacy_id: demoId, address: '7 Opebi Road, Ikeja', contact_phone: '+2348091112222',
    file_paths: [`${patient.user.id}/${clientId}/scan.pdf`],
  }).select('id').single();
  expect(error).toBeNull();

  expect(await unread()).toBe(bell + 1);
  const [mail] = await backend.sql(`select subject from private.outgoing_messages where channel = 'email' and recipient = 'pharmacy@magani.test' order by id desc limit 1`);
  expect(mail).toEqual({ subject: 'New prescription to review' });

  const changed = await feed(pharmacy, cursor);
  expect(changed.rows.map((r) => r.id)).toEqual([data!.id]);
  expect(changed.rows[0]).toMatchObject({ patient_name: 'Ngozi Eze', patient_phone: '+2348091112222', address: '7 Opebi Road, Ikeja', mine: false });
  // The patient sees their own, and another pharmacy or patient nothing of it.
  expect((await feed(patient.client)).rows.map((r) => [r.id, r.mine])).toEqual([[data!.id, true]]);
  const stranger = await confirmedPatient(backend);
  expect((await feed(stranger.client)).rows).toEqual([]);
  // The next form starts from the address and phone given last; someone else's are never offered.
  expect((await patient.client.rpc('my_last_delivery')).data).toEqual({ address: '7 Opebi Road, Ikeja', phone: '+2348091112222' });
  expect((await stranger.client.rpc('my_last_delivery')).data).toEqual({ address: null, phone: null });

  // A quote changes the row: it comes again on the patient's next poll.
  await backend.sql(`update public.prescriptions set updated_at = now() - interval '1 minute'`);
  const mine = await feed(patient.client);
  expect((await feed(patient.client, mine.cursor)).rows).toEqual([]);
  expect((await pharmacy.rpc('quote_prescription', { p_id: data!.id, p_items: [{ name: 'Inhaler', unit_price: 2500, quantity: 1 }], p_note: '' })).error).toBeNull();
  expect((await feed(patient.client, mine.cursor)).rows.map((r) => r.status)).toEqual(['quoted']);
});

test("the pharmacy holding an e-prescription reads the doctor and the items in its feed", async () => {
  const patient = await confirmedPatient(backend);
  const { data: slots } = await patient.client.rpc('free_slots', {
    p_doctor: DEMO.doctor.id, p_from: new Date().toISOString().slice(0, 10), p_to: new Date(Date.now() + 7 * 864e5).toISOString().slice(0, 10),
  });
  const booked = await patient.client.rpc('book_consultation', {
    p_doctor: DEMO.doctor.id, p_starts_at: (slots as string[])[Math.floor(Math.random() * 40)], p_type: 'video', p_symptoms: 'Cough', p_client_id: newKey(),
  });
  const doctor = (await signedIn(backend, DEMO.doctor.email)).client;
  const items = [{ name: 'Amoxicillin', strength: '500mg', dose: '1 capsule', frequency: 'Three times a day', duration: '5 days', quantity: 15 }];
  const written = await doctor.rpc('write_eprescription', { p_consultation: (booked.data as { id: string }).id, p_items: items, p_notes: '', p_client_id: newKey() });
  const bell = await unread();
  const sent = await patient.client.rpc('send_eprescription', {
    p_eprescription_id: (written.data as { id: string }).id, p_pharmacy_id: demoId, p_client_id: newKey(),
    p_delivery: { address: '2 Allen Avenue, Ikeja', phone: '+2348031234567' },
  });
  expect(sent.error).toBeNull();
  expect(await unread()).toBe(bell + 1);
  const row = (await feed(pharmacy)).rows.find((r) => r.id === (sent.data as { id: string }).id);
  const doctorName = (await backend.sql('select full_name from public.doctors where user_id = $1', [DEMO.doctor.id]))[0]!.full_name;
  expect(row).toMatchObject({ status: 'approved', address: '2 Allen Avenue, Ikeja', patient_phone: '+2348031234567',
    eprescription: { doctor_name: doctorName, items: [{ medicine_id: null, ...items[0] }] } });
});

test('a queue longer than a page reaches the pharmacy whole, page by page', async () => {
  const patient = await confirmedPatient(backend);
  await backend.sql(
    `insert into public.prescriptions (client_id, user_id, pharmacy_id, address, file_paths)
     select 'bulk-' || n, $1::uuid, $2, n || ' Broad Street, Lagos', array[$1 || '/bulk-' || n || '/scan.pdf']
     from generate_series(1, 130) n`, [patient.user.id, demoId]);
  const seen = new Set<string>();
  let page = (await pharmacy.rpc('prescription_feed', { p_after: 0 })).data as Feed & { more: boolean };
  page.rows.forEach((r) => seen.add(r.id));
  expect(page.rows).toHaveLength(100);
  expect(page.more).toBe(true);
  while (page.more) {
    const last = page.rows[page.rows.length - 1] as unknown as { id: string; created_at: string };
    page = (await pharmacy.rpc('prescription_feed', { p_after: 0, p_before_at: last.created_at, p_before_id: last.id })).data as Feed & { more: boolean };
    page.rows.forEach((r) => seen.add(r.id));
  }
  const [{ n }] = (await backend.sql('select count(*)::int as n from public.prescriptions where pharmacy_id = $1', [demoId])) as [{ n: number }];
  expect(seen.size).toBe(n);
  expect(n).toBeGreaterThan(130);
});
