// The admin user list talks to SECURITY DEFINER functions that check the caller is an admin;
// filters, search and paging run in the database.
import * as v from 'valibot';
import { loadSupabase } from '@/lib/auth/client';
import { AdminUserSchema, type AdminUser, type UserSearch } from '@/features/admin/users/user-schema';

export const PAGE_SIZE = 25;

export type UserSummary = { total: number; activeToday: number; suspended: number; pendingApproval: number };

const args = (f: UserSearch) => ({
  search: f.q?.trim() || null,
  role_filter: f.role && f.role !== 'all' ? f.role : null,
  status_filter: f.status && f.status !== 'all' ? f.status : null,
  state_filter: f.state && f.state !== 'all' ? f.state : null,
});

const fail = (error: { message: string }) => new Error(error.message);

export async function fetchUsers(filters: UserSearch, offset: number, size = PAGE_SIZE): Promise<{ users: AdminUser[]; total: number }> {
  const supabase = await loadSupabase();
  const { data, error } = await supabase.rpc('admin_list_users', { ...args(filters), page_size: size, page_offset: offset });
  if (error) throw fail(error);
  const users = v.parse(v.array(AdminUserSchema), data ?? []);
  return { users, total: users[0]?.total ?? 0 };
}

export async function fetchSummary(): Promise<UserSummary> {
  const supabase = await loadSupabase();
  const { data, error } = await supabase.rpc('admin_user_summary');
  if (error) throw fail(error);
  const s = data as { total: number; active_today: number; suspended: number; pending: number };
  return { total: s.total, activeToday: s.active_today, suspended: s.suspended, pendingApproval: s.pending };
}

export async function setSuspended(userId: string, suspend: boolean): Promise<void> {
  const supabase = await loadSupabase();
  const { error } = suspend
    ? await supabase.rpc('admin_suspend_user', { target: userId })
    : await supabase.rpc('admin_reactivate_user', { target: userId });
  if (error) throw fail(error);
}

/**
 * Every account matching the filters, a page of 1,000 at a time, so a list of 100,000 never sits
 * in one response. The export is recorded in the audit trail once it is complete.
 */
export async function* allUsers(filters: UserSearch): AsyncGenerator<AdminUser[]> {
  for (let offset = 0; ; offset += 1000) {
    const { users } = await fetchUsers(filters, offset, 1000);
    if (users.length) yield users;
    if (users.length < 1000) return;
  }
}

export async function recordExport(filters: UserSearch, rows: number): Promise<void> {
  const supabase = await loadSupabase();
  const { error } = await supabase.rpc('admin_record_export', { filters: args(filters), row_count: rows });
  if (error) throw fail(error);
}
