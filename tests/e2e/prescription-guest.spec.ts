// A guest's submission stays on the device until sign-in, and the page says so with a way to sign in.
import { expect, test } from '@playwright/test';
import { openApp } from './patient-support';

test('a guest submission says it waits for sign-in and links to it', async ({ page }) => {
  await openApp(page, '/prescriptions/upload');
  const chooser = page.waitForEvent('filechooser');
  await page.getByRole('button', { name: 'Choose Files' }).click();
  await (await chooser).setFiles([{ name: 'rx.pdf', mimeType: 'application/pdf', buffer: Buffer.from('%PDF-1.4\n') }]);
  await page.getByRole('button', { name: /Show all \d+ pharmacies/ }).click();
  await page.getByRole('radio', { name: 'Magani Demo Pharmacy' }).click();
  await page.getByLabel('Delivery address').fill('12 Allen Avenue, Ikeja');
  await page.getByRole('button', { name: 'Submit Prescription' }).click();
  await expect(page.getByTestId('submission-state')).toHaveText('Waiting for you to sign in', { timeout: 20_000 });
  await expect(page.getByText('nothing has reached the pharmacy yet')).toBeVisible();
  await page.getByRole('link', { name: 'Sign in', exact: true }).click();
  await expect(page).toHaveURL(/\/auth\/login/);
});
