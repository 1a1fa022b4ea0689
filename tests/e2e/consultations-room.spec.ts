// The consultation room in two browsers: patient and doctor chat (each message shows on the other
// side within 5 s, without a reload), the doctor writes an e-prescription that the patient sees at
// once and sends to a pharmacy.
import { expect, test } from '@playwright/test';
import { serviceClient, signInAs, signInAsAccount } from './support/auth';
import { bookedConsultation } from './support/consultations';
import { openApp } from './patient-support';

const LIVE = { timeout: 5_000 };

test('patient and doctor chat in the room; the e-prescription reaches the patient, who sends it to a pharmacy', async ({ browser }) => {
  test.setTimeout(120_000);
  const { id, email } = await bookedConsultation();
  const [patientCtx, doctorCtx] = await Promise.all([browser.newContext(), browser.newContext()]);
  const patient = await patientCtx.newPage();
  const doctor = await doctorCtx.newPage();
  await signInAsAccount(patient, email);
  await signInAs(doctor, 'doctor');
  await openApp(patient, `/consultations/room/${id}`);
  await openApp(doctor, `/consultations/room/${id}`);
  await expect(patient.getByRole('heading', { name: 'Consultation with Dr. Chidi Okafor' })).toBeVisible();
  await expect(doctor.getByRole('heading', { name: 'Consultation with Ada Patient' })).toBeVisible();

  await patient.getByRole('textbox', { name: 'Message' }).fill('Good morning, doctor');
  await patient.getByRole('button', { name: 'Send', exact: true }).click();
  const doctorMessages = doctor.getByRole('list', { name: 'Messages' });
  await expect(doctorMessages).toContainText('Ada Patient: Good morning, doctor', LIVE);

  await doctor.getByRole('textbox', { name: 'Message' }).fill('Good morning. How long have you had the cough?');
  await doctor.getByRole('button', { name: 'Send', exact: true }).click();
  await expect(patient.getByRole('list', { name: 'Messages' })).toContainText('Dr. Chidi Okafor: Good morning. How long have you had the cough?', LIVE);

  // The doctor's e-prescription shows for the patient without a reload.
  await doctor.getByLabel('Medicine 1').fill('Amoxicillin 500mg');
  await doctor.getByLabel('Dose 1').fill('1 capsule');
  await doctor.getByLabel('Frequency 1').fill('Three times a day');
  await doctor.getByLabel('Duration 1').fill('5 days');
  await doctor.getByRole('button', { name: 'Send prescription' }).click();
  await expect(doctor.getByText('Prescription sent to the patient.')).toBeVisible();
  const rx = patient.getByRole('group', { name: 'E-prescription' });
  await expect(rx).toContainText('Amoxicillin 500mg: 1 capsule, Three times a day, for 5 days', LIVE);

  await rx.getByLabel('Send to a pharmacy').selectOption({ label: 'Magani Demo Pharmacy, 12 Allen Avenue, Ikeja, Lagos' });
  await rx.getByLabel('Delivery address').fill('4 Ahmadu Bello Way, Victoria Island, Lagos');
  await rx.getByLabel('Phone number').fill('0803 123 4567');
  await rx.getByRole('button', { name: 'Send' }).click();
  await expect(rx.getByRole('status')).toContainText('Sent to Magani Demo Pharmacy. It arrives there already approved by your doctor.');

  // The doctor finds it among the prescriptions they wrote, with the patient's pharmacy choice counted.
  await openApp(doctor, '/doctor/prescriptions');
  const written = doctor.getByRole('list', { name: 'Prescriptions you wrote' }).getByRole('listitem').filter({ hasText: 'Amoxicillin 500mg: 1 capsule, Three times a day, for 5 days' }).first();
  await expect(written).toContainText('Ada Patient');
  await expect(written).toContainText('Sent by the patient to a pharmacy.');

  // Nobody else gets into the room.
  const otherCtx = await browser.newContext();
  const other = await otherCtx.newPage();
  await signInAs(other, 'rider');
  await openApp(other, `/consultations/room/${id}`);
  await expect(other.getByRole('heading', { name: 'Consultation not found' })).toBeVisible();
});

test('an e-prescription medicine picked from the catalogue carries its catalogue id; a written one is kept as written', async ({ browser }) => {
  const { id } = await bookedConsultation();
  const context = await browser.newContext();
  const doctor = await context.newPage();
  await signInAs(doctor, 'doctor');
  await openApp(doctor, `/consultations/room/${id}`);
  const name = doctor.getByLabel('Medicine 1');
  await name.fill('Amoxi');
  const options = doctor.locator('#rx-medicines-0 option');
  await expect.poll(() => options.count()).toBeGreaterThan(0);
  const picked = (await options.first().getAttribute('value')) ?? '';
  expect(picked).toMatch(/amoxi/i);
  await name.fill(picked);
  await doctor.getByLabel('Dose 1').fill('1 capsule');
  await doctor.getByLabel('Frequency 1').fill('Twice a day');
  await doctor.getByLabel('Duration 1').fill('7 days');
  await doctor.getByRole('button', { name: 'Add another medicine' }).click();
  await doctor.getByLabel('Medicine 2').fill('Steam inhalation');
  await doctor.getByLabel('Dose 2').fill('10 minutes');
  await doctor.getByLabel('Frequency 2').fill('Morning and night');
  await doctor.getByLabel('Duration 2').fill('5 days');
  await doctor.getByRole('button', { name: 'Send prescription' }).click();
  await expect(doctor.getByText('Prescription sent to the patient.')).toBeVisible();

  const { data } = await serviceClient().from('eprescriptions').select('items').eq('consultation_id', id);
  const items = (data?.[0]?.items ?? []) as { name: string; medicine_id: string | null }[];
  expect(items).toEqual([
    expect.objectContaining({ name: picked, medicine_id: expect.any(String) }),
    expect.objectContaining({ name: 'Steam inhalation', medicine_id: null }),
  ]);
  await context.close();
});
