// A patient's bookings can be read offline after one visit: the list and the booking's page show
// the copy saved on this phone, say so, and never show another account's copy.
import { expect, test } from '@playwright/test';
import { createClient } from '@supabase/supabase-js';
import WebSocket from 'ws';
import { anonKey, createConfirmedAccount, demoPassword, serviceClient, uniqueEmail } from './support/auth';
import { apiUrl } from './support/env';
import { idbRows, startAppServer, storeSession, waitForOfflineReady, type AppServer } from './offline-support';

const DEMO_DOCTOR = '33333333-3333-4333-8333-333333333333';

let app: AppServer;
test.beforeEach(async () => {
  app = await startAppServer();
});
test.afterEach(async () => {
  await app.close();
});

/** A new patient with one booking of the demo doctor, made through the database function. */
async function patientWithBooking() {
  const email = uniqueEmail('offline.booking');
  await createConfirmedAccount(email, demoPassword, 'patient', 'Ngozi Offline');
  const client = createClient(apiUrl, anonKey, { auth: { persistSession: false }, realtime: { transport: WebSocket as never } });
  expect((await client.auth.signInWithPassword({ email, password: demoPassword })).error).toBeNull();
  const from = new Date(Date.now() + 2 * 864e5).toISOString().slice(0, 10);
  const to = new Date(Date.now() + 12 * 864e5).toISOString().slice(0, 10);
  const { data: slots } = await client.rpc('free_slots', { p_doctor: DEMO_DOCTOR, p_from: from, p_to: to });
  const list = slots as string[];
  const starts = list[Math.floor(Math.random() * Math.min(40, list.length))]!;
  const { data, error } = await client.rpc('book_consultation', {
    p_doctor: DEMO_DOCTOR, p_starts_at: starts, p_type: 'audio', p_symptoms: 'Headache at night', p_client_id: crypto.randomUUID(),
  });
  expect(error).toBeNull();
  return { email, id: (data as { id: string }).id };
}

test('bookings read once online stay readable offline, marked as the saved copy', async ({ page, context }) => {
  test.setTimeout(90_000);
  const { email, id } = await patientWithBooking();
  await page.goto(`${app.url}/robots.txt`);
  await storeSession(page, email, demoPassword);
  await page.goto(`${app.url}/consultations`);
  await waitForOfflineReady(page);
  const booking = page.getByRole('listitem').filter({ hasText: 'Dr. Chidi Okafor' });
  await expect(booking).toContainText('Headache at night');
  await expect(page.getByText(/^Offline: showing the state saved/)).toHaveCount(0);
  // What the phone keeps: the account's own copies, written as the answers arrive.
  const copies = async () => (await idbRows(page, 'copies')).map((row) => row.key);
  await expect.poll(copies).toContain('consultations:patient');
  await page.goto(`${app.url}/consultations/booking-confirmation?id=${id}`);
  await expect(page.getByText('Dr. Chidi Okafor, General Practice')).toBeVisible();
  await expect.poll(copies).toContain(`consultation:${id}`);

  await context.setOffline(true);
  await page.goto(`${app.url}/consultations`);
  await expect(page.getByRole('listitem').filter({ hasText: 'Dr. Chidi Okafor' })).toContainText('Headache at night');
  await expect(page.getByText(/^Offline: showing the state saved/)).toBeVisible();
  await page.goto(`${app.url}/consultations/booking-confirmation?id=${id}`);
  await expect(page.getByText('Dr. Chidi Okafor, General Practice')).toBeVisible();
  await expect(page.getByText(/^Offline: showing the state saved/)).toBeVisible();
  // A booking never opened on this phone has no copy: the page says it could not load, nothing else.
  await page.goto(`${app.url}/consultations/booking-confirmation?id=${crypto.randomUUID()}`);
  await expect(page.getByText('Dr. Chidi Okafor')).toHaveCount(0);

  await context.setOffline(false);
  await page.goto(`${app.url}/consultations`);
  await expect(page.getByRole('listitem').filter({ hasText: 'Dr. Chidi Okafor' })).toBeVisible();
  await expect(page.getByText(/^Offline: showing the state saved/)).toHaveCount(0);
});

