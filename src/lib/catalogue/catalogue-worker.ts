/// <reference lib="webworker" />
// The catalogue's worker: downloads one state's copy (or what changed), decodes it and writes it
// to IndexedDB, prepares it for search (src/lib/catalogue/prepare.ts) and fetches the offers of
// medicines a person opens, so that none of this is a long task on the page: the page gets the
// prepared medicines in slices, and only when its version changed. The page talks to it through src/lib/catalogue-sync.ts. It keeps the copy in
// memory too, so a browser without usable IndexedDB still searches for as long as the tab is open.
import { AppDB } from '@/lib/db-schema';
import { supabaseAnonKey, supabaseUrl } from '@/lib/auth/api-config';
import { decodeMedicineOffers, decodeStateCopy, type CatalogueRows } from '@/lib/catalogue-wire';
import { applyCopy, DEFAULT_STATE, keepOffers } from '@/lib/catalogue/copy';
import { prepareEntries, type Entry } from '@/lib/catalogue/prepare';
import { SLICE, type CatalogueReply, type CatalogueRequest } from '@/lib/catalogue/protocol';

const CURSOR_KEY = 'catalogue:copy';
interface Cursor {
  state: string;
  at: string;
  syncedAt: number;
}

const db = new AppDB();
let rows: CatalogueRows | undefined;
let cursor: Cursor | undefined;
let loaded: Promise<void> | undefined;
/** Names the medicines in `rows`: a new one whenever they (or their figures) change. */
let version = '';
let counter = 0;
let prepared: { version: string; entries: Entry[]; vocabulary: string[] } | undefined;
const nextVersion = () => {
  version = `${Date.now().toString(36)}.${++counter}`;
};

/** What is stored, once per worker. IndexedDB unusable: nothing stored, memory only. */
function load(): Promise<void> {
  loaded ??= (async () => {
    try {
      const stored = (await db.kv.get(CURSOR_KEY))?.value as Cursor | undefined;
      if (!stored) return;
      const [medicines, pharmacies, offers] = await Promise.all([
        db.catalogueMedicines.toArray(),
        db.cataloguePharmacies.toArray(),
        db.catalogueOffers.toArray(),
      ]);
      if (!rows) {
        rows = { state: stored.state, medicines, pharmacies, offers, syncedAt: stored.syncedAt };
        nextVersion();
      }
      cursor ??= stored;
    } catch {
      // Private mode on some browsers: this tab works from memory.
    }
  })();
  return loaded;
}

async function rpc(name: string, body: unknown): Promise<unknown> {
  const response = await fetch(`${supabaseUrl}/rest/v1/rpc/${name}`, {
    method: 'POST',
    headers: { apikey: supabaseAnonKey, Authorization: `Bearer ${supabaseAnonKey}`, 'Content-Type': 'application/json' },
    body: JSON.stringify(body),
  });
  if (!response.ok) throw new Error(`Catalogue request failed (${response.status})`);
  return response.json();
}

/** The state to use: the one chosen, else the last delivery's kept on this device, else Lagos. */
async function stateFor(chosen: string | null, owner: string | null): Promise<string> {
  if (chosen) return chosen;
  if (cursor) return cursor.state;
  if (owner) {
    const last = await db.copies.get(`${owner}:last-delivery`).catch(() => undefined);
    const state = (last?.data as { state?: unknown } | undefined)?.state;
    if (typeof state === 'string' && state) return state;
  }
  return DEFAULT_STATE;
}

