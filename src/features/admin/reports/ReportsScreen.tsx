import { SegmentedControl, Text } from '@mantine/core';
import { formatDate } from '@/lib/format';
import { useRemote } from '@/lib/use-remote';
import { LoadFailed } from '@/components/LoadFailed';
import { ReportTable } from '@/features/admin/reports/ReportTable';
import { ReportTiles } from '@/features/admin/reports/ReportTiles';
import { reportPeriods, type ReportPeriod } from '@/features/admin/reports/report-period';
import { fetchReport } from '@/features/admin/reports/reports-api';
import { AdminPage } from '@/features/admin/shared/AdminPage';
import { EmptyState } from '@/features/admin/shared/EmptyState';

type Props = { days: ReportPeriod; onDaysChange: (days: ReportPeriod) => void };

// A calendar day from the database ("2026-11-24"), read at midday so no time zone moves it.
const dayLabel = (day: string) => formatDate(`${day}T12:00:00Z`);

export function ReportsScreen({ days, onDaysChange }: Props) {
  const report = useRemote(() => fetchReport(days), String(days));
  const data = report.data?.days === days ? report.data : undefined;
  const empty = data && data.totals.orders === 0 && data.totals.consultations === 0;
  return (
    <AdminPage title="Admin Reports" subtitle="Orders, revenue and consultations, by day and by state.">
      <SegmentedControl
        aria-label="Report period: the last"
        value={String(days)}
        onChange={(value) => onDaysChange(Number(value) as ReportPeriod)}
        data={reportPeriods.map((d) => ({ value: String(d), label: `${d} days` }))}
        // Full width up to a comfortable size, so the three choices share a 320 px phone.
        fullWidth
        maw={420}
        size="sm"
        mb="sm"
      />
      {report.state === 'failed' && <LoadFailed what="the report" onRetry={report.reload} mb="md" />}
      {report.state === 'loading' && !data && <Text c="dimmed">Loading the report…</Text>}
      {data && (
        <>
          <Text size="sm" c="dimmed" mb="sm">
            {dayLabel(data.from)} to {dayLabel(data.to)}, Lagos time. Revenue is the total (medicines and delivery fee) of
            orders placed in the period that have been delivered; cancelled, declined and undelivered orders add nothing.
            Consultations are those booked in the period and not cancelled; their fees count once completed, owed by the
            patient.
          </Text>
          <ReportTiles totals={data.totals} />
          {empty ? (
            <EmptyState title="Nothing in this period" text="No orders were placed and no consultations were booked. Choose a longer period." />
          ) : (
            <>
              <ReportTable
                caption="By day"
                label="Day"
                rows={data.by_day.map((r) => ({ key: r.day, label: dayLabel(r.day), figures: r }))}
              />
              <ReportTable
                caption="By state"
                label="State"
                rows={data.by_state.map((r) => ({ key: r.state, label: r.state, figures: r }))}
              />
              <Text size="xs" c="dimmed">
                Days without orders or consultations are left out. An order counts in its delivery state, a consultation in the
                patient&apos;s state.
              </Text>
            </>
          )}
        </>
      )}
    </AdminPage>
  );
}
