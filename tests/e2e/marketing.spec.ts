import { expect, test, type Page } from '@playwright/test';
import { apiUrl, viewports } from './support/env';
import { anonKey } from './support/auth';
import { openApp } from './patient-support';

const taglines = ['delivered fast', 'one tap away', 'in safe hands', 'covered daily'];
const testimonialNames = ['Adaeze Okafor', 'Dr. Emeka Nwosu', 'Funmilayo Adeyemi', 'Musa Ibrahim', 'Tunde Bakare', 'Dr. Ngozi Eze'];

const tagline = (page: Page) => page.getByTestId('tagline');
const slide = (page: Page) => page.getByTestId('testimonial');


const hydrated = (page: Page) =>
  page.waitForFunction(() => {
    const main = document.getElementById('main');
    return !!main && Object.keys(main).some((key) => key.startsWith('__reactFiber'));
  });

/**
 * Opens a page under a fake clock that stands still: timers fire only when the test moves time on,
 * so a slow machine cannot make the carousel advance between two assertions.
 */
async function openWithClock(page: Page, path: string) {
  await page.clock.install({ time: new Date('2026-03-02T09:00:00') });
  await page.clock.pauseAt(new Date('2026-03-02T09:00:01'));
  await page.goto(path);
  // A prerendered page requests its scripts after the first paint, at the first key press, or after
  // a 300 ms timer that this clock would hold back: a key press starts them without moving time.
  await page.keyboard.press('Shift');
  await hydrated(page);
}

