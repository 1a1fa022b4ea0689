// Prescriptions end to end and live. A doctor's e-prescription reaches the pharmacy the patient
// chose, with its items, the patient's name, phone and street address; the pharmacy's quote starts
// from the items, shows on the patient's page without a reload, and the accepted order is filled and
// delivered to that address. A pharmacy's queue shows a new upload without a reload; its bell counts it.
import { expect, test, type Page } from '@playwright/test';
import { createConfirmedAccount, serviceClient, signInAs, signInAsAccount, uniqueEmail } from './support/auth';
import { axeViolations } from './support/axe';
import { bookedConsultation } from './support/consultations';
import { clientFor, demoClient, demoOffer, handOverRiderCash } from './support/orders';
import { openApp } from './patient-support';

const LIVE = { timeout: 10_000 };
const stay = (page: Page) => page.evaluate(() => ((window as unknown as { stayed: boolean }).stayed = true));
const stayed = (page: Page) => page.evaluate(() => (window as unknown as { stayed?: boolean }).stayed === true);

test("a doctor's e-prescription is sent with the patient's address, quoted from its items, accepted and delivered", async ({ browser }) => {
  test.setTimeout(240_000);
  const offer = await demoOffer(40, 1);
  const { id, email } = await bookedConsultation();
  const street = `${Date.now() % 100000} Awolowo Road, Ikoyi, Lagos`;
  const [patientCtx, doctorCtx, pharmacyCtx] = await Promise.all([browser.newContext(), browser.newContext(), browser.newContext()]);
  const [patient, doctor, pharmacy] = await Promise.all([patientCtx.newPage(), doctorCtx.newPage(), pharmacyCtx.newPage()]);
  await Promise.all([signInAsAccount(patient, email), signInAs(doctor, 'doctor'), signInAs(pharmacy, 'pharmacy')]);

  // The doctor picks the pharmacy's medicine from the catalogue and gives every detail.
  await openApp(doctor, `/consultations/room/${id}`);
  const name = doctor.getByLabel('Medicine 1');
  await name.fill(offer.name.slice(0, -1));
  await expect(doctor.locator(`#rx-medicines-0 option[value="${offer.name}"]`)).toHaveCount(1, LIVE);
  await name.fill(offer.name);
  await doctor.getByLabel('Strength 1').fill('500mg');
  await doctor.getByLabel('Dose 1').fill('1 tablet');
  await doctor.getByLabel('Frequency 1').fill('Twice a day');
  await doctor.getByLabel('Duration 1').fill('7 days');
  await doctor.getByLabel('Quantity 1').fill('3');
  await doctor.getByRole('button', { name: 'Send prescription' }).click();
  await expect(doctor.getByText('Prescription sent to the patient.')).toBeVisible();

  // The patient sends it with where to deliver; the form starts from their last address and phone.
  await openApp(patient, `/consultations/room/${id}`);
  const rx = patient.getByRole('group', { name: 'E-prescription' }).filter({ hasText: '1 tablet, Twice a day, for 7 days; quantity 3' });
  await expect(rx).toBeVisible(LIVE);
  await rx.getByLabel('Send to a pharmacy').selectOption({ label: 'Magani Demo Pharmacy, 12 Allen Avenue, Ikeja, Lagos' });
  await rx.getByLabel('Delivery address').fill('');
  await rx.getByLabel('Phone number').fill('0803 123 4567');
  await rx.getByRole('button', { name: 'Send' }).click();
  await expect(rx.getByText('Enter the street address to deliver to')).toBeVisible();
  await rx.getByLabel('Delivery address').fill(street);
  await rx.getByRole('button', { name: 'Send' }).click();
  await expect(rx.getByRole('status')).toContainText('Sent to Magani Demo Pharmacy');

  // The pharmacy reads everything it needs and quotes from the doctor's items.
  await openApp(pharmacy, '/pharmacy/prescriptions');
  const card = pharmacy.getByRole('article').filter({ hasText: street });
  await expect(card).toBeVisible(LIVE);
  await expect(card).toContainText('From: Ada Patient');
  await expect(card.locator('a[href="tel:+2348031234567"]')).toBeVisible();
  await expect(card).toContainText('Chidi Okafor');
  const items = card.getByRole('table', { name: 'Prescribed medicines' });
  for (const text of [offer.name, '500mg', '1 tablet', 'Twice a day', '7 days', '3']) await expect(items).toContainText(text);
  await expect(card.getByLabel('Item 1', { exact: true })).toHaveValue(offer.offerId);
  await expect(card.getByLabel('Item 1 quantity')).toHaveValue('3');
  expect(await axeViolations(pharmacy)).toEqual([]);

  // The patient watches the prescription's page: the quote shows up without a reload.
  const db = serviceClient();
  const { data: sent } = await db.from('prescriptions').select('id').eq('address', street).single();
  await openApp(patient, `/prescriptions/confirmation?id=${sent!.id}`);
  await expect(patient.getByTestId('review-state')).toHaveText('Sent to pharmacy');
  await stay(patient);
  await card.getByRole('button', { name: 'Send quote' }).click();
  await expect(card.getByText('Quote sent')).toBeVisible();
  await expect(patient.getByTestId('review-state')).toHaveText('Quote ready', LIVE);
  expect(await stayed(patient)).toBe(true);
  await expect(patient.getByRole('table', { name: 'Quote' })).toContainText(offer.name);
  await patient.getByLabel('State').selectOption('Lagos');
  await patient.getByLabel('LGA').fill('Eti-Osa');
  await patient.getByRole('button', { name: 'Accept quote and order' }).click();
  await expect(patient.getByTestId('review-state')).toHaveText('Order placed');
  const reference = ((await patient.getByRole('link', { name: /Track order ORD-/ }).textContent()) ?? '').replace('Track order ', '');

  // The order goes to the patient's street at the quoted price, and is filled and delivered.
  const { data: order } = await db.from('orders').select('id, delivery_street, subtotal').eq('reference', reference).single();
  expect(order).toMatchObject({ delivery_street: street, subtotal: offer.price * 3 });
  const shop = await demoClient('pharmacy');
  for (const fn of ['confirm_order', 'start_preparing_order', 'mark_order_ready']) expect((await shop.rpc(fn, { p_order_id: order!.id })).error).toBeNull();
  const rider = await demoClient('rider');
  expect((await rider.rpc('set_rider_availability', { p_online: true, p_state: 'Lagos' })).error).toBeNull();
  await handOverRiderCash();
  for (const fn of ['accept_delivery', 'mark_picked_up', 'mark_out_for_delivery']) expect((await rider.rpc(fn, { p_order_id: order!.id })).error).toBeNull();
  const { data: code } = await db.from('delivery_codes').select('code').eq('order_id', order!.id).single();
  expect((await rider.rpc('mark_delivered', { p_order_id: order!.id, p_code: code!.code })).data).toMatchObject({ ok: true });
  await openApp(patient, `/orders/track?id=${reference}`);
  await expect(patient.getByRole('main')).toContainText('Delivered');
  await Promise.all([patientCtx.close(), doctorCtx.close(), pharmacyCtx.close()]);
});

