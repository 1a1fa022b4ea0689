// Files queued with a job are stored once, in the blobs table, and the job row keeps only a marker:
// a job row is rewritten on every state change, and a Blob inside it would be stored again each time.
import { db, type Owner } from '@/lib/db';

type Marker = { $blob: string };
const isMarker = (value: unknown): value is Marker =>
  typeof value === 'object' && value !== null && typeof (value as Marker).$blob === 'string';

/** Moves every Blob found at the top level or one object down into the blobs table. */
export async function stashBlobs(jobId: string, owner: Owner, input: Record<string, unknown>): Promise<Record<string, unknown>> {
  const out: Record<string, unknown> = {};
  for (const [key, value] of Object.entries(input)) {
    if (value instanceof Blob) {
      out[key] = await put(`${jobId}:${key}`, owner, value);
    } else if (value && typeof value === 'object' && !Array.isArray(value)) {
      const inner: Record<string, unknown> = {};
      for (const [k, v] of Object.entries(value)) inner[k] = v instanceof Blob ? await put(`${jobId}:${key}.${k}`, owner, v) : v;
      out[key] = inner;
    } else out[key] = value;
  }
  return out;
}

async function put(id: string, owner: Owner, blob: Blob): Promise<Marker> {
  await db.blobs.put({ id, owner, blob });
  return { $blob: id };
}

/** The input as it was queued, Blobs back in place. A missing Blob reads as undefined. */
export async function restoreBlobs(input: Record<string, unknown>): Promise<Record<string, unknown>> {
  const out: Record<string, unknown> = {};
  for (const [key, value] of Object.entries(input)) {
    if (isMarker(value)) out[key] = (await db.blobs.get(value.$blob))?.blob;
    else if (value && typeof value === 'object' && !Array.isArray(value)) {
      const inner: Record<string, unknown> = {};
      for (const [k, v] of Object.entries(value)) inner[k] = isMarker(v) ? (await db.blobs.get(v.$blob))?.blob : v;
      out[key] = inner;
    } else out[key] = value;
  }
  return out;
}

export async function deleteJobBlobs(jobId: string): Promise<void> {
  await db.blobs.where('id').startsWith(`${jobId}:`).delete();
}

/** Blobs whose job or prescription is gone (a crash between two deletes, a wipe). */
export async function deleteOrphanBlobs(): Promise<void> {
  const ids = (await db.blobs.toCollection().primaryKeys()) as string[];
  if (!ids.length) return;
  const live = [
    ...((await db.outbox.toCollection().primaryKeys()) as string[]),
    ...((await db.prescriptions.toCollection().primaryKeys()) as string[]),
  ];
  // Job ids may hold colons themselves ("sign-up:ada@example.ng"): match whole prefixes.
  const orphans = ids.filter((id) => !live.some((owner) => id.startsWith(`${owner}:`)));
  if (orphans.length) await db.blobs.bulkDelete(orphans);
}
