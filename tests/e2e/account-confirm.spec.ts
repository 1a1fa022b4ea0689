import { expect, test } from '@playwright/test';
import { anonKey, latestMessage, localPath, serviceClient, uniqueEmail } from './support/auth';
import { apiUrl } from './support/env';

/**
 * An unconfirmed account and the link its confirmation e-mail would carry, read with the service
 * role so that no e-mail is spent: the dialog's resend is then the account's first e-mail (the
 * database allows one per 60 s).
 */
async function unconfirmedAccount() {
  const email = uniqueEmail('confirm');
  const headers = { apikey: anonKey, Authorization: `Bearer ${anonKey}`, 'Content-Type': 'application/json' };
  const signup = await fetch(`${apiUrl}/auth/v1/signup`, {
    method: 'POST',
    headers,
    body: JSON.stringify({ email, password: 'secret123', data: { full_name: 'Confirm Person', role: 'patient' } }),
  });
  const body = (await signup.json()) as { user?: { id: string }; id?: string };
  const userId = body.user?.id ?? body.id!;
  const { data } = await serviceClient().from('profiles').select('confirmation_token').eq('user_id', userId).single();
  const link = `/confirm?token=${data!.confirmation_token as string}`;
  return { email, userId, link, sentAt: new Date().toISOString() };
}

test('an expired link offers a new e-mail, and the new link confirms', async ({ page }) => {
  const account = await unconfirmedAccount();
  const { error } = await serviceClient()
    .from('profiles')
    .update({ confirmation_token_expires_at: new Date(Date.now() - 60_000).toISOString() })
    .eq('user_id', account.userId);
  expect(error).toBeNull();

  await page.goto(account.link);
  await expect(page.getByText(/Invalid or expired/)).toBeVisible();
  await expect(page.getByRole('link', { name: 'Back to Registration' })).toHaveAttribute('href', '/auth/register');
  await page.getByRole('button', { name: 'Resend Confirmation Email' }).click();
  const dialog = page.getByRole('dialog', { name: 'Resend confirmation email' });
  await expect(dialog.getByLabel('Email address')).toHaveValue(account.email);
  await dialog.getByLabel('Password', { exact: true }).fill('secret123');
  await dialog.getByRole('button', { name: 'Send confirmation email' }).click();
  await expect(page.getByText('Confirmation email sent! Check your inbox.')).toBeVisible();

  const fresh = await latestMessage(account.email, { after: account.sentAt });
  await page.goto(localPath(fresh.links.find((l) => l.includes('/confirm?token='))!));
  await expect(page.getByText('Email confirmed successfully! You can now log in.')).toBeVisible();
  const { data } = await serviceClient().from('profiles').select('email_confirmed').eq('user_id', account.userId).single();
  expect(data?.email_confirmed).toBe(true);
});

test('a link that was already used says the account is confirmed, not expired', async ({ page }) => {
  const account = await unconfirmedAccount();
  await page.goto(account.link);
  await expect(page.getByText('Email confirmed successfully! You can now log in.')).toBeVisible();
  // The helper's link is already a local path (read from the profile, not from an e-mail).
  await page.goto(account.link);
  await expect(page.getByText('Your email is already confirmed. You can log in.')).toBeVisible();
  await expect(page.getByText(/Invalid or expired/)).toHaveCount(0);
});

test('without a token the page shows the error state with its two ways out', async ({ page }) => {
  await page.goto('/confirm');
  await expect(page.getByText("We couldn't confirm your email address. The link might be invalid or expired.")).toBeVisible();
  await expect(page.getByRole('link', { name: 'Back to Registration' })).toHaveAttribute('href', '/auth/register');
  await page.getByRole('link', { name: 'Try to Login' }).click();
  await expect(page).toHaveURL(/\/auth\/login$/);
});
