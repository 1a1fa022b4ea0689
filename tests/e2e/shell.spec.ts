import { expect, test, type Page } from '@playwright/test';
import { viewports } from './support/env';
import { signInAs, type Role } from './support/auth';
import { axeViolations } from './support/axe';
import { openApp } from './patient-support';


const headerLinks = [
  { name: 'Home', href: '/' },
  { name: 'Find Pharmacy', href: '/pharmacy' },
  { name: 'Telemedicine', href: '/telemedicine' },
  { name: 'About', href: '/about' },
  { name: 'Contact', href: '/contact' },
];

const footerGroups: Record<string, string[]> = {
  Services: ['/pharmacy', '/telemedicine', '/delivery', '/b2b'],
  'For Providers': ['/pharmacy/register', '/doctor/register', '/rider/register', '/partner'],
  Support: ['/help', '/track', '/contact', '/faq'],
  Legal: ['/privacy', '/terms', '/cookies', '/licensing'],
};

test.describe('header at desktop width', () => {
  test.use({ viewport: viewports.desktop });

  test('links lead to their pages and the current one is highlighted', async ({ page }) => {
    await openApp(page, '/about');
    const nav = page.getByRole('navigation', { name: 'Main' });
    for (const link of headerLinks) {
      await expect(nav.getByRole('link', { name: link.name, exact: true })).toHaveAttribute('href', link.href);
    }
    for (const link of headerLinks) {
      await nav.getByRole('link', { name: link.name, exact: true }).click();
      await expect(page).toHaveURL(link.href);
      const current = nav.getByRole('link', { name: link.name, exact: true });
      await expect(current).toHaveAttribute('aria-current', 'page');
      await expect(current).toHaveAttribute('data-status', 'active');
      await expect(nav.locator('[aria-current="page"]')).toHaveCount(1);
    }
  });

  test('shows the notifications badge, the phone button and the account buttons', async ({ page }) => {
    await openApp(page, '/');
    const header = page.getByRole('banner');
    const bell = header.getByRole('button', { name: /Notifications/ });
    await expect(bell).toBeVisible();
    // Signed out there is nothing unread; the list says to sign in.
    await expect(bell).toHaveAccessibleName('Notifications');
    await bell.click();
    await expect(page.getByRole('dialog', { name: 'Notifications' })).toContainText('Sign in to see your notifications.');
    await page.getByRole('button', { name: 'Close' }).click();
    await expect(header.getByRole('link', { name: /Call support/ })).toHaveAttribute('href', /^tel:\+234/);
    await header.getByRole('link', { name: 'Login' }).click();
    await expect(page).toHaveURL('/auth/login');
    await page.goBack();
    await header.getByRole('link', { name: 'Sign Up' }).click();
    await expect(page).toHaveURL('/auth/register');
    await page.getByRole('banner').getByRole('link', { name: 'Magani Health home' }).click();
    await expect(page).toHaveURL('/');
  });
});

test.describe('header at phone width', () => {
  test.use({ viewport: viewports.phone });

  test('the menu toggle opens the same links and closes on selection', async ({ page }) => {
    await openApp(page, '/');
    await expect(page.getByRole('navigation', { name: 'Main' })).toBeHidden();
    const toggle = page.getByRole('button', { name: 'Open menu' });
    await expect(toggle).toHaveAttribute('aria-expanded', 'false');
    await toggle.click();

    const menu = page.getByRole('dialog', { name: 'Menu' });
    await expect(menu).toBeVisible();
    await expect(page.getByRole('button', { name: 'Close menu' }).first()).toHaveAttribute('aria-expanded', 'true');
    const mobileNav = menu.getByRole('navigation', { name: 'Mobile' });
    for (const link of headerLinks) {
      await expect(mobileNav.getByRole('link', { name: link.name, exact: true })).toHaveAttribute('href', link.href);
    }
    await expect(mobileNav.getByRole('link', { name: 'Login' })).toHaveAttribute('href', '/auth/login');
    await expect(mobileNav.getByRole('link', { name: 'Sign Up' })).toHaveAttribute('href', '/auth/register');
    await expect(mobileNav.getByRole('link', { name: 'Home', exact: true })).toHaveAttribute('aria-current', 'page');

    await mobileNav.getByRole('link', { name: 'About', exact: true }).click();
    await expect(page).toHaveURL('/about');
    await expect(menu).toBeHidden();
    await expect(page.getByRole('heading', { level: 1 })).toContainText('About');

    await page.getByRole('button', { name: 'Open menu' }).click();
    await expect(menu.getByRole('link', { name: 'About', exact: true })).toHaveAttribute('aria-current', 'page');
    await menu.getByRole('link', { name: 'Contact', exact: true }).click();
    await expect(page).toHaveURL('/contact');
    await expect(menu).toBeHidden();
  });
});

