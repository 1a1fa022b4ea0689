// What the admin user list's URL may hold. Kept apart from the row schema: the route file imports
// this, and everything it imports loads with every page.
import * as v from 'valibot';

export const userRoles = ['patient', 'pharmacy', 'doctor', 'rider', 'logistics', 'admin'] as const;
export const userStatuses = ['active', 'unconfirmed', 'pending', 'rejected', 'suspended'] as const;

export type UserRole = (typeof userRoles)[number];
export type UserStatus = (typeof userStatuses)[number];

/** The filter bar's state in the URL; values that do not parse are dropped. */
export const UserSearchSchema = v.object({
  q: v.fallback(v.optional(v.pipe(v.string(), v.maxLength(100))), undefined),
  role: v.fallback(v.optional(v.picklist(['all', ...userRoles])), undefined),
  status: v.fallback(v.optional(v.picklist(['all', ...userStatuses])), undefined),
  // Any short text: the list of states stays out of every page's first load, and a state the
  // database does not know simply matches no account.
  state: v.fallback(v.optional(v.pipe(v.string(), v.maxLength(40))), undefined),
  page: v.fallback(v.optional(v.pipe(v.number(), v.integer(), v.minValue(1), v.maxValue(100_000))), undefined),
});
export type UserSearch = v.InferOutput<typeof UserSearchSchema>;
