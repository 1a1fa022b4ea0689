import { expect, test, type Page } from '@playwright/test';
import { latestMessage, serviceClient, storedSession, uniqueEmail } from './support/auth';

// A fresh Nigerian mobile number per test (the backend's fixed-code and failing numbers start 0800).
const freshPhone = () => {
  const digits = String(Math.floor(Math.random() * 1e7)).padStart(7, '0');
  return { typed: `0813 ${digits.slice(0, 3)} ${digits.slice(3)}`, e164: `+234813${digits}` };
};
const FAILING_PHONE = '+234 800 000 0099';

async function fillDetails(page: Page, phone: string, email = uniqueEmail('rider')) {
  await page.getByLabel('Full name').fill('Ngozi Eze');
  await page.getByLabel('Email').fill(email);
  await page.getByLabel('Phone number').fill(phone);
  await page.getByLabel('Address').fill('4 Marina Road, Lagos Island');
  await page.getByLabel('Government ID').fill('NIN-12345678');
  return email;
}

test('the signup form explains each field', async ({ page }) => {
  await page.goto('/logistics/signup');
  await expect(page.getByText('Tier 2 needs vehicle papers and CAC documents.', { exact: false })).toBeVisible();
  await page.getByLabel('Full name').fill('N');
  await page.getByLabel('Email').fill('ngozi@');
  await page.getByLabel('Phone number').fill('0803 12');
  await page.getByLabel('Address').fill('Lag');
  await page.getByLabel('Government ID').fill('ab');
  await page.getByRole('button', { name: 'Send OTP' }).click();
  for (const message of ['Enter your full name', 'Enter a valid email', 'Enter a valid phone number', 'Enter your address', 'Government ID is required']) {
    await expect(page.getByText(message, { exact: true })).toBeVisible();
  }
  await expect(page.getByLabel('Full name')).toHaveValue('N');
});

test('a provider signs up with the SMS code and lands on the tier upgrade page', async ({ page }) => {
  test.setTimeout(200_000); // sign-up, two uploads and a second sign-in by SMS (after the 60 s per-number limit)
  const phone = freshPhone();
  await page.goto('/logistics/signup');
  const email = await fillDetails(page, phone.typed);
  await page.getByRole('button', { name: 'Send OTP' }).click();
  await expect(page.getByText('We sent an SMS OTP to your phone')).toBeVisible();

  const sms = await latestMessage(phone.e164);
  expect(sms.otp).toMatch(/^\d{6}$/);
  await page.getByLabel('SMS code').fill('12');
  await page.getByRole('button', { name: 'Verify and Create' }).click();
  await expect(page.getByText('Enter OTP code', { exact: true })).toBeVisible();
  await expect(page.getByText('Please enter the code sent to your phone')).toBeVisible();

  await page.getByLabel('SMS code').fill(sms.otp!);
  await page.getByRole('button', { name: 'Verify and Create' }).click();
  await expect(page.getByText('Your Tier 1 provider account is ready.')).toBeVisible();
  await expect(page).toHaveURL(/\/dashboard\/logistics\/upgrade$/);
  await expect(page.getByRole('heading', { level: 1, name: 'Upgrade Your Provider Tier' })).toBeVisible();
  await expect(page.getByText('You are on Tier 1 with up to 2 vehicles.')).toBeVisible();

  const { data: provider } = await serviceClient().from('logistics_providers').select('*').eq('phone', phone.e164).single();
  expect(provider).toMatchObject({
    full_name: 'Ngozi Eze',
    email,
    address: '4 Marina Road, Lagos Island',
    government_id: 'NIN-12345678',
    tier: '1',
    status: 'active',
    vehicles_allowed: 2,
  });
  expect(Date.now() - Date.parse(provider!.otp_verified_at)).toBeLessThan(120_000);

  // Tier 2: the documents go to private storage and wait for an admin; the tier does not change yet.
  const main = page.getByRole('main');
  await expect(main.getByRole('heading', { name: 'Tier 2' })).toBeVisible();
  await expect(main.getByRole('heading', { name: 'Tier 3' })).toBeVisible();
  await main.getByRole('button', { name: 'Submit Tier 2 documents' }).click();
  await expect(main.getByText('Add your Vehicle papers')).toBeVisible();
  const doc = (name: string) => ({ name, mimeType: 'application/pdf', buffer: Buffer.from('%PDF-1.4\n%%EOF\n') });
  const tier2 = main.getByRole('region', { name: 'Tier 2' });
  const inputs = tier2.locator('input[type="file"]');
  await inputs.nth(0).setInputFiles(doc('papers.pdf'));
  await inputs.nth(1).setInputFiles(doc('licence.pdf'));
  await main.getByRole('button', { name: 'Submit Tier 2 documents' }).click();
  await expect(main.getByText('Your Tier 2 documents are under review.', { exact: false })).toBeVisible();
  const { data: request } = await serviceClient().from('tier_requests').select('tier,status,documents').eq('user_id', provider!.user_id).single();
  expect(request).toMatchObject({ tier: '2', status: 'pending' });
  expect(Object.keys(request!.documents).sort()).toEqual(['drivers_licence', 'vehicle_papers']);
  expect((await serviceClient().from('logistics_providers').select('tier').eq('user_id', provider!.user_id).single()).data!.tier).toBe('1');

  // Signing in again later: phone number and SMS code from the login screen.
  await page.evaluate(() => {
    localStorage.clear();
    sessionStorage.clear();
  });
  await page.goto('/auth/login');
  await page.getByRole('button', { name: 'Logistics provider? Use your phone number' }).click();
  await page.getByLabel('Phone number').fill(phone.typed);
  // One SMS per number per 60 s: within that time the screen says when to ask again (and sends
  // nothing), so the provider tries again until the code is sent, as a person would.
  const sent = page.getByText(`We sent a code by SMS to ${phone.e164}.`);
  const wait = page.getByText(/For security purposes, you can only request this after \d+ seconds\./);
  let before = '';
  await expect(async () => {
    before = new Date().toISOString();
    await page.getByRole('button', { name: 'Send code' }).click();
    await expect(sent.or(wait)).toBeVisible();
    await expect(sent).toBeVisible({ timeout: 1_000 });
  }).toPass({ timeout: 80_000, intervals: [5_000] });
  const code = await latestMessage(phone.e164, { after: before });
  await page.getByLabel('SMS code').fill(code.otp!);
  await page.getByRole('button', { name: 'Verify code' }).click();
  await expect(page).toHaveURL(/\/dashboard\/logistics$/);
  await expect(page.getByText('Ngozi Eze · Tier 1 provider')).toBeVisible();
  await expect(page.getByRole('heading', { name: 'Your tier upgrade is under review' })).toBeVisible();
});

