// Tells the service worker which staff role is signed in on this device, so it keeps that role's
// screens for offline use (a guest's or patient's device never downloads them), and forgets them
// at sign-out (sw/role-screens.ts).

/** The message the worker listens for (sw/role-screens-rules.ts; a test keeps the two equal). */
export const ROLE_SCREENS_MESSAGE = 'ROLE_SCREENS';

const staff = new Set(['pharmacy', 'doctor', 'rider', 'admin']);

function post(worker: ServiceWorker, role: string | null): Promise<boolean> {
  return new Promise((resolve) => {
    const channel = new MessageChannel();
    channel.port1.onmessage = (event: MessageEvent<{ ok?: boolean }>) => resolve(Boolean(event.data?.ok));
    worker.postMessage({ type: ROLE_SCREENS_MESSAGE, role }, [channel.port2]);
  });
}

/**
 * After a sign-in (and on every start while signed in): the worker keeps `role`'s screens, or none
 * for a patient or a guest. Waits for the worker's registration (after the first paint); resolves
 * true once the files are stored.
 */
export async function keepScreensFor(role: string | undefined): Promise<boolean> {
  if (!('serviceWorker' in navigator)) return false;
  const registration = await navigator.serviceWorker.ready;
  return registration.active ? post(registration.active, role && staff.has(role) ? role : null) : false;
}

/** At sign-out: the worker drops every role's screens. Never waits for a worker that is not there. */
export async function forgetRoleScreens(): Promise<void> {
  if (!('serviceWorker' in navigator)) return;
  const registration = await navigator.serviceWorker.getRegistration('/');
  const worker = registration?.active;
  if (worker) await post(worker, null);
}
