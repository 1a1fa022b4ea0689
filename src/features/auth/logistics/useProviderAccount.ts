import { useEffect, useState } from 'react';
import { loadSupabase } from '@/lib/auth/client';

export type ProviderAccount =
  | { state: 'checking' }
  | { state: 'signed-out' }
  | { state: 'signed-in'; tier?: string; vehiclesAllowed?: number; pendingTier?: string };

/** Whether someone is signed in, and their provider row (tier, vehicles) if they have one. */
export function useProviderAccount(reload = 0): ProviderAccount {
  const [account, setAccount] = useState<ProviderAccount>({ state: 'checking' });

  useEffect(() => {
    let active = true;
    void (async () => {
      const supabase = await loadSupabase();
      const { data } = await supabase.auth.getSession();
      const user = data.session?.user;
      if (!user) return active && setAccount({ state: 'signed-out' });
      const { data: row } = await supabase
        .from('logistics_providers')
        .select('tier,vehicles_allowed')
        .eq('user_id', user.id)
        .maybeSingle();
      const { data: waiting } = await supabase.from('tier_requests').select('tier').eq('user_id', user.id).eq('status', 'pending').maybeSingle();
      if (active) {
        setAccount({
          state: 'signed-in',
          tier: row?.tier ?? undefined,
          vehiclesAllowed: row?.vehicles_allowed ?? undefined,
          pendingTier: (waiting as { tier?: string } | null)?.tier,
        });
      }
    })();
    return () => {
      active = false;
    };
  }, [reload]);

  return account;
}
