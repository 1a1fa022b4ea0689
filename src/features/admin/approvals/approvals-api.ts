// Applications waiting for review, and the review itself (SECURITY DEFINER functions that check the
// caller is an admin and write the audit row and the applicant's e-mail).
import * as v from 'valibot';
import { loadSupabase } from '@/lib/auth/client';
import { fetchAllPages } from '@/lib/paging';
import { translate, type Message } from '@/lib/i18n/i18n';
import { approvals as messages } from '@/features/admin/approvals/approvals.messages';

export const ApplicationSchema = v.object({
  kind: v.picklist(['pharmacy', 'doctor', 'rider', 'logistics_tier']),
  id: v.string(),
  user_id: v.string(),
  name: v.nullable(v.string()),
  email: v.nullable(v.string()),
  phone: v.nullable(v.string()),
  license_number: v.nullable(v.string()),
  documents: v.record(v.string(), v.string()),
  details: v.record(v.string(), v.nullable(v.string())),
  status: v.string(),
  rejection_reason: v.nullable(v.string()),
  submitted_at: v.string(),
});
export type Application = v.InferOutput<typeof ApplicationSchema>;

export async function fetchApplications(status = 'pending'): Promise<Application[]> {
  const supabase = await loadSupabase();
  const { data, error } = await fetchApplicationPages(supabase, status);
  if (error) throw new Error(error.message);
  return v.parse(v.array(ApplicationSchema), data);
}

/** Every application with this status, oldest first, read page by page (src/lib/paging.ts). */
export function fetchApplicationPages(supabase: Awaited<ReturnType<typeof loadSupabase>>, status: string) {
  return fetchAllPages<unknown, { message: string }>((from, to) =>
    supabase.rpc('admin_applications', { status_filter: status }).order('submitted_at').order('id').range(from, to),
  );
}

/** A link to a submitted document that works for one minute. */
export async function documentLink(kind: Application['kind'], path: string): Promise<string> {
  const supabase = await loadSupabase();
  const bucket = kind === 'logistics_tier' ? 'provider-documents' : 'licenses';
  const { data, error } = await supabase.storage.from(bucket).createSignedUrl(path, 60);
  if (error || !data) throw new Error(error?.message ?? 'No link');
  return data.signedUrl;
}

/** What became of the e-mail telling the applicant (sent by the message queue's sender). */
export type Notice = { state: 'sent' | 'waiting' | 'failed' | 'none'; error?: string | null };

// The server's refusals by hint (supabase/migrations/20260107000100_refusal_hints.sql), in the
// admin's language; anything else as the server words it.
const refusals: Record<string, Message> = { reason: messages.refusedReason, gone: messages.refusedGone };

/**
 * Approves or rejects; the database queues the e-mail telling the applicant, and the scheduled
 * sender sends it. The review is saved either way; what became of the e-mail is read back.
 */
export async function review(app: Application, decision: 'approve' | 'reject', reason?: string): Promise<Notice> {
  const supabase = await loadSupabase();
  const { error } = await supabase.rpc('admin_review_application', {
    kind: app.kind,
    application_id: app.id,
    decision,
    reason: reason ?? null,
  });
  if (error) throw new Error(error.hint && refusals[error.hint] ? translate(refusals[error.hint]!) : error.message);
  const notice = await supabase.rpc('admin_last_account_mail', { p_user: app.user_id });
  // The decision is saved; without an answer about the e-mail, it is said to be on its way.
  return notice.error ? { state: 'waiting' } : (notice.data as Notice);
}