test("a pharmacy's queue shows a new upload without a reload, with who sent it; its bell counts it", async ({ page }) => {
  test.setTimeout(120_000);
  await signInAs(page, 'pharmacy');
  await openApp(page, '/pharmacy/prescriptions');
  await expect(page.getByRole('heading', { name: 'Prescriptions' })).toBeVisible();
  const bell = page.getByRole('banner').getByRole('button', { name: /^Notifications/ });
  await expect(bell).toBeVisible();
  await page.waitForTimeout(1_000); // the bell's first count is in
  const count = async () => Number(((await bell.getAttribute('aria-label')) ?? '').match(/(\d+) unread/)?.[1] ?? 0);
  const before = await count();
  await stay(page);

  const email = uniqueEmail('rx-live');
  await createConfirmedAccount(email, 'Password123!', 'patient', 'Bola Adeyemi');
  const patient = await clientFor(email, 'Password123!');
  const { data: user } = await patient.auth.getUser();
  const clientId = crypto.randomUUID();
  const path = `${user.user!.id}/${clientId}/0-scan.pdf`;
  expect((await patient.storage.from('prescriptions').upload(path, Buffer.from('%PDF-1.4\n% rx\n'), { contentType: 'application/pdf' })).error).toBeNull();
  const { data: pharmacyRow } = await serviceClient().from('pharmacies').select('id').eq('user_id', '22222222-2222-4222-8222-222222222222').single();
  const address = `${Date.now() % 100000} Ogunlana Drive, Surulere`;
  const { error } = await patient.from('prescriptions').insert({
    client_id: clientId, pharmacy_id: pharmacyRow!.id, address, contact_phone: '+2348091234567', file_paths: [path],
  });
  expect(error).toBeNull();

  const card = page.getByRole('article').filter({ hasText: address });
  await expect(card).toBeVisible(LIVE);
  await expect(card).toContainText('From: Bola Adeyemi');
  await expect(card.locator('a[href="tel:+2348091234567"]')).toBeVisible();
  // Other tests notify the same pharmacy meanwhile, so the bell is compared with the rows: its count
  // (polled every 20 s) reaches the unread rows there were once this upload's notification existed.
  const pharmacyUser = '22222222-2222-4222-8222-222222222222';
  const { data: mine } = await serviceClient().from('notifications').select('id, read_at')
    .eq('user_id', pharmacyUser).eq('title', 'New prescription to review')
    .order('id', { ascending: false }).limit(1).single();
  expect(mine!.read_at).toBeNull();
  const { count: unread } = await serviceClient().from('notifications').select('id', { count: 'exact', head: true })
    .eq('user_id', pharmacyUser).is('read_at', null);
  expect(unread!).toBeGreaterThan(before);
  await expect.poll(count, { timeout: 45_000 }).toBeGreaterThanOrEqual(unread!);
  expect(await stayed(page)).toBe(true);
});
