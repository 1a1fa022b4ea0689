import { loadSupabase } from '@/lib/auth/client';
import { fetchApplications, type Application } from '@/features/admin/approvals/approvals-api';

export type FailedEmail = { id: string; recipient: string | null; subject: string; error: string | null; failed_at: string };

const DAY2 = 48 * 60 * 60 * 1000;

/** E-mails that could not be sent, and applications waiting for more than 48 hours. */
export async function fetchAlerts(now = Date.now()): Promise<{ failed: FailedEmail[]; overdue: Application[] }> {
  const supabase = await loadSupabase();
  const [failed, pending] = await Promise.all([
    supabase
      .from('email_outbox')
      .select('id,recipient,subject,error,failed_at')
      .not('failed_at', 'is', null)
      .order('failed_at', { ascending: false })
      .limit(50),
    fetchApplications('pending'),
  ]);
  if (failed.error) throw new Error(failed.error.message);
  return { failed: failed.data as FailedEmail[], overdue: pending.filter((a) => now - Date.parse(a.submitted_at) > DAY2) };
}