test('a chat message written offline waits on the phone through a reload and is sent once back online', async ({ page, context }) => {
  test.setTimeout(90_000);
  const { email, id } = await patientWithBooking();
  await page.goto(`${app.url}/robots.txt`);
  await storeSession(page, email, demoPassword);
  await page.goto(`${app.url}/consultations/room/${id}`);
  await waitForOfflineReady(page);
  await expect(page.getByRole('heading', { name: 'Consultation with Dr. Chidi Okafor' })).toBeVisible();

  await expect.poll(async () => (await idbRows(page, 'copies')).map((row) => row.key)).toContain(`room:${id}`);
  const body = `Offline note ${crypto.randomUUID().slice(0, 8)}`;
  await context.setOffline(true);
  await page.getByRole('textbox', { name: 'Message' }).fill(body);
  await page.getByRole('button', { name: 'Send', exact: true }).click();
  const messages = page.getByRole('list', { name: 'Messages' });
  await expect(messages).toContainText(`You: ${body} (waiting to send)`);

  // Still offline, the tab is reloaded: the message is kept on the phone, in the Pending view.
  await page.goto(`${app.url}/pending`);
  await expect(page.getByText(`Chat message: "${body}"`)).toBeVisible();
  // The room reopens offline from the copy kept on the phone, with the message still waiting.
  await page.goto(`${app.url}/consultations/room/${id}`);
  await expect(page.getByRole('heading', { name: 'Consultation with Dr. Chidi Okafor' })).toBeVisible();
  await expect(page.getByText(/^Offline: showing the state saved/)).toBeVisible();
  await expect(messages).toContainText(`You: ${body} (waiting to send)`);
  // A room never opened on this phone says what it needs instead of loading forever.
  await page.goto(`${app.url}/consultations/room/${crypto.randomUUID()}`);
  await expect(page.getByText('The consultation room needs a connection the first time it opens on this phone.', { exact: false })).toBeVisible({ timeout: 20_000 });

  await context.setOffline(false);
  const stored = async () => {
    const { data } = await serviceClient().from('consultation_messages').select('id').eq('consultation_id', id).eq('body', body);
    return data?.length ?? 0;
  };
  await expect.poll(stored, { timeout: 30_000 }).toBe(1);
  await page.goto(`${app.url}/consultations/room/${id}`);
  await expect(messages).toContainText(`You: ${body}`);
  await expect(messages).not.toContainText('waiting to send');
  expect(await stored()).toBe(1);
});

test('the booking calendar is not precached: kept once shown, and a failed load says so beside the doctors, with a retry', async ({ page, context }) => {
  test.setTimeout(90_000);
  await page.goto(`${app.url}/`);
  await waitForOfflineReady(page);
  const cachedFiles = () =>
    page.evaluate(async () => {
      const found: Record<string, string[]> = {};
      for (const name of await caches.keys()) {
        const paths = (await (await caches.open(name)).keys()).map((r) => new URL(r.url).pathname);
        found[name] = paths.filter((p) => /\/assets\/SchedulingCard-.*\.js$/.test(p));
      }
      return found;
    });
  expect(Object.values(await cachedFiles()).flat()).toEqual([]);

  // The calendar's file does not arrive (not on the phone, no connection): the doctors stay.
  await context.route('**/assets/SchedulingCard-*.js', (route) => route.abort('internetdisconnected'));
  await page.goto(`${app.url}/consultations/book`);
  await page.getByRole('article', { name: 'Dr. Chidi Okafor' }).getByRole('button', { name: 'Select Doctor' }).click();
  const failed = page.getByText("We could not load the doctor's calendar. Check your connection and try again.");
  await expect(failed).toBeVisible();
  await expect(page.getByRole('article', { name: 'Dr. Chidi Okafor' })).toBeVisible();

  // Back online, the retry imports it again; the worker keeps it from then on.
  await context.unroute('**/assets/SchedulingCard-*.js');
  await page.getByRole('button', { name: 'Try again' }).click();
  await expect(page.getByRole('region', { name: 'Schedule with Dr. Chidi Okafor' })).toBeVisible();
  await expect(failed).toHaveCount(0);
  await expect.poll(async () => (await cachedFiles())['magani-scheduling'] ?? []).toHaveLength(1);
  // Its stylesheet is precached, so the calendar shown after a retry has its layout (the date and
  // the times side by side on a wide screen, in a grid).
  await expect(page.getByRole('region', { name: 'Schedule with Dr. Chidi Okafor' }).locator('[class*="when"]').first()).toHaveCSS('display', 'grid');
});
