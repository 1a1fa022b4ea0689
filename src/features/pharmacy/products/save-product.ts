import { OfferError } from '@/lib/pharmacy/offers';
import { addProduct, removeProductImage, uploadProductImage, type NewProduct } from '@/lib/pharmacy/products';
import { formLabel } from '@/features/pharmacy/products/product-options';
import type { OfferPart, Product, ProductErrors } from '@/features/pharmacy/products/product-schema';
import { product as m } from '@/features/pharmacy/products/product.messages';
import { inventory } from '@/features/pharmacy/inventory/inventory.messages';
import { translate } from '@/lib/i18n/i18n';

/** The server's field names (add_product's keys) to the form's. */
const formField: Record<string, keyof ProductErrors> = {
  medicine_id: 'medicine',
  name: 'name',
  generic_name: 'genericName',
  dosage_form: 'form',
  category: 'category',
  nafdac_number: 'nafdacNumber',
  ingredients: 'activeIngredients',
  image_path: 'image',
  price: 'price',
  cost_price: 'costPrice',
  stock_quantity: 'stockQuantity',
  min_stock_level: 'minStockLevel',
  expiry_date: 'expiryDate',
  batch_number: 'batchNumber',
};

/** The medicine has one description; side effects, contraindications and storage go into it under headings. */
export function describe(p: Product): string | undefined {
  const parts = [
    p.description,
    p.sideEffects && `Side effects: ${p.sideEffects}`,
    p.contraindications && `Contraindications: ${p.contraindications}`,
    p.storage && `Storage: ${p.storage}`,
  ].filter(Boolean);
  return parts.length ? parts.join('\n\n') : undefined;
}

const isNew = (p: Product | OfferPart): p is Product => 'name' in p;

export function toNewProduct(p: Product | OfferPart, medicineId: string | null, imagePath?: string): NewProduct {
  const offer: NewProduct = {
    price: p.price,
    cost_price: p.costPrice,
    stock_quantity: p.stockQuantity,
    min_stock_level: p.minStockLevel,
    batch_number: p.batchNumber,
    expiry_date: p.expiryDate,
  };
  if (medicineId || !isNew(p)) return { ...offer, medicine_id: medicineId ?? undefined };
  return {
    ...offer,
    name: p.name,
    generic_name: p.genericName,
    ingredients: p.activeIngredients ?? [],
    strength: p.dosage,
    dosage_form: formLabel(p.form),
    pack_size: p.packSize,
    manufacturer: p.manufacturer,
    nafdac_number: p.nafdacNumber,
    category: p.category,
    prescription_only: p.prescriptionRequired,
    description: describe(p),
    image_path: imagePath,
  };
}

export type SaveOutcome = { ok: true; offerId: string } | { ok: false; errors: ProductErrors; notice?: string };

/**
 * Uploads the photo (new medicines only), then asks the server to save everything in one go. A
 * refusal comes back as a message for its field; a photo uploaded for a refused product is removed.
 */
export async function saveProduct(product: Product | OfferPart, medicineId: string | null, image: File | null): Promise<SaveOutcome> {
  let imagePath: string | undefined;
  try {
    if (image && !medicineId) imagePath = await uploadProductImage(image);
    const saved = await addProduct(toNewProduct(product, medicineId, imagePath));
    return { ok: true, offerId: saved.offer_id };
  } catch (err) {
    if (imagePath) void removeProductImage(imagePath).catch(() => undefined);
    if (!(err instanceof OfferError)) return { ok: false, errors: {}, notice: translate(m.wentWrong) };
    if (err.offline) return { ok: false, errors: {}, notice: translate(inventory.offline) };
    // The server's own refusals (add_product's checks) are shown as it words them.
    const field = err.field ? formField[err.field] : undefined;
    return field ? { ok: false, errors: { [field]: err.message } } : { ok: false, errors: {}, notice: err.message };
  }
}
