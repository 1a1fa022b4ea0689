// The approved pharmacies a prescription may go to, from the database's public profiles. The last
// list is kept on the device, so the upload screen still offers them offline after one visit.
import { supabaseAnonKey, supabaseUrl } from '@/lib/auth/api-config';
// IndexedDB's library loads only when the copy is written or read, not with the page.
const kv = () => import('@/lib/db').then((m) => m.db.kv);

const KEY = 'approved-pharmacies';
const url = `${supabaseUrl}/rest/v1/pharmacy_profiles?select=id,name,address,state,rating,reviews,delivery_time&order=name`;

export async function fetchApprovedPharmacies(): Promise<unknown> {
  try {
    const response = await fetch(url, { headers: { apikey: supabaseAnonKey, authorization: `Bearer ${supabaseAnonKey}` } });
    if (!response.ok) throw new Error(`pharmacy list request failed (${response.status})`);
    const json: unknown = await response.json();
    await (await kv()).put({ key: KEY, value: json }).catch(() => undefined);
    return json;
  } catch (error) {
    const kept = await (await kv()).get(KEY).catch(() => undefined);
    if (kept) return kept.value;
    throw error;
  }
}