test.describe('landing page', () => {
  test('hero: headline, calls to action and trust badges, and no figure nobody counted', async ({ page }) => {
    await openApp(page, '/');
    await expect(page).toHaveTitle(/Online Pharmacy & Telemedicine/);
    await expect(page.locator('meta[name="description"]')).toHaveAttribute('content', /pharmacies.*doctor consultation/);
    const h1 = page.getByRole('heading', { level: 1 });
    await expect(h1).toContainText('Your health');
    // Doctors keep set hours (none round the clock), so nothing claims 24/7.
    await expect(page.locator('body')).not.toContainText('24/7');
    await expect(page.getByRole('list', { name: 'Features' })).toContainText('Doctors 7 days a week');
    await expect(tagline(page)).toHaveAttribute('aria-live', 'polite');
    await expect(page.getByRole('link', { name: 'Order Drugs Now' })).toHaveAttribute('href', '/drugs/search');
    await expect(page.getByRole('link', { name: 'Book a Consultation' })).toHaveAttribute('href', '/consultations/book');
    // The landing page states no totals (its first load has no room to count them): nothing made up.
    await expect(page.getByRole('list', { name: 'Magani Health in numbers' })).toHaveCount(0);
    for (const made of ['50K+', '1K+', '100K+', '1,200+', '98.5%', 'HealthPlus', 'MedPlus']) await expect(page.locator('body')).not.toContainText(made);
    const badges = page.getByRole('list', { name: 'Trust and safety' }).getByRole('listitem');
    await expect(badges).toHaveText(['NAFDAC Approved', 'Licensed Pharmacies', 'Verified Doctors', 'Secure Payments']);
    await expect(page.getByRole('list', { name: 'Features' }).getByRole('listitem')).toHaveCount(4);
  });

  test('the tagline rotates every 4 seconds, wraps, and can be paused', async ({ page }) => {
    await openWithClock(page, '/');
    await expect(tagline(page)).toHaveText(taglines[0]!);
    await page.clock.runFor(3999);
    await expect(tagline(page)).toHaveText(taglines[0]!);
    await page.clock.runFor(1);
    await expect(tagline(page)).toHaveText(taglines[1]!);
    for (const next of [taglines[2], taglines[3], taglines[0]]) {
      await page.clock.runFor(4000);
      await expect(tagline(page)).toHaveText(next!);
    }
    await expect(page.getByRole('heading', { level: 1 })).toContainText(`Your health, ${taglines[0]}`);

    const pause = page.getByRole('button', { name: 'Pause tagline rotation' });
    await pause.click();
    await expect(pause).toHaveAttribute('aria-pressed', 'true');
    await page.clock.runFor(12_000);
    await expect(tagline(page)).toHaveText(taglines[0]!);
    await pause.click();
    await page.clock.runFor(4000);
    await expect(tagline(page)).toHaveText(taglines[1]!);
  });

  test('the showcase tabs switch panels by click and by arrow keys', async ({ page }) => {
    await openApp(page, '/');
    const tabs = page.getByRole('tablist', { name: 'Services' }).getByRole('tab');
    await expect(tabs).toHaveText(['Pharmacy Marketplace', 'Telemedicine', 'Fast Delivery', 'B2B Pharmacy Services']);
    const panel = page.getByRole('tabpanel');
    await expect(tabs.first()).toHaveAttribute('aria-selected', 'true');
    for (const price of ['₦420', '₦450', '₦480']) await expect(panel).toContainText(price);
    // The price card is a marked example with made-up names, not real chains.
    await expect(panel.getByRole('figure')).toContainText('Example prices');
    await expect(panel).toContainText('Example Pharmacy A');
    await expect(panel).not.toContainText(/HealthPlus|MedPlus/);
    await expect(panel.getByRole('listitem')).toHaveCount(3 + 3);
    await expect(panel.getByRole('link', { name: /Learn More/ })).toHaveAttribute('href', '/drugs/search');

    await page.getByRole('tab', { name: 'Telemedicine' }).click();
    await expect(panel).toHaveAttribute('aria-labelledby', await page.getByRole('tab', { name: 'Telemedicine' }).getAttribute('id') ?? '');
    await expect(panel).toContainText('₦2,500');
    await expect(panel.getByRole('link', { name: /Learn More/ })).toHaveAttribute('href', '/consultations/book');

    await page.getByRole('tab', { name: 'Fast Delivery' }).click();
    for (const step of ['Order Confirmed', 'Prepared for Delivery', 'Out for Delivery', 'Delivered']) {
      await expect(panel).toContainText(step);
    }

    await page.getByRole('tab', { name: 'Fast Delivery' }).press('ArrowRight');
    const b2b = page.getByRole('tab', { name: 'B2B Pharmacy Services' });
    await expect(b2b).toBeFocused();
    await expect(b2b).toHaveAttribute('aria-selected', 'true');
    await expect(panel).toContainText('weekly payouts');
    await b2b.press('ArrowRight');
    await expect(tabs.first()).toBeFocused();
    await expect(panel).toContainText('₦420');
  });

  test('how it works and the closing call to action', async ({ page }) => {
    await openApp(page, '/');
    for (const step of ['Search & Upload', 'Pay & Confirm', 'Deliver & Track']) {
      await expect(page.getByRole('heading', { level: 3, name: step })).toBeVisible();
    }
    await expect(page.getByRole('link', { name: 'Get Started Now' })).toHaveAttribute('href', '/auth/register');
    await expect(page.getByRole('link', { name: 'Browse Pharmacies' })).toHaveAttribute('href', '/drugs/search');
    await expect(page.getByRole('link', { name: 'Get Started Today' })).toHaveAttribute('href', '/auth/register');
    await expect(page.getByRole('link', { name: 'Contact Support' })).toHaveAttribute('href', '/contact');

    // No store apps: no store buttons, and the page says the app installs from the browser.
    await expect(page.getByRole('button', { name: /App Store|Google Play/ })).toHaveCount(0);
    await expect(page.getByText('No app store needed')).toBeVisible();
    await expect(page).toHaveURL('/');
  });

  test('testimonials advance every 6 seconds and wrap around', async ({ page }) => {
    await openWithClock(page, '/');
    await expect(slide(page)).toContainText(testimonialNames[0]!);
    await expect(slide(page)).toHaveAttribute('aria-label', '1 of 6');
    await expect(page.getByRole('list', { name: 'Legend' }).getByRole('listitem')).toHaveText(['Patients', 'Doctors', 'Pharmacies', 'Riders']);
    // Made-up people, said to be examples, with no stars and no made-up results.
    await expect(page.getByRole('region', { name: /told by patients, doctors, pharmacies and riders/ })).toContainText('These are illustrations, not quotes from real customers.');
    await expect(slide(page).getByRole('img', { name: /Rated/ })).toHaveCount(0);
    await expect(page.getByRole('list', { name: 'Customer results' })).toHaveCount(0);

    await page.clock.runFor(5999);
    await expect(slide(page)).toContainText(testimonialNames[0]!);
    await page.clock.runFor(1);
    await expect(slide(page)).toContainText(testimonialNames[1]!);
    for (let i = 2; i <= 6; i++) {
      await page.clock.runFor(6000);
      await expect(slide(page)).toContainText(testimonialNames[i % 6]!);
    }
    await expect(slide(page)).toHaveAttribute('aria-label', '1 of 6');
  });

  const manualMoves: [string, (page: Page) => Promise<void>, number][] = [
    ['next', (page) => page.getByRole('button', { name: 'Next testimonial' }).click(), 1],
    ['previous', (page) => page.getByRole('button', { name: 'Previous testimonial' }).click(), 5],
    ['a dot', (page) => page.getByRole('button', { name: /Show testimonial 4/ }).click(), 3],
  ];
  for (const [how, move, expected] of manualMoves) {
    test(`moving with ${how} stops auto-advance for good`, async ({ page }) => {
      await openWithClock(page, '/');
      await expect(slide(page)).toContainText(testimonialNames[0]!);
      await move(page);
      await expect(slide(page)).toContainText(testimonialNames[expected]!);
      await expect(page.getByRole('button', { name: new RegExp(`Show testimonial ${expected + 1}:`) })).toHaveAttribute('aria-current', 'true');
      await page.clock.runFor(30_000);
      await expect(slide(page)).toContainText(testimonialNames[expected]!);
    });
  }

  test('respects reduced motion: no entrance or slide animations, content still rotates', async ({ page }) => {
    await page.emulateMedia({ reducedMotion: 'reduce' });
    await openWithClock(page, '/');
    const card = page.getByRole('tabpanel').getByRole('figure');
    await expect(card).toHaveCSS('animation-name', 'none');
    await expect(slide(page)).toHaveCSS('animation-name', 'none');
    await page.clock.runFor(4000);
    await expect(tagline(page)).toHaveText(taglines[1]!);
    await expect(tagline(page).locator('span')).toHaveCSS('animation-name', 'none');
  });

  test('mock cards rise in after the 800 ms delay when motion is allowed', async ({ page }) => {
    await page.emulateMedia({ reducedMotion: 'no-preference' });
    await openApp(page, '/');
    const card = page.getByRole('tabpanel').getByRole('figure');
    await expect(card).toHaveCSS('animation-delay', '0.8s');
    await expect(card).not.toHaveCSS('animation-name', 'none');
  });

  test('each page sets its own title and description, also on navigation', async ({ page }) => {
    await openApp(page, '/');
    await page.getByRole('navigation', { name: 'Main' }).getByRole('link', { name: 'Contact' }).first().click();
    await expect(page).toHaveTitle(/Contact/);
    await expect(page.locator('meta[name="description"]')).toHaveAttribute('content', /Support Mon-Fri/);
    await page.goBack();
    await expect(page).toHaveTitle(/Online Pharmacy & Telemedicine/);
    await expect(page.locator('meta[name="description"]')).toHaveAttribute('content', /verified Nigerian pharmacies/);
  });

  test('/home shows the same page', async ({ page }) => {
    await openApp(page, '/home');
    await expect(page.getByRole('heading', { level: 1 })).toContainText('Your health');
    await expect(page.getByRole('tab')).toHaveCount(4);
  });
});

