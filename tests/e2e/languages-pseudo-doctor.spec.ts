import { expect, test, type Page } from '@playwright/test';
import { demoAccounts, demoPassword, serviceClient, signInAs } from './support/auth';
import { bookedConsultation, DEMO_DOCTOR } from './support/consultations';
import { clientFor } from './support/orders';
import { overflowingControls, textOutsideCatalogues, usePseudoLocale } from './support/pseudo';

// The doctor's own screens in the pseudo-locale at 320 px, signed in as the demo doctor, with real
// rows: every visible string comes from a catalogue (⟦…⟧) and no control overflows with the 40 %
// longer text. Patients' names, medicines and what the doctor wrote are data (translate="no", or
// inside a message's placeholder). The consultation room is swept with the patient's screens.

const PATIENT = '11111111-1111-4111-8111-111111111111';

// Amounts, counts and the numbers of dates and times come from the format module, the same in every
// language (day and month names, and an appointment's "(Lagos time)", are the catalogue's); the
// doctor's council registration number is as registered.
const figures = /(?:MDCN\/[A-Z]\/\d+|₦-?[\d,.]+|-?[\d,.]+%?|\d{1,2}:\d{2} [AP]M|[\s·|:,.()*/-])+/;

// Mantine's growing text areas (the answer to a review) measure their text in a hidden copy it labels for itself.
const measuring = 'textarea[aria-label="autosize measurement"]';

async function clean(page: Page) {
  await expect(page.locator('html')).toHaveAttribute('lang', 'en-XA');
  expect(await textOutsideCatalogues(page, { allowed: figures, skip: [measuring] })).toEqual([]);
  expect(await overflowingControls(page)).toEqual([]);
}

