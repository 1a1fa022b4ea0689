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
import { useT } from '@/lib/i18n/use-t';
import { reports as messages } from '@/features/admin/reports/reports.messages';

type Props = { days: ReportPeriod; onDaysChange: (days: ReportPeriod) => void };

// A calendar day from the database ("2026-11-24"), read at midday so no time zone moves it.
const dayLabel = (day: string) => formatDate(`${day}T12:00:00Z`);
// admin_report names the rows without a state with this English word; it is shown translated.
const noState = 'Not given';

export function ReportsScreen({ days, onDaysChange }: Props) {
  const t = useT();
  const report = useRemote(() => fetchReport(days), String(days));
  const data = report.data?.days === days ? report.data : undefined;
  const empty = data && data.totals.orders === 0 && data.totals.consultations === 0;
  return (
    <AdminPage title={t(messages.title)} subtitle={t(messages.subtitle)}>
      <SegmentedControl
        aria-label={t(messages.period)}
        value={String(days)}
        onChange={(value) => onDaysChange(Number(value) as ReportPeriod)}
        data={reportPeriods.map((d) => ({ value: String(d), label: t(messages.days, { days: d }) }))}
        // Full width up to a comfortable size, so the three choices share a 320 px phone.
        fullWidth
        maw={420}
        size="sm"
        mb="sm"
      />
      {report.state === 'failed' && <LoadFailed what={t(messages.what)} onRetry={report.reload} mb="md" />}
      {report.state === 'loading' && !data && <Text c="dimmed">{t(messages.loading)}</Text>}
      {data && (
        <>
          <Text size="sm" c="dimmed" mb="sm">
            {t(messages.explanation, { from: dayLabel(data.from), to: dayLabel(data.to) })}
          </Text>
          <ReportTiles totals={data.totals} />
          {empty ? (
            <EmptyState title={t(messages.emptyTitle)} text={t(messages.emptyText)} />
          ) : (
            <>
              <ReportTable
                caption={t(messages.byDay)}
                label={t(messages.day)}
                rows={data.by_day.map((r) => ({ key: r.day, label: dayLabel(r.day), figures: r }))}
              />
              <ReportTable
                caption={t(messages.byState)}
                label={t(messages.state)}
                rows={data.by_state.map((r) => ({
                  key: r.state,
                  label: r.state === noState ? t(messages.notGiven) : r.state,
                  figures: r,
                }))}
              />
              <Text size="xs" c="dimmed">
                {t(messages.leftOut)}
              </Text>
            </>
          )}
        </>
      )}
    </AdminPage>
  );
}
