import { db, type PrescriptionSubmission } from '@/lib/db';
import { useLiveQuery } from '@/lib/live';
import { currentOwner } from '@/lib/owner';

const owner = currentOwner;

export type NewSubmission = Pick<PrescriptionSubmission, 'pharmacyId' | 'pharmacyName' | 'address'> & {
  /** Each file with the MIME type its content showed (not the one its name suggested). */
  files: { file: File; mime: string }[];
  notes?: string;
  contactPhone?: string;
  deliveryTime?: string;
};

/**
 * Keeps the submission, files included (as Blobs), in IndexedDB in the 'waiting' state: the outbox
 * uploads it when the device is online. Returns the new id.
 */
export async function saveSubmission(input: NewSubmission): Promise<string> {
  const id = crypto.randomUUID();
  const who = owner();
  // The files are written once, to the blobs table; the row that changes state stays small.
  await db.transaction('rw', db.prescriptions, db.blobs, async () => {
    await db.blobs.bulkAdd(input.files.map(({ file }, index) => ({ id: `${id}:${index}`, owner: who, blob: file })));
    await db.prescriptions.add({
      id,
      owner: who,
      files: input.files.map(({ file, mime }, index) => ({ name: file.name, type: mime, size: file.size, blobId: `${id}:${index}` })),
      pharmacyId: input.pharmacyId,
      pharmacyName: input.pharmacyName,
      address: input.address,
      notes: input.notes || undefined,
      contactPhone: input.contactPhone || undefined,
      deliveryTime: input.deliveryTime || undefined,
      state: 'waiting',
      createdAt: Date.now(),
    });
  });
  return id;
}

/** One submission, live; null when there is none with that id, undefined while loading. */
export function useSubmission(id: string | undefined): PrescriptionSubmission | null | undefined {
  return useLiveQuery(async () => (id ? ((await db.prescriptions.get(id)) ?? null) : null), [id]);
}
