import { expect, test } from '@playwright/test';
import { demoAccounts, demoPassword, signInAs, signInThroughForm } from './support/auth';
import { openHydrated } from './offline-support';

test('signed-out visitors to role screens are sent to login and brought back', async ({ page }) => {
  await page.goto('/admin/users');
  await expect(page).toHaveURL(/\/auth\/login\?redirect=%2Fadmin%2Fusers$/);
  await signInThroughForm(page, demoAccounts.admin, demoPassword);
  await expect(page).toHaveURL(/\/admin\/users$/);
});

test('a patient cannot open admin screens; the admin demo account can', async ({ page }) => {
  await signInAs(page, 'patient');
  await page.goto('/dashboard/patient');
  await expect(page).toHaveURL(/\/dashboard\/patient$/);
  await page.goto('/dashboard/admin');
  await expect(page).toHaveURL(/\/auth\/login\?redirect=/);
  await page.goto('/admin/users');
  await expect(page).toHaveURL(/\/auth\/login\?redirect=/);
  await page.goto('/pharmacy/orders');
  await expect(page).toHaveURL(/\/auth\/login\?redirect=/);

  await signInAs(page, 'admin');
  await page.goto('/dashboard/admin');
  await expect(page).toHaveURL(/\/dashboard\/admin$/);
  await page.goto('/admin/users');
  await expect(page).toHaveURL(/\/admin\/users$/);
});

test('public screens stay open, including the pharmacy search', async ({ page }) => {
  for (const path of ['/pharmacy', '/drugs/search', '/consultations/book', '/orders/track', '/prescriptions/upload']) {
    await page.goto(path);
    await expect(page).toHaveURL(new RegExp(`${path.replace(/\//g, '\\/')}$`));
  }
});

test('a pharmacy account reaches its screens and its dashboard link', async ({ page }) => {
  await openHydrated(page, '/auth/login?redirect=%2Fpharmacy%2Forders');
  await signInThroughForm(page, demoAccounts.pharmacy, demoPassword);
  await expect(page).toHaveURL(/\/pharmacy\/orders$/);
  await expect(page.getByRole('banner').getByRole('link', { name: 'Dashboard' })).toHaveAttribute('href', '/dashboard/pharmacy');
  await page.goto('/pharmacy/inventory');
  await expect(page).toHaveURL(/\/pharmacy\/inventory$/);
});
