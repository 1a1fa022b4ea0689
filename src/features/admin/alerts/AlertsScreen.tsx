import { formatDateTime } from '@/lib/format';
import { useRemote } from '@/lib/use-remote';
import { LoadFailed } from '@/components/LoadFailed';
import { kindLabels } from '@/features/admin/approvals/approvals-api';
import { fetchAlerts } from '@/features/admin/alerts/alerts-api';
import { AdminPage } from '@/features/admin/shared/AdminPage';
import { RowList } from '@/features/admin/shared/RowList';

export function AlertsScreen() {
  const alerts = useRemote(() => fetchAlerts(), 'alerts');
  return (
    <AdminPage title="System Alerts" subtitle="What needs an admin's attention now.">
      {alerts.state === 'failed' && <LoadFailed what="the alerts" onRetry={alerts.reload} mb="md" />}
      {alerts.data && (
        <>
          <RowList
            title="Approvals waiting over 48 hours"
            empty="No application has waited more than 48 hours."
            rows={alerts.data.overdue.map((a) => ({
              key: a.id,
              title: a.name ?? a.email ?? 'Unnamed applicant',
              lines: [`${kindLabels[a.kind]} · submitted ${formatDateTime(a.submitted_at)}`],
            }))}
          />
          <RowList
            title="E-mails that failed"
            empty="Every e-mail has been sent."
            rows={alerts.data.failed.map((m) => ({
              key: m.id,
              title: m.subject,
              lines: [`To ${m.recipient ?? 'an account without an e-mail address'} · ${formatDateTime(m.failed_at)}`, m.error],
            }))}
          />
        </>
      )}
    </AdminPage>
  );
}
