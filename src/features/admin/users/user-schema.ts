import * as v from 'valibot';
import { userRoles, userStatuses } from '@/features/admin/users/user-search';

export { userRoles, userStatuses, type UserRole, type UserSearch, type UserStatus } from '@/features/admin/users/user-search';
export { NIGERIAN_STATES as nigerianStates } from '@/lib/nigerian-states';

/** A row of the admin user list, as public.admin_list_users returns it. */
export const AdminUserSchema = v.pipe(
  v.object({
    user_id: v.string(),
    full_name: v.nullable(v.string()),
    email: v.nullable(v.string()),
    phone: v.nullable(v.string()),
    role: v.picklist(userRoles),
    status: v.picklist(userStatuses),
    state: v.nullable(v.string()),
    created_at: v.string(),
    last_sign_in_at: v.nullable(v.string()),
    /** Counts by kind: orders, consultations, deliveries, orders_received (see activityLabel). */
    activity: v.nullable(v.record(v.string(), v.number())),
    total_count: v.union([v.number(), v.string()]),
  }),
  v.transform((r) => ({
    id: r.user_id,
    name: r.full_name?.trim() || r.email || 'Unnamed account',
    email: r.email ?? '',
    phone: r.phone ? `+${r.phone.replace(/^\+/, '')}` : '',
    role: r.role,
    status: r.status,
    state: r.state,
    joinDate: new Date(r.created_at),
    lastSignIn: r.last_sign_in_at ? new Date(r.last_sign_in_at) : null,
    activity: r.activity ?? {},
    total: Number(r.total_count),
  })),
);
export type AdminUser = v.InferOutput<typeof AdminUserSchema>;
