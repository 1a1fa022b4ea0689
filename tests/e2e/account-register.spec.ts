import { expect, test, type Page } from '@playwright/test';
import { latestMessage, localPath, serviceClient, signInThroughForm, storedSession, uniqueEmail } from './support/auth';
import { idbRows, openHydrated } from './offline-support';

const pdf = { name: 'licence.pdf', mimeType: 'application/pdf', buffer: Buffer.from('%PDF-1.4\n1 0 obj <<>> endobj\ntrailer <<>>\n%%EOF\n') };
const png = {
  name: 'licence.png',
  mimeType: 'image/png',
  buffer: Buffer.from('89504e470d0a1a0a0000000d49484452000000010000000108060000001f15c4890000000a49444154789c6300010000050001' + '0d0a2db40000000049454e44ae426082', 'hex'),
};
const jpg = { name: 'papers.jpg', mimeType: 'image/jpeg', buffer: Buffer.from([0xff, 0xd8, 0xff, 0xe0, 0, 0x10, 0x4a, 0x46, 0x49, 0x46, 0, 1, 0xff, 0xd9]) };

async function fillCommon(page: Page, name: string, email: string, password = 'secret123') {
  await page.getByLabel('Full name').fill(name);
  await page.getByLabel('Email').fill(email);
  await page.getByLabel('Phone number').fill('0803 123 4567');
  await page.getByLabel(/^Password/).fill(password);
  await page.getByLabel('Confirm password').fill(password);
}

// Registration runs four server calls (the local backend hashes passwords and mails): allow for it.
const slow = { timeout: 25_000 };
const created = 'Account created successfully! Please check your email to confirm your account before logging in.';

async function userIdOf(email: string): Promise<string> {
  const { data, error } = await serviceClient().from('profiles').select('user_id').eq('email', email).single();
  expect(error).toBeNull();
  return data!.user_id as string;
}

test('a patient registers, confirms through the e-mailed link and signs in to the dashboard', async ({ page }) => {
  const email = uniqueEmail('ada');
  await openHydrated(page, '/auth/register');
  await fillCommon(page, 'Ada Obi', email);
  await page.getByLabel('Address').fill('12 Allen Avenue, Ikeja');
  await page.getByRole('button', { name: 'Create Account' }).click();

  await expect(page.getByText(created)).toBeVisible(slow);
  await expect(page).toHaveURL(/\/auth\/login$/);
  expect(await storedSession(page)).toBeNull();

  const mail = await latestMessage(email);
  const link = mail.links.find((l) => l.includes('/confirm?token='));
  expect(link, 'confirmation link in the e-mail').toBeTruthy();
  await page.goto(localPath(link!));
  await expect(page.getByText('Email confirmed successfully! You can now log in.')).toBeVisible();
  await expect(page).toHaveURL(/\/auth\/login$/, { timeout: 6_000 });

  await signInThroughForm(page, email, 'secret123');
  await expect(page.getByText('Welcome back!')).toBeVisible();
  await expect(page).toHaveURL(/\/dashboard\/patient$/);
  await expect(page.getByRole('banner').getByRole('link', { name: 'Dashboard' })).toHaveAttribute('href', '/dashboard/patient');

  await page.getByRole('banner').getByRole('button', { name: 'Sign out' }).click();
  await expect(page).toHaveURL(/\/$/);
  await expect(page.getByRole('banner').getByRole('link', { name: 'Login' })).toBeVisible();
  expect(await storedSession(page)).toBeNull();
});

test('signing in before confirming is refused and leaves no session', async ({ page }) => {
  const email = uniqueEmail('early');
  await openHydrated(page, '/auth/register');
  await fillCommon(page, 'Early Bird', email);
  await page.getByRole('button', { name: 'Create Account' }).click();
  await expect(page).toHaveURL(/\/auth\/login$/, slow);
  // The address changes before the login form replaces the registration form (same Email label).
  await expect(page.getByRole('heading', { level: 1, name: 'Welcome back' })).toBeVisible();

  await signInThroughForm(page, email, 'secret123');
  await expect(
    page.getByText('Please confirm your email to activate your account. Check your inbox for the confirmation link.'),
  ).toBeVisible();
  await expect(page).toHaveURL(/\/auth\/login$/);
  expect(await storedSession(page)).toBeNull();
  await expect(page.getByRole('banner').getByRole('link', { name: 'Login' })).toBeVisible();
});

