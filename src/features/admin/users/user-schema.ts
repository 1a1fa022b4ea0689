import * as v from 'valibot';

export const userRoles = ['patient', 'pharmacy', 'doctor', 'rider', 'logistics', 'admin'] as const;
export const userStatuses = ['active', 'unconfirmed', 'pending', 'rejected', 'suspended'] as const;
/** The 36 states and the FCT, as the database names them (private.nigerian_state). */
export const nigerianStates = [
  'Abia', 'Adamawa', 'Akwa Ibom', 'Anambra', 'Bauchi', 'Bayelsa', 'Benue', 'Borno', 'Cross River', 'Delta',
  'Ebonyi', 'Edo', 'Ekiti', 'Enugu', 'FCT', 'Gombe', 'Imo', 'Jigawa', 'Kaduna', 'Kano', 'Katsina', 'Kebbi',
  'Kogi', 'Kwara', 'Lagos', 'Nasarawa', 'Niger', 'Ogun', 'Ondo', 'Osun', 'Oyo', 'Plateau', 'Rivers', 'Sokoto',
  'Taraba', 'Yobe', 'Zamfara',
] as const;

export type UserRole = (typeof userRoles)[number];
export type UserStatus = (typeof userStatuses)[number];

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
    /** Counts by kind (orders, consultations, deliveries) once those exist; empty until then. */
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

/** The filter bar's state in the URL; values that do not parse are dropped. */
export const UserSearchSchema = v.object({
  q: v.fallback(v.optional(v.pipe(v.string(), v.maxLength(100))), undefined),
  role: v.fallback(v.optional(v.picklist(['all', ...userRoles])), undefined),
  status: v.fallback(v.optional(v.picklist(['all', ...userStatuses])), undefined),
  state: v.fallback(v.optional(v.picklist(['all', ...nigerianStates])), undefined),
  page: v.fallback(v.optional(v.pipe(v.number(), v.integer(), v.minValue(1), v.maxValue(100_000))), undefined),
});
export type UserSearch = v.InferOutput<typeof UserSearchSchema>;
