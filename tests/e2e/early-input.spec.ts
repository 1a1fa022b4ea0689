import { expect, test, type Page } from '@playwright/test';

/** Holds the app's scripts back, as a slow phone would, so the prerendered form is typed into first. */
async function slowScripts(page: Page) {
  let release!: () => void;
  const gate = new Promise<void>((resolve) => (release = resolve));
  await page.route(/\/assets\/app-[^/]+\.js$/, async (route) => {
    await gate;
    await route.continue();
  });
  return release;
}

/** The app says, right before it hydrates, that React answers the page's events from then on. */
const appListens = (page: Page) =>
  page.waitForFunction(() => (window as unknown as { __maganiEarly?: { appListens?: boolean } }).__maganiEarly?.appListens === true);

test('what is typed into the prerendered login form before the app starts is kept', async ({ page }) => {
  const release = await slowScripts(page);
  await page.goto('/auth/login', { waitUntil: 'commit' });
  await page.getByLabel('Email').fill('early@magani.test');
  release();
  await appListens(page);
  await expect(page.getByLabel('Email')).toHaveValue('early@magani.test');
  // The form's own state has it too: with a password added, the sign-in goes to the server.
  await page.getByLabel('Password', { exact: true }).fill('not-the-password');
  await page.getByRole('button', { name: 'Sign In' }).click();
  await expect(page.getByText('Invalid login credentials')).toBeVisible();
  await expect(page.getByText('Please fill in all fields')).toHaveCount(0);
});

test('a contact message typed early survives the app taking over', async ({ page }) => {
  const release = await slowScripts(page);
  await page.goto('/contact', { waitUntil: 'commit' });
  await page.getByLabel(/Full name/).fill('Ngozi Eze');
  await page.getByLabel(/Message/).fill('Do you deliver to Enugu?');
  release();
  await appListens(page);
  await expect(page.getByLabel(/Full name/)).toHaveValue('Ngozi Eze');
  await page.getByRole('button', { name: 'Send Message' }).click();
  // Name and message were taken in: only the empty fields are flagged.
  await expect(page.getByLabel(/Full name/)).not.toHaveAttribute('aria-invalid', 'true');
  await expect(page.getByLabel(/Email address/)).toHaveAttribute('aria-invalid', 'true');
});

test('a sign-in sent before the app starts is held, then goes through once it has', async ({ page }) => {
  const release = await slowScripts(page);
  await page.goto('/auth/login', { waitUntil: 'commit' });
  await page.getByLabel('Email').fill('early@magani.test');
  await page.getByLabel('Password', { exact: true }).fill('not-the-password');
  await page.getByRole('button', { name: 'Sign In' }).click();
  // Without the app the browser would reload the page and drop what was typed; it stays as it is.
  await expect(page).toHaveURL(/\/auth\/login$/);
  await expect(page.getByLabel('Email')).toHaveValue('early@magani.test');
  release();
  // The held submission reaches the server once React has the values.
  await expect(page.getByText('Invalid login credentials')).toBeVisible();
  await expect(page.getByText('Please fill in all fields')).toHaveCount(0);
});

test('what the person types once the app has started is never overwritten by the early text', async ({ page }) => {
  const release = await slowScripts(page);
  await page.goto('/drugs/search', { waitUntil: 'commit' });
  const search = page.getByLabel(/Search medications/).first();
  await search.fill('para');
  release();
  await appListens(page);
  await search.fill('amox');
  await expect(page).toHaveURL(/q=amox/);
  // The early text is watched for a moment after the start, in case the app resets it: the
  // person's own typing ends that watch. Wait past it and check nothing was put back.
  await page.waitForTimeout(2_000); // time itself is measured: nothing may come back later
  await expect(search).toHaveValue('amox');
  await expect(page).toHaveURL(/q=amox/);
});

test('the menu tapped before the app starts opens once it has, and only once', async ({ page }) => {
  await page.setViewportSize({ width: 360, height: 740 });
  const release = await slowScripts(page);
  await page.goto('/', { waitUntil: 'commit' });
  await page.getByRole('button', { name: 'Open menu' }).click();
  release();
  // Tapped a second time it would close again at once.
  await expect(page.getByRole('dialog', { name: 'Menu' })).toBeVisible();
  await expect(page.getByRole('button', { name: 'Close menu' }).first()).toHaveAttribute('aria-expanded', 'true');
});
