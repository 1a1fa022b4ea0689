// The public catalogue as the device keeps it, and the decoder for public.catalogue_changes'
// positional rows (see supabase/migrations/20251203000100_catalogue_changes.sql). Pure: no
// Dexie, no network, so the search page and the unit tests can use it freely.

export interface Ingredient {
  name: string;
  strength: string | null;
}

export interface MedicineRow {
  id: string;
  name: string;
  genericName: string;
  ingredients: Ingredient[];
  strength: string | null;
  form: string;
  pack: string | null;
  manufacturer: string | null;
  nafdac: string | null;
  category: string;
  prescriptionOnly: boolean;
  description: string | null;
  imagePath: string | null;
}

export interface PharmacyRow {
  id: string;
  name: string;
  address: string;
  phone: string | null;
  state: string | null;
  lga: string | null;
  lat: number | null;
  lng: number | null;
  openingHours: string | null;
  deliveryFee: number;
  deliveryTime: string | null;
  /** Average of the pharmacy's visible reviews (null: none yet) and how many there are. */
  rating: number | null;
  reviews?: number;
}

export interface OfferRow {
  id: string;
  medicineId: string;
  pharmacyId: string;
  price: number;
  /** null when the pharmacy shows no earlier price. */
  originalPrice: number | null;
  stock: number;
}

export interface CatalogueChanges {
  cursor: string;
  full: boolean;
  medicines: MedicineRow[];
  pharmacies: PharmacyRow[];
  offers: OfferRow[];
  gone: string[];
}

export interface CatalogueRows {
  medicines: MedicineRow[];
  pharmacies: PharmacyRow[];
  offers: OfferRow[];
  /** When these rows were last confirmed by the server (ms since epoch). */
  syncedAt: number;
}

/** 32 hex digits back to the usual 8-4-4-4-12 form. */
export const uuidFromHex = (hex: string) =>
  `${hex.slice(0, 8)}-${hex.slice(8, 12)}-${hex.slice(12, 16)}-${hex.slice(16, 20)}-${hex.slice(20, 32)}`;

const B64URL = 'ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz0123456789-_';

/** An offer id as the feed sends it (16 bytes, unpadded base64url) back to a UUID. */
export function uuidFromShort(short: string): string {
  let hex = '';
  let value = 0;
  let bits = 0;
  for (const ch of short) {
    value = ((value << 6) | Math.max(0, B64URL.indexOf(ch))) & 0xffff;
    bits += 6;
    while (bits >= 4) {
      bits -= 4;
      hex += ((value >> bits) & 15).toString(16);
    }
  }
  return uuidFromHex(hex);
}

type Json = unknown;
const str = (v: Json) => (typeof v === 'string' ? v : null);
const num = (v: Json) => (typeof v === 'number' && Number.isFinite(v) ? v : null);
const arr = (v: Json): Json[] => (Array.isArray(v) ? v : []);

function ingredients(v: Json): Ingredient[] {
  return arr(v).flatMap((i) => {
    const item = i as { name?: Json; strength?: Json } | null;
    const name = str(item?.name);
    return name ? [{ name, strength: str(item?.strength) }] : [];
  });
}

/** Throws on a body that is not a change feed; skips single rows it cannot read. */
export function decodeChanges(body: Json): CatalogueChanges {
  const b = body as { at?: Json; full?: Json; p?: Json; m?: Json; gone?: Json } | null;
  const cursor = str(b?.at);
  if (!b || !cursor || !Array.isArray(b.m) || !Array.isArray(b.p)) throw new Error('Unexpected catalogue response');
  const pharmacies: PharmacyRow[] = arr(b.p).map((r) => {
    const p = arr(r);
    return {
      id: str(p[0]) ?? '',
      name: str(p[1]) ?? '',
      address: str(p[2]) ?? '',
      phone: str(p[3]),
      state: str(p[4]),
      lga: str(p[5]),
      lat: num(p[6]),
      lng: num(p[7]),
      openingHours: str(p[8]),
      deliveryFee: num(p[9]) ?? 0,
      deliveryTime: str(p[10]),
      rating: num(p[11]),
      reviews: num(p[12]) ?? 0,
    };
  });
  const medicines: MedicineRow[] = [];
  const offers: OfferRow[] = [];
  for (const r of arr(b.m)) {
    const m = arr(r);
    const id = str(m[0]);
    const name = str(m[1]);
    if (!id || !name) continue;
    medicines.push({
      id,
      name,
      genericName: str(m[2]) ?? name,
      ingredients: ingredients(m[3]),
      strength: str(m[4]),
      form: str(m[5]) ?? '',
      pack: str(m[6]),
      manufacturer: str(m[7]),
      nafdac: str(m[8]),
      category: str(m[9]) ?? '',
      prescriptionOnly: m[10] === true,
      description: str(m[11]),
      imagePath: str(m[12]),
    });
    for (const o of arr(m[13])) {
      const [short, index, price, original, stock] = arr(o);
      const pharmacy = pharmacies[num(index) ?? -1];
      if (typeof short !== 'string' || !pharmacy || num(price) === null) continue;
      offers.push({
        id: uuidFromShort(short),
        medicineId: id,
        pharmacyId: pharmacy.id,
        price: num(price) as number,
        originalPrice: num(original) || null,
        stock: num(stock) ?? 0,
      });
    }
  }
  return {
    cursor,
    full: b.full === true,
    medicines,
    pharmacies: pharmacies.filter((p) => p.id),
    offers,
    gone: arr(b.gone).flatMap((g) => (typeof g === 'string' ? [uuidFromShort(g)] : [])),
  };
}