test('a wrong code says Invalid code with the reason', async ({ page }) => {
  const phone = freshPhone();
  await page.goto('/logistics/signup');
  await fillDetails(page, phone.typed);
  await page.getByRole('button', { name: 'Send OTP' }).click();
  const sms = await latestMessage(phone.e164);
  const wrong = sms.otp === '000000' ? '111111' : '000000';
  await page.getByLabel('SMS code').fill(wrong);
  await page.getByRole('button', { name: 'Verify and Create' }).click();
  await expect(page.getByText('Invalid code', { exact: true })).toBeVisible();
  await expect(page).toHaveURL(/\/logistics\/signup$/);
  await expect(page.getByLabel('SMS code')).toHaveValue(wrong);
});

test('when the SMS cannot be sent, a sign-in link goes to the e-mail address instead', async ({ page }) => {
  await page.goto('/logistics/signup');
  const email = await fillDetails(page, FAILING_PHONE);
  await page.getByRole('button', { name: 'Send OTP' }).click();
  await expect(page.getByText('We sent you a login link to continue').first()).toBeVisible();
  await expect(page.getByRole('main').getByText('Check your email')).toBeVisible();
  await expect(page.getByLabel('SMS code')).toHaveCount(0);

  // The link signs the person in on the site root; the header notices without a page of its own.
  const mail = await latestMessage(email);
  await page.goto(mail.links.find((l) => l.includes('/auth/v1/verify'))!);
  await expect(page.getByRole('banner').getByRole('button', { name: 'Sign out' })).toBeVisible();
  expect(await storedSession(page)).not.toBeNull();
});

test('the upgrade page asks a signed-out visitor to sign up first', async ({ page }) => {
  await page.goto('/dashboard/logistics/upgrade');
  await expect(page.getByRole('heading', { level: 1, name: 'Upgrade Your Provider Tier' })).toBeVisible();
  await expect(page.getByText('Please sign in')).toBeVisible();
  await page.getByRole('link', { name: 'Go to Signup' }).click();
  await expect(page).toHaveURL(/\/logistics\/signup$/);
});
