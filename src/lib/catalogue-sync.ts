// The device's copy of the public catalogue: read from IndexedDB for offline search, refreshed
// from public.catalogue_changes with only what changed since the last refresh. Plain fetch
// rather than supabase-js: the feed is public, and the search page then loads no client library.
import { db } from '@/lib/db';
import { supabaseAnonKey, supabaseUrl } from '@/lib/auth/api-config';
import { decodeChanges, type CatalogueChanges, type CatalogueRows } from '@/lib/catalogue-wire';

const CURSOR_KEY = 'catalogue:cursor';

interface Cursor {
  at: string;
  syncedAt: number;
}

/** What is stored, or undefined when nothing has been downloaded yet (or IndexedDB is unusable). */
export async function readStoredCatalogue(): Promise<CatalogueRows | undefined> {
  try {
    const cursor = (await db.kv.get(CURSOR_KEY))?.value as Cursor | undefined;
    if (!cursor) return undefined;
    const [medicines, pharmacies, offers] = await Promise.all([
      db.catalogueMedicines.toArray(),
      db.cataloguePharmacies.toArray(),
      db.catalogueOffers.toArray(),
    ]);
    return { medicines, pharmacies, offers, syncedAt: cursor.syncedAt };
  } catch {
    return undefined;
  }
}

export async function fetchCatalogueChanges(since: string | null, signal?: AbortSignal): Promise<CatalogueChanges> {
  const response = await fetch(`${supabaseUrl}/rest/v1/rpc/catalogue_changes`, {
    method: 'POST',
    headers: {
      apikey: supabaseAnonKey,
      Authorization: `Bearer ${supabaseAnonKey}`,
      'Content-Type': 'application/json',
    },
    body: JSON.stringify({ since }),
    signal,
  });
  if (!response.ok) throw new Error(`Catalogue refresh failed (${response.status})`);
  return decodeChanges(await response.json());
}

const CHUNK = 500;
const nextTask = () => new Promise<void>((resolve) => setTimeout(resolve, 0));

/**
 * Stores a change feed in slices of a few hundred rows, each its own transaction with a pause
 * between, so that a first download of thousands of offers never blocks a tap for long. The
 * cursor is removed first and written last: a refresh cut short is simply asked for again.
 */
async function store(changes: CatalogueChanges, syncedAt: number): Promise<void> {
  await db.transaction('rw', [db.catalogueMedicines, db.cataloguePharmacies, db.catalogueOffers, db.kv], async () => {
    await db.kv.delete(CURSOR_KEY);
    if (changes.full) {
      await Promise.all([db.catalogueMedicines.clear(), db.cataloguePharmacies.clear(), db.catalogueOffers.clear()]);
    }
    await db.cataloguePharmacies.bulkPut(changes.pharmacies);
    if (changes.gone.length) await db.catalogueOffers.bulkDelete(changes.gone);
  });
  for (const [table, rows] of [
    [db.catalogueMedicines, changes.medicines],
    [db.catalogueOffers, changes.offers],
  ] as const) {
    for (let i = 0; i < rows.length; i += CHUNK) {
      await nextTask();
      await (table as typeof db.catalogueOffers).bulkPut(rows.slice(i, i + CHUNK) as never[]);
    }
  }
  await db.kv.put({ key: CURSOR_KEY, value: { at: changes.cursor, syncedAt } satisfies Cursor });
}

/** Merges a change feed into rows held in memory (when IndexedDB cannot be used). */
export function mergeChanges(base: CatalogueRows | undefined, changes: CatalogueChanges, syncedAt: number): CatalogueRows {
  const keep = <T extends { id: string }>(old: T[] | undefined, fresh: T[], drop: Set<string> = new Set()) => {
    const map = new Map(changes.full || !old ? [] : old.map((r) => [r.id, r]));
    for (const r of fresh) map.set(r.id, r);
    for (const id of drop) map.delete(id);
    return [...map.values()];
  };
  return {
    medicines: keep(base?.medicines, changes.medicines),
    pharmacies: keep(base?.pharmacies, changes.pharmacies),
    offers: keep(base?.offers, changes.offers, new Set(changes.gone)),
    syncedAt,
  };
}

/**
 * Asks the server for what changed since the stored cursor (everything on a first visit) and
 * returns the whole catalogue, merged in memory; storing it for offline use finishes in the
 * background (`stored`). Throws when offline; the stored copy stays as it was.
 */
export async function refreshCatalogue(
  current?: CatalogueRows,
  signal?: AbortSignal,
): Promise<{ rows: CatalogueRows; stored: Promise<void> }> {
  let since: string | null = null;
  try {
    since = ((await db.kv.get(CURSOR_KEY))?.value as Cursor | undefined)?.at ?? null;
  } catch {
    // IndexedDB unusable (private mode on some browsers): this visit works from memory.
  }
  // A delta needs the rows it applies to.
  if (!current) since = null;
  const changes = await fetchCatalogueChanges(since, signal);
  const syncedAt = Date.now();
  const rows = mergeChanges(current, changes, syncedAt);
  const stored = store(changes, syncedAt).catch(() => undefined);
  return { rows, stored };
}