test('a pharmacy registers with a PDF licence: the file is stored and the pharmacy is pending', async ({ page }) => {
  const email = uniqueEmail('pharm');
  await openHydrated(page, '/auth/register');
  await page.getByRole('radio', { name: 'Pharmacy' }).click();
  await fillCommon(page, 'Bola Ade', email);
  await page.getByLabel('Pharmacy name').fill('Ade Pharmacy');
  await page.getByLabel('License number').fill('PCN-12345');
  await page.getByLabel('Pharmacy address').fill('3 Broad Street, Lagos');
  await expect(page.getByText('PDF, JPG or PNG, up to 5 MB')).toBeVisible();
  await page.locator('input[type="file"]').setInputFiles(pdf);
  await expect(page.getByText(/licence\.pdf/)).toBeVisible();
  await page.getByRole('button', { name: 'Create Account' }).click();
  await expect(page.getByText(created)).toBeVisible(slow);

  const userId = await userIdOf(email);
  const admin = serviceClient();
  const { data: pharmacy } = await admin.from('pharmacies').select('*').eq('user_id', userId).single();
  expect(pharmacy).toMatchObject({ name: 'Ade Pharmacy', address: '3 Broad Street, Lagos', license_number: 'PCN-12345', status: 'pending' });
  expect(pharmacy!.license_document_url).toMatch(new RegExp(`^pharmacy/${userId}/license_\\d+\\.pdf$`));
  const { data: files } = await admin.storage.from('licenses').list(`pharmacy/${userId}`);
  expect(files?.map((f) => f.name)).toEqual([pharmacy!.license_document_url.split('/').pop()]);
});

test('a doctor registers with a PNG licence and a rider with vehicle papers', async ({ page }) => {
  const admin = serviceClient();

  const doctorEmail = uniqueEmail('doc');
  await openHydrated(page, '/auth/register');
  await page.getByRole('radio', { name: 'Doctor' }).click();
  await fillCommon(page, 'Dr. Chika Nwosu', doctorEmail);
  await page.getByLabel('Medical specialty').fill('Pediatrics');
  await page.getByLabel('MDCN registration number').fill('mdcn/r/12345');
  await page.locator('input[type="file"]').setInputFiles(png);
  await page.getByRole('button', { name: 'Create Account' }).click();
  await expect(page.getByText(created)).toBeVisible(slow);
  const doctorId = await userIdOf(doctorEmail);
  const { data: doctor } = await admin.from('doctors').select('*').eq('user_id', doctorId).single();
  expect(doctor).toMatchObject({ full_name: 'Dr. Chika Nwosu', specialty: 'Pediatrics', license_number: 'MDCN/R/12345', approval_status: 'pending' });
  expect(doctor!.license_document_url).toMatch(new RegExp(`^doctor/${doctorId}/license_\\d+\\.png$`));
  expect((await admin.storage.from('licenses').list(`doctor/${doctorId}`)).data).toHaveLength(1);

  const riderEmail = uniqueEmail('rider');
  await openHydrated(page, '/auth/register');
  await page.getByRole('radio', { name: 'Rider' }).click();
  await fillCommon(page, 'Musa Bello', riderEmail);
  await page.getByLabel('Vehicle information').fill('Motorcycle, KAN-552-XY');
  await page.locator('input[type="file"]').setInputFiles(jpg);
  await page.getByRole('button', { name: 'Create Account' }).click();
  await expect(page.getByText(created)).toBeVisible(slow);
  const riderId = await userIdOf(riderEmail);
  const { data: rider } = await admin.from('riders').select('*').eq('user_id', riderId).single();
  expect(rider).toMatchObject({ full_name: 'Musa Bello', vehicle_info: 'Motorcycle, KAN-552-XY', approval_status: 'pending' });
  expect(rider!.vehicle_doc_url).toMatch(new RegExp(`^riders/${riderId}/vehicle_\\d+\\.jpg$`));
  expect((await admin.storage.from('licenses').list(`riders/${riderId}`)).data).toHaveLength(1);
});

