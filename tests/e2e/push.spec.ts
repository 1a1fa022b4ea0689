// Web Push end to end in Chromium. Headless Chromium cannot reach a real push service, so the
// page's PushManager hands out a device of the local push-service stand-in (an endpoint on the
// inbox's port and the keys a browser would make); everything after that is real: the app stores
// it, the pharmacy's acceptance queues a push, send-messages encrypts it with VAPID, the stand-in
// checks and decrypts it, and the test delivers the decrypted payload to the app's service worker
// through the DevTools protocol (ServiceWorker.deliverPushMessage), with the app's pages closed.
// How the tap is tested: see below.
import { expect, test, type BrowserContext, type CDPSession } from '@playwright/test';
import { createConfirmedAccount, demoPassword, serviceClient, signInAsAccount, uniqueEmail } from './support/auth';
import { inboxUrl } from './support/env';
import { demoClient, demoOffer, placeDemoOrder } from './support/orders';
import { waitForOfflineReady } from './offline-support';
import { axeViolations } from './support/axe';
import { expectFitsNarrowScreens } from './support/layout';

type Device = { id: string; endpoint: string; keys: { p256dh: string; auth: string } };
type Received = { status: number; payload: string | null; bytes: number };
// The worker's global scope, as far as the test uses it (the DOM types have no worker types).
type WorkerScope = {
  registration: ServiceWorkerRegistration;
  clients: object;
  dispatchEvent(event: Event): boolean;
  NotificationEvent: new (type: string, init: { notification: Notification }) => Event;
};

/** The browser side of a subscription: what PushManager would answer after the push service's reply. */
async function standInPushManager(context: BrowserContext, device: Device) {
  await context.addInitScript((d: Device) => {
    const KEY = 'e2e.push-subscribed';
    const subscription = () => ({
      endpoint: d.endpoint,
      expirationTime: null,
      options: { userVisibleOnly: true },
      getKey: () => null,
      toJSON: () => ({ endpoint: d.endpoint, expirationTime: null, keys: d.keys }),
      unsubscribe: async () => {
        localStorage.removeItem(KEY);
        // What unsubscribing does at a real push service: the endpoint answers 410 from now on.
        await fetch(d.endpoint.replace('/push/send/', '/push/devices/'), { method: 'DELETE' });
        return true;
      },
    });
    PushManager.prototype.subscribe = async function () {
      localStorage.setItem(KEY, '1');
      return subscription() as unknown as PushSubscription;
    };
    PushManager.prototype.getSubscription = async function () {
      return (localStorage.getItem(KEY) ? subscription() : null) as unknown as PushSubscription | null;
    };
  }, device);
}

async function received(device: Device): Promise<Received[]> {
  return (await fetch(`${inboxUrl}/push/devices/${device.id}/messages`)).json();
}

/** The service worker registration of the app's origin, as DevTools sees it. */
async function registrationId(cdp: CDPSession, origin: string): Promise<string> {
  const found = new Promise<string>((resolve) => {
    cdp.on('ServiceWorker.workerRegistrationUpdated', ({ registrations }) => {
      const mine = registrations.find((r) => r.scopeURL.startsWith(origin) && !r.isDeleted);
      if (mine) resolve(mine.registrationId);
    });
  });
  await cdp.send('ServiceWorker.enable');
  return found;
}

