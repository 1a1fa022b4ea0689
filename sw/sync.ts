import { SYNC_TAG } from './sync-tag';

declare const self: ServiceWorkerGlobalScope;

const REPLY_TIMEOUT_MS = 60_000;

interface SyncEvent extends ExtendableEvent {
  readonly tag: string;
}

/** Asks one page to run its outbox; resolves with how many jobs it still holds. */
function askPage(client: Client): Promise<number> {
  return new Promise((resolve, reject) => {
    const channel = new MessageChannel();
    const timer = setTimeout(() => reject(new Error('No answer from the page')), REPLY_TIMEOUT_MS);
    channel.port1.onmessage = (event: MessageEvent<{ remaining?: number }>) => {
      clearTimeout(timer);
      resolve(Number(event.data?.remaining) || 0);
    };
    client.postMessage({ type: 'RUN_OUTBOX' }, [channel.port2]);
  });
}

/**
 * The outbox is replayed by the page, never from here: a request stored in the worker would carry
 * an access token that has expired by the time it is sent. The worker only wakes open pages. A
 * rejected promise tells the browser to fire the sync event again later.
 */
export async function wakePages(): Promise<void> {
  const windows = await self.clients.matchAll({ type: 'window', includeUncontrolled: true });
  if (!windows.length) return; // the next app start runs the outbox
  const answers = await Promise.allSettled(windows.map(askPage));
  const remaining = answers.map((a) => (a.status === 'fulfilled' ? a.value : Infinity));
  if (Math.min(...remaining) > 0) throw new Error('Items are still waiting to be sent');
}

export function handleBackgroundSync() {
  self.addEventListener('sync', ((event: SyncEvent) => {
    if (event.tag === SYNC_TAG) event.waitUntil(wakePages());
  }) as EventListener);
}
