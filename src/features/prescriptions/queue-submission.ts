// The upload screen's submit: the submission (files as Blobs) and its outbox job are stored in one
// IndexedDB transaction, so a saved prescription always has the job that sends it, and the job never
// runs without its files. Loaded on submit: the outbox's code stays out of the form's first load.
import { db, type PrescriptionSubmission } from '@/lib/db';
import { currentOwner } from '@/lib/owner';
import { enqueue } from '@/lib/sync/outbox';
import { prescriptionJobId, prescriptionLabel } from '@/features/prescriptions/submission-job';

export type NewSubmission = Pick<PrescriptionSubmission, 'pharmacyId' | 'pharmacyName' | 'address'> & {
  /** Each file with the MIME type its content showed (not the one its name suggested). */
  files: { file: File; mime: string }[];
  notes?: string;
  contactPhone?: string;
  deliveryTime?: string;
};

/** Saves the submission and queues its upload (sent at once when online). Returns the new id. */
export async function saveSubmission(input: NewSubmission): Promise<string> {
  const id = crypto.randomUUID();
  const owner = currentOwner();
  const row: PrescriptionSubmission = {
    id,
    owner,
    // The files are written once, to the blobs table; the row holds where they are.
    files: input.files.map(({ file, mime }, index) => ({ name: file.name, type: mime, size: file.size, blobId: `${id}:${index}` })),
    pharmacyId: input.pharmacyId,
    pharmacyName: input.pharmacyName,
    address: input.address,
    notes: input.notes || undefined,
    contactPhone: input.contactPhone || undefined,
    deliveryTime: input.deliveryTime || undefined,
    createdAt: Date.now(),
  };
  await enqueue(
    { id: prescriptionJobId(id), kind: 'prescription', owner, label: prescriptionLabel(row), input: { submissionId: id } },
    {
      tables: [db.prescriptions, db.blobs],
      write: async () => {
        await db.blobs.bulkAdd(input.files.map(({ file }, index) => ({ id: `${id}:${index}`, owner, blob: file })));
        await db.prescriptions.add(row);
      },
    },
  );
  return id;
}
