import { expect, test, type Page } from '@playwright/test';
import { viewports } from './support/env';
import { openApp } from './patient-support';

const longDate = (d: Date) =>
  new Intl.DateTimeFormat('en-NG', { weekday: 'long', day: 'numeric', month: 'long', year: 'numeric' }).format(d);

/** The 15th of next month: always bookable, whatever the time of day the test runs. */
function nextMonth15() {
  const now = new Date();
  return new Date(now.getFullYear(), now.getMonth() + 1, 15, 12);
}

const doctorCard = (page: Page, name: string) => page.getByRole('article', { name });

for (const [width, viewport] of Object.entries(viewports)) {
  test.describe(`booking at ${width} width`, () => {
    test.use({ viewport });

    test('choose a specialty, doctor, type, date and slot; the selection survives a reload; Book confirms', async ({
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
      await expect(schedule.getByRole('button', { name: /^Book|Choose a time/ })).toBeDisabled();

      await schedule.getByText('Voice Call').click();
      await schedule.getByRole('button', { name: 'Next month' }).click();
      const day = nextMonth15();
      await schedule.getByRole('button', { name: longDate(day) }).click();
      await schedule.getByRole('button', { name: '03:30 PM', exact: true }).click();
      await expect(schedule.getByRole('button', { name: '03:30 PM', exact: true })).toHaveAttribute(
        'aria-pressed',
        'true',
      );
      await schedule.getByLabel('Describe your symptoms').fill('Chest tightness when climbing stairs');
      await page.waitForTimeout(600); // the symptoms are saved when typing pauses

      await page.reload();
      const again = page.getByRole('region', { name: 'Schedule with Dr. Ibrahim Musa' });
      await expect(again.getByRole('radio', { name: 'Voice Call' })).toBeChecked();
      await expect(again.getByRole('button', { name: '03:30 PM', exact: true })).toHaveAttribute(
        'aria-pressed',
        'true',
      );
      await expect(again.getByLabel('Describe your symptoms')).toHaveValue('Chest tightness when climbing stairs');
      await expect(again.getByText(`Time on ${longDate(day)}`)).toBeVisible();

      await again.getByRole('button', { name: 'Book Voice Call for 03:30 PM' }).click();
      await expect(page).toHaveURL(/\/consultations\/booking-confirmation\?/);
      await expect(page.getByRole('heading', { level: 1 })).toHaveText('Booking Confirmed');
      const details = page.locator('dl');
      await expect(details).toContainText('Dr. Ibrahim Musa, Cardiology');
      await expect(details).toContainText(longDate(day));
      await expect(details).toContainText('03:30 PM');
      await expect(details).toContainText('Voice Call');
      await expect(details).toContainText('₦25,000');
      await expect(page.getByText('You will be charged only after the consultation is completed.')).toBeVisible();

      // The confirmation link itself carries the booking.
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

test('a direct visit to the confirmation with nothing booked says so and links to booking', async ({ page }) => {
  await openApp(page, '/consultations/booking-confirmation');
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('No consultation booked yet');
  await page.getByRole('link', { name: 'Book a Consultation' }).click();
  await expect(page).toHaveURL(/\/consultations\/book$/);
});
