// One state's catalogue as the device keeps it, and the decoders for public.state_catalogue's and
// public.medicine_offers' positional rows (supabase/migrations/20251230000200_state_catalogue.sql).
// Pure: no Dexie, no network, so the worker, the search page and the unit tests can use it.

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
  imagePath: string | null;
}

/** What the server computed for the copy's state: the price to pay at least, where, and stock. */
export interface StateFigures {
  id: string;
  /** The cheapest in-stock price, else the cheapest (naira). */
  from: number;
  pharmacies: number;
  inStock: boolean;
}

export type CopyMedicine = MedicineRow & Omit<StateFigures, 'id'>;

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

export interface StateCopyChanges {
  cursor: string;
  state: string;
  full: boolean;
  /** New to the state's copy, or changed: with their details. */
  medicines: CopyMedicine[];
  /** Figures only, for medicines the copy has; pharmacies 0: no longer offered in the state. */
  figures: StateFigures[];
}

export interface MedicineOffers {
  pharmacies: PharmacyRow[];
  offers: OfferRow[];
}

export interface CatalogueRows {
  /** The state the figures are for ("Lagos", "FCT"...). */
  state: string;
  medicines: CopyMedicine[];
  /** The offers kept for medicines opened on this device, and their pharmacies. */
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

const pharmacyRow = (r: Json): PharmacyRow => {
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
};

const figuresOf = (id: string, price: Json, count: Json, stock: Json): StateFigures => ({
  id,
  from: num(price) ?? 0,
  pharmacies: num(count) ?? 0,
  inStock: stock === true,
});

/** Throws on a body that is not a state copy; skips single rows it cannot read. */
export function decodeStateCopy(body: Json): StateCopyChanges {
  const b = body as { at?: Json; state?: Json; full?: Json; m?: Json; f?: Json } | null;
  const cursor = str(b?.at);
  const state = str(b?.state);
  if (!b || !cursor || !state || !Array.isArray(b.m) || !Array.isArray(b.f)) throw new Error('Unexpected catalogue response');
  const medicines: CopyMedicine[] = [];
  for (const r of b.m) {
    const m = arr(r);
    const short = str(m[0]);
    const name = str(m[1]);
    if (!short || !name) continue;
    const figures = figuresOf(uuidFromShort(short), m[12], m[13], m[14]);
    medicines.push({
      ...figures,
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
      imagePath: str(m[11]),
    });
  }
  const figures = b.f.flatMap((r) => {
    const f = arr(r);
    return typeof f[0] === 'string' ? [figuresOf(uuidFromShort(f[0]), f[1], f[2], f[3])] : [];
  });
  return { cursor, state, full: b.full === true, medicines, figures };
}

/** The offers of the medicines opened, as public.medicine_offers sends them. */
export function decodeMedicineOffers(body: Json): MedicineOffers {
  const b = body as { p?: Json; o?: Json } | null;
  if (!b || !Array.isArray(b.p) || !Array.isArray(b.o)) throw new Error('Unexpected offers response');
  const pharmacies = b.p.map(pharmacyRow);
  const offers: OfferRow[] = [];
  for (const o of b.o) {
    const [short, index, price, original, stock, medicine] = arr(o);
    const pharmacy = pharmacies[num(index) ?? -1];
    if (typeof short !== 'string' || typeof medicine !== 'string' || !pharmacy?.id || num(price) === null) continue;
    offers.push({
      id: uuidFromShort(short),
      medicineId: uuidFromShort(medicine),
      pharmacyId: pharmacy.id,
      price: num(price) as number,
      originalPrice: num(original) || null,
      stock: num(stock) ?? 0,
    });
  }
  return { pharmacies: pharmacies.filter((p) => p.id), offers };
}