test.describe('footer', () => {
  test('every group links to its targets', async ({ page }) => {
    await openApp(page, '/');
    const footer = page.getByRole('contentinfo');
    for (const [group, hrefs] of Object.entries(footerGroups)) {
      const links = footer.getByRole('navigation', { name: group }).getByRole('link');
      await expect(links).toHaveCount(hrefs.length);
      for (const [i, href] of hrefs.entries()) await expect(links.nth(i)).toHaveAttribute('href', href);
    }
    await expect(footer.getByRole('link', { name: /\+234/ })).toHaveAttribute('href', /^tel:/);
    await expect(footer.getByRole('link', { name: /@/ })).toHaveAttribute('href', /^mailto:/);
    await expect(footer).toContainText('Lagos, Nigeria');
    // No social profiles exist yet: no links that lead nowhere.
    for (const network of ['Facebook', 'Twitter', 'Instagram', 'LinkedIn']) {
      await expect(footer.getByRole('link', { name: new RegExp(network) })).toHaveCount(0);
    }
    await expect(footer.getByRole('link', { name: 'My Wishlist' })).toHaveAttribute('href', '/wishlist');
  });

  test('shows the emergency notice and the current year', async ({ page }) => {
    await openApp(page, '/about');
    const footer = page.getByRole('contentinfo');
    await expect(footer.getByRole('link', { name: '199' })).toHaveAttribute('href', 'tel:199');
    await expect(footer).toContainText(/Call 199 immediately/);
    await expect(footer).toContainText(/not a substitute for emergency care/);
    await expect(footer).toContainText(`© ${new Date().getFullYear()}`);
  });

  test('the legal links open their pages, with what NDPA 2023 asks a health product to say', async ({ page }) => {
    await openApp(page, '/');
    await page.getByRole('contentinfo').getByRole('link', { name: 'Privacy Policy' }).click();
    await expect(page).toHaveURL('/privacy');
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Privacy Policy');
    for (const section of ['What we keep', 'Why we keep it', 'Who sees it', 'How long we keep it', 'Your rights and how to use them']) {
      await expect(page.getByRole('heading', { level: 2, name: section })).toBeVisible();
    }
    await expect(page.getByRole('main')).toContainText('Nigeria Data Protection Act 2023');
    await page.getByRole('link', { name: 'Open Settings' }).click();
    await expect(page).toHaveURL('/settings');
    await openApp(page, '/licensing');
    await expect(page.getByRole('heading', { level: 2, name: 'Pharmacies: PCN' })).toBeVisible();
    await expect(page.getByRole('heading', { level: 2, name: 'Medicines: NAFDAC' })).toBeVisible();
  });

  test('help and contact offer WhatsApp support', async ({ page }) => {
    for (const path of ['/help', '/contact']) {
      await openApp(page, path);
      await expect(page.getByRole('link', { name: /WhatsApp support/ })).toHaveAttribute('href', 'https://wa.me/2348006242641');
    }
  });

  test('the welcome page hides it', async ({ page }) => {
    await openApp(page, '/auth/splash');
    await expect(page.getByRole('heading', { level: 1 })).toContainText('Welcome');
    await expect(page.getByRole('contentinfo')).toHaveCount(0);
    await page.getByRole('navigation', { name: 'Main' }).getByRole('link', { name: 'Home' }).click();
    await expect(page.getByRole('contentinfo')).toBeVisible();
  });
});

test.describe('not-found page', () => {
  test('shows 404, a way home and logs the attempted path', async ({ page }) => {
    const errors: string[] = [];
    page.on('console', (msg) => errors.push(msg.text()));
    await openApp(page, '/no-such-page/deeper');
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('404');
    await expect(page.getByText('Oops! Page not found')).toBeVisible();
    await expect.poll(() => errors.join('\n')).toContain('/no-such-page/deeper');
    const home = page.getByRole('main').getByRole('link', { name: /Home/ });
    await expect(home).toHaveAttribute('href', '/');
    await home.click();
    await expect(page).toHaveURL('/');
  });
});

/** Admin screens sit behind the role guards: open them signed in as a demo account of their role. */
async function openAs(page: Page, path: string, role: Role) {
  await signInAs(page, role);
  await openApp(page, path);
}

// Every admin screen is real now (admin-*.spec.ts); the last placeholder, /admin/reports, reads
// the database instead of saying Coming Soon.
test('/admin/reports is a real screen, not Coming Soon, and goes back to the admin dashboard', async ({ page }) => {
  await openAs(page, '/admin/reports', 'admin');
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Admin Reports');
  await expect(page.getByRole('radiogroup', { name: 'Period' })).toBeVisible();
  await expect(page.getByTestId('report-orders')).toBeVisible();
  await expect(page.getByText("Coming Soon - We're working hard to bring you this feature!")).toHaveCount(0);
  // The shared sweep (a11y.spec.ts) visits signed out; check it signed in, at both widths.
  for (const viewport of Object.values(viewports)) {
    await page.setViewportSize(viewport);
    expect(await axeViolations(page)).toEqual([]);
  }
  const back = page.getByRole('link', { name: 'Back' });
  await expect(back).toHaveAttribute('href', '/dashboard/admin');
  await back.click();
  await expect(page).toHaveURL(/\/dashboard\/admin$/);
  await expect(page.getByRole('heading', { level: 1 })).toContainText('Dashboard');
});
