import { expect, test, type Page } from '@playwright/test';
import { createConfirmedAccount, demoPassword, signInAs, signInAsAccount, uniqueEmail } from './support/auth';
import { bookedConsultation } from './support/consultations';
import { openApp } from './patient-support';
import { overflowingControls, textOutsideCatalogues, usePseudoLocale } from './support/pseudo';

// The prescription and consultation screens (the patient's and the doctor's) in the pseudo-locale at
// 320 px, with real rows: every visible string comes from a catalogue (⟦…⟧) and no control
// overflows with the 40 % longer text. Names, addresses, file names and what people wrote are data
// (translate="no", or inside a message's placeholder).

// Amounts, counts and the numbers of dates and times come from the format module, the same in every
// language (its day and month names are the catalogue's, and so are the booking calendar's month
// heading and weekday columns).
const figures = /(?:₦-?[\d,.]+|-?[\d,.]+%?|\d{1,2}:\d{2} [AP]M|\d+ (?:Bytes|KB|MB)|PDF|PNG|JPG|WebP|WAT|[\s·|:,.()*/–-])+/;

// Mantine's growing text areas measure their text in a hidden copy it labels for itself.
const measuring = 'textarea[aria-label="autosize measurement"]';

async function clean(page: Page, options: { skip?: string[]; allowed?: RegExp } = {}) {
  await expect(page.locator('html')).toHaveAttribute('lang', 'en-XA');
  const allowed = new RegExp(options.allowed ? `${figures.source}|${options.allowed.source}` : figures.source);
  expect(await textOutsideCatalogues(page, { skip: [measuring, ...(options.skip ?? [])], allowed })).toEqual([]);
  expect(await overflowingControls(page)).toEqual([]);
}

const pdf = { name: 'rx-scan.pdf', mimeType: 'application/pdf', buffer: Buffer.from('%PDF-1.4\n% prescription\n') };

