// The device's IndexedDB schema, without side effects: the page opens it through src/lib/db.ts,
// the catalogue's worker (src/lib/catalogue/catalogue-worker.ts) opens its own instance.
import { Dexie, type EntityTable } from 'dexie';
import type { CopyMedicine, OfferRow, PharmacyRow } from '@/lib/catalogue-wire';
import type { Owner } from '@/lib/row-owner';

export { DEVICE, GUEST, type Owner } from '@/lib/row-owner';

/**
 * One pharmacy's offer in the cart, with what the patient saw when adding it. Checkout must
 * re-read price and stock from the server: `price` is only the price at add time.
 */
export interface CartLine {
  id: string; // `${owner}:${offerId}`
  owner: Owner;
  offerId: string;
  pharmacyId: string;
  pharmacyName: string;
  medicineId: string;
  /** The medicine's name, e.g. "Panadol 500mg Tablets". */
  name: string;
  /** Naira, at add time. */
  price: number;
  prescriptionOnly: boolean;
  quantity: number;
  addedAt: number;
}

export interface WishlistItem {
  id: string; // `${owner}:${medicineId}`
  owner: Owner;
  productId: string; // the medicine id
  addedAt: number;
  // What the card showed when the heart was tapped, so the wishlist page needs no catalogue.
  name?: string;
  detail?: string;
  price?: number;
  pharmacy?: string;
}

export interface BookingSelection {
  owner: Owner;
  specialty?: string;
  doctorId?: string;
  date?: string; // YYYY-MM-DD
  slot?: string; // "09:30 AM"
  type?: 'video' | 'audio' | 'chat';
  symptoms?: string;
  updatedAt: number;
}

export interface StoredFile {
  name: string;
  type: string;
  size: number;
  /** Where the bytes are (the blobs table). Kept apart so a state change never rewrites the file. */
  blobId?: string;
  /** Version 1 rows held the bytes here; the version 2 upgrade moves them to the blobs table. */
  blob?: Blob;
}

/** A file's bytes, written once and never rewritten (see StoredFile.blobId). */
export interface BlobRecord {
  id: string;
  owner: Owner;
  blob: Blob;
}

export type SubmissionState = 'waiting' | 'uploading' | 'uploaded' | 'failed' | 'waiting-for-sign-in';

export interface PrescriptionSubmission {
  id: string;
  owner: Owner;
  files: StoredFile[];
  pharmacyId: string;
  pharmacyName: string;
  address: string;
  notes?: string;
  contactPhone?: string;
  deliveryTime?: string;
  /**
   * Rows saved before the upload screen followed its outbox job directly carry the job's last state
   * here; newer rows do not: their state is the job's (see features/prescriptions/submission-job.ts).
   */
  state?: SubmissionState;
  lastError?: string;
  createdAt: number;
}

/** A form the user has not finished, kept so a reload loses nothing (never holds passwords). */
export interface FormDraft {
  key: string;
  owner: Owner;
  values: Record<string, unknown>;
  updatedAt: number;
}

export type OutboxState = 'queued' | 'running' | 'waiting-retry' | 'blocked' | 'done' | 'failed' | 'cancelled';

export interface OutboxJob {
  id: string;
  owner: Owner;
  kind: string;
  label: string;
  input: Record<string, unknown>;
  /** Results of finished steps, so a retry resumes at the first unfinished one. */
  checkpoints: Record<string, unknown>;
  state: OutboxState;
  attempts: number;
  nextAttemptAt: number;
  lastError?: string;
  /** The last try got no answer at all (not a refusal): a health probe may bring the retry forward. */
  noAnswer?: boolean;
  createdAt: number;
  updatedAt: number;
}

/** The last answer of a screen's read (my bookings, my prescriptions), shown when offline. */
export interface SavedCopy {
  id: string; // `${owner}:${key}`
  owner: Owner;
  key: string;
  data: unknown;
  savedAt: number;
}

export interface SecretRecord {
  id: string;
  iv?: Uint8Array;
  data?: ArrayBuffer;
  key?: CryptoKey;
}

export interface KeyValue {
  key: string;
  value: unknown;
}

export class AppDB extends Dexie {
  cart!: EntityTable<CartLine, 'id'>;
  wishlist!: EntityTable<WishlistItem, 'id'>;
  booking!: EntityTable<BookingSelection, 'owner'>;
  prescriptions!: EntityTable<PrescriptionSubmission, 'id'>;
  drafts!: EntityTable<FormDraft, 'key'>;
  outbox!: EntityTable<OutboxJob, 'id'>;
  secrets!: EntityTable<SecretRecord, 'id'>;
  kv!: EntityTable<KeyValue, 'key'>;
  catalogueMedicines!: EntityTable<CopyMedicine, 'id'>;
  cataloguePharmacies!: EntityTable<PharmacyRow, 'id'>;
  catalogueOffers!: EntityTable<OfferRow, 'id'>;
  blobs!: EntityTable<BlobRecord, 'id'>;
  copies!: EntityTable<SavedCopy, 'id'>;

  constructor(name = 'magani') {
    super(name);
    // Never edit a published version: add version(2) with the change instead.
    this.version(1).stores({
      cart: 'id, owner',
      wishlist: 'id, owner',
      booking: 'owner',
      prescriptions: 'id, owner, state, createdAt',
      drafts: 'key, owner',
      outbox: 'id, owner, state, kind, createdAt',
      secrets: 'id',
      kv: 'key',
    });
    // The public catalogue, kept for offline search. Cart and wishlist lines pointed at the
    // old sample file's product ids, which no longer exist: they are dropped.
    this.version(2)
      .stores({
        catalogueMedicines: 'id',
        cataloguePharmacies: 'id',
        catalogueOffers: 'id, medicineId',
      })
      .upgrade(async (tx) => {
        await tx.table('cart').clear();
        await tx.table('wishlist').clear();
      });
    // Files leave the rows that change state: every update of a row holding a Blob stored the Blob
    // again, so each retry of a 10 MB prescription cost another 10 MB of IndexedDB.
    this.version(3)
      .stores({ blobs: 'id, owner' })
      .upgrade(async (tx) => {
        const rows = (await tx.table('prescriptions').toArray()) as PrescriptionSubmission[];
        for (const row of rows) {
          if (!row.files.some((file) => file.blob)) continue;
          const files = row.files.map(({ blob, ...file }, index) => (blob ? { ...file, blobId: `${row.id}:${index}` } : file));
          for (const [index, file] of row.files.entries()) {
            if (file.blob) await tx.table('blobs').put({ id: `${row.id}:${index}`, owner: row.owner, blob: file.blob });
          }
          await tx.table('prescriptions').put({ ...row, files });
        }
      });
    // A signed-in person's own reads, for offline reading; wiped with the rest of their rows.
    this.version(4).stores({ copies: 'id, owner' });
  }
}
