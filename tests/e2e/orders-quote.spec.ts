// One price everywhere: a two-pharmacy cart's total (per pharmacy, with each pharmacy's delivery
// fee) is what checkout shows and what the placed orders cost; the checkout's LGA comes from the
// state's list and the next checkout starts from the last order's address.
import { expect, test } from '@playwright/test';
import { createConfirmedAccount, serviceClient, signInThroughForm, uniqueEmail } from './support/auth';
import { demoOffer, putInCart, type SeedOffer } from './support/orders';
import { openApp } from './patient-support';

/** A listed, non-prescription offer of an approved pharmacy other than `not`, with stock set. */
async function otherPharmacyOffer(not: string): Promise<SeedOffer> {
  const db = serviceClient();
  const { data: shops } = await db.from('pharmacies').select('id, name, delivery_fee').eq('status', 'approved').neq('id', not).gt('delivery_fee', 0);
  const { data: rx } = await db.from('medicines').select('id').eq('prescription_only', true);
  const { data: offers } = await db
    .from('offers')
    .select('id, price, medicine_id, pharmacy_id')
    .in('pharmacy_id', (shops ?? []).map((p) => p.id as string))
    .eq('listed', true)
    .order('id');
  const offer = (offers ?? []).find((o) => !(rx ?? []).some((m) => m.id === o.medicine_id));
  if (!offer) throw new Error('the seed has no offer of a second approved pharmacy');
  const { data: medicine } = await db.from('medicines').select('name').eq('id', offer.medicine_id).single();
  await db.from('offers').update({ stock_quantity: 50 }).eq('id', offer.id);
  const shop = shops!.find((p) => p.id === offer.pharmacy_id)!;
  return { offerId: offer.id, pharmacyId: offer.pharmacy_id, pharmacyName: shop.name, medicineId: offer.medicine_id, name: medicine!.name as string, price: Number(offer.price) };
}

const naira = (text: string | null) => Number((text ?? '').replace(/[^\d]/g, ''));

test('a two-pharmacy cart costs in the cart what checkout shows and what the orders are charged', async ({ page }) => {
  test.setTimeout(90_000);
  const email = uniqueEmail('quote');
  await createConfirmedAccount(email, 'secret123');
  const mine = await demoOffer(50, 11);
  const other = await otherPharmacyOffer(mine.pharmacyId);
  await openApp(page, '/auth/login');
  await signInThroughForm(page, email, 'secret123');
  await expect(page).toHaveURL(/\/dashboard\/patient$/, { timeout: 20_000 });
  await putInCart(page, mine, 2);
  await putInCart(page, other, 1);

  await openApp(page, '/cart');
  await expect(page.getByTestId('summary-pharmacy')).toHaveCount(2);
  await expect(page.getByTestId('summary-checked')).toContainText('checked at');
  const cartTotal = naira(await page.getByTestId('summary-total').textContent());
  expect(cartTotal).toBeGreaterThan(mine.price * 2 + other.price);

  await page.getByRole('link', { name: 'Proceed to Checkout' }).click();
  await expect(page.getByTestId('checkout-total')).toHaveText(`₦${cartTotal.toLocaleString('en-NG')}`);
  await page.getByLabel('State').selectOption('Lagos');
  await expect(page.getByLabel('LGA').locator('option')).toHaveCount(21); // "Select an LGA" and Lagos's 20
  await page.getByLabel('LGA').selectOption('Eti Osa');
  await page.getByLabel('Street address').fill('3 Adeola Odeku Street');
  await page.getByLabel('Phone number').fill('0803 123 4567');
  await page.getByRole('button', { name: 'Place order' }).click();
  const placed = page.getByTestId('order-placed');
  await expect(placed).toContainText('Your 2 orders are with the pharmacy');

  const references = (await placed.textContent())!.match(/ORD-\d{4}-\d{6}/g)!;
  const { data: orders } = await serviceClient().from('orders').select('total, delivery_lga').in('reference', references);
  expect(orders).toHaveLength(2);
  expect(orders!.reduce((sum, o) => sum + Number(o.total), 0)).toBe(cartTotal);
  expect(orders!.map((o) => o.delivery_lga)).toEqual(['Eti Osa', 'Eti Osa']);

  // The next checkout starts from this order's address.
  await putInCart(page, mine, 1);
  await openApp(page, '/cart/checkout');
  await expect(page.getByTestId('prefilled')).toBeVisible();
  await expect(page.getByLabel('State')).toHaveValue('Lagos');
  await expect(page.getByLabel('LGA')).toHaveValue('Eti Osa');
  await expect(page.getByLabel('Street address')).toHaveValue('3 Adeola Odeku Street');
});
