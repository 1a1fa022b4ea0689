import { expect, test, type Page } from '@playwright/test';
import { signInAs } from './support/auth';
import { openApp } from './patient-support';

// The browser tab's title follows the language on the app's screens too, not only on the
// prerendered pages: each screen's title comes from its own area's catalogue.

/** The choice stays on this device: the demo accounts other specs sign in as keep English. */
async function inHausa(page: Page) {
  await page.route('**/rest/v1/rpc/set_my_language', (route) => route.abort());
  await page.addInitScript(() => localStorage.setItem('magani-language', 'ha'));
}

test('in Hausa, the cart has a Hausa title', async ({ page }) => {
  await inHausa(page);
  await openApp(page, '/ha/cart');
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Kwandon sayayyarku');
  await expect(page).toHaveTitle('Kwandon sayayyarku | Magani Health');
});

for (const [role, path, heading, title] of [
  ['pharmacy', '/ha/pharmacy/inventory', null, 'Kayan ajiya | Magani Health'],
  ['doctor', '/ha/doctor/availability', 'Lokutan aiki', 'Lokutan aiki | Magani Health'],
  ['rider', '/ha/rider/history', null, 'Tarihin isar da kaya | Magani Health'],
  ['admin', '/ha/admin/users', 'Sarrafa masu amfani', 'Sarrafa masu amfani | Magani Health'],
] as const) {
  test(`in Hausa, ${path} has a Hausa title`, async ({ page }) => {
    await signInAs(page, role);
    await inHausa(page);
    await page.goto(path);
    await expect(page.locator('html')).toHaveAttribute('lang', 'ha');
    if (heading) await expect(page.getByRole('heading', { level: 1 })).toHaveText(heading);
    await expect(page).toHaveTitle(title);
  });
}

test("in Hausa, moving to another area's screen gives its title once that area's messages are in", async ({ page }) => {
  await signInAs(page, 'admin');
  await inHausa(page);
  await page.goto('/ha/dashboard/admin');
  await expect(page).toHaveTitle('Dashboard na mai gudanarwa | Magani Health');
  await page.getByRole('link', { name: 'Amincewa' }).first().click();
  await expect(page).toHaveURL(/\/ha\/admin\/approvals/);
  await expect(page).toHaveTitle('Amincewar masu amfani | Magani Health');
});
