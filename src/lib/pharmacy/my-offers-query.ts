// One page of the signed-in pharmacy's offers (public.my_offers), in the inventory's order: by
// name, then id, an order that is total, so paging (src/lib/paging.ts) neither skips nor repeats an
// offer. Apart from offers.ts so that the backend tests read the pages exactly as the app does.
import type { SupabaseClient } from '@supabase/supabase-js';

export const myOffersPage = (supabase: Pick<SupabaseClient, 'rpc'>) => (from: number, to: number) =>
  supabase.rpc('my_offers').order('name').order('id').range(from, to).retry(false);
