import { db, GUEST, type PrescriptionSubmission } from '@/lib/db';
import { useLiveQuery } from '@/lib/live';

const owner = () => GUEST;

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
  await db.prescriptions.add({
    id,
    owner: owner(),
    files: input.files.map(({ file, mime }) => ({ name: file.name, type: mime, size: file.size, blob: file })),
    pharmacyId: input.pharmacyId,
    pharmacyName: input.pharmacyName,
    address: input.address,
    notes: input.notes || undefined,
    contactPhone: input.contactPhone || undefined,
    deliveryTime: input.deliveryTime || undefined,
    state: 'waiting',
    createdAt: Date.now(),
  });
  return id;
}

/** One submission, live; null when there is none with that id, undefined while loading. */
export function useSubmission(id: string | undefined): PrescriptionSubmission | null | undefined {
  return useLiveQuery(async () => (id ? ((await db.prescriptions.get(id)) ?? null) : null), [id]);
}
