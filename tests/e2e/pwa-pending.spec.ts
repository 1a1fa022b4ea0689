import { expect, test } from '@playwright/test';
import { axeViolations } from './support/axe';
import { viewports } from './support/env';
import { saveJobs, startAppServer, waitForOfflineReady, type AppServer } from './offline-support';

let app: AppServer;
test.afterEach(async () => {
  await app?.close();
});

const now = Date.now();
const job = (id: string, state: string, label: string, extra: Record<string, unknown> = {}) => ({
  id,
  owner: 'guest',
  kind: 'password-reset',
  label,
  input: { email: 'ada@example.ng', redirectTo: 'http://localhost/auth/reset-password' },
  checkpoints: {},
  state,
  attempts: 0,
  nextAttemptAt: now,
  createdAt: now - 60_000,
  updatedAt: now,
  ...extra,
});

for (const [width, viewport] of Object.entries(viewports)) {
  test(`the Pending view shows every state with its actions, accessibly, at ${width} width`, async ({ page, context }) => {
    await page.setViewportSize(viewport);
    app = await startAppServer();
    await page.goto(`${app.url}/pending`);
    await waitForOfflineReady(page);
    await context.setOffline(true);
    await saveJobs(page, [
      job('j1', 'queued', 'Password reset e-mail for ada@example.ng'),
      job('j2', 'waiting-retry', 'Resend confirmation to ada@example.ng', { kind: 'resend-confirmation', attempts: 3, lastError: 'Failed to fetch' }),
      job('j3', 'blocked', 'Prescription for HealthPlus Pharmacy (2 files)', { kind: 'prescription', lastError: 'Waiting for you to sign in.' }),
      job('j4', 'failed', 'Create pharmacy account for ada@example.ng', { kind: 'sign-up', lastError: 'User already registered' }),
      job('j5', 'done', 'Password reset e-mail for obi@example.ng', { createdAt: now - 120_000 }),
    ]);
    await page.reload();

    const waiting = page.getByRole('region', { name: 'Waiting to be sent (4)' });
    await expect(waiting.getByRole('listitem')).toHaveCount(4);
    const failed = waiting.getByRole('listitem').filter({ hasText: 'Create pharmacy account' });
    await expect(failed.getByText('Not sent: User already registered')).toBeVisible();
    await expect(failed.getByRole('button', { name: 'Retry' })).toBeVisible();
    const blocked = waiting.getByRole('listitem').filter({ hasText: 'Prescription for HealthPlus' });
    await expect(blocked.getByText('Waiting for sign-in')).toBeVisible();
    await expect(blocked.getByRole('link', { name: 'Sign in to send it' })).toBeVisible();
    await expect(page.getByRole('region', { name: 'Recently sent' }).getByText('Sent', { exact: true })).toBeVisible();
    await expect(page.getByRole('banner').getByRole('link', { name: 'Pending: 4 items waiting to be sent, some need you' })).toBeVisible();
    await expect(page.getByRole('status').filter({ hasText: "You're offline" })).toContainText('4 queued items waiting');

    // Cancel asks first, then removes the item for good.
    const queued = waiting.getByRole('listitem').filter({ hasText: 'Password reset e-mail for ada' });
    await queued.getByRole('button', { name: 'Cancel' }).click();
    await expect(queued.getByText('Cancel this item? It will not be sent.')).toBeVisible();
    expect(await axeViolations(page)).toEqual([]);
    await page.screenshot({ path: `test-results/pending-${width}.png`, fullPage: true });
    await queued.getByRole('button', { name: 'Yes, cancel it' }).click();
    await expect(page.getByRole('region', { name: 'Waiting to be sent (3)' })).toBeVisible();
  });
}
