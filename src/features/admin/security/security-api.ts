import { loadSupabase } from '@/lib/auth/client';

export type AuditEntry = {
  id: number;
  actor_email: string | null;
  action: string;
  target_label: string | null;
  details: Record<string, unknown>;
  created_at: string;
};
export type ContactMessage = { id: string; name: string; email: string; subject: string; message: string; created_at: string };

export async function fetchSecurity(): Promise<{ audit: AuditEntry[]; messages: ContactMessage[] }> {
  const supabase = await loadSupabase();
  const [audit, messages] = await Promise.all([
    supabase.from('admin_audit').select('id,actor_email,action,target_label,details,created_at').order('id', { ascending: false }).limit(100),
    supabase.from('contact_messages').select('id,name,email,subject,message,created_at').order('created_at', { ascending: false }).limit(50),
  ]);
  const error = audit.error ?? messages.error;
  if (error) throw new Error(error.message);
  return { audit: audit.data as AuditEntry[], messages: messages.data as ContactMessage[] };
}
