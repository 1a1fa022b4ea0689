// A prescription backs one order: once an order used it, choosing it again at checkout is refused
// with the reason next to the form, and no second order exists.
import { expect, test } from '@playwright/test';
import { createConfirmedAccount, demoPassword, serviceClient, signInAsAccount, uniqueEmail } from './support/auth';
import { clientFor, putInCart, type SeedOffer } from './support/orders';
import { openApp } from './patient-support';

const DEMO_PHARMACY_USER = '22222222-2222-4222-8222-222222222222';

/** A listed prescription-only offer of the demo pharmacy, with stock set. */
async function rxOffer(stock: number): Promise<SeedOffer> {
  const db = serviceClient();
  const { data: pharmacy } = await db.from('pharmacies').select('id, name').eq('user_id', DEMO_PHARMACY_USER).single();
  const { data: rx } = await db.from('medicines').select('id, name').eq('prescription_only', true);
  const { data: offers } = await db.from('offers').select('id, price, medicine_id').eq('pharmacy_id', pharmacy!.id).eq('listed', true).order('id');
  const offer = (offers ?? []).find((o) => (rx ?? []).some((m) => m.id === o.medicine_id))!;
  await db.from('offers').update({ stock_quantity: stock }).eq('id', offer.id);
  return {
    offerId: offer.id, pharmacyId: pharmacy!.id, pharmacyName: pharmacy!.name, medicineId: offer.medicine_id,
    name: (rx ?? []).find((m) => m.id === offer.medicine_id)!.name as string, price: Number(offer.price),
  };
}

test('a prescription that already backed an order is refused at checkout, and no second order is made', async ({ page }) => {
  test.setTimeout(90_000);
  const offer = await rxOffer(20);
  const email = uniqueEmail('rx.reuse');
  await createConfirmedAccount(email, demoPassword, 'patient', 'Tunde Bello');
  const patient = await clientFor(email, demoPassword);
  const { data: user } = await patient.auth.getUser();
  const clientId = crypto.randomUUID();
  const file = `${user.user!.id}/${clientId}/0-rx.pdf`;
  expect((await patient.storage.from('prescriptions').upload(file, Buffer.from('%PDF-1.4\n% rx\n'), { contentType: 'application/pdf' })).error).toBeNull();
  const { data: rx, error } = await patient.from('prescriptions')
    .insert({ client_id: clientId, pharmacy_id: offer.pharmacyId, address: '7 Bode Thomas Street, Surulere', contact_phone: '+2348091234567', file_paths: [file] })
    .select('id').single();
  expect(error).toBeNull();
  // The first order uses it.
  const first = await patient.rpc('place_order', {
    p_intent: {
      idempotency_key: `e2e-${clientId}`, lines: [{ offer_id: offer.offerId, quantity: 1 }],
      address: { state: 'Lagos', lga: 'Surulere', street: '7 Bode Thomas Street' }, phone: '+2348091234567',
      delivery_time: 'anytime', payment_method: 'pay_on_delivery', prescription_id: rx!.id,
    },
  });
  expect(first.error).toBeNull();

  await signInAsAccount(page, email);
  await openApp(page, '/cart/checkout');
  await putInCart(page, offer, 1);
  await openApp(page, '/cart/checkout');
  await expect(page.getByLabel('Street address')).toHaveValue('7 Bode Thomas Street');
  await page.getByLabel('Prescription').selectOption({ index: 1 });
  await page.getByRole('button', { name: 'Place order' }).click();
  await expect(page.getByText('That prescription was already used for an order: attach a new one')).toBeVisible({ timeout: 20_000 });
  const { count } = await patient.from('orders').select('id', { count: 'exact', head: true });
  expect(count).toBe(1);
});