test.describe('pseudo-locale: prescriptions and consultations', () => {
  test.use({ viewport: { width: 320, height: 640 } });

  test.beforeEach(async ({ page }) => {
    await usePseudoLocale(page);
  });

  for (const path of ['/consultations/book', '/telemedicine']) {
    test(`${path} as a guest: doctors, a chosen doctor's calendar and free times`, async ({ page }) => {
      await openApp(page, path);
      await expect(page.getByRole('heading', { level: 1 })).toContainText('⟦Book a Consultation');
      await expect(page.getByRole('article').first()).toBeVisible();
      await clean(page);
      await page.getByRole('button', { name: /⟦Select Doctor/ }).first().click();
      await expect(page.getByRole('heading', { name: /⟦Schedule with/ })).toBeVisible();
      await expect(page.getByText(/⟦Times are Lagos time/)).toBeVisible();
      await expect(page.getByRole('link', { name: /⟦Sign in to book/ })).toBeVisible();
      await clean(page);
    });
  }

  test('/prescriptions/upload as a guest: the form, a held file and what is still missing', async ({ page }) => {
    await openApp(page, '/prescriptions/upload');
    await expect(page.getByRole('heading', { level: 1 })).toContainText('⟦Upload Prescription');
    await expect(page.getByRole('radio').first()).toBeVisible();
    await clean(page);
    const chooser = page.waitForEvent('filechooser');
    await page.getByRole('button', { name: /⟦Choose Files/ }).click();
    await (await chooser).setFiles([pdf]);
    await expect(page.getByRole('list', { name: /⟦Files to send/ })).toContainText('rx-scan.pdf');
    await expect(page.getByText(/⟦To submit, add a pharmacy and a delivery address/)).toBeVisible();
    await page.getByLabel(/⟦Contact number/).fill('0803');
    await page.getByLabel(/⟦Contact number/).blur();
    await expect(page.getByText(/⟦Enter a valid phone number/)).toBeVisible();
    await clean(page);
  });

  test('a patient: upload, the confirmation with the pharmacy\'s state, and /prescriptions', async ({ page }) => {
    test.setTimeout(90_000);
    const email = uniqueEmail('rx.pseudo');
    await createConfirmedAccount(email, demoPassword, 'patient', 'Ada Patient');
    await signInAsAccount(page, email);
    await openApp(page, '/prescriptions/upload');
    const chooser = page.waitForEvent('filechooser');
    await page.getByRole('button', { name: /⟦Choose Files/ }).click();
    await (await chooser).setFiles([pdf]);
    await page.getByRole('radio').first().click();
    await page.getByLabel(/⟦Delivery address/).fill('12 Allen Avenue, Ikeja');
    await page.getByRole('button', { name: /⟦Submit Prescription/ }).click();
    await expect(page).toHaveURL(/\/prescriptions\/confirmation\?id=/);
    await expect(page.getByRole('heading', { level: 1 })).toContainText('⟦Prescription Submitted');
    await expect(page.getByTestId('review-state')).toContainText('⟦Sent to pharmacy', { timeout: 30_000 });
    await clean(page);

    await openApp(page, '/prescriptions');
    await expect(page.getByRole('heading', { level: 1 })).toContainText('⟦My prescriptions');
    await expect(page.getByText(/⟦Sent to pharmacy/).first()).toBeVisible();
    await clean(page);
  });

  test('a patient with a booking: /consultations with rescheduling open, the confirmation and the room', async ({ page }) => {
    test.setTimeout(90_000);
    const { id, email } = await bookedConsultation();
    await signInAsAccount(page, email);
    await openApp(page, '/consultations');
    await expect(page.getByRole('heading', { level: 1 })).toContainText('⟦My consultations');
    await expect(page.getByRole('listitem').first()).toBeVisible();
    await clean(page);
    await page.getByRole('button', { name: /⟦Reschedule/ }).first().click();
    await expect(page.getByText(/⟦Times are Lagos time \(WAT\)/)).toBeVisible();
    await clean(page);

    await openApp(page, `/consultations/booking-confirmation?id=${id}`);
    await expect(page.getByRole('heading', { level: 1 })).toContainText('⟦Booking Confirmed');
    await clean(page);

    await openApp(page, `/consultations/room/${id}`);
    await expect(page.getByRole('heading', { level: 1 })).toContainText('⟦Consultation with');
    await expect(page.getByText(/⟦No messages yet/)).toBeVisible();
    await page.getByRole('button', { name: /⟦Send/ }).first().click();
    await expect(page.getByText(/⟦Write a message first/)).toBeVisible();
    await clean(page);
  });

  test('the doctor in the room: notes, the e-prescription form and its check', async ({ page }) => {
    test.setTimeout(90_000);
    const { id } = await bookedConsultation();
    await signInAs(page, 'doctor');
    await openApp(page, `/consultations/room/${id}`);
    await expect(page.getByRole('heading', { level: 1 })).toContainText('⟦Consultation with');
    await expect(page.getByRole('heading', { name: /⟦Write an e-prescription/ })).toBeVisible();
    await page.getByRole('button', { name: /⟦Send prescription/ }).click();
    await expect(page.getByText(/⟦Every medicine needs/)).toBeVisible();
    await clean(page);
  });
});

test('in Hausa, the booking and upload screens speak Hausa', async ({ page }) => {
  await openApp(page, '/ha/consultations/book');
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Tsara tuntuɓar likita');
  await expect(page.getByRole('heading', { name: 'Fannoni' })).toBeVisible();
  // A chosen doctor's calendar names its month and weekdays in Hausa (Monday first: "Lit").
  await page.getByRole('button', { name: 'Zaɓi likita' }).first().click();
  const calendar = page.locator('.mantine-DatePicker-calendarHeaderLevel');
  await expect(calendar).toHaveText(/^(Janairu|Fabrairu|Maris|Afirilu|Mayu|Yuni|Yuli|Agusta|Satumba|Oktoba|Nuwamba|Disamba) \d{4}$/);
  await expect(page.locator('.mantine-DatePicker-weekday').first()).toHaveText('Lit');
  await expect(page.getByRole('button', { name: 'Wata mai zuwa' })).toBeVisible();
  await openApp(page, '/ha/prescriptions/upload');
  await expect(page.getByRole('button', { name: 'Zaɓi fayiloli' })).toBeVisible();
});
