// Web Push: shows what the sender pushed ({ title, body, url, tag }, see
// supabase/functions/_shared/push.ts) and, when it is tapped, opens that screen in the app: in a
// window of the app that is already open, else in a new one.

declare const self: ServiceWorkerGlobalScope;

type Pushed = { title?: unknown; body?: unknown; url?: unknown; tag?: unknown };

/** A path inside the app ("/orders/track?id=..."); anything else opens the home screen. */
export function appPath(url: unknown): string {
  return typeof url === 'string' && /^\/(?!\/)[^\s\\]*$/.test(url) ? url : '/';
}

function read(event: PushEvent): Pushed {
  try {
    return (event.data?.json() as Pushed | null) ?? {};
  } catch {
    return { body: event.data?.text() };
  }
}

async function open(path: string) {
  const url = new URL(path, self.location.origin).href;
  const windows = await self.clients.matchAll({ type: 'window', includeUncontrolled: true });
  const open = windows.find((w) => new URL(w.url).origin === self.location.origin);
  if (open) {
    const moved = await open.navigate(url).catch(() => null);
    return (moved ?? open).focus();
  }
  return self.clients.openWindow(url);
}

export function handlePush() {
  self.addEventListener('push', (event) => {
    const data = read(event);
    const title = typeof data.title === 'string' && data.title ? data.title : 'Magani Health';
    event.waitUntil(
      self.registration.showNotification(title, {
        body: typeof data.body === 'string' ? data.body : '',
        tag: typeof data.tag === 'string' ? data.tag : undefined,
        icon: '/icons/icon-192.png',
        data: { url: appPath(data.url) },
      }),
    );
  });
  self.addEventListener('notificationclick', (event) => {
    event.notification.close();
    event.waitUntil(open(appPath((event.notification.data as { url?: unknown } | null)?.url)));
  });
}
