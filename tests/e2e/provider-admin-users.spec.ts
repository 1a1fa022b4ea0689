import { readFile } from 'node:fs/promises';
import { expect, test, type Page } from '@playwright/test';
import { signInAs } from './support/auth';

// Admin user management: filters, summary tiles, a status change through a dialog, CSV export.
const rows = (page: Page) => page.getByTestId('user-row');
const row = (page: Page, name: string) => rows(page).filter({ has: page.getByRole('heading', { name, exact: true }) });
const tile = (page: Page, key: string) => page.getByTestId(`tile-${key}`);
const notice = (page: Page, title: string) => page.getByRole('alert').filter({ hasText: title });

/** Reads RFC 4180 CSV: quoted fields, doubled quotes, CRLF line ends. */
function parseCsv(text: string): string[][] {
  const lines: string[][] = [];
  let line: string[] = [];
  let field = '';
  let quoted = false;
  for (let i = 0; i < text.length; i++) {
    const c = text[i];
    if (quoted) {
      if (c === '"' && text[i + 1] === '"') {
        field += '"';
        i++;
      } else if (c === '"') {
        quoted = false;
      } else {
        field += c;
      }
    } else if (c === '"') {
      quoted = true;
    } else if (c === ',') {
      line.push(field);
      field = '';
    } else if (c === '\r' && text[i + 1] === '\n') {
      line.push(field);
      lines.push(line);
      line = [];
      field = '';
      i++;
    } else {
      field += c;
    }
  }
  return lines;
}

test.beforeEach(async ({ page }) => {
  await signInAs(page, 'admin');
  await page.goto('/admin/users');
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('User Management');
  await expect(rows(page)).toHaveCount(20);
});

test('Back leads to the admin dashboard', async ({ page }) => {
  await page.getByRole('link', { name: 'Back', exact: true }).click();
  await expect(page).toHaveURL(/\/dashboard\/admin$/);
});

test('tiles count the list', async ({ page }) => {
  await expect(tile(page, 'total')).toContainText('20');
  await expect(tile(page, 'activeToday')).toContainText('10');
  await expect(tile(page, 'suspended')).toContainText('2');
  await expect(tile(page, 'pendingApproval')).toContainText('4');
  await page.getByLabel('Status').selectOption('suspended');
  await expect(rows(page)).toHaveCount(2);
  await page.getByLabel('Status').selectOption('pending');
  await expect(rows(page)).toHaveCount(4);
});

test('rows show role, status, activity by role, dates and location', async ({ page }) => {
  const pharmacy = row(page, 'HealthPlus Pharmacy, Lekki');
  await expect(pharmacy.getByText('Pharmacy', { exact: true })).toBeVisible();
  await expect(pharmacy.getByTestId('user-status')).toHaveText('Active');
  await expect(pharmacy.getByText('1,204 orders fulfilled')).toBeVisible();
  await expect(row(page, 'Dr. Adaeze Okafor').getByText('342 consultations')).toBeVisible();
  await expect(row(page, 'Emeka Nwosu').getByText('312 deliveries')).toBeVisible();
  await expect(row(page, 'Amaka Obi').getByText('14 orders')).toBeVisible();
  await expect(row(page, 'Amaka Obi').getByText(/^\d{1,2} [A-Z][a-z]{2,3} \d{4}$/)).toBeVisible();
});

