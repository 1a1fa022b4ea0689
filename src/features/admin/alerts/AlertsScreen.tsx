import { formatDateTime } from '@/lib/format';
import { useRemote } from '@/lib/use-remote';
import { LoadFailed } from '@/components/LoadFailed';
import { kindLabels } from '@/features/admin/approvals/approvals-api';
import { fetchAlerts } from '@/features/admin/alerts/alerts-api';
import { deadMessageRow, lowStockLines, orderStatusLabel, waitedFor } from '@/features/admin/alerts/alert-lines';
import { AdminPage } from '@/features/admin/shared/AdminPage';
import { RowList } from '@/features/admin/shared/RowList';

export function AlertsScreen() {
  const alerts = useRemote(() => fetchAlerts(), 'alerts');
  const data = alerts.data;
  return (
    <AdminPage title="System Alerts" subtitle="What needs an admin's attention now.">
      {alerts.state === 'failed' && <LoadFailed what="the alerts" onRetry={alerts.reload} mb="md" />}
      {data && (
        <>
          <RowList
            title="Orders stuck for over 2 hours"
            empty="Every open order has moved in the last 2 hours."
            rows={data.stuck.map((o) => ({
              key: o.order_id,
              title: `${o.reference} · ${orderStatusLabel(o.status)}`,
              lines: [`${o.pharmacy} · delivery to ${o.state}`, `No change for ${waitedFor(o.since)}, since ${formatDateTime(o.since)}`],
            }))}
          />
          <RowList
            title="Low stock across pharmacies"
            empty="No pharmacy has an offer at or under its minimum stock."
            rows={data.lowStock.map((p) => ({
              key: p.pharmacy_id,
              title: `${p.pharmacy}${p.state ? `, ${p.state}` : ''}`,
              lines: lowStockLines(p),
            }))}
          />
          <RowList
            title="Approvals waiting over 48 hours"
            empty="No application has waited more than 48 hours."
            rows={data.overdue.map((a) => ({
              key: a.id,
              title: a.name ?? a.email ?? 'Unnamed applicant',
              lines: [`${kindLabels[a.kind]} · submitted ${formatDateTime(a.submitted_at)}`],
            }))}
          />
          <RowList
            title="E-mails and SMS that failed"
            empty="Every e-mail and SMS has been sent or is still being tried."
            rows={[
              ...data.dead.map(deadMessageRow),
            ]}
          />
        </>
      )}
    </AdminPage>
  );
}
