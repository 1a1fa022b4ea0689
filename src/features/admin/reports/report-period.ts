// The report's period in the URL. Kept apart from the API module: the route file imports this,
// and everything it imports loads with every page.
import * as v from 'valibot';

export const reportPeriods = [7, 30, 90] as const;
export type ReportPeriod = (typeof reportPeriods)[number];

/** `?days=7|30|90`; anything else falls back to the default of 30 days. */
export const ReportSearchSchema = v.object({
  days: v.fallback(v.optional(v.picklist(reportPeriods)), undefined),
});
export type ReportSearch = v.InferOutput<typeof ReportSearchSchema>;
