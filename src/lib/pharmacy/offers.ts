// The signed-in pharmacy's offers and the server functions that change them
// (supabase/migrations/20251204090*). The database checks every value; these
// calls only carry them and turn a refusal into a message for one field.
import { supabaseUrl } from '@/lib/auth/api-config';
import { loadSupabase } from '@/lib/auth/client';
import { fetchAllPages } from '@/lib/paging';
import { myOffersPage } from '@/lib/pharmacy/my-offers-query';

export type MyOffer = {
  id: string;
  medicine_id: string;
  name: string;
  generic_name: string | null;
  strength: string | null;
  dosage_form: string | null;
  nafdac_number: string | null;
  image_path: string | null;
  price: number;
  original_price: number | null;
  cost_price: number | null;
  stock_quantity: number;
  min_stock_level: number;
  batch_number: string | null;
  expiry_date: string | null;
  listed: boolean;
  updated_at: string;
};

/** A refusal from the server; `field` is the input it is about (the DETAIL of a 22023 error). */
export class OfferError extends Error {
  constructor(
    message: string,
    readonly field?: string,
    readonly offline = false,
  ) {
    super(message);
  }
}

type PgError = { message: string; code?: string; details?: string | null };

const looksOffline = (message: string) => /fetch|network|load failed/i.test(message);

export const OFFLINE_MESSAGE = 'You are offline, so nothing was saved. Try again when you are connected.';

export function toOfferError(error: PgError): OfferError {
  if (looksOffline(error.message)) return new OfferError(OFFLINE_MESSAGE, undefined, true);
  if (error.code === '22023') return new OfferError(error.message, error.details ?? undefined);
  if (error.code === '42501') return new OfferError(error.message);
  return new OfferError(`The server could not save this: ${error.message}`);
}

const numeric = (o: Record<string, unknown>) =>
  ({
    ...o,
    price: Number(o.price),
    original_price: o.original_price == null ? null : Number(o.original_price),
    cost_price: o.cost_price == null ? null : Number(o.cost_price),
  }) as MyOffer;

export async function fetchMyOffers(): Promise<MyOffer[]> {
  const supabase = await loadSupabase();
  // Page by page: a pharmacy may hold more offers than one answer carries (src/lib/paging.ts).
  const { data, error } = await fetchAllPages<Record<string, unknown>, PgError>(myOffersPage(supabase));
  if (error) throw toOfferError(error);
  return data.map(numeric);
}

export type OfferChanges = Partial<Pick<MyOffer, 'price' | 'stock_quantity' | 'min_stock_level' | 'listed'>>;

type SavedOffer = Pick<MyOffer, 'price' | 'stock_quantity' | 'min_stock_level' | 'listed' | 'updated_at'>;

/** Saves the changes; resolves to the offer's fields as the server now holds them. */
export async function updateOffer(offerId: string, changes: OfferChanges): Promise<SavedOffer> {
  const supabase = await loadSupabase();
  const { data, error } = await supabase.rpc('update_offer', { offer_id: offerId, changes });
  if (error) throw toOfferError(error);
  const row = data as SavedOffer;
  return { ...row, price: Number(row.price) };
}

/** Adds `quantity` units to the stock on the server; resolves to the new stock. */
export async function restockOffer(offerId: string, quantity: number): Promise<number> {
  const supabase = await loadSupabase();
  const { data, error } = await supabase.rpc('restock_offer', { offer_id: offerId, quantity });
  if (error) throw toOfferError(error);
  return Number(data);
}

/** The signed-in account's own pharmacy (name and approval status), or null if it has none. */
export async function fetchMyPharmacy(): Promise<{ name: string; address: string; status: string } | null> {
  const supabase = await loadSupabase();
  const { data: session } = await supabase.auth.getSession();
  const userId = session.session?.user.id;
  if (!userId) return null;
  const { data, error } = await supabase.from('pharmacies').select('name,address,status').eq('user_id', userId).maybeSingle();
  if (error) throw toOfferError(error);
  return data;
}

const DAY = 86_400_000;

/** Stock at or below the minimum level the pharmacy set. */
export const isLowStock = (o: Pick<MyOffer, 'stock_quantity' | 'min_stock_level'>) => o.stock_quantity <= o.min_stock_level;

/** Expires within `days` days of `now` (or has expired). */
export function expiresSoon(o: Pick<MyOffer, 'expiry_date'>, now = new Date(), days = 90): boolean {
  if (!o.expiry_date) return false;
  const [y = 0, m = 1, d = 1] = o.expiry_date.split('-').map(Number);
  return new Date(y, m - 1, d).getTime() - now.getTime() <= days * DAY;
}

/** Enough to reach twice the minimum level again, at least 1. */
export const suggestedRestock = (o: Pick<MyOffer, 'stock_quantity' | 'min_stock_level'>) =>
  Math.max(1, Math.ceil(2 * o.min_stock_level - o.stock_quantity));

/** The public address of a product photo in the product-images bucket. */
export const productImageSrc = (path: string) =>
  `${supabaseUrl}/storage/v1/object/public/product-images/${path.split('/').map(encodeURIComponent).join('/')}`;
