// Fault: a device clock running slow. The server says the access token has expired ("JWT
// expired") while supabase-js, going by the device's clock, still trusts it and never refreshes.
// A queued prescription must renew the token and go through, not fail for good.
import { expect, test } from '@playwright/test';
import { anonKey, AUTH_STORAGE_KEY, createConfirmedAccount, uniqueEmail } from './support/auth';
import { apiUrl } from './support/env';
import { startAppServer, waitForOfflineReady, type AppServer } from './offline-support';
// @ts-expect-error the local backend is plain JavaScript
import { signJwt } from '../../supabase/local/jwt.mjs';
import { serverPrescriptions, submitPrescription } from './fault-support';

let app: AppServer;
test.beforeEach(async () => {
  app = await startAppServer();
});
test.afterEach(async () => {
  await app.close();
});

test('an upload answered "JWT expired" refreshes the token and is sent, whatever the device clock says', async ({ page }) => {
  const email = uniqueEmail('slow.clock');
  await createConfirmedAccount(email, 'secret123');
  const res = await fetch(`${apiUrl}/auth/v1/token?grant_type=password`, {
    method: 'POST',
    headers: { apikey: anonKey, 'Content-Type': 'application/json' },
    body: JSON.stringify({ email, password: 'secret123' }),
  });
  const session = (await res.json()) as { access_token: string; expires_at: number; user: { id: string } };
  // The token the server issued an hour ago: expired for the server, still "valid" for a device
  // whose clock is an hour behind (expires_at is what supabase-js compares with that clock).
  const claims = JSON.parse(Buffer.from(session.access_token.split('.')[1]!, 'base64url').toString()) as Record<string, number>;
  const expired = signJwt({ ...claims, iat: claims.iat! - 7200, exp: Math.floor(Date.now() / 1000) - 60 }) as string;
  const stale = { ...session, access_token: expired, expires_at: Math.floor(Date.now() / 1000) + 3000 };

  await page.goto(`${app.url}/`);
  await waitForOfflineReady(page);
  await page.evaluate(([key, value]) => localStorage.setItem(key, value), [AUTH_STORAGE_KEY, JSON.stringify(stale)] as const);
  const id = await submitPrescription(page, app.url, { address: '4 Slow Clock Road, Jos' });
  await expect(page.getByTestId('submission-state')).toHaveText('Sent to pharmacy', { timeout: 30_000 });
  expect(await serverPrescriptions(id)).toEqual([expect.objectContaining({ user_id: session.user.id, address: '4 Slow Clock Road, Jos' })]);
});
