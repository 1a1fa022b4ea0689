// The messages between the page (src/lib/catalogue-sync.ts) and the catalogue's worker.
import type { OfferRow, PharmacyRow } from '@/lib/catalogue-wire';
import type { Entry } from '@/lib/catalogue/prepare';

/** have: the version of the prepared medicines the page holds (null: none). */
export type CatalogueRequest = { id: number; have: string | null } & (
  | { kind: 'read' }
  /** chosen: the state the person picked (null: their last delivery's, else Lagos); owner: who is signed in. */
  /** quiet: only download and store (the background download), the page needs nothing back. */
  | { kind: 'refresh'; chosen: string | null; owner: string | null; quiet?: boolean }
  | { kind: 'offers'; medicines: string[] }
);

/** The copy without its medicines, which come in slices when the page does not have their version. */
export interface CopyHead {
  state: string;
  /** Changes whenever the medicines or their figures change. */
  version: string;
  syncedAt: number;
  /** The offers kept for medicines opened on this device, and their pharmacies. */
  pharmacies: PharmacyRow[];
  offers: OfferRow[];
  /** Sent with the slices: the words fuzzy matching may use. */
  vocabulary?: string[];
}

export type CatalogueReply =
  /** A slice of the prepared medicines, in order; the head follows the last one. */
  | { id: number; part: Entry[] }
  | { id: number; ok: true; copy: CopyHead | undefined }
  | { id: number; ok: false; error: string };

/** Medicines per message: deserialising and indexing a slice stays far below 50 ms on the page. */
export const SLICE = 400;
