// Prescriptions as the patient and the receiving pharmacy see them. Every state change is a
// database function; these only carry the request. The last list read is kept on the device per
// account, so one's prescriptions and their state can be read offline after one visit.
import * as v from 'valibot';
import { loadSupabase } from '@/lib/auth/client';
// IndexedDB's library loads only when the copy is written or read, not with the page. The copy is
// the account's own row (wiped at sign-out with the rest of its rows).
const copies = () => import('@/lib/saved-copy');
import { rpc } from '@/lib/orders/api';
import { storedUserId } from '@/lib/auth/hint';

const num = v.pipe(v.union([v.number(), v.string()]), v.transform(Number));

const ItemSchema = v.object({
  offer_id: v.nullable(v.string()),
  name: v.string(),
  strength: v.nullable(v.string()),
  unit_price: num,
  quantity: v.number(),
  line_total: num,
});

const RxItemSchema = v.object({
  medicine_id: v.optional(v.nullable(v.string())),
  name: v.string(),
  strength: v.optional(v.nullable(v.string())),
  dose: v.string(),
  frequency: v.string(),
  duration: v.string(),
  quantity: v.optional(v.nullable(v.number())),
});

const EprescriptionSchema = v.object({
  id: v.string(),
  written_at: v.string(),
  notes: v.string(),
  doctor_name: v.nullable(v.string()),
  items: v.array(RxItemSchema),
});

export const PrescriptionSchema = v.object({
  id: v.string(),
  client_id: v.string(),
  status: v.picklist(['submitted', 'approved', 'quoted', 'refused', 'accepted', 'declined']),
  pharmacy_id: v.string(),
  pharmacy_name: v.nullable(v.string()),
  address: v.string(),
  notes: v.nullable(v.string()),
  contact_phone: v.nullable(v.string()),
  delivery_time: v.nullable(v.string()),
  file_paths: v.array(v.string()),
  quote_note: v.nullable(v.string()),
  refusal_reason: v.nullable(v.string()),
  answered_at: v.nullable(v.string()),
  created_at: v.string(),
  order_reference: v.nullable(v.string()),
  mine: v.boolean(),
  items: v.array(ItemSchema),
  patient_name: v.optional(v.nullable(v.string())),
  patient_phone: v.optional(v.nullable(v.string())),
  eprescription: v.optional(v.nullable(EprescriptionSchema)),
});

const FeedPageSchema = v.object({ cursor: v.number(), more: v.boolean(), rows: v.array(PrescriptionSchema) });

export type Prescription = v.InferOutput<typeof PrescriptionSchema>;
export type QuoteItem = v.InferOutput<typeof ItemSchema>;
export type PrescribedItem = v.InferOutput<typeof RxItemSchema>;
/** `cursor` is where the next poll of the feed starts (absent for the device copy). */
export type PrescriptionList = { rows: Prescription[]; savedAt: number; offline: boolean; cursor?: number };

async function currentUserId(): Promise<string | undefined> {
  const { data } = await (await loadSupabase()).auth.getSession();
  return data.session?.user.id;
}

const COPY_KEY = 'prescriptions';

/** The caller's prescriptions (their own, or those sent to their pharmacy); the device copy when offline. */
export async function loadPrescriptions(): Promise<PrescriptionList> {
  const userId = await currentUserId();
  if (!userId) return { rows: [], savedAt: Date.now(), offline: false };
  try {
    const { rows, cursor } = await prescriptionsChangedAfter(0);
    await (await copies()).saveCopy(COPY_KEY, rows, userId);
    return { rows, savedAt: Date.now(), offline: false, cursor };
  } catch (error) {
    const kept = await (await copies()).readCopy<unknown>(COPY_KEY, userId);
    const parsed = kept && v.safeParse(v.array(PrescriptionSchema), kept.data);
    if (kept && (error as { status?: number }).status === 0 && parsed?.success) {
      return { rows: parsed.output, savedAt: kept.savedAt, offline: true };
    }
    throw error;
  }
}

/** Keeps the list as it now stands on the device for the signed-in account (after a live change). */
export async function keepPrescriptions(rows: Prescription[]): Promise<void> {
  const userId = await currentUserId();
  if (userId) await (await copies()).saveCopy(COPY_KEY, rows, userId);
}

/**
 * What changed after `after` (0: everything): the caller's own prescriptions, or those sent to their
 * pharmacy, newest first, read in pages of 100 so a long queue or a long absence loses nothing. The
 * cursor is the first page's.
 */
export async function prescriptionsChangedAfter(after: number): Promise<{ rows: Prescription[]; cursor: number }> {
  const page = (before?: Prescription) =>
    rpc('prescription_feed', { p_after: after, p_before_at: before?.created_at ?? null, p_before_id: before?.id ?? null })
      .then((data) => v.parse(FeedPageSchema, data));
  const first = await page();
  const rows = [...first.rows];
  for (let last = first; last.more && last.rows.length > 0; ) {
    last = await page(rows[rows.length - 1]);
    rows.push(...last.rows);
  }
  return { cursor: first.cursor, rows };
}

/** A link to one file that works for a few minutes only. */
export async function signedFileUrl(path: string): Promise<string> {
  const { data, error } = await (await loadSupabase()).storage.from('prescriptions').createSignedUrl(path, 300);
  if (error || !data) throw new Error('The file could not be opened. Try again.');
  return data.signedUrl;
}

export type QuoteLine = { offer_id: string; quantity: number } | { name: string; unit_price: number; quantity: number };

export const sendQuote = (id: string, items: QuoteLine[], note: string) =>
  rpc('quote_prescription', { p_id: id, p_items: items, p_note: note });
export const refusePrescription = (id: string, reason: string) => rpc('refuse_prescription', { p_id: id, p_reason: reason });
export const declineQuote = (id: string) => rpc('decline_prescription_quote', { p_id: id });

export type QuoteDelivery = { state: string; lga: string; phone: string; delivery_time: string };
export const acceptQuote = (id: string, delivery: QuoteDelivery) =>
  rpc<{ order: { reference: string } }>('accept_prescription_quote', { p_id: id, p_delivery: delivery });

/** The address of the person's last prescription or order (any device), or null; none for a guest. */
export const lastDeliveryAddress = async (): Promise<string | null> => {
  if (!storedUserId()) return null;
  return (await rpc<{ address: string | null } | null>('my_last_delivery'))?.address ?? null;
};
