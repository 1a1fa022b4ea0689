// A prescription from upload to order, in two browsers: the patient sends it to the demo pharmacy;
// the pharmacy opens the file through a signed link and quotes; the patient accepts and an order exists.
import { expect, test } from '@playwright/test';
import { createConfirmedAccount, demoPassword, signInAs, signInAsAccount, uniqueEmail } from './support/auth';
import { axeViolations } from './support/axe';
import { openApp } from './patient-support';

const pdf = { name: 'rx-scan.pdf', mimeType: 'application/pdf', buffer: Buffer.from('%PDF-1.4\n% prescription\n') };

test('upload, quote, accept: the quote becomes an order', async ({ browser }) => {
  test.setTimeout(180_000);
  const address = `${Date.now() % 100000} Allen Avenue, Ikeja`;
  const [patientCtx, pharmacyCtx] = await Promise.all([browser.newContext(), browser.newContext()]);
  const patient = await patientCtx.newPage();
  const pharmacy = await pharmacyCtx.newPage();

  // A patient of its own: the demo patient may already hold the 5 open orders one patient may have.
  const email = uniqueEmail('rx.review');
  await createConfirmedAccount(email, demoPassword, 'patient', 'Ada Patient');
  await signInAsAccount(patient, email);
  await openApp(patient, '/prescriptions/upload');
  const chooser = patient.waitForEvent('filechooser');
  await patient.getByRole('button', { name: 'Choose Files' }).click();
  await (await chooser).setFiles([pdf]);
  await patient.getByRole('button', { name: /Show all \d+ pharmacies/ }).click();
  await patient.getByRole('radio', { name: 'Magani Demo Pharmacy' }).click();
  await patient.getByLabel('Delivery address').fill(address);
  await patient.getByLabel('Contact number').fill('0803 123 4567');
  await patient.getByRole('button', { name: 'Submit Prescription' }).click();
  await expect(patient).toHaveURL(/\/prescriptions\/confirmation\?id=/);
  await expect(patient.getByTestId('review-state')).toHaveText('Sent to pharmacy', { timeout: 30_000 });
  await expect(patient.getByTestId('step-mark').first()).toHaveText('In progress');

  await signInAs(pharmacy, 'pharmacy');
  await openApp(pharmacy, '/pharmacy/prescriptions');
  const card = pharmacy.getByRole('article').filter({ hasText: address });
  await expect(card).toBeVisible();
  const popup = pharmacy.waitForEvent('popup');
  await card.getByRole('button', { name: /Open file 1/ }).click();
  const file = await popup;
  await file.waitForLoadState();
  expect(file.url()).toContain('token=');
  await file.close();
  await card.getByLabel('Item 1', { exact: true }).selectOption({ index: 1 });
  await card.getByLabel('Item 1 quantity').fill('2');
  await card.getByRole('button', { name: 'Add item' }).click();
  await card.getByLabel('Item 2 name').fill('Spacer device');
  await card.getByLabel('Item 2 price (₦)').fill('1500');
  await card.getByLabel('Note for the patient').fill('Take after meals');
  await card.getByRole('button', { name: 'Send quote' }).click();
  await expect(card.getByText('Quote sent')).toBeVisible();
  expect(await axeViolations(pharmacy)).toEqual([]);

  await patient.reload();
  await expect(patient.getByTestId('review-state')).toHaveText('Quote ready');
  await expect(patient.getByRole('table', { name: 'Quote' })).toContainText('Spacer device');
  await expect(patient.getByText('Take after meals')).toBeVisible();
  expect(await axeViolations(patient)).toEqual([]);
  await patient.getByRole('button', { name: 'Accept quote and order' }).click();
  await expect(patient.getByText('Choose your state')).toBeVisible();
  await patient.getByLabel('State').selectOption('Lagos');
  await patient.getByLabel('LGA').fill('Ikeja');
  await patient.getByRole('button', { name: 'Accept quote and order' }).click();
  await expect(patient.getByTestId('review-state')).toHaveText('Order placed');
  const track = patient.getByRole('link', { name: /Track order ORD-/ });
  const reference = ((await track.textContent()) ?? '').replace('Track order ', '');

  await openApp(patient, '/orders');
  await expect(patient.getByText(reference)).toBeVisible();
  await openApp(patient, '/prescriptions');
  await expect(patient.getByRole('main')).toContainText('Order placed');
});