test.describe('about page', () => {
  test('mission, values, offers and calls to action', async ({ page }) => {
    await openApp(page, '/about');
    await expect(page.getByRole('heading', { level: 1 })).toContainText('About');
    await expect(page).toHaveTitle(/About/);
    await expect(page.getByRole('heading', { name: 'Our mission' })).toBeVisible();
    for (const title of ['Patient Care', 'Safety First', 'Community', 'Innovation', 'Pharmacy Marketplace', 'Telemedicine', 'Delivery Logistics', 'B2B Services']) {
      await expect(page.getByRole('heading', { level: 3, name: title })).toBeVisible();
    }
    await expect(page.getByRole('main').getByRole('link', { name: 'Get Started Today' })).toHaveAttribute('href', '/auth/register');
    await page.getByRole('main').getByRole('link', { name: 'Learn More' }).click();
    await expect(page).toHaveURL('/');
  });
});

test.describe('contact page', () => {
  const success = "Message sent successfully! We'll get back to you soon.";

  test('details, support hours, FAQ and the way home', async ({ page }) => {
    await openApp(page, '/contact');
    await expect(page.getByRole('heading', { level: 1 })).toContainText('Contact');
    const details = page.getByRole('complementary', { name: 'Contact details' });
    // The phone number itself calls; the WhatsApp link beside it also names the number.
    await expect(details.getByRole('link', { name: /^\+234/ })).toHaveAttribute('href', /^tel:/);
    await expect(details.getByRole('link', { name: /@/ })).toHaveAttribute('href', /^mailto:/);
    for (const text of ['Mon-Fri8:00 AM-6:00 PM', 'Sat9:00 AM-4:00 PM', 'SunEmergency only']) await expect(details).toContainText(text);

    const questions = page.getByRole('button', { name: /\?$/ });
    await expect(questions).toHaveCount(4);
    await questions.first().click();
    await expect(questions.first()).toHaveAttribute('aria-expanded', 'true');
    await expect(page.getByText(/2-4 hours/).first()).toBeVisible();
    await page.getByRole('link', { name: 'Back to Home' }).click();
    await expect(page).toHaveURL('/');
  });

  test('shows errors next to the fields, then sends and clears the form', async ({ page }) => {
    await openApp(page, '/contact');
    const status = page.getByRole('form', { name: 'Send us a message' }).getByRole('status');
    const name = page.getByRole('textbox', { name: 'Full name' });
    const email = page.getByRole('textbox', { name: 'Email address' });
    const subject = page.getByRole('textbox', { name: 'Subject' });
    const message = page.getByRole('textbox', { name: 'Message' });
    await expect(email).toHaveAttribute('type', 'email');
    await expect(message).toHaveAttribute('rows', '6');

    await page.getByRole('button', { name: 'Send Message' }).click();
    await expect(name).toHaveAttribute('aria-invalid', 'true');
    await expect(name).toHaveAccessibleDescription('Please enter your name');
    await expect(email).toHaveAccessibleDescription('Please enter your email address');
    await expect(subject).toHaveAccessibleDescription('Please enter a subject');
    await expect(message).toHaveAccessibleDescription('Please enter your message');
    await expect(name).toBeFocused();

    await name.fill('Chioma Obi');
    await expect(name).not.toHaveAttribute('aria-invalid', 'true');
    await email.fill('chioma@example');
    await subject.fill('Delivery question');
    await message.fill('When will my order arrive in Enugu?');
    await page.getByRole('button', { name: 'Send Message' }).click();
    await expect(email).toHaveAccessibleDescription('Please enter a valid email address');
    await expect(email).toBeFocused();
    await expect(message).toHaveValue('When will my order arrive in Enugu?');
    await expect(status).not.toContainText(success);

    await email.fill('chioma@example.ng');
    await page.getByRole('button', { name: 'Send Message' }).click();
    await expect(status).toHaveText(success);
    await expect(page.getByRole('alert').filter({ hasText: success })).toBeVisible();
    for (const field of [name, email, subject, message]) await expect(field).toHaveValue('');
    await expect(name).not.toHaveAttribute('aria-invalid', 'true');
  });
});

