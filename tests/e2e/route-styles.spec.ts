// The pharmacy's prescription queue opened directly: its actions are drawn as buttons (every
// route's stylesheets are checked by the accessibility sweep, see support/styles.ts).
import { expect, test } from '@playwright/test';
import { signInAs } from './support/auth';
import { waitingPrescription } from './support/styles';

test('the pharmacy prescription queue opened directly draws its actions as buttons', async ({ page }) => {
  await waitingPrescription();
  await signInAs(page, 'pharmacy');
  await page.goto('/pharmacy/prescriptions');
  const send = page.getByRole('button', { name: 'Send quote' }).first();
  await expect(send).toBeVisible();
  // Button.css gives a filled button its height and background; plain text has neither.
  const look = await send.evaluate((el) => ({ height: el.getBoundingClientRect().height, bg: getComputedStyle(el).backgroundColor }));
  expect(look.height).toBeGreaterThanOrEqual(30);
  expect(look.bg).not.toBe('rgba(0, 0, 0, 0)');
});
