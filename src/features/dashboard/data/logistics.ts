// A logistics provider's own record and their latest tier request.
import { loadSupabase } from '@/lib/auth/client';
import type { MyApplication } from '@/lib/account/application';

export type Provider = { full_name: string; phone: string; email: string | null; address: string | null; tier: string; status: string; vehicles_allowed: number; created_at: string };

export type LogisticsData = { signedIn: false } | { signedIn: true; provider: Provider | null; request: MyApplication | null };

const documentNames: Record<string, string> = {
  vehicle_papers: 'Vehicle papers',
  drivers_licence: "Driver's license",
  cac_certificate: 'CAC certificate',
  tin: 'TIN',
  insurance: 'Insurance',
};

export async function loadLogistics(): Promise<LogisticsData> {
  const supabase = await loadSupabase();
  const { data: session } = await supabase.auth.getSession();
  const user = session.session?.user;
  if (!user) return { signedIn: false };
  const [provider, request] = await Promise.all([
    supabase.from('logistics_providers').select('full_name,phone,email,address,tier,status,vehicles_allowed,created_at').eq('user_id', user.id).maybeSingle(),
    supabase.from('tier_requests').select('tier,documents,status,rejection_reason,created_at').eq('user_id', user.id).order('created_at', { ascending: false }).limit(1).maybeSingle(),
  ]);
  const error = provider.error ?? request.error;
  if (error) throw new Error(error.message);
  const p = provider.data as Provider | null;
  const r = request.data as { tier: string; documents: Record<string, string>; status: string; rejection_reason: string | null; created_at: string } | null;
  return {
    signedIn: true,
    provider: p,
    request:
      r && p && r.status !== 'approved'
        ? {
            kind: 'logistics',
            userId: user.id,
            name: p.full_name,
            status: r.status as MyApplication['status'],
            rejectionReason: r.rejection_reason,
            submittedAt: r.created_at,
            submitted: [
              ['Requested tier', `Tier ${r.tier}`],
              ['Documents', Object.keys(r.documents).map((k) => documentNames[k] ?? k).join(', ')],
            ],
            licenseNumber: null,
            hasDocument: true,
          }
        : null,
  };
}