test.describe('welcome page', () => {
  test.use({ viewport: viewports.phone });

  test('tiles, figures counted by the database and the two ways in, without a footer', async ({ page, request }) => {
    const count = async () =>
      (await (await request.post(`${apiUrl}/rest/v1/rpc/site_figures`, { headers: { apikey: anonKey }, data: {} })).json()) as Record<string, number | null>;
    const before = await count();
    await openApp(page, '/auth/splash');
    await expect(page.getByRole('heading', { level: 1 })).toContainText('Welcome');
    await expect(page.getByRole('list', { name: 'Services' }).locator('strong')).toHaveText(['Pharmacy', 'Telemedicine', 'Delivery', 'B2B Services']);
    const figures = page.getByRole('list', { name: 'Magani Health in numbers' });
    await expect(figures).toHaveAttribute('aria-busy', 'false');
    const after = await count();
    // Other tests sign up and deliver meanwhile: each figure lies between the counts before and after.
    const shown = Object.fromEntries(
      (await figures.getByRole('listitem').allInnerTexts()).map((t) => [t.replace(/^[\d,.]+( min| hours)? /, ''), t]),
    );
    expect(Object.keys(shown)).toEqual([
      'medicines listed',
      ...(after.delivery_minutes == null ? [] : ['average delivery']),
      'patients',
      'pharmacies',
      'doctors',
    ]);
    for (const [key, label] of [['medicines', 'medicines listed'], ['patients', 'patients'], ['pharmacies', 'pharmacies'], ['doctors', 'doctors']] as const) {
      const value = Number(shown[label]!.split(' ')[0]!.replaceAll(',', ''));
      expect(value, label).toBeGreaterThanOrEqual(Math.min(before[key]!, after[key]!));
      expect(value, label).toBeLessThanOrEqual(Math.max(before[key]!, after[key]!));
    }
    for (const made of ['50K+', '10,000+', '30-minute', '500+', '100+']) await expect(page.locator('body')).not.toContainText(made);
    await expect(page.getByRole('contentinfo')).toHaveCount(0);
    await expect(page.getByRole('link', { name: 'Sign In' })).toHaveAttribute('href', '/auth/login');
    await page.getByRole('link', { name: 'Get Started' }).click();
    await expect(page).toHaveURL('/auth/register');
  });
});