test('a push reaches the closed app when the pharmacy accepts the order, opens the order, and stops after sign-out', async ({ context, baseURL }) => {
  test.setTimeout(90_000);
  const origin = new URL(baseURL!).origin;
  const device = (await (await fetch(`${inboxUrl}/push/devices`, { method: 'POST' })).json()) as Device;
  await standInPushManager(context, device);
  await context.grantPermissions(['notifications'], { origin });

  // A patient after their first order: the app offers notifications there (and only then).
  const email = uniqueEmail('ada.push');
  await createConfirmedAccount(email, demoPassword, 'patient', 'Ada Push');
  const offer = await demoOffer();
  const first = await placeDemoOrder(offer, 1, {}, { email, password: demoPassword });
  const page = await context.newPage();
  await signInAsAccount(page, email);
  await page.goto(`/orders/track?id=${first.reference}`);
  await waitForOfflineReady(page);
  await page.getByRole('button', { name: 'Turn on notifications' }).click();
  await expect(page.getByRole('status').filter({ hasText: 'Notifications are on for this device' })).toBeVisible();

  // The app's pages close; a blank tab carries the DevTools session.
  const blank = await context.newPage();
  await page.close();
  const cdp = await context.newCDPSession(blank);
  const registration = await registrationId(cdp, origin);

  const pharmacy = await demoClient('pharmacy');
  expect((await pharmacy.rpc('confirm_order', { p_order_id: first.id })).error).toBeNull();
  await expect.poll(async () => (await received(device)).filter((r) => r.status === 201).length, { timeout: 20_000 }).toBe(1);
  const [push] = (await received(device)).filter((r) => r.status === 201);
  const payload = JSON.parse(push!.payload!) as { title: string; body: string; url: string };
  expect(payload).toMatchObject({ title: 'Order confirmed', url: `/orders/track?id=${first.reference}` });
  test.info().annotations.push({ type: 'push bytes', description: `payload ${push!.payload!.length} B, encrypted body ${push!.bytes} B` });

  await cdp.send('ServiceWorker.deliverPushMessage', { origin, registrationId: registration, data: push!.payload! });
  const worker = context.serviceWorkers().find((w) => w.url().startsWith(origin))!;
  await expect.poll(() => worker.evaluate(async () => {
    const scope = self as unknown as WorkerScope;
    return (await scope.registration.getNotifications()).map((n) => ({ title: n.title, body: n.body, url: (n.data as { url: string }).url }));
  })).toEqual([{ title: 'Order confirmed', body: payload.body, url: payload.url }]);

  // Tapping it. Chromium lets a worker open a window only from a real click on a shown notification,
  // which nothing can make in headless Chromium; so the test dispatches the same event to the
  // worker's handler, takes the window it asks for (clients.openWindow) and opens that URL itself.
  const asked = await worker.evaluate(async () => {
    const scope = self as unknown as WorkerScope;
    const urls: string[] = [];
    Object.defineProperty(scope.clients, 'openWindow', { configurable: true, value: async (url: string) => urls.push(url) && null });
    const [notification] = await scope.registration.getNotifications();
    const click = new scope.NotificationEvent('notificationclick', { notification: notification! });
    const pending: Promise<unknown>[] = [];
    Object.defineProperty(click, 'waitUntil', { value: (p: Promise<unknown>) => pending.push(p) });
    scope.dispatchEvent(click);
    await Promise.all(pending);
    delete (scope.clients as { openWindow?: unknown }).openWindow;
    return { urls, left: (await scope.registration.getNotifications()).length };
  });
  expect(asked).toEqual({ urls: [`${origin}/orders/track?id=${first.reference}`], left: 0 });
  const orderPage = await context.newPage();
  await orderPage.goto(asked.urls[0]!);
  await expect(orderPage.getByText(first.reference).first()).toBeVisible();

  // Sign-out removes the device: the next acceptance sends it nothing.
  await orderPage.getByRole('banner').getByRole('button', { name: 'Sign out' }).click();
  await expect(orderPage.getByRole('banner').getByRole('link', { name: 'Login' })).toBeVisible();
  await expect.poll(async () => (await serviceClient().from('push_subscriptions').select('id').eq('endpoint', device.endpoint)).data).toEqual([]);
  const second = await placeDemoOrder(offer, 1, {}, { email, password: demoPassword });
  // The call answers once the messages it queued are sent (the local sender runs right after it).
  expect((await pharmacy.rpc('confirm_order', { p_order_id: second.id })).error).toBeNull();
  expect(await received(device)).toHaveLength(1);
});

test('settings: each kind on each channel is kept by the server; the card passes axe and fits 320 px', async ({ page }) => {
  const email = uniqueEmail('ada.choices');
  const userId = await createConfirmedAccount(email, demoPassword, 'patient', 'Ada Choices');
  await signInAsAccount(page, email);
  await page.goto('/settings');
  const sms = page.getByRole('checkbox', { name: 'Orders and deliveries by SMS' });
  await expect(sms).toBeChecked();
  await expect(page.getByRole('checkbox')).toHaveCount(15);
  // It shows the new state once the server has it (disabled while saving).
  await sms.click();
  await expect(sms).not.toBeChecked();
  await expect(sms).toBeEnabled();
  const saved = await serviceClient().from('notification_preferences').select('kind, channel, enabled').eq('user_id', userId);
  expect(saved.data).toEqual([{ kind: 'orders', channel: 'sms', enabled: false }]);
  await page.reload();
  await expect(page.getByRole('checkbox', { name: 'Orders and deliveries by SMS' })).not.toBeChecked();
  await expect(page.getByRole('checkbox', { name: 'Consultations by Push' })).toBeChecked();
  expect(await axeViolations(page)).toEqual([]);
  await expectFitsNarrowScreens(page);
});
