import { expect, test, type Page } from '@playwright/test';
import { viewports } from './support/env';
import { signInAs, type Role } from './support/auth';

// Every link of the header, the footer, the mobile menu and the dashboards' quick actions leads to a
// real page: never the 404 page, and a "Coming Soon" placeholder only where a later piece of work
// owns the screen.
const comingSoonText = "Coming Soon - We're working hard to bring you this feature!";
const ownedLater = [/^\/orders$/, /^\/consultations$/, /^\/pharmacy\/(inventory|analytics|restock)$/, /^\/admin\//, /^\/rider\//, /^\/cart\/checkout$/];

async function hrefsIn(page: Page, selector: string): Promise<string[]> {
  const hrefs = await page.locator(selector).evaluateAll((links) => links.map((a) => a.getAttribute('href') ?? ''));
  return [...new Set(hrefs.filter((h) => h.startsWith('/')))];
}

async function expectRealPage(page: Page, href: string) {
  await page.goto(href);
  const heading = page.getByRole('heading', { level: 1 }).first();
  await expect(heading, href).toBeVisible();
  await expect(heading, `${href} is the not-found page`).not.toHaveText('404');
  const path = new URL(page.url()).pathname;
  if (await page.getByText(comingSoonText).count()) {
    expect(ownedLater.some((owned) => owned.test(path)), `${href} shows Coming Soon`).toBe(true);
  }
}

test.describe('public links', () => {
  test.use({ viewport: viewports.desktop });

  test('header and footer links all lead somewhere real', async ({ page }) => {
    test.setTimeout(120_000);
    await page.goto('/');
    const hrefs = await hrefsIn(page, 'header a[href], footer a[href]');
    expect(hrefs.length).toBeGreaterThan(20);
    for (const href of hrefs) await expectRealPage(page, href);
  });

  test('the mobile menu links all lead somewhere real', async ({ page }) => {
    await page.setViewportSize(viewports.phone);
    await page.goto('/');
    await page.getByRole('button', { name: 'Open menu' }).click();
    await expect(page.getByRole('dialog', { name: 'Menu' })).toBeVisible();
    const hrefs = await hrefsIn(page, '#mobile-menu a[href]');
    expect(hrefs).toContain('/auth/register');
    for (const href of hrefs) await expectRealPage(page, href);
  });

  test('/track opens order tracking and the provider links open registration with the role chosen', async ({ page }) => {
    await page.goto('/track');
    await expect(page).toHaveURL('/orders/track');
    await expect(page.getByRole('heading', { level: 1 })).toContainText('Track Your Order');
    for (const [path, label] of [['/pharmacy/register', 'Pharmacy'], ['/doctor/register', 'Doctor'], ['/rider/register', 'Rider']] as const) {
      await page.goto(path);
      await expect(page).toHaveURL(new RegExp(`/auth/register\\?role=${label.toLowerCase()}$`));
      await expect(page.getByRole('radio', { name: new RegExp(label) })).toBeChecked();
    }
  });
});

for (const role of ['patient', 'pharmacy', 'doctor', 'rider', 'admin'] as Role[]) {
  test(`the ${role} dashboard's links and the signed-in header lead somewhere real`, async ({ page }) => {
    test.setTimeout(120_000);
    await page.setViewportSize(viewports.desktop);
    await signInAs(page, role);
    await page.goto(`/dashboard/${role}`);
    await expect(page.getByRole('heading', { level: 1 })).toContainText('Dashboard');
    const hrefs = await hrefsIn(page, 'main a[href], header a[href]');
    expect(hrefs).toContain('/settings');
    for (const href of hrefs) await expectRealPage(page, href);
  });
}
