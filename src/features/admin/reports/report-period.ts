// The report's period in the URL. Kept apart from the API module: the route file imports this,
// and everything it imports loads with every page.
import type { SearchSchemaInput } from '@tanstack/react-router';

export const reportPeriods = [7, 30, 90] as const;
export type ReportPeriod = (typeof reportPeriods)[number];

export type ReportSearch = { days?: ReportPeriod };

/** `?days=7|30|90`; anything else falls back to the default of 30 days. */
export function readReportSearch(search: ReportSearch & SearchSchemaInput): ReportSearch {
  const days = reportPeriods.find((d) => d === search.days);
  return { days };
}
