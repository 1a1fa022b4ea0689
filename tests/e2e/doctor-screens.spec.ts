import { expect, test } from '@playwright/test';
import { demoAccounts, demoPassword, serviceClient, signInAs } from './support/auth';
import { axeViolations } from './support/axe';
import { DEMO_DOCTOR } from './support/consultations';
import { clientFor } from './support/orders';
import { appRoutes } from './support/routes';

// Every screen a signed-in doctor can open is real: no Coming Soon anywhere, Start Consultation
// opens today's next room, and written prescriptions show on the dashboard and are searchable.

const comingSoon = /Coming Soon/i;
const PATIENT = '11111111-1111-4111-8111-111111111111';

test('no screen shows Coming Soon to a signed-in doctor', async ({ page }) => {
  test.setTimeout(120_000);
  await signInAs(page, 'doctor');
  const doctorRoutes = appRoutes.filter((r) => r.role === 'doctor').map((r) => r.path);
  expect(doctorRoutes).toEqual(expect.arrayContaining(['/dashboard/doctor', '/doctor/consultation/new', '/doctor/prescriptions', '/doctor/reviews']));
  await page.goto('/dashboard/doctor');
  const linked = await page.locator('main a[href^="/"]').evaluateAll((links) => links.map((a) => a.getAttribute('href')!));
  for (const path of new Set([...doctorRoutes, ...linked])) {
    await page.goto(path);
    await expect(page.getByRole('heading', { level: 1 }).first(), path).toBeVisible();
    await expect(page.getByText(comingSoon), path).toHaveCount(0);
  }
});

test('Start Consultation opens the room of the consultation under way today', async ({ page }) => {
  // Started a minute ago (not on a slot boundary, so it collides with no booking) and not yet over.
  const startsAt = new Date(Date.now() - 60_000).toISOString();
  const { data, error } = await serviceClient()
    .from('consultations')
    .insert({ client_id: `e2e-start-${Date.now()}`, patient_id: PATIENT, doctor_id: DEMO_DOCTOR, starts_at: startsAt, type: 'chat', fee: 5000 })
    .select('id')
    .single();
  expect(error).toBeNull();
  try {
    await signInAs(page, 'doctor');
    await page.goto('/dashboard/doctor');
    await page.getByRole('link', { name: /^Start Consultation/ }).click();
    await expect(page).toHaveURL(`/consultations/room/${data!.id}`);
  } finally {
    // The route sweeps open /doctor/consultation/new as this doctor: no consultation under way may
    // be left behind to send them into its room.
    await serviceClient().from('consultations').delete().eq('id', data!.id);
  }
});

test('a written prescription shows in Recent Prescriptions and is found by patient or medicine', async ({ page }) => {
  const { data: c } = await serviceClient()
    .from('consultations')
    .insert({ client_id: `e2e-rx-${Date.now()}`, patient_id: PATIENT, doctor_id: DEMO_DOCTOR,
      starts_at: new Date(Date.now() - 86_400_000 - 7_000).toISOString(), type: 'video', fee: 5000 })
    .select('id')
    .single();
  const medicine = `Amoxicillin ${Date.now().toString(36)}`;
  const doctor = await clientFor(demoAccounts.doctor, demoPassword);
  const written = await doctor.rpc('write_eprescription', {
    p_consultation: c!.id,
    p_items: [{ name: medicine, dose: '500mg', frequency: 'three times a day', duration: '5 days' }],
    p_notes: '',
    p_client_id: `e2e-${Date.now()}`,
  });
  expect(written.error).toBeNull();

  await signInAs(page, 'doctor');
  await page.goto('/dashboard/doctor');
  const recent = page.getByRole('list', { name: 'Latest prescriptions' });
  await expect(recent.getByRole('listitem').first()).toContainText(`Ada Patient · ${medicine}`);
  await page.getByRole('link', { name: 'View all prescriptions' }).click();
  await expect(page).toHaveURL('/doctor/prescriptions');
  const search = page.getByRole('searchbox', { name: 'Search by patient or medicine' });
  await search.fill(medicine.toUpperCase());
  const list = page.getByRole('list', { name: 'Prescriptions you wrote' });
  const cards = list.getByRole('listitem', { name: /^For / });
  await expect(cards).toHaveCount(1);
  await expect(list).toContainText(medicine);
  await search.fill('ada patient');
  await expect(cards.filter({ hasText: medicine })).toHaveCount(1);
  await search.fill('no such medicine zz');
  await expect(cards).toHaveCount(0);
  await expect(page.getByText(/^0 of \d+ match/)).toBeVisible();
  expect(await axeViolations(page)).toEqual([]);
});
