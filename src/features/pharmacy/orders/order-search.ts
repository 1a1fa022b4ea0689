// What the pharmacy order list's URL may hold. Kept apart from the row schemas: the route file
// imports this, and everything it imports loads with every page.
import type { SearchSchemaInput } from '@tanstack/react-router';
import { searchChoice, searchText } from '@/lib/search-params';

export const statusFilters = ['all', 'pending', 'confirmed', 'preparing', 'ready', 'completed'] as const;
export const dateRanges = ['any', 'today', 'week', 'month', 'custom'] as const;

export type OrderSearch = {
  q?: string;
  status?: (typeof statusFilters)[number];
  range?: (typeof dateRanges)[number];
  from?: string;
  to?: string;
};

const isoDay = /^\d{4}-(0[1-9]|1[0-2])-(0[1-9]|[12]\d|3[01])$/;

/**
 * The filter bar's state, kept in the URL so a filtered view survives a reload and can be shared
 * between staff. A value that does not parse is dropped rather than failing the page.
 */
export function readOrderSearch(search: OrderSearch & SearchSchemaInput): OrderSearch {
  return {
    q: searchText(search.q, undefined, { max: 100 }),
    status: searchChoice(search.status, statusFilters, undefined),
    range: searchChoice(search.range, dateRanges, undefined),
    from: searchText(search.from, undefined, { max: 10, pattern: isoDay }),
    to: searchText(search.to, undefined, { max: 10, pattern: isoDay }),
  };
}
