import { expect, test, type Page } from '@playwright/test';
import { createConfirmedAccount, demoPassword, serviceClient, signInAsAccount, signInThroughForm, uniqueEmail } from './support/auth';
import { axeViolations } from './support/axe';
import { openApp } from './patient-support';
import { waitForOfflineReady } from './offline-support';

// The languages (README "Languages"): the shell and the landing page come from the catalogues;
// English stays exactly as it was.

test.describe('a first visit with scripts off', () => {
  test.use({ javaScriptEnabled: false });

  test('/yo/ is the landing page in Yorùbá, with links to its other languages', async ({ page }) => {
    await page.goto('/yo/');
    await expect(page.locator('html')).toHaveAttribute('lang', 'yo');
    await expect(page).toHaveTitle('Magani Health: Ilé oògùn àti dókítà lórí ayélujára ní Nàìjíríà');
    await expect(page.getByRole('heading', { level: 1 })).toContainText('Ìlera rẹ,');
    await expect(page.getByRole('link', { name: 'Ra oògùn báyìí' })).toHaveAttribute('href', '/yo/drugs/search');
    await expect(page.getByRole('navigation', { name: 'Àkọ́kọ́' }).getByRole('link', { name: 'Nípa wa' })).toHaveAttribute('href', '/yo/about');
    await expect(page.getByText('Your health,')).toHaveCount(0);
    // Every version names the others (and English as the default).
    for (const [lang, href] of [['en', '/'], ['pcm', '/pcm/'], ['ha', '/ha/'], ['yo', '/yo/'], ['ig', '/ig/'], ['x-default', '/']]) {
      await expect(page.locator(`head link[rel="alternate"][hreflang="${lang}"]`)).toHaveAttribute('href', href!);
    }
  });
});

const hero = (page: Page) => page.getByRole('group', { name: 'Language' }).or(page.getByRole('group', { name: 'Harshe' }));

