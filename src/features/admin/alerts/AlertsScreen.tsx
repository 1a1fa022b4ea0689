import { formatDateTime } from '@/lib/format';
import { useRemote } from '@/lib/use-remote';
import { usePlurals, useT } from '@/lib/i18n/use-t';
import { LoadFailed } from '@/components/LoadFailed';
import { fetchAlerts } from '@/features/admin/alerts/alerts-api';
import { deadMessageRow, lowStockLines, orderStatusLabel, waitedFor } from '@/features/admin/alerts/alert-lines';
import { alerts as messages } from '@/features/admin/alerts/alerts.messages';
import { AdminPage } from '@/features/admin/shared/AdminPage';
import { admin } from '@/lib/admin/admin.messages';
import { kindLabels } from '@/lib/admin/kinds';
import { RowList } from '@/features/admin/shared/RowList';

export function AlertsScreen() {
  const t = useT();
  const alerts = useRemote(() => fetchAlerts(), 'alerts');
  // Hours, days, offers and tries are plurals: the rows show once Lingui is in.
  const plurals = usePlurals(true);
  const data = plurals ? alerts.data : undefined;
  return (
    <AdminPage title={t(admin.systemAlerts)} subtitle={t(messages.subtitle)}>
      {alerts.state === 'failed' && <LoadFailed what={t(messages.what)} onRetry={alerts.reload} mb="md" />}
      {data && (
        <>
          <RowList
            title={t(messages.stuckTitle)}
            empty={t(messages.stuckEmpty)}
            rows={data.stuck.map((o) => ({
              key: o.order_id,
              title: (
                <>
                  <span translate="no">{o.reference}</span> · {orderStatusLabel(o.status)}
                </>
              ),
              lines: [
                t(messages.stuckWhere, { pharmacy: o.pharmacy, state: o.state }),
                t(messages.stuckSince, { waited: waitedFor(o.since), when: formatDateTime(o.since) }),
              ],
            }))}
          />
          <RowList
            title={t(messages.lowTitle)}
            empty={t(messages.lowEmpty)}
            rows={data.lowStock.map((p) => ({
              key: p.pharmacy_id,
              title: <span translate="no">{`${p.pharmacy}${p.state ? `, ${p.state}` : ''}`}</span>,
              lines: lowStockLines(p),
            }))}
          />
          <RowList
            title={t(messages.overdueTitle)}
            empty={t(messages.overdueEmpty)}
            rows={data.overdue.map((a) => ({
              key: a.id,
              title: a.name ?? a.email ? <span translate="no">{a.name ?? a.email}</span> : t(admin.unnamedApplicant),
              lines: [t(admin.kindSubmitted, { kind: t(kindLabels[a.kind]), when: formatDateTime(a.submitted_at) })],
            }))}
          />
          <RowList
            title={t(messages.deadTitle)}
            empty={t(messages.deadEmpty)}
            rows={data.dead.map((m) => {
              const row = deadMessageRow(m);
              // The subject and the server's error are data.
              return { ...row, title: <span translate="no">{row.title}</span>, lines: [row.lines[0], <span key="error" translate="no">{row.lines[1]}</span>] };
            })}
          />
        </>
      )}
    </AdminPage>
  );
}