test('search by name, email or phone, and filter by role, status and location', async ({ page }) => {
  const search = page.getByLabel('Search users');
  await search.fill('healthplus.ng');
  await expect(rows(page)).toHaveCount(1);
  await search.fill('0803 412');
  await expect(rows(page)).toHaveCount(1);
  await expect(row(page, 'Amaka Obi')).toBeVisible();
  await search.fill('ADEYEMI');
  await expect(rows(page)).toHaveCount(1);
  await search.fill('');

  await page.getByLabel('Role').selectOption('doctor');
  await expect(rows(page)).toHaveCount(4);
  // The search box writes to the URL a moment after typing; that must not undo the role just chosen.
  await page.waitForTimeout(500);
  await expect(rows(page)).toHaveCount(4);
  await expect(page).toHaveURL(/role=doctor/);
  await page.getByLabel('Status').selectOption('pending');
  await expect(rows(page)).toHaveCount(1);
  await expect(row(page, 'Dr. Halima Sani')).toBeVisible();
  await page.getByLabel('Role').selectOption('all');
  await page.getByLabel('Location').selectOption('Lagos');
  await expect(rows(page)).toHaveCount(2);
  await expect(page.getByText('Showing 2 of 20 users')).toBeVisible();

  await page.getByRole('button', { name: 'Clear filters' }).click();
  await expect(rows(page)).toHaveCount(20);
});

test('suspend asks first, then changes the badge and the tiles; reactivate undoes it', async ({ page }) => {
  const amaka = row(page, 'Amaka Obi');
  await amaka.getByRole('button', { name: 'Suspend Amaka Obi' }).click();
  const dialog = page.getByRole('dialog', { name: 'Suspend Amaka Obi?' });
  await expect(dialog).toBeVisible();
  await dialog.getByRole('button', { name: 'Cancel' }).click();
  await expect(amaka.getByTestId('user-status')).toHaveText('Active');

  await amaka.getByRole('button', { name: 'Suspend Amaka Obi' }).click();
  await page.getByRole('dialog').getByRole('button', { name: 'Suspend' }).click();
  await expect(amaka.getByTestId('user-status')).toHaveText('Suspended');
  await expect(notice(page, 'User suspended')).toContainText('Amaka Obi has been suspended.');
  await expect(tile(page, 'suspended')).toContainText('3');
  await expect(tile(page, 'activeToday')).toContainText('9');

  await amaka.getByRole('button', { name: 'Reactivate Amaka Obi' }).click();
  await page.getByRole('dialog', { name: 'Reactivate Amaka Obi?' }).getByRole('button', { name: 'Reactivate' }).click();
  await expect(amaka.getByTestId('user-status')).toHaveText('Active');
  await expect(tile(page, 'suspended')).toContainText('2');
});

test('verify moves a pending user on and updates the pending tile', async ({ page }) => {
  const kemi = row(page, 'Kemi Adebayo');
  await kemi.getByRole('button', { name: 'Verify Kemi Adebayo' }).click();
  await page.getByRole('dialog', { name: 'Verify Kemi Adebayo?' }).getByRole('button', { name: 'Verify' }).click();
  await expect(kemi.getByTestId('user-status')).toHaveText('Verified');
  await expect(tile(page, 'pendingApproval')).toContainText('3');
});

test('Export Users downloads the filtered list as CSV', async ({ page }) => {
  await page.getByLabel('Role').selectOption('pharmacy');
  await expect(rows(page)).toHaveCount(5);
  const onScreen = await rows(page).getByRole('heading').allTextContents();

  const [download] = await Promise.all([page.waitForEvent('download'), page.getByRole('button', { name: 'Export Users' }).click()]);
  expect(download.suggestedFilename()).toMatch(/^magani-users-\d{4}-\d{2}-\d{2}\.csv$/);
  const text = (await readFile((await download.path())!, 'utf8')).replace(/^\uFEFF/, '');
  expect(text.endsWith('\r\n')).toBe(true);
  const [header, ...data] = parseCsv(text);
  expect(header).toEqual(['ID', 'Name', 'Email', 'Phone', 'Role', 'Status', 'Location', 'Activity', 'Joined', 'Last Active']);
  expect(data.map((r) => r[1])).toEqual(onScreen);
  expect(data.every((r) => r[4] === 'Pharmacy')).toBe(true);
  // Names with a comma or quotes survive the round trip.
  expect(onScreen).toContain('HealthPlus Pharmacy, Lekki');
  expect(onScreen).toContain('Alheri "Care" Pharmacy');
  expect(text).toContain('"Alheri ""Care"" Pharmacy"');
});