test.describe('pseudo-locale: the doctor', () => {
  test.use({ viewport: { width: 320, height: 640 } });
  test.describe.configure({ mode: 'serial' });

  // An upcoming booking (the schedule), one of today whose slot is over (today's list on the
  // dashboard, without sending /doctor/consultation/new into its room) and yesterday's with an
  // e-prescription (the prescriptions). All are removed afterwards: other specs sign in as this doctor.
  const made: string[] = [];
  const medicine = `Paracetamol ${Date.now().toString(36)}`;
  const reviewComment = `Listened well ${Date.now().toString(36)}`;
  test.beforeAll(async () => {
    made.push((await bookedConsultation()).id);
    const service = serviceClient();
    const rows = [
      { when: Date.now() - 40 * 60_000 - 7_000, type: 'audio' },
      { when: Date.now() - 86_400_000 - 11_000, type: 'video' },
    ];
    for (const [i, row] of rows.entries()) {
      const { data, error } = await service
        .from('consultations')
        .insert({ client_id: `e2e-pseudo-doctor-${i}-${Date.now()}`, patient_id: PATIENT, doctor_id: DEMO_DOCTOR, starts_at: new Date(row.when).toISOString(), type: row.type, fee: 5000 })
        .select('id')
        .single();
      expect(error).toBeNull();
      made.push(data!.id);
    }
    const doctor = await clientFor(demoAccounts.doctor, demoPassword);
    const written = await doctor.rpc('write_eprescription', {
      p_consultation: made[2],
      p_items: [{ name: medicine, dose: '1 tablet', frequency: 'twice a day', duration: '3 days' }],
      p_notes: 'After food',
      p_client_id: `e2e-pseudo-doctor-rx-${Date.now()}`,
    });
    expect(written.error).toBeNull();
    // A patient's review of yesterday's consultation, for the doctor's reviews page (removed with it).
    const review = await service
      .from('reviews')
      .insert({ patient_id: PATIENT, consultation_id: made[2], doctor_id: DEMO_DOCTOR, rating: 4, comment: reviewComment });
    expect(review.error).toBeNull();
  });
  test.afterAll(async () => {
    // Deleting a consultation deletes its e-prescription and its review too.
    if (made.length) await serviceClient().from('consultations').delete().in('id', made);
  });
  test.beforeEach(async ({ page }) => {
    await usePseudoLocale(page);
    await signInAs(page, 'doctor');
  });

  test('/dashboard/doctor: its figures, quick actions, today and the latest prescriptions', async ({ page }) => {
    await page.goto('/dashboard/doctor');
    await expect(page.getByRole('heading', { level: 1 })).toContainText('⟦Doctor Dashboard');
    await expect(page.getByRole('list', { name: /⟦Latest prescriptions/ })).toContainText(medicine);
    // Today's list holds the booking of 40 minutes ago, unless Lagos's midnight fell in between.
    const lagosDay = (t: number) => new Date(t + 3_600_000).toISOString().slice(0, 10);
    if (lagosDay(Date.now() - 40 * 60_000) === lagosDay(Date.now())) await expect(page.getByText(/⟦audio/)).toBeVisible();
    await clean(page);
  });

  test('/doctor/schedule', async ({ page }) => {
    await page.goto('/doctor/schedule');
    await expect(page.getByRole('heading', { level: 1 })).toContainText('⟦My schedule');
    await expect(page.getByRole('button', { name: /⟦Reschedule/ }).first()).toBeVisible();
    await clean(page);
  });

  test('/doctor/availability with an added period and the check of its times', async ({ page }) => {
    await page.goto('/doctor/availability');
    await expect(page.getByRole('heading', { level: 1 })).toContainText('⟦Availability');
    await expect(page.getByRole('button', { name: /⟦Save availability/ })).toBeVisible();
    await clean(page);
    // A period that ends before it starts is refused before anything is sent.
    await page.getByRole('button', { name: /⟦Add hours on ⟦Sunday/ }).click();
    await page.getByLabel(/⟦⟦Sunday[^⟧]*⟧ until/).last().fill('08:00');
    await page.getByRole('button', { name: /⟦Save availability/ }).click();
    await expect(page.getByRole('alert').filter({ hasText: '⟦Each period must end after it starts' })).toBeVisible();
    await clean(page);
  });

  test('/doctor/prescriptions with a search that finds nothing', async ({ page }) => {
    await page.goto('/doctor/prescriptions');
    const list = page.getByRole('list', { name: /⟦Prescriptions you wrote/ });
    await expect(list).toContainText(medicine);
    await expect(list).toContainText('⟦Notes:');
    await clean(page);
    await page.getByRole('searchbox').fill('no such medicine zz');
    // (The shell's own announcer is a status region too.)
    await expect(page.getByRole('status').filter({ hasText: '⟦0 of' })).toBeVisible();
    await clean(page);
  });

  test('/doctor/consultation/new when nothing is left today', async ({ page }) => {
    await page.goto('/doctor/consultation/new');
    await expect(page.getByRole('heading', { level: 1 })).toContainText('⟦Start a consultation');
    await expect(page.getByText(/⟦No more consultations/)).toBeVisible();
    await clean(page);
  });

  test('/doctor/reviews with a patient\'s review and the answer form', async ({ page }) => {
    await page.goto('/doctor/reviews');
    await expect(page.getByRole('heading', { level: 1 })).toContainText('⟦Reviews');
    const card = page.getByTestId('review').filter({ hasText: reviewComment });
    await expect(card).toBeVisible({ timeout: 30_000 });
    await expect(page.getByTestId('my-rating')).toContainText('⟦');
    await clean(page);
    await card.getByRole('button', { name: /⟦Answer/ }).click();
    await expect(card.getByRole('button', { name: /⟦Save answer/ })).toBeVisible();
    await clean(page);
  });

  test('in Hausa, the doctor dashboard and the availability screen speak Hausa', async ({ page }) => {
    // A device choice is saved to the signed-in account at sign-in, and other specs sign in as this
    // doctor: the save is refused here, so only this page is in Hausa.
    await page.route('**/rest/v1/rpc/set_my_language', (route) => route.abort());
    await page.addInitScript(() => localStorage.setItem('magani-language', 'ha'));
    await page.goto('/ha/dashboard/doctor');
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Dashboard na likita');
    await expect(page.getByRole('heading', { name: 'Takardun likita na baya-bayan nan' })).toBeVisible();
    await page.goto('/ha/doctor/availability');
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Lokutan aiki');
    await expect(page.getByRole('button', { name: 'Ajiye lokutan aiki' })).toBeVisible();
  });
});
