// Adding a product: finding a medicine already in the catalogue, uploading its
// photo, and the one server call (add_product) that saves medicine, offer and
// cost together or not at all.
import { loadSupabase } from '@/lib/auth/client';
import { sniffBlob, sniffedMime } from '@/lib/file-type';
import { OfferError, toOfferError } from '@/lib/pharmacy/offers';

export type MedicineMatch = {
  id: string;
  name: string;
  generic_name: string | null;
  strength: string | null;
  dosage_form: string | null;
  manufacturer: string | null;
  nafdac_number: string | null;
};

/** What add_product takes: a medicine by id, or the fields of a new one, plus the offer. */
export type NewProduct = {
  medicine_id?: string;
  name?: string;
  generic_name?: string;
  ingredients?: { name: string; strength?: string }[];
  strength?: string;
  dosage_form?: string;
  pack_size?: string;
  manufacturer?: string;
  nafdac_number?: string;
  category?: string;
  prescription_only?: boolean;
  description?: string;
  image_path?: string;
  price: number;
  original_price?: number;
  cost_price?: number;
  stock_quantity: number;
  min_stock_level?: number;
  batch_number?: string;
  expiry_date?: string;
};

/** Up to 8 medicines whose name, generic name or NAFDAC number contains `term`. */
export async function searchMedicines(term: string): Promise<MedicineMatch[]> {
  if (term.trim().length < 2) return [];
  const supabase = await loadSupabase();
  const { data, error } = await supabase.rpc('find_medicines', { term: term.trim() });
  if (error) throw toOfferError(error);
  return data as MedicineMatch[];
}

/**
 * Uploads the photo under the pharmacy's own folder and returns its object path. The type sent is
 * the one its bytes show, so the bucket's own check by content agrees with it.
 */
export async function uploadProductImage(file: File): Promise<string> {
  const kind = await sniffBlob(file);
  if (kind !== 'jpeg' && kind !== 'png' && kind !== 'webp') {
    throw new OfferError('This file is not a JPG, PNG or WebP image.', 'image_path');
  }
  const supabase = await loadSupabase();
  const { data: session } = await supabase.auth.getSession();
  const userId = session.session?.user.id;
  if (!userId) throw new OfferError('Your session has ended. Sign in again to add products.');
  const path = `${userId}/${crypto.randomUUID()}.${kind === 'jpeg' ? 'jpg' : kind}`;
  const { error } = await supabase.storage.from('product-images').upload(path, file, { contentType: sniffedMime[kind] });
  if (error) {
    const message = /maximum allowed size/i.test(error.message)
      ? 'This image is larger than 5 MB. Choose a smaller photo.'
      : /mime type/i.test(error.message)
        ? 'This file is not a JPG, PNG or WebP image.'
        : /row-level security/i.test(error.message)
          ? 'Only approved pharmacies can upload product photos.'
          : toOfferError(error).message;
    throw new OfferError(message, 'image_path', toOfferError(error).offline);
  }
  return path;
}

/** Removes a photo that was uploaded for a product the server then refused. */
export async function removeProductImage(path: string) {
  const supabase = await loadSupabase();
  await supabase.storage.from('product-images').remove([path]);
}

export async function addProduct(product: NewProduct): Promise<{ offer_id: string; medicine_id: string }> {
  const supabase = await loadSupabase();
  const { data, error } = await supabase.rpc('add_product', { product });
  if (error) throw toOfferError(error);
  return data as { offer_id: string; medicine_id: string };
}
