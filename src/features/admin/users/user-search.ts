// What the admin user list's URL may hold. Kept apart from the row schema: the route file imports
// this, and everything it imports loads with every page.
import type { SearchSchemaInput } from '@tanstack/react-router';
import { searchChoice, searchInteger, searchText } from '@/lib/search-params';

export const userRoles = ['patient', 'pharmacy', 'doctor', 'rider', 'logistics', 'admin'] as const;
export const userStatuses = ['active', 'unconfirmed', 'pending', 'rejected', 'suspended'] as const;

export type UserRole = (typeof userRoles)[number];
export type UserStatus = (typeof userStatuses)[number];

export type UserSearch = {
  q?: string;
  role?: 'all' | UserRole;
  status?: 'all' | UserStatus;
  state?: string;
  page?: number;
};

/** The filter bar's state in the URL; values that do not parse are dropped. */
export function readUserSearch(search: UserSearch & SearchSchemaInput): UserSearch {
  const page = searchInteger(search.page, 0, { min: 1, max: 100_000 });
  return {
    q: searchText(search.q, undefined, { max: 100 }),
    role: searchChoice(search.role, ['all', ...userRoles] as const, undefined),
    status: searchChoice(search.status, ['all', ...userStatuses] as const, undefined),
    // Any short text: the list of states stays out of every page's first load, and a state the
    // database does not know simply matches no account.
    state: searchText(search.state, undefined, { max: 40 }),
    page: page || undefined,
  };
}
