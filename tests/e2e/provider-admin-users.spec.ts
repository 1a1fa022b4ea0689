import { readFile } from 'node:fs/promises';
import { expect, test, type Page } from '@playwright/test';
import { AUTH_STORAGE_KEY, anonKey, createConfirmedAccount, demoPassword, signInAs, signInThroughForm } from './support/auth';
import { apiUrl } from './support/env';

// Admin user management on real accounts: filters and search in the database, summary tiles,
// suspension that ends sessions and sign-in, and the CSV export of the filtered list.
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


/** Opens a session for an account in this page, as the app stores it. */
async function signInPage(page: Page, email: string) {
  const res = await fetch(`${apiUrl}/auth/v1/token?grant_type=password`, {
    method: 'POST',
    headers: { apikey: anonKey, 'Content-Type': 'application/json' },
    body: JSON.stringify({ email, password: demoPassword }),
  });
  expect(res.ok).toBe(true);
  await page.goto('/robots.txt');
  await page.evaluate(([key, value]) => localStorage.setItem(key, value), [AUTH_STORAGE_KEY, JSON.stringify(await res.json())] as const);
}

async function openUsers(page: Page) {
  await signInAs(page, 'admin');
  await page.goto('/admin/users');
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('User Management');
  await expect(rows(page).first()).toBeVisible();
}

test('Back leads to the admin dashboard', async ({ page }) => {
  await openUsers(page);
  await page.getByRole('link', { name: 'Back', exact: true }).click();
  await expect(page).toHaveURL(/\/dashboard\/admin$/);
});

test('lists the seeded accounts with role, status, dates and state, and filters in the database', async ({ page }) => {
  await openUsers(page);
  await expect(tile(page, 'total')).toContainText(/\d/);
  const search = page.getByLabel('Search users');
  await search.fill('doctor@magani');
  await expect(rows(page)).toHaveCount(1);
  const doctor = row(page, 'Dr. Chidi Okafor');
  await expect(doctor.getByText('Doctor', { exact: true })).toBeVisible();
  await expect(doctor.getByTestId('user-status')).toHaveText('Active');
  await expect(doctor.getByText('Lagos')).toBeVisible();
  await expect(doctor.getByText(/^\d{1,2} [A-Z][a-z]{2,3} \d{4}$/)).toBeVisible();
  await search.fill('');

  await page.getByLabel('Role').selectOption('admin');
  await expect(rows(page)).toHaveCount(1);
  await expect(row(page, 'Efe Admin')).toBeVisible();
  // The search box writes to the URL a moment after typing; that must not undo the role just chosen.
  await page.waitForTimeout(500); // time itself is measured: the URL write comes after this delay
  await expect(page).toHaveURL(/role=admin/);
  await expect(rows(page)).toHaveCount(1);
  // An admin is never offered a button to suspend their own account.
  await expect(row(page, 'Efe Admin').getByRole('button')).toHaveCount(0);
  await page.getByRole('button', { name: 'Clear filters' }).click();
  await expect(page).not.toHaveURL(/role=/);
});

test('suspend ends the open session and refuses sign-in; reactivate restores it; export has the new accounts', async ({ page, browser }) => {
  test.setTimeout(150_000);
  // Letters only: a person's name may not hold digits (checked at sign-up).
  const tag = `susp${String(Date.now() % 1_000_000).replace(/\d/g, (d) => 'abcdefghij'[Number(d)] as string)}`;
  const name = `Chinedu Ude ${tag}`;
  const email = `${tag}@example.ng`;
  await createConfirmedAccount(email, demoPassword, 'patient', name);
  await createConfirmedAccount(`${tag}.two@example.ng`, demoPassword, 'patient', `Second ${tag}`);

  // The patient has the dashboard open.
  const patientContext = await browser.newContext();
  const patient = await patientContext.newPage();
  await signInPage(patient, email);
  await patient.goto('/dashboard/patient');
  await expect(patient.getByText(`Welcome back, ${name}`)).toBeVisible();

  await openUsers(page);
  await page.getByLabel('Search users').fill(tag);
  await expect(rows(page)).toHaveCount(2);
  await expect(page.getByText('Showing 2 of 2 users')).toBeVisible();

  // Export the filtered list: exactly the two accounts just created.
  const [download] = await Promise.all([page.waitForEvent('download'), page.getByRole('button', { name: 'Export Users' }).click()]);
  expect(download.suggestedFilename()).toMatch(/^magani-users-\d{4}-\d{2}-\d{2}\.csv$/);
  const text = (await readFile((await download.path())!, 'utf8')).replace(/^\uFEFF/, '');
  expect(text.endsWith('\r\n')).toBe(true);
  const [header, ...data] = parseCsv(text);
  expect(header).toEqual(['ID', 'Name', 'Email', 'Phone', 'Role', 'Status', 'State', 'Activity', 'Joined', 'Last Sign-in']);
  expect(data.map((r) => r[1]).sort()).toEqual([name, `Second ${tag}`].sort());
  expect(data.every((r) => r[4] === 'Patient')).toBe(true);

  const target = row(page, name);
  await target.getByRole('button', { name: `Suspend ${name}` }).click();
  const dialog = page.getByRole('dialog', { name: `Suspend ${name}?` });
  await dialog.getByRole('button', { name: 'Cancel' }).click();
  await expect(target.getByTestId('user-status')).toHaveText('Active');
  await target.getByRole('button', { name: `Suspend ${name}` }).click();
  await page.getByRole('dialog').getByRole('button', { name: 'Suspend' }).click();
  await expect(target.getByTestId('user-status')).toHaveText('Suspended');
  await expect(notice(page, 'User suspended')).toContainText(`${name} has been suspended.`);

  // Within a minute the open session is gone, and signing in again is refused.
  await expect(patient).toHaveURL(/\/auth\/login$/, { timeout: 65_000 });
  await expect(patient.getByText('Your session has ended. Please sign in again.')).toBeVisible();
  await signInThroughForm(patient, email, demoPassword);
  await expect(patient.getByText('This account is suspended. Contact support to restore it.')).toBeVisible();

  await target.getByRole('button', { name: `Reactivate ${name}` }).click();
  await page.getByRole('dialog', { name: `Reactivate ${name}?` }).getByRole('button', { name: 'Reactivate' }).click();
  await expect(target.getByTestId('user-status')).toHaveText('Active');
  await signInThroughForm(patient, email, demoPassword);
  await expect(patient).toHaveURL(/\/dashboard\/patient$/, { timeout: 20_000 });
  await expect(patient.getByText(`Welcome back, ${name}`)).toBeVisible();
  await patientContext.close();

  // Every action is in the audit trail.
  await page.goto('/admin/security');
  await expect(page.getByText(`admin@magani.test suspended ${name}`)).toBeVisible();
  await expect(page.getByText(`admin@magani.test reactivated ${name}`)).toBeVisible();
  await expect(page.getByText('admin@magani.test exported 2 accounts as CSV').first()).toBeVisible();
});
