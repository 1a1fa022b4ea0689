// Fault: a slow answer to "send me a code". The server sends the SMS but its answer arrives after
// the step's 60 s limit; retrying then would send a second code and void the one the person has.
import { expect, test } from '@playwright/test';
import { idbRows, openHydrated, startAppServer, type AppServer } from './offline-support';
import { uniqueEmail } from './support/auth';
import { inboxUrl } from './support/env';

let app: AppServer;
test.beforeEach(async () => {
  app = await startAppServer();
});
test.afterEach(async () => {
  await app.close();
});

const smsTo = async (phone: string) => ((await (await fetch(`${inboxUrl}/api/messages?to=${encodeURIComponent(phone)}`)).json()) as unknown[]).length;

test('a code whose answer came late is not sent a second time', async ({ page, context }) => {
  test.setTimeout(180_000);
  const digits = String(Math.floor(Math.random() * 1e7)).padStart(7, '0');
  const phone = `+234813${digits}`;
  let first = true;
  await context.route(/\/auth\/v1\/otp/, async (route) => {
    if (!first) return route.continue();
    first = false;
    // The server does its work (the SMS goes out); its answer is 65 s late.
    const response = await route.fetch();
    await new Promise((resolve) => setTimeout(resolve, 65_000));
    await route.fulfill({ response }).catch(() => undefined);
  });
  await openHydrated(page, `${app.url}/logistics/signup`);
  await page.getByLabel('Full name').fill('Ngozi Eze');
  await page.getByLabel('Email').fill(uniqueEmail('slow.otp'));
  await page.getByLabel('Phone number').fill(`0813 ${digits.slice(0, 3)} ${digits.slice(3)}`);
  await page.getByLabel('Address').fill('4 Marina Road, Lagos Island');
  await page.getByLabel('Government ID').fill('NIN-12345678');
  await page.getByRole('button', { name: 'Send OTP' }).click();
  await expect.poll(() => smsTo(phone), { timeout: 15_000 }).toBe(1);

  await expect(page.getByLabel('SMS code')).toBeVisible({ timeout: 120_000 });
  // Every send-otp job has settled: nothing left that could send another code.
  await expect
    .poll(async () => (await idbRows(page, 'outbox')).filter((j) => j.kind === 'send-otp' && !['done', 'failed'].includes(String(j.state))).length, { timeout: 30_000 })
    .toBe(0);
  expect(await smsTo(phone)).toBe(1);
});
