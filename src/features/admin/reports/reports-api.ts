// The figures come from public.admin_report, which checks the caller is an admin and adds up the
// real orders and consultations in the database.
import * as v from 'valibot';
import { loadSupabase } from '@/lib/auth/client';
import type { ReportPeriod } from '@/features/admin/reports/report-period';

const amount = v.pipe(v.union([v.number(), v.string()]), v.transform(Number));

const Figures = {
  orders: amount,
  revenue: amount,
  consultations: amount,
  fees: amount,
};

const ReportSchema = v.object({
  days: v.number(),
  from: v.string(),
  to: v.string(),
  totals: v.object({ ...Figures, delivered: amount, cancelled: amount, completed: amount }),
  by_day: v.array(v.object({ day: v.string(), ...Figures })),
  by_state: v.array(v.object({ state: v.string(), ...Figures })),
});
export type Report = v.InferOutput<typeof ReportSchema>;
export type ReportRow = Report['by_day'][number] | Report['by_state'][number];

export async function fetchReport(days: ReportPeriod): Promise<Report> {
  const supabase = await loadSupabase();
  const { data, error } = await supabase.rpc('admin_report', { p_days: days });
  if (error) throw new Error(error.message);
  return v.parse(ReportSchema, data);
}