test('switching to Hausa on / changes the page, and the choice survives a reload and signing in', async ({ page }) => {
  await openApp(page, '/');
  await expect(page.locator('html')).toHaveAttribute('lang', 'en-NG');
  await hero(page).getByRole('link', { name: 'Hausa' }).click();

  await expect(page).toHaveURL(/\/ha\/$/);
  await expect(page.locator('html')).toHaveAttribute('lang', 'ha');
  await expect(page.getByRole('heading', { level: 1 })).toContainText('Lafiyarku,');
  await expect(page.getByRole('navigation', { name: 'Babba' }).getByRole('link', { name: 'Gida' })).toBeVisible();
  await expect(page.getByRole('heading', { name: 'Maganinku a matakai uku masu sauƙi' })).toBeVisible();
  await expect(page).toHaveTitle('Magani Health: Kantin magani da likita ta intanet a Najeriya');
  await expect(page.getByText('Your health,')).toHaveCount(0);

  // A link keeps the language.
  await page.getByRole('navigation', { name: 'Babba' }).getByRole('link', { name: 'Game da mu' }).click();
  await expect(page).toHaveURL(/\/ha\/about$/);
  // The about page's own messages are another area's catalogue, fetched before the page shows.
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Game da Magani Health');
  await expect(page.getByText('About Magani Health')).toHaveCount(0);
  const login = page.getByRole('banner').getByRole('link', { name: 'Shiga', exact: true });
  await expect(login).toHaveAttribute('href', '/ha/auth/login');
  await expect(page.getByRole('navigation', { name: 'Babba' }).getByRole('link', { name: 'Gida' })).toHaveAttribute('href', '/ha/');

  await page.reload();
  await expect(page.locator('html')).toHaveAttribute('lang', 'ha');
  await expect(login).toBeVisible();

  // The address without a prefix follows the device's choice.
  await page.goto('/');
  await expect(page).toHaveURL(/\/ha\/$/);
  await expect(page.getByRole('heading', { level: 1 })).toContainText('Lafiyarku,');

  // Signing in keeps it, and the account takes the device's choice (server texts follow it).
  const email = uniqueEmail('hausa');
  const userId = await createConfirmedAccount(email, 'Password123!');
  await login.click();
  await expect(page).toHaveURL(/\/ha\/auth\/login$/);
  // The sign-in form is in Hausa too.
  await page.getByLabel('Imel').fill(email);
  await page.getByLabel('Kalmar sirri', { exact: true }).fill('Password123!');
  await page.getByRole('main').getByRole('button', { name: 'Shiga' }).click();
  await expect(page.getByRole('button', { name: 'Fita' })).toBeVisible();
  await expect(page).toHaveURL(/\/ha\//);
  await expect(page.locator('html')).toHaveAttribute('lang', 'ha');
  await expect
    .poll(async () => (await serviceClient().from('profiles').select('language').eq('user_id', userId).single()).data?.language)
    .toBe('ha');
});

test('the account language is adopted at sign-in when the device has no choice', async ({ page }) => {
  const email = uniqueEmail('igbo');
  const userId = await createConfirmedAccount(email, 'Password123!');
  await serviceClient().from('profiles').update({ language: 'ig' }).eq('user_id', userId);
  await openApp(page, '/auth/login');
  await signInThroughForm(page, email, 'Password123!');
  await expect(page.locator('html')).toHaveAttribute('lang', 'ig');
  await expect(page.getByRole('button', { name: 'Pụọ' })).toBeVisible();
  await expect(page).toHaveURL(/\/ig\//);
});

test('once the app runs, the language versions are named by full address (as search engines want)', async ({ page, baseURL }) => {
  await openApp(page, '/ha/about');
  for (const [lang, path] of [['en', '/about'], ['ha', '/ha/about'], ['yo', '/yo/about'], ['x-default', '/about']]) {
    await expect(page.locator(`head link[rel="alternate"][hreflang="${lang}"]`)).toHaveAttribute('href', new URL(path!, baseURL).href);
  }
});

test('before the app runs (the landing page waits for a first tap), the light script names the versions by full address', async ({ page, baseURL }) => {
  await page.goto('/yo/');
  for (const [lang, path] of [['en', '/'], ['yo', '/yo/'], ['x-default', '/']]) {
    await expect(page.locator(`head link[rel="alternate"][hreflang="${lang}"]`)).toHaveAttribute('href', new URL(path!, baseURL).href);
  }
});

test('a language page hydrates without mismatch and passes axe', async ({ page }) => {
  const problems: string[] = [];
  page.on('console', (msg) => {
    if (msg.type() === 'error') problems.push(msg.text());
  });
  page.on('pageerror', (error) => problems.push(error.message));
  for (const path of ['/yo/', '/ha/about', '/ig/auth/login', '/pcm/contact', '/ha/drugs/search']) {
    await openApp(page, path);
    await page.waitForLoadState('networkidle');
    expect(await axeViolations(page), path).toEqual([]);
  }
  expect(problems.filter((p) => /hydrat|#418|#423|#425/i.test(p))).toEqual([]);
});

test("an app screen in another language waits for its own page's messages, not its areas", async ({ page }) => {
  const fetched: string[] = [];
  page.on('request', (request) => {
    const file = new URL(request.url()).pathname;
    if (file.startsWith('/assets/messages-ha-')) fetched.push(file.replace(/-[\w-]{8}\.(js|json)$/, ''));
  });
  // The core and the areas are held: the page must be in Hausa without them.
  const held: (() => void)[] = [];
  const areaFiles = /\/assets\/messages-ha-(core|common|shop|orders)-[\w-]{8}\.js$/;
  let holding = true;
  await page.route(areaFiles, (route) => (holding ? new Promise<void>((release) => held.push(() => void route.continue().then(release))) : route.continue()));
  await openApp(page, '/ha/drugs/search');
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Nemo maganinku');
  await expect(page.getByRole('searchbox', { name: 'Nemo magani da sunansa ko sunan sinadarinsa' })).toBeVisible();
  expect(fetched[0]).toBe('/assets/messages-ha-page-drugs-search');
  // Another screen, moved to inside the app: its page catalogue, and again no area needed.
  await page.getByRole('link', { name: 'Bibiyi oda' }).click();
  await expect(page).toHaveURL(/\/ha\/orders\/track\/?$/);
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Bibiyar odarku');
  expect(fetched).toContain('/assets/messages-ha-page-orders-track');
  // Once the page shows, the core and its areas follow (what the area's other screens show).
  await expect.poll(() => held.length).toBeGreaterThan(0);
  holding = false;
  held.splice(0).forEach((release) => release());
  await expect.poll(() => fetched).toEqual(expect.arrayContaining(['/assets/messages-ha-core', '/assets/messages-ha-common', '/assets/messages-ha-shop']));
  // A path no route has: no page file exists, and the page takes its areas.
  await page.goto('/ha/babu/irin/wannan');
  await expect(page.getByText('Kash! Ba a sami shafin ba')).toBeVisible();
  await expect(page.getByRole('link', { name: 'Koma gida' })).toBeVisible();
});

test('"Suggest a better translation" opens the contact form with the page and language', async ({ page }) => {
  await openApp(page, '/yo/about');
  await page.getByRole('link', { name: 'Dábàá ìtumọ̀ tó dára jù' }).click();
  await expect(page).toHaveURL(/\/yo\/contact\?translation=/);
  // The form is in Yorùbá too: Àkòrí (subject), Ìfiránṣẹ́ (message).
  await expect(page.getByRole('heading', { name: 'Fi ìfiránṣẹ́ ránṣẹ́ sí wa' })).toBeVisible();
  await expect(page.getByRole('textbox', { name: 'Àkòrí' })).toHaveValue('Better translation (yo)');
  await expect(page.getByRole('textbox', { name: 'Ìfiránṣẹ́' })).toHaveValue(/Page: \/about\nLanguage: yo/);
});

test('a language chosen on the device opens offline on screens not yet seen in it', async ({ page, context }) => {
  await openApp(page, '/ha/');
  await expect(page.locator('html')).toHaveAttribute('lang', 'ha');
  await waitForOfflineReady(page);
  // Once idle, every area's Hausa catalogue is fetched through the worker, which keeps them all.
  await expect
    .poll(async () =>
      page.evaluate(async () => {
        const cache = await caches.open('magani-messages-ha');
        return (await cache.keys()).map((request) => new URL(request.url).pathname.replace(/-[\w-]{8}\.js$/, '')).sort();
      }),
    )
    .toEqual(expect.arrayContaining(['/assets/messages-ha-core', '/assets/messages-ha-landing', '/assets/messages-ha-public']));
  await context.setOffline(true);
  // Never opened in Hausa on this device: the app shell, the shell's and the page's catalogues from the worker.
  await page.goto('/ha/about');
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Game da Magani Health');
  await expect(page.getByText('About Magani Health')).toHaveCount(0);
  // An app screen never opened: its page catalogue was never fetched, its areas were.
  await page.goto('/ha/drugs/search');
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Nemo maganinku');
  await context.setOffline(false);
});

test("on a page outside the app's screens, the bell's dates name the month in the page's language", async ({ page }) => {
  const email = uniqueEmail('bell.ha');
  const userId = await createConfirmedAccount(email, demoPassword, 'patient', 'Amina Bello');
  // 09:00 UTC on 20 November is 10:00 in Lagos; Hausa shortens November to "Nuw" (English "Nov").
  const { error } = await serviceClient()
    .from('notifications')
    .insert({ user_id: userId, title: 'Odar ku ta iso', body: 'An kawo odar ku.', created_at: '2026-11-20T09:00:00Z' });
  expect(error).toBeNull();
  await signInAsAccount(page, email);
  await page.evaluate(() => localStorage.setItem('magani-language', 'ha'));
  // /about loads the shell's and its own messages only, not the shared screens' (the date names).
  await openApp(page, '/ha/about');
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Game da Magani Health');
  await page.getByTestId('notification-bell').click();
  const panel = page.locator('#notification-panel');
  await expect(panel).toContainText('Odar ku ta iso');
  await expect(panel).toContainText('20 Nuw, 10:00');
  await expect(panel).not.toContainText('20 Nov');
});