async function refresh(chosen: string | null, owner: string | null): Promise<CatalogueRows> {
  await load();
  const state = await stateFor(chosen, owner);
  const since = rows && cursor && cursor.state === state && rows.state === state ? cursor.at : null;
  const changes = decodeStateCopy(await rpc('state_catalogue', { state, since }));
  const before = rows;
  const syncedAt = Date.now();
  rows = applyCopy(before, changes, syncedAt);
  if (!before || changes.full || before.state !== state || changes.medicines.length || changes.figures.length) nextVersion();
  cursor = { state, at: changes.cursor, syncedAt };
  const next = rows;
  const kept = new Set(next.medicines.map((m) => m.id));
  const gone = before && !changes.full ? before.medicines.filter((m) => !kept.has(m.id)) : [];
  await db
    .transaction('rw', [db.catalogueMedicines, db.cataloguePharmacies, db.catalogueOffers, db.kv], async () => {
      await db.kv.bulkDelete([CURSOR_KEY, 'catalogue:cursor']); // and the former all-states copy's
      if (changes.full || before?.state !== state) {
        await Promise.all([db.catalogueMedicines.clear(), db.cataloguePharmacies.clear(), db.catalogueOffers.clear()]);
        await db.catalogueMedicines.bulkPut(next.medicines);
      } else {
        const touched = new Set([...changes.medicines.map((m) => m.id), ...changes.figures.map((f) => f.id)]);
        await db.catalogueMedicines.bulkPut(next.medicines.filter((m) => touched.has(m.id)));
        if (gone.length) {
          await db.catalogueMedicines.bulkDelete(gone.map((m) => m.id));
          await db.catalogueOffers.where('medicineId').anyOf(gone.map((m) => m.id)).delete();
        }
      }
      await db.kv.put({ key: CURSOR_KEY, value: cursor });
    })
    .catch(() => undefined);
  return next;
}

async function offers(medicines: string[]): Promise<CatalogueRows | undefined> {
  await load();
  const current = rows;
  if (!current || medicines.length === 0) return current;
  const fetched = decodeMedicineOffers(await rpc('medicine_offers', { medicines: medicines.slice(0, 50), state: current.state }));
  if (rows !== current && rows?.state !== current.state) return rows; // the copy was replaced meanwhile
  rows = keepOffers(rows ?? current, fetched, medicines);
  await db
    .transaction('rw', [db.catalogueOffers, db.cataloguePharmacies], async () => {
      await db.catalogueOffers.where('medicineId').anyOf(medicines).delete();
      await db.catalogueOffers.bulkPut(fetched.offers);
      await db.cataloguePharmacies.bulkPut(fetched.pharmacies);
    })
    .catch(() => undefined);
  return rows;
}

const scope = self as unknown as DedicatedWorkerGlobalScope;

/** The copy as the page needs it: the prepared medicines in slices unless it has their version. */
function send(id: number, have: string | null, current: CatalogueRows | undefined) {
  if (!current) return scope.postMessage({ id, ok: true, copy: undefined } satisfies CatalogueReply);
  const head = { state: current.state, version, syncedAt: current.syncedAt, pharmacies: current.pharmacies, offers: current.offers };
  if (have === version) return scope.postMessage({ id, ok: true, copy: head } satisfies CatalogueReply);
  if (prepared?.version !== version) prepared = { version, ...prepareEntries(current.medicines) };
  const { entries, vocabulary } = prepared;
  for (let at = 0; at < entries.length; at += SLICE) scope.postMessage({ id, part: entries.slice(at, at + SLICE) } satisfies CatalogueReply);
  scope.postMessage({ id, ok: true, copy: { ...head, vocabulary } } satisfies CatalogueReply);
}

scope.onmessage = async (event: MessageEvent<CatalogueRequest>) => {
  const request = event.data;
  try {
    const result =
      request.kind === 'read'
        ? await load().then(() => rows)
        : request.kind === 'refresh'
          ? await refresh(request.chosen, request.owner)
          : await offers(request.medicines);
    if (request.kind === 'refresh' && request.quiet) scope.postMessage({ id: request.id, ok: true, copy: undefined } satisfies CatalogueReply);
    else send(request.id, request.have, result && rows);
  } catch (error) {
    scope.postMessage({ id: request.id, ok: false, error: error instanceof Error ? error.message : String(error) } satisfies CatalogueReply);
  }
};