test('registration explains every problem beside its field and keeps what was typed', async ({ page }) => {
  await openHydrated(page, '/auth/register');
  await page.getByRole('button', { name: 'Create Account' }).click();
  await expect(page.getByText('Please fill in all required fields')).toHaveCount(4);

  await page.getByLabel('Full name').fill('Ada Obi');
  await page.getByLabel('Email').fill('ada.example.ng');
  await page.getByLabel('Phone number').fill('0803 123 4567');
  await page.getByLabel(/^Password/).fill('abc');
  await page.getByLabel('Confirm password').fill('abd');
  await page.getByRole('button', { name: 'Create Account' }).click();
  await expect(page.getByText('Please enter a valid email address')).toBeVisible();
  await expect(page.getByText('Password must be at least 6 characters')).toBeVisible();
  await expect(page.getByText('Passwords do not match')).toBeVisible();

  await page.getByLabel(/^Password/).fill('secret123');
  await page.getByRole('button', { name: 'Create Account' }).click();
  await expect(page.getByText('Passwords do not match')).toBeVisible();
  await expect(page.getByLabel('Full name')).toHaveValue('Ada Obi');

  await page.getByRole('radio', { name: 'Pharmacy' }).click();
  await page.getByRole('button', { name: 'Create Account' }).click();
  await expect(page.getByText('Pharmacy name is required')).toBeVisible();
  await page.getByRole('radio', { name: 'Doctor' }).click();
  await page.getByRole('button', { name: 'Create Account' }).click();
  await expect(page.getByText('Medical specialty is required')).toBeVisible();
});

test('a half-filled registration survives a reload, without the passwords', async ({ page }) => {
  // Until something is typed there is no draft, so the page does not fetch the database code.
  const databaseCode: string[] = [];
  page.on('request', (request) => {
    if (/\/assets\/db-[^/]*\.js$/.test(request.url())) databaseCode.push(request.url());
  });
  await openHydrated(page, '/auth/register');
  await page.waitForLoadState('networkidle');
  expect(databaseCode).toEqual([]);
  await page.getByRole('radio', { name: 'Pharmacy' }).click();
  await page.getByLabel('Full name').fill('Kemi Bakare');
  await page.getByLabel('Email').fill('kemi@example.ng');
  await page.getByLabel('Pharmacy name').fill('Kemi Chemists');
  await page.getByLabel(/^Password/).fill('secret123');
  // The draft is saved shortly after typing stops.
  await expect.poll(async () => JSON.stringify(await idbRows(page, 'drafts'))).toContain('Kemi Chemists');
  await page.reload();
  await expect(page.getByLabel('Full name')).toHaveValue('Kemi Bakare');
  await expect(page.getByLabel('Email')).toHaveValue('kemi@example.ng');
  await expect(page.getByRole('radio', { name: 'Pharmacy' })).toBeChecked();
  await expect(page.getByLabel('Pharmacy name')).toHaveValue('Kemi Chemists');
  await expect(page.getByLabel(/^Password/)).toHaveValue('');
});

test('a name with tone marks registers; a web address as a name is refused beside the field', async ({ page }) => {
  await openHydrated(page, '/auth/register');
  await fillCommon(page, 'Visit https://evil.example/login', uniqueEmail('link'));
  await page.getByRole('button', { name: 'Create Account' }).click();
  await expect(page.getByLabel('Full name')).toHaveAccessibleDescription(/Use letters, spaces and ' - \. only/);
  await expect(page).toHaveURL(/\/auth\/register$/);

  const email = uniqueEmail('adebayo');
  await fillCommon(page, 'Adébáyọ̀ Ọlá', email);
  await page.getByRole('button', { name: 'Create Account' }).click();
  await expect(page.getByText(created)).toBeVisible(slow);
  const { data } = await serviceClient().from('profiles').select('full_name').eq('email', email).single();
  expect(data?.full_name).toBe('Adébáyọ̀ Ọlá');
});

test('a phone number that is not Nigerian is refused next to the field, and a landline is accepted', async ({ page }) => {
  await openHydrated(page, '/auth/register');
  await fillCommon(page, 'Ada Obi', uniqueEmail('phone'));
  await page.getByLabel('Phone number').fill('12');
  await page.getByRole('button', { name: 'Create Account' }).click();
  const message = 'Enter a Nigerian phone number, e.g. 0803 123 4567 or 01 234 5678';
  await expect(page.getByText(message)).toBeVisible();
  await expect(page.getByLabel('Phone number')).toHaveAttribute('aria-invalid', 'true');
  await expect(page).toHaveURL(/\/auth\/register/);
  await page.getByLabel('Phone number').fill('01 234 5678');
  await expect(page.getByText(message)).toHaveCount(0);
});
