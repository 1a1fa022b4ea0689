import { expect, test } from '@playwright/test';
import { createConfirmedAccount, latestMessage, serviceClient, signInAs, signInThroughForm, uniqueEmail } from './support/auth';
import { openHydrated } from './offline-support';

// A pharmacy registers with its licence, waits under review, the demo admin opens the licence and
// approves it, and the pharmacy then has its own dashboard.
const pdf = { name: 'licence.pdf', mimeType: 'application/pdf', buffer: Buffer.from('%PDF-1.4\n1 0 obj <<>> endobj\ntrailer <<>>\n%%EOF\n') };
const slow = { timeout: 25_000 };

test('a registered pharmacy is under review until the admin approves its licence', async ({ page, browser }) => {
  test.setTimeout(120_000);
  const email = uniqueEmail('approve');
  const pharmacyName = `Okoye Pharmacy ${Date.now() % 100000}`;
  await openHydrated(page, '/auth/register');
  await page.getByRole('radio', { name: 'Pharmacy' }).click();
  await page.getByLabel('Full name').fill('Ifeoma Okoye');
  await page.getByLabel('Email').fill(email);
  await page.getByLabel('Phone number').fill('0803 555 0101');
  await page.getByLabel(/^Password/).fill('secret123');
  await page.getByLabel('Confirm password').fill('secret123');
  await page.getByLabel('Pharmacy name').fill(pharmacyName);
  await page.getByLabel('Pharmacy address').fill('5 Awolowo Road, Ikoyi, Lagos');
  // A number in the wrong form is explained beside the field.
  await page.getByLabel('License number').fill('12345');
  await page.locator('input[type="file"]').setInputFiles(pdf);
  await page.getByRole('button', { name: 'Create Account' }).click();
  await expect(page.getByText('Enter the PCN number as it is written on your licence, e.g. PCN/PREM/LA/12345')).toBeVisible();
  await page.getByLabel('License number').fill('PCN/PREM/LA/20391');
  await page.getByRole('button', { name: 'Create Account' }).click();
  await expect(page.getByText(/Account created successfully/)).toBeVisible(slow);

  // Confirm through the e-mailed link, then sign in.
  const mail = await latestMessage(email);
  const link = mail.links.find((l) => l.includes('/confirm?token='))!;
  await page.goto(new URL(link).pathname + new URL(link).search);
  await expect(page.getByText('Email confirmed successfully! You can now log in.')).toBeVisible();
  await page.goto('/auth/login');
  await signInThroughForm(page, email, 'secret123');
  await expect(page).toHaveURL(/\/dashboard\/pharmacy$/, slow);
  const notice = page.getByTestId('review-notice');
  await expect(notice.getByRole('heading', { name: 'Your account is under review' })).toBeVisible();
  await expect(notice).toContainText('PCN/PREM/LA/20391');
  await expect(notice).toContainText(pharmacyName);
  await expect(page.getByText("Today's revenue")).toHaveCount(0);

  // The demo admin opens the licence through a short-lived link and approves.
  const adminContext = await browser.newContext();
  const admin = await adminContext.newPage();
  await signInAs(admin, 'admin');
  await admin.goto('/admin/approvals');
  await expect(admin.getByRole('heading', { level: 1 })).toHaveText('User Approvals');
  const card = admin.getByTestId('application').filter({ hasText: pharmacyName });
  await expect(card).toContainText('PCN/PREM/LA/20391');
  const [popup] = await Promise.all([admin.waitForEvent('popup'), card.getByRole('button', { name: 'Open Licence document' }).click()]);
  const signedUrl = popup.url();
  expect(signedUrl).toMatch(/\/storage\/v1\/object\/sign\/licenses\/pharmacy\/.+\?token=/);
  const file = await admin.request.get(signedUrl);
  expect(file.status()).toBe(200);
  expect((await file.body()).subarray(0, 5).toString()).toBe('%PDF-');
  await popup.close();

  await card.getByRole('button', { name: `Approve ${pharmacyName}` }).click();
  await admin.getByRole('dialog', { name: `Approve ${pharmacyName}?` }).getByRole('button', { name: 'Approve' }).click();
  await expect(admin.getByRole('alert').filter({ hasText: 'Application approved' })).toContainText('They have been told by e-mail.');
  await expect(card).toHaveCount(0);
  const told = await latestMessage(email, { after: mail.createdAt });
  expect(told.subject).toBe('Your Magani Health pharmacy application is approved');

  // The approval is in the audit trail.
  await admin.goto('/admin/security');
  await expect(admin.getByText(`admin@magani.test approved ${pharmacyName}`)).toBeVisible();
  await adminContext.close();

  await page.reload();
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Pharmacy Dashboard');
  await expect(page.getByText(pharmacyName).first()).toBeVisible();
  await expect(page.getByTestId('review-notice')).toHaveCount(0);
  await expect(page.getByRole('heading', { name: 'Quick Actions' })).toBeVisible();
});

test('a rejected doctor reads the reason, corrects the number and is back under review', async ({ page }) => {
  const email = uniqueEmail('rejected');
  const service = serviceClient();
  const userId = await createConfirmedAccount(email, 'secret123', 'doctor', 'Dr. Bala Musa');
  await service.from('doctors').insert({ user_id: userId, full_name: 'Dr. Bala Musa', specialty: 'Cardiology', license_number: 'MDCN/R/1', approval_status: 'rejected', rejection_reason: 'The MDCN number does not match the certificate' });

  await page.goto('/auth/login');
  await signInThroughForm(page, email, 'secret123');
  await expect(page).toHaveURL(/\/dashboard\/doctor$/, slow);
  await expect(page.getByRole('heading', { name: 'Your application needs changes' })).toBeVisible();
  await expect(page.getByText('The MDCN number does not match the certificate')).toBeVisible();
  await page.getByLabel('MDCN number').fill('12');
  await page.getByRole('button', { name: 'Send for review again' }).click();
  await expect(page.getByText('Enter the MDCN number as it is written on your licence, e.g. MDCN/R/12345')).toBeVisible();
  await page.getByLabel('MDCN number').fill('MDCN/R/77123');
  await page.getByRole('button', { name: 'Send for review again' }).click();
  await expect(page.getByRole('heading', { name: 'Your account is under review' })).toBeVisible();
  const { data } = await service.from('doctors').select('approval_status,license_number,rejection_reason').eq('user_id', userId).single();
  expect(data).toEqual({ approval_status: 'pending', license_number: 'MDCN/R/77123', rejection_reason: null });
});
