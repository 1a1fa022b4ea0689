// The messages between the page (src/lib/catalogue-sync.ts) and the catalogue's worker.
import type { CatalogueRows } from '@/lib/catalogue-wire';

export type CatalogueRequest = { id: number } & (
  | { kind: 'read' }
  /** chosen: the state the person picked (null: their last delivery's, else Lagos); owner: who is signed in. */
  | { kind: 'refresh'; chosen: string | null; owner: string | null }
  | { kind: 'offers'; medicines: string[] }
);

export type CatalogueReply =
  | { id: number; ok: true; rows: CatalogueRows | undefined }
  | { id: number; ok: false; error: string; rows: CatalogueRows | undefined };
