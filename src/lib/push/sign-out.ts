// At sign-out this device stops getting the person's pushes: the server forgets the device (with
// the session that is ending, before it is revoked) and the browser drops the subscription, so its
// push service answers 410 to anything still on its way and the sender forgets it too. Plain fetch
// and a short time limit: sign-out never waits long for this, and works offline.
import { supabaseAnonKey, supabaseUrl } from '@/lib/auth/api-config';

export async function forgetPushDevice(accessToken: string | undefined): Promise<void> {
  if (typeof navigator === 'undefined' || !('serviceWorker' in navigator)) return;
  const reg = await navigator.serviceWorker.getRegistration();
  const sub = await reg?.pushManager?.getSubscription();
  if (!sub) return;
  if (accessToken) {
    await fetch(`${supabaseUrl}/rest/v1/rpc/remove_push_subscription`, {
      method: 'POST',
      headers: { apikey: supabaseAnonKey, Authorization: `Bearer ${accessToken}`, 'Content-Type': 'application/json' },
      body: JSON.stringify({ p_endpoint: sub.endpoint }),
      signal: AbortSignal.timeout(4000),
    }).catch(() => undefined);
  }
  await sub.unsubscribe().catch(() => false);
}
