// The page's side of the catalogue copy: everything heavy (download, decoding, IndexedDB, preparing
// the medicines for search) runs in the catalogue's worker (src/lib/catalogue/catalogue-worker.ts);
// this module sends it requests and indexes the prepared medicines slice by slice as they arrive,
// one message (one short task) at a time. Loaded when a screen needs the catalogue or when the
// page is idle (src/lib/catalogue/background.ts).
import type { CatalogueReply, CatalogueRequest } from '@/lib/catalogue/protocol';
import { addEntries, emptyCatalogue, finishCatalogue, withOffers, type Catalogue } from '@/lib/catalogue/prepare';
import { storedUserId } from '@/lib/auth/stored-session';
import { chosenState } from '@/lib/catalogue/state';

type Request = CatalogueRequest extends infer R ? (R extends { id: number } ? Omit<R, 'id' | 'have'> : never) : never;
type Final = Exclude<CatalogueReply, { part: unknown }>;

let worker: Worker | undefined;
let next = 0;
const waiting = new Map<number, (reply: Final, built: Catalogue | undefined) => void>();
const building = new Map<number, Catalogue>();
/** The last catalogue put together, and the version of the worker's medicines it holds. */
let held: { version: string; catalogue: Catalogue } | undefined;

function receive(reply: CatalogueReply) {
  if ('part' in reply) {
    let catalogue = building.get(reply.id);
    if (!catalogue) building.set(reply.id, (catalogue = emptyCatalogue('', 0)));
    addEntries(catalogue, reply.part);
    return;
  }
  const built = building.get(reply.id);
  building.delete(reply.id);
  waiting.get(reply.id)?.(reply, built);
  waiting.delete(reply.id);
}

function send(request: Request): Promise<Catalogue | undefined> {
  if (!worker) {
    worker = new Worker(new URL('./catalogue/catalogue-worker.ts', import.meta.url), { type: 'module', name: 'catalogue' });
    worker.onmessage = (event: MessageEvent<CatalogueReply>) => receive(event.data);
    // Its script could not load (offline before it was ever kept): every request fails, and the
    // next one starts a new worker.
    worker.onerror = () => {
      worker = undefined;
      for (const [id, reply] of waiting) reply({ id, ok: false, error: 'The catalogue worker could not start' }, undefined);
      waiting.clear();
      building.clear();
    };
  }
  const id = ++next;
  const have = held?.version ?? null;
  return new Promise((resolve, reject) => {
    waiting.set(id, (reply, built) => {
      if (!reply.ok) return reject(new Error(reply.error));
      const copy = reply.copy;
      if (!copy) return resolve(undefined);
      const base = built ? finishCatalogue(built, copy.vocabulary ?? []) : held?.version === copy.version ? held.catalogue : undefined;
      // Another reply replaced the medicines this request counted on: ask again for them whole.
      if (!base) return void send(request).then(resolve, reject);
      const catalogue = { ...withOffers(base, copy), state: copy.state };
      held = { version: copy.version, catalogue };
      resolve(catalogue);
    });
    worker?.postMessage({ ...request, id, have } as CatalogueRequest);
  });
}

/** What is stored on this device, or undefined when nothing has been downloaded yet. */
export const readStoredCatalogue = () => send({ kind: 'read' });

/**
 * The person's state's copy, downloaded whole the first time (or when the state changed) and as
 * a delta afterwards. Throws when offline; what the worker holds stays as it was.
 */
export async function refreshCatalogue(): Promise<Catalogue> {
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
  // Nothing back: the page that started it does not show the catalogue.
  await send({ kind: 'refresh', chosen: chosenState(), owner: storedUserId() ?? null, quiet: true });
  localStorage.setItem(LAST_BACKGROUND_KEY, String(Date.now()));
}
