import type { AdminUser, UserSearch } from '@/features/admin/users/user-schema';

const digits = (s: string) => s.replace(/\D/g, '');

function matchesQuery(user: AdminUser, query: string) {
  if (!query) return true;
  const q = query.toLowerCase();
  if (user.name.toLowerCase().includes(q) || user.email.toLowerCase().includes(q)) return true;
  // Phone numbers are typed with or without spaces: compare digits only.
  const d = digits(query);
  return d.length >= 3 && digits(user.phone).includes(d);
}

/** Users matching the search (name, email or phone), role, status and location. Order is kept. */
export function filterUsers(users: AdminUser[], filters: UserSearch): AdminUser[] {
  const query = (filters.q ?? '').trim();
  const role = filters.role ?? 'all';
  const status = filters.status ?? 'all';
  const location = filters.location ?? 'all';
  return users.filter(
    (u) =>
      (role === 'all' || u.role === role) &&
      (status === 'all' || u.status === status) &&
      (location === 'all' || u.location === location) &&
      matchesQuery(u, query),
  );
}

export type UserSummary = { total: number; activeToday: number; suspended: number; pendingApproval: number };

/** The four tiles above the list, counted from the users themselves. */
export function summarizeUsers(users: AdminUser[], now = new Date()): UserSummary {
  const midnight = new Date(now.getFullYear(), now.getMonth(), now.getDate());
  return {
    total: users.length,
    activeToday: users.filter((u) => u.status !== 'suspended' && u.lastActive >= midnight).length,
    suspended: users.filter((u) => u.status === 'suspended').length,
    pendingApproval: users.filter((u) => u.status === 'pending').length,
  };
}
