// The signed-in person's own rows, read under their own row-level security.
import { loadSupabase } from '@/lib/auth/client';
import { fetchAllPages } from '@/lib/paging';

export type Me = { userId: string; name: string; email: string; state: string | null; joined: string };

export async function loadMe(): Promise<Me> {
  const supabase = await loadSupabase();
  const { data: session } = await supabase.auth.getSession();
  const user = session.session?.user;
  if (!user) throw new Error('Please sign in again.');
  const { data, error } = await supabase.from('profiles').select('full_name,email,state,created_at').eq('user_id', user.id).maybeSingle();
  if (error) throw new Error(error.message);
  const row = data as { full_name: string | null; email: string | null; state: string | null; created_at: string } | null;
  return {
    userId: user.id,
    name: row?.full_name?.trim() || row?.email || user.email || 'there',
    email: row?.email ?? user.email ?? '',
    state: row?.state ?? null,
    joined: row?.created_at ?? user.created_at,
  };
}

export type MyPrescription = { id: string; pharmacy_id: string; status: string; created_at: string; file_paths: string[] };

export async function loadPatient(): Promise<{ me: Me; prescriptions: MyPrescription[] }> {
  const me = await loadMe();
  const supabase = await loadSupabase();
  const { data, error } = await supabase
    .from('prescriptions')
    .select('id,pharmacy_id,status,created_at,file_paths')
    .eq('user_id', me.userId)
    .order('created_at', { ascending: false })
    .limit(5);
  if (error) throw new Error(error.message);
  return { me, prescriptions: (data ?? []) as MyPrescription[] };
}

export type AdminOverview = {
  me: Me;
  summary: { total: number; active_today: number; suspended: number; pending: number };
  pending: { kind: string; id: string; name: string | null; email: string | null; submitted_at: string }[];
  failedMessages: number;
  /** Applications waiting more than 48 hours. */
  overdue: number;
};

export async function loadAdmin(): Promise<AdminOverview> {
  const me = await loadMe();
  const supabase = await loadSupabase();
  const [summary, pending, failed] = await Promise.all([
    supabase.rpc('admin_user_summary'),
    // Every pending application, page by page (src/lib/paging.ts): the overdue count needs them all.
    fetchAllPages<unknown, { message: string }>((from, to) =>
      supabase.rpc('admin_applications', { status_filter: 'pending' }).order('submitted_at').order('id').range(from, to),
    ),
    supabase.rpc('admin_dead_message_count'),
  ]);
  const error = summary.error ?? pending.error ?? failed.error;
  if (error) throw new Error(error.message);
  const waiting = (pending.data ?? []) as AdminOverview['pending'];
  const overdue = waiting.filter((a) => Date.now() - Date.parse(a.submitted_at) > 48 * 3600 * 1000).length;
  return { me, summary: summary.data as AdminOverview['summary'], pending: waiting, failedMessages: Number(failed.data ?? 0), overdue };
}
