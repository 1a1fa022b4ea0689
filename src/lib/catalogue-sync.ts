// The page's side of the catalogue copy: everything heavy (download, decoding, IndexedDB) runs in
// the catalogue's worker (src/lib/catalogue/catalogue-worker.ts); this module only sends it requests. Loaded
// when a screen needs the catalogue or when the page is idle (src/lib/catalogue/background.ts).
import type { CatalogueRows } from '@/lib/catalogue-wire';
import type { CatalogueReply, CatalogueRequest } from '@/lib/catalogue/protocol';
import { storedUserId } from '@/lib/auth/stored-session';
import { chosenState } from '@/lib/catalogue/state';

type Request = CatalogueRequest extends infer R ? (R extends { id: number } ? Omit<R, 'id'> : never) : never;

let worker: Worker | undefined;
let next = 0;
const waiting = new Map<number, (reply: CatalogueReply) => void>();

function send(request: Request): Promise<CatalogueRows | undefined> {
  if (!worker) {
    worker = new Worker(new URL('./catalogue/catalogue-worker.ts', import.meta.url), { type: 'module', name: 'catalogue' });
    worker.onmessage = (event: MessageEvent<CatalogueReply>) => {
      waiting.get(event.data.id)?.(event.data);
      waiting.delete(event.data.id);
    };
    // Its script could not load (offline before it was ever kept): every request fails, and the
    // next one starts a new worker.
    worker.onerror = () => {
      worker = undefined;
      for (const [id, reply] of waiting) reply({ id, ok: false, error: 'The catalogue worker could not start', rows: undefined });
      waiting.clear();
    };
  }
  const id = ++next;
  return new Promise((resolve, reject) => {
    waiting.set(id, (reply) => (reply.ok ? resolve(reply.rows) : reject(Object.assign(new Error(reply.error), { rows: reply.rows }))));
    worker?.postMessage({ ...request, id } as CatalogueRequest);
  });
}

/** What is stored on this device, or undefined when nothing has been downloaded yet. */
export const readStoredCatalogue = () => send({ kind: 'read' });

/**
 * The person's state's copy, downloaded whole the first time (or when the state changed) and as
 * a delta afterwards. Throws when offline; what the worker holds stays as it was.
 */
export async function refreshCatalogue(): Promise<CatalogueRows> {
  const rows = await send({ kind: 'refresh', chosen: chosenState(), owner: storedUserId() ?? null });
  if (!rows) throw new Error('No catalogue');
  return rows;
}

/** The offers of medicines being looked at, fetched and kept. */
export const openOffers = (medicines: string[]) => send({ kind: 'offers', medicines });

const LAST_BACKGROUND_KEY = 'magani:catalogue-background';
const BACKGROUND_EVERY_MS = 10 * 60_000;

/** The background download after a page's first visit; at most once every ten minutes per device. */
export async function backgroundRefresh(): Promise<void> {
  const last = Number(localStorage.getItem(LAST_BACKGROUND_KEY) ?? 0);
  if (Date.now() - last < BACKGROUND_EVERY_MS) return;
  await refreshCatalogue();
  localStorage.setItem(LAST_BACKGROUND_KEY, String(Date.now()));
}
