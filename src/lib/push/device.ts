// This device's push subscription: asked for only after the person taps "Turn on notifications"
// (the browser's prompt comes from that tap), stored for the signed-in account, and removed when
// they turn it off or sign out (sign-out.ts). The VAPID public key comes from the push-key function.
import { supabaseAnonKey, supabaseUrl } from '@/lib/auth/api-config';
import { loadSupabase } from '@/lib/auth/client';

export type PushState = 'unsupported' | 'blocked' | 'off' | 'on';

export const pushSupported = () =>
  typeof window !== 'undefined' && 'serviceWorker' in navigator && 'PushManager' in window && 'Notification' in window;

async function registration(): Promise<ServiceWorkerRegistration | undefined> {
  if (!pushSupported()) return undefined;
  return (await navigator.serviceWorker.getRegistration()) ?? undefined;
}

/** Whether this device gets pushes now (a subscription the browser holds), or why not. */
export async function pushState(): Promise<PushState> {
  if (!pushSupported()) return 'unsupported';
  if (Notification.permission === 'denied') return 'blocked';
  const reg = await registration();
  const sub = await reg?.pushManager.getSubscription();
  return sub && Notification.permission === 'granted' ? 'on' : 'off';
}

function keyBytes(base64url: string): Uint8Array<ArrayBuffer> {
  const text = atob(base64url.replace(/-/g, '+').replace(/_/g, '/'));
  const bytes = new Uint8Array(new ArrayBuffer(text.length));
  for (let i = 0; i < text.length; i += 1) bytes[i] = text.charCodeAt(i);
  return bytes;
}

async function vapidKey(): Promise<string> {
  const res = await fetch(`${supabaseUrl}/functions/v1/push-key`, {
    headers: { apikey: supabaseAnonKey, Authorization: `Bearer ${supabaseAnonKey}` },
  });
  const body = (await res.json().catch(() => ({}))) as { publicKey?: string };
  if (!res.ok || !body.publicKey) throw new Error('Notifications are not available right now.');
  return body.publicKey;
}

/** Asks the browser (from a tap), subscribes and stores the device. Resolves to the new state. */
export async function turnPushOn(): Promise<PushState> {
  if (!pushSupported()) return 'unsupported';
  const permission = await Notification.requestPermission();
  if (permission === 'denied') return 'blocked';
  if (permission !== 'granted') return 'off';
  const reg = await navigator.serviceWorker.ready;
  const sub = (await reg.pushManager.getSubscription()) ??
    (await reg.pushManager.subscribe({ userVisibleOnly: true, applicationServerKey: keyBytes(await vapidKey()) }));
  const json = sub.toJSON() as { endpoint?: string; keys?: { p256dh?: string; auth?: string } };
  const supabase = await loadSupabase();
  const { error } = await supabase.rpc('save_push_subscription', {
    p_endpoint: json.endpoint ?? sub.endpoint,
    p_p256dh: json.keys?.p256dh ?? '',
    p_auth: json.keys?.auth ?? '',
  });
  if (error) throw new Error('We could not turn on notifications. Please try again.');
  return 'on';
}

/** Removes this device from the account, then from the browser. */
export async function turnPushOff(): Promise<PushState> {
  const reg = await registration();
  const sub = await reg?.pushManager.getSubscription();
  if (sub) {
    const supabase = await loadSupabase();
    const { error } = await supabase.rpc('remove_push_subscription', { p_endpoint: sub.endpoint });
    if (error) throw new Error('We could not turn off notifications. Please try again.');
    await sub.unsubscribe().catch(() => false);
  }
  return pushState();
}
