import { expect, test, type Page } from '@playwright/test';
import { viewports } from './support/env';
import { openApp } from './patient-support';
import { idbRows } from './offline-support';

const longDate = (d: Date) =>
  new Intl.DateTimeFormat('en-NG', { weekday: 'long', day: 'numeric', month: 'long', year: 'numeric' }).format(d);

/** A weekday of next month (seeded doctors work Monday to Saturday), one per viewport so bookings never collide. */
function nextMonthDay(offset: number) {
  const now = new Date();
  const day = new Date(now.getFullYear(), now.getMonth() + 1, 10 + offset * 2, 12);
  if (day.getDay() === 0) day.setDate(day.getDate() + 1);
  return day;
}

const doctorCard = (page: Page, name: string) => page.getByRole('article', { name });

for (const [index, [width, viewport]] of Object.entries(viewports).entries()) {
  test.describe(`booking at ${width} width`, () => {
    test.use({ viewport });

    test('choose a specialty, doctor, type, date and slot; the selection survives a reload and sign-in; Book stores it', async ({
      page,
    }) => {
      await openApp(page, '/consultations/book');
      await expect(page.getByRole('heading', { level: 1 })).toHaveText('Book a Consultation');
      await page.getByRole('button', { name: /^Cardiology/ }).click();
      await expect(page.getByRole('heading', { name: 'Available doctors in Cardiology' })).toBeVisible();
      const doctor = doctorCard(page, 'Dr. Ibrahim Musa');
      await expect(doctor).toContainText('₦25,000');
      await expect(doctor).toContainText('National Hospital, Abuja');
      await doctor.getByRole('button', { name: 'Select Doctor' }).click();

      const schedule = page.getByRole('region', { name: 'Schedule with Dr. Ibrahim Musa' });
      await expect(schedule).toBeVisible();
      // Only the doctor's own types, video first by default.
      await expect(schedule.getByRole('radio', { name: 'Video Call' })).toBeChecked();
      await expect(schedule.getByRole('radio', { name: 'Chat' })).toHaveCount(0);
      await expect(schedule.getByRole('button', { name: 'Previous month' })).toBeDisabled();
      // A guest is asked to sign in before booking.
      await expect(schedule.getByRole('link', { name: 'Sign in to book' })).toBeVisible();

      await schedule.getByText('Voice Call').click();
      await schedule.getByRole('button', { name: 'Next month' }).click();
      const day = nextMonthDay(index);
      await schedule.getByRole('button', { name: longDate(day) }).click();
      await schedule.getByRole('button', { name: '03:30 PM', exact: true }).click();
      await expect(schedule.getByRole('button', { name: '03:30 PM', exact: true })).toHaveAttribute(
        'aria-pressed',
        'true',
      );
      await schedule.getByLabel('Describe your symptoms').fill('Chest tightness when climbing stairs');
      // The symptoms are saved when typing pauses.
      await expect.poll(async () => JSON.stringify(await idbRows(page, 'booking'))).toContain('Chest tightness when climbing stairs');

      await page.reload();
      const again = page.getByRole('region', { name: 'Schedule with Dr. Ibrahim Musa' });
      await expect(again.getByRole('radio', { name: 'Voice Call' })).toBeChecked();
      await expect(again.getByRole('button', { name: '03:30 PM', exact: true })).toHaveAttribute(
        'aria-pressed',
        'true',
      );
      await expect(again.getByLabel('Describe your symptoms')).toHaveValue('Chest tightness when climbing stairs');
      await expect(again.getByText(`Time on ${longDate(day)}`)).toBeVisible();

      // A guest signs in first; the choice is kept on the device.
      await again.getByRole('link', { name: 'Sign in to book' }).click();
      await page.getByLabel('Email').fill('patient@magani.test');
      await page.getByLabel('Password', { exact: true }).fill('Password123!');
      await page.getByRole('button', { name: 'Sign In', exact: true }).click();
      await expect(page).toHaveURL(/\/consultations\/book/);
      const signedIn = page.getByRole('region', { name: 'Schedule with Dr. Ibrahim Musa' });
      await signedIn.getByRole('button', { name: 'Book Voice Call for 03:30 PM' }).click();
      await expect(page).toHaveURL(/\/consultations\/booking-confirmation\?id=/);
      await expect(page.getByRole('heading', { level: 1 })).toHaveText('Booking Confirmed');
      const details = page.locator('dl');
      await expect(details).toContainText('Dr. Ibrahim Musa, Cardiology');
      await expect(details).toContainText(longDate(day));
      await expect(details).toContainText('03:30 PM');
      await expect(details).toContainText('Voice Call');
      await expect(details).toContainText('₦25,000');
      await expect(page.getByText('You will be charged only after the consultation is completed.')).toBeVisible();

      // The confirmation is read from the stored booking.
      await page.reload();
      await expect(page.getByRole('heading', { level: 1 })).toHaveText('Booking Confirmed');
    });
  });
}

test('a doctor without video defaults to their first type; /telemedicine is the same screen', async ({ page }) => {
  await openApp(page, '/telemedicine');
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Book a Consultation');
  await page.getByRole('button', { name: /^General Practice/ }).click();
  await doctorCard(page, 'Dr. Aisha Abdullahi').getByRole('button', { name: 'Select Doctor' }).click();
  const schedule = page.getByRole('region', { name: 'Schedule with Dr. Aisha Abdullahi' });
  await expect(schedule.getByRole('radio', { name: 'Voice Call' })).toBeChecked();
  await expect(schedule.getByRole('radio', { name: 'Video Call' })).toHaveCount(0);
});

test('a direct visit to the confirmation without a booking of yours says so and links to booking', async ({ page }) => {
  await openApp(page, '/consultations/booking-confirmation');
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Booking not found');
  await page.getByRole('link', { name: 'Book a Consultation' }).click();
  await expect(page).toHaveURL(/\/consultations\/book$/);
});
