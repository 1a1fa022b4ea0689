import * as v from 'valibot';

export const userRoles = ['patient', 'pharmacy', 'doctor', 'rider'] as const;
export const userStatuses = ['active', 'verified', 'pending', 'suspended', 'inactive'] as const;
export const userLocations = ['Lagos', 'Abuja', 'Kano', 'Ibadan'] as const;

export const UserRoleSchema = v.picklist(userRoles);
export const UserStatusSchema = v.picklist(userStatuses);
export type UserRole = v.InferOutput<typeof UserRoleSchema>;
export type UserStatus = v.InferOutput<typeof UserStatusSchema>;

/** A row of the admin user list (product spec, section 3: admin list user). */
export const AdminUserSchema = v.object({
  id: v.string(),
  name: v.string(),
  email: v.pipe(v.string(), v.email()),
  phone: v.string(),
  role: UserRoleSchema,
  status: UserStatusSchema,
  joinDate: v.date(),
  lastActive: v.date(),
  location: v.picklist(userLocations),
  /** Orders for patients, consultations for doctors, orders fulfilled for pharmacies, deliveries for riders. */
  activity: v.pipe(v.number(), v.integer(), v.minValue(0)),
});
export type AdminUser = v.InferOutput<typeof AdminUserSchema>;

/** The filter bar's state in the URL; values that do not parse are dropped. */
export const UserSearchSchema = v.object({
  q: v.fallback(v.optional(v.pipe(v.string(), v.maxLength(100))), undefined),
  role: v.fallback(v.optional(v.picklist(['all', ...userRoles])), undefined),
  status: v.fallback(v.optional(v.picklist(['all', ...userStatuses])), undefined),
  location: v.fallback(v.optional(v.picklist(['all', ...userLocations])), undefined),
});
export type UserSearch = v.InferOutput<typeof UserSearchSchema>;
