// The consultation room: only its patient and doctor exchange messages and call signals; a retried
// message is stored once; the doctor's e-prescription reaches a pharmacy already approved.
import { afterAll, beforeAll, expect, test } from 'vitest';
import { confirmedPatient, DEMO, signedIn, startBackend, type LocalBackend } from './helpers';
import { newKey } from './order-helpers';

let backend: LocalBackend;
beforeAll(async () => {
  backend = await startBackend();
});
afterAll(async () => {
  await backend?.stop();
});

async function booked() {
  const { client: patient, user } = await confirmedPatient(backend);
  const { data: slots } = await patient.rpc('free_slots', {
    p_doctor: DEMO.doctor.id, p_from: new Date().toISOString().slice(0, 10),
    p_to: new Date(Date.now() + 7 * 864e5).toISOString().slice(0, 10),
  });
  const starts = (slots as string[])[Math.floor(Math.random() * 40)]!;
  const { data, error } = await patient.rpc('book_consultation', {
    p_doctor: DEMO.doctor.id, p_starts_at: starts, p_type: 'video', p_symptoms: 'Cough', p_client_id: newKey(),
  });
  expect(error).toBeNull();
  const { client: doctor } = await signedIn(backend, DEMO.doctor.email);
  return { patient, patientId: user.id, doctor, id: (data as { id: string }).id };
}

const room = (client: Awaited<ReturnType<typeof booked>>['patient'], id: string, after = 0) =>
  client.rpc('consultation_room', { p_id: id, p_after_message: after, p_after_signal: 0 });

test('patient and doctor chat; a retried message is stored once; outsiders see and send nothing', async () => {
  const { patient, doctor, id } = await booked();
  const key = newKey();
  const first = await patient.rpc('send_consultation_message', { p_consultation: id, p_body: 'Hello doctor', p_client_id: key });
  const retry = await patient.rpc('send_consultation_message', { p_consultation: id, p_body: 'Hello doctor', p_client_id: key });
  expect(first.error).toBeNull();
  expect(retry.data).toBe(first.data);
  await doctor.rpc('send_consultation_message', { p_consultation: id, p_body: 'Hello, how can I help?', p_client_id: newKey() });
  const seen = (await room(doctor, id)).data as { messages: { body: string; mine: boolean }[]; consultation: { role: string } };
  expect(seen.consultation.role).toBe('doctor');
  expect(seen.messages.map((m) => [m.body, m.mine])).toEqual([['Hello doctor', false], ['Hello, how can I help?', true]]);
  const after = (await room(patient, id, first.data as number)).data as { messages: { body: string }[] };
  expect(after.messages.map((m) => m.body)).toEqual(['Hello, how can I help?']);

  const { client: stranger } = await confirmedPatient(backend);
  expect((await room(stranger, id)).data).toBeNull();
  expect((await stranger.rpc('send_consultation_message', { p_consultation: id, p_body: 'hi', p_client_id: newKey() })).error).not.toBeNull();
  expect((await stranger.rpc('send_consultation_signal', { p_consultation: id, p_kind: 'offer', p_payload: {} })).error).not.toBeNull();
  expect((await stranger.from('consultation_messages').select('id').eq('consultation_id', id)).data).toEqual([]);
  expect((await patient.from('consultation_messages').insert({ consultation_id: id, body: 'x', client_id: newKey() })).error).not.toBeNull();
});

test('call signals go to the other side only', async () => {
  const { patient, doctor, id } = await booked();
  await doctor.rpc('send_consultation_signal', { p_consultation: id, p_kind: 'offer', p_payload: { sdp: 'v=0' } });
  const mine = (await room(doctor, id)).data as { signals: unknown[] };
  const theirs = (await room(patient, id)).data as { signals: { kind: string; payload: { sdp: string } }[] };
  expect(mine.signals).toEqual([]);
  expect(theirs.signals.map((s) => [s.kind, s.payload.sdp])).toEqual([['offer', 'v=0']]);
});

