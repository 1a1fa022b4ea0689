import { expect, test, type Page } from '@playwright/test';
import { signInAs, signInAsAccount, serviceClient } from './support/auth';
import { axeViolations } from './support/axe';
import { clientFor, deliverOrder as deliver, demoOffer, placeDemoOrder } from './support/orders';

// Reviews are real: a patient rates the pharmacy of a delivered order and the rating shown with
// that pharmacy's prices changes (it is computed from the reviews); the pharmacy answers; an admin
// hides an abusive review with a reason.

/** What the database computes for the pharmacy, as the offer row should say it. */
async function expectedRating(pharmacyId: string) {
  const { data } = await serviceClient().from('review_ratings').select('rating, reviews').eq('subject_id', pharmacyId).maybeSingle();
  if (!data) return 'New pharmacy: no reviews yet';
  return `Rated ${Number(data.rating).toFixed(1)} (${data.reviews} ${data.reviews === 1 ? 'review' : 'reviews'})`;
}

async function ratingShown(page: Page, medicine: string, pharmacyName: string) {
  await page.goto(`/drugs/search?q=${encodeURIComponent(medicine)}`);
  await expect(page.getByTestId('offer').first()).toBeVisible({ timeout: 45_000 });
  // A card shows its three cheapest offers; the rest are one tap away.
  const more = page.getByRole('button', { name: /^Show all \d+ offers/ }).first();
  if (await more.count()) await more.click();
  const offer = page.getByTestId('offer').filter({ hasText: pharmacyName }).first();
  await expect(offer).toBeVisible({ timeout: 15_000 });
  return offer.getByTestId('pharmacy-rating');
}

/**
 * The rating search shows for the pharmacy, once it says what the database computes. Other specs
 * review the same pharmacy side by side, so a page opened a moment before their review is opened again.
 */
async function ratingAsComputed(page: Page, medicine: string, pharmacyName: string, pharmacyId: string) {
  let shown = '';
  await expect(async () => {
    const rating = await ratingShown(page, medicine, pharmacyName);
    await expect(rating).not.toHaveText('');
    shown = (await rating.textContent()) ?? '';
    expect(shown).toContain(await expectedRating(pharmacyId));
  }).toPass({ timeout: 60_000 });
  return shown;
}

test('a patient rates a delivered order and the pharmacy rating shown with its prices changes', async ({ page }) => {
  test.setTimeout(120_000);
  const offer = await demoOffer(100, 1);
  const order = await placeDemoOrder(offer, 1);
  await deliver(order);
  await signInAsAccount(page, order.patient.email, order.patient.password);

  const was = await ratingAsComputed(page, offer.name, offer.pharmacyName, offer.pharmacyId);

  await page.goto('/orders');
  const row = page.getByTestId('order-row').filter({ hasText: order.reference });
  await row.getByRole('link', { name: 'Rate pharmacy' }).click();
  await expect(page).toHaveURL(`/reviews/order/${order.id}`);
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(`Rate ${offer.pharmacyName}`);
  // Nothing chosen: the message stands next to the field and nothing is saved.
  await page.getByRole('button', { name: 'Send review' }).click();
  await expect(page.getByText('Choose from 1 to 5 stars.')).toBeVisible();
  // Chosen with the keyboard: the stars are a radio group.
  const oneStar = page.getByRole('radio', { name: /^1 star/ });
  await oneStar.focus();
  await page.keyboard.press('Space');
  await expect(oneStar).toBeChecked();
  await page.getByLabel('Comment (optional)').fill('Took two days to arrive.');
  expect(await axeViolations(page)).toEqual([]);
  await page.getByRole('button', { name: 'Send review' }).click();
  await expect(page.getByRole('status').filter({ hasText: 'Your review is saved' })).toBeVisible();
  const { data: saved } = await serviceClient().from('reviews').select('rating, comment').eq('order_id', order.id).single();
  expect(saved).toEqual({ rating: 1, comment: 'Took two days to arrive.' });

  // This review is in the figure now: it differs from before, and it is what the database computes.
  expect(await ratingAsComputed(page, offer.name, offer.pharmacyName, offer.pharmacyId)).not.toBe(was);

  // Coming back, the review can be changed (for 7 days), not written a second time.
  await page.goto(`/reviews/order/${order.id}`);
  await expect(page.getByRole('button', { name: 'Save changes' })).toBeVisible();
  await expect(page.getByText(/You can change your review until/)).toBeVisible();
});

/** A delivered order of the demo patient, reviewed with this comment; returns the review's id. */
async function reviewedOrder(skip: number, comment: string) {
  const offer = await demoOffer(100, skip);
  const order = await placeDemoOrder(offer, 1);
  await deliver(order);
  const patient = await clientFor(order.patient.email, order.patient.password);
  const { data, error } = await patient.rpc('submit_review', { p_order: order.id, p_consultation: null, p_rating: 2, p_comment: comment });
  expect(error).toBeNull();
  return (data as { id: string }).id;
}

test('the pharmacy answers a review of it', async ({ page }) => {
  test.setTimeout(90_000);
  const comment = `Late again ${Date.now()}`;
  const id = await reviewedOrder(2, comment);
  await signInAs(page, 'pharmacy');
  await page.goto('/pharmacy/reviews');
  const card = page.getByTestId('review').filter({ hasText: comment });
  await card.getByRole('button', { name: 'Answer' }).click();
  await card.getByLabel(/Your answer/).fill('We are sorry; we will call you.');
  await card.getByRole('button', { name: 'Save answer' }).click();
  await expect(card).toContainText('Answer: We are sorry; we will call you.');
  expect(await axeViolations(page)).toEqual([]);
  const { data: row } = await serviceClient().from('reviews').select('reply').eq('id', id).single();
  expect(row).toEqual({ reply: 'We are sorry; we will call you.' });
});

test('an admin hides an abusive review with a reason', async ({ page }) => {
  test.setTimeout(90_000);
  const comment = `Rude words ${Date.now()}`;
  const id = await reviewedOrder(3, comment);
  await signInAs(page, 'admin');
  await page.goto('/admin/reviews');
  const listed = page.getByTestId('review').filter({ hasText: comment });
  await listed.getByRole('button', { name: 'Hide review' }).click();
  await expect(listed.getByText(/Give the reason/)).toBeVisible();
  await listed.getByLabel('Reason for hiding').fill('Insults the staff');
  await listed.getByRole('button', { name: 'Hide review' }).click();
  await expect(listed).toContainText('Hidden by an administrator: Insults the staff');
  expect(await axeViolations(page)).toEqual([]);
  const { data: row } = await serviceClient().from('reviews').select('hidden_reason').eq('id', id).single();
  expect(row).toEqual({ hidden_reason: 'Insults the staff' });
});