test('the doctor writes an e-prescription; the patient sends it to a pharmacy, where it arrives approved', async () => {
  const { patient, patientId, doctor, id } = await booked();
  const items = [{ name: 'Amoxicillin 500mg', dose: '1 capsule', frequency: 'Three times a day', duration: '5 days' }];
  expect((await patient.rpc('write_eprescription', { p_consultation: id, p_items: items, p_notes: '', p_client_id: newKey() })).error).not.toBeNull();
  const bad = await doctor.rpc('write_eprescription', { p_consultation: id, p_items: [{ name: 'X' }], p_notes: '', p_client_id: newKey() });
  expect(bad.error?.message).toMatch(/name, dose, frequency and duration/);
  const written = await doctor.rpc('write_eprescription', { p_consultation: id, p_items: items, p_notes: 'After food', p_client_id: newKey() });
  expect(written.error).toBeNull();
  const eid = (written.data as { id: string }).id;
  const view = (await room(patient, id)).data as { eprescriptions: { id: string; items: { name: string }[] }[] };
  expect(view.eprescriptions.map((e) => [e.id, e.items[0]!.name])).toEqual([[eid, 'Amoxicillin 500mg']]);

  const delivery = { address: '14 Adeola Odeku, Victoria Island', phone: '+2348031234567' };
  const pharmacyId = (await backend.sql(`select id from public.pharmacies where user_id = $1`, [DEMO.pharmacy.id]))[0]!.id as string;
  const { client: stranger } = await confirmedPatient(backend);
  expect((await stranger.rpc('send_eprescription', { p_eprescription_id: eid, p_pharmacy_id: pharmacyId, p_client_id: newKey(), p_delivery: delivery })).error).not.toBeNull();
  const key = newKey();
  const sent = await patient.rpc('send_eprescription', { p_eprescription_id: eid, p_pharmacy_id: pharmacyId, p_client_id: key, p_delivery: delivery });
  expect(sent.error).toBeNull();
  const again = await patient.rpc('send_eprescription', { p_eprescription_id: eid, p_pharmacy_id: pharmacyId, p_client_id: newKey(), p_delivery: delivery });
  expect(again.data).toEqual(sent.data);
  const rows = await backend.sql(`select user_id, pharmacy_id, status, file_paths, eprescription_id from public.prescriptions where eprescription_id = $1`, [eid]);
  expect(rows).toEqual([{ user_id: patientId, pharmacy_id: pharmacyId, status: 'approved', file_paths: [], eprescription_id: eid }]);

  // The doctor's list of what they wrote names the patient and counts the pharmacies; nobody else sees it there.
  const list = (await doctor.rpc('my_written_eprescriptions')).data as { id: string; patient_name: string; sent_to: number; notes: string }[];
  expect(list.find((w) => w.id === eid)).toMatchObject({ patient_name: 'Test User', sent_to: 1, notes: 'After food' });
  expect((await patient.rpc('my_written_eprescriptions')).data).toEqual([]);
  const { client: adaeze } = await signedIn(backend, 'adaeze@doctors.magani.test');
  expect((await adaeze.rpc('my_written_eprescriptions')).data).toEqual([]);
});

test('only the consultation\'s patient and doctor read or write its call signals', async () => {
  const { patient, doctor, id } = await booked();
  expect((await patient.rpc('send_consultation_signal', { p_consultation: id, p_kind: 'offer', p_payload: { sdp: 'p' } })).error).toBeNull();
  expect((await doctor.rpc('send_consultation_signal', { p_consultation: id, p_kind: 'answer', p_payload: { sdp: 'd' } })).error).toBeNull();
  expect((await patient.from('consultation_signals').select('kind').eq('consultation_id', id)).data).toHaveLength(2);
  expect((await doctor.from('consultation_signals').select('kind').eq('consultation_id', id)).data).toHaveLength(2);

  const { client: stranger } = await confirmedPatient(backend);
  expect((await stranger.from('consultation_signals').select('id').eq('consultation_id', id)).data).toEqual([]);
  expect((await patient.from('consultation_signals').insert({ consultation_id: id, kind: 'hangup', payload: {} })).error).not.toBeNull();
  expect((await patient.rpc('send_consultation_signal', { p_consultation: id, p_kind: 'shout', p_payload: {} })).error).not.toBeNull();
});

test('opening the room later does not replay an old call: the first poll skips signals older than two minutes', async () => {
  const { patient, doctor, id } = await booked();
  const old = await doctor.rpc('send_consultation_signal', { p_consultation: id, p_kind: 'offer', p_payload: { sdp: 'old' } });
  await backend.sql(`update public.consultation_signals set created_at = now() - interval '10 minutes' where id = $1`, [old.data]);
  await doctor.rpc('send_consultation_signal', { p_consultation: id, p_kind: 'offer', p_payload: { sdp: 'new' } });
  const first = (await room(patient, id)).data as { signals: { payload: { sdp: string } }[] };
  expect(first.signals.map((s) => s.payload.sdp)).toEqual(['new']);
  // With a cursor, nothing is skipped: a poll continues from where the last one stopped.
  const { data } = await patient.rpc('consultation_room', { p_id: id, p_after_message: 0, p_after_signal: (old.data as number) - 1 });
  expect((data as { signals: { payload: { sdp: string } }[] }).signals.map((s) => s.payload.sdp)).toEqual(['old', 'new']);
});
