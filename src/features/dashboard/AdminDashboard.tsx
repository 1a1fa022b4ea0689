import { Button } from '@mantine/core';
import { Link } from '@tanstack/react-router';
import { useRemote } from '@/lib/use-remote';
import { usePlurals, useT } from '@/lib/i18n/use-t';
import { IconBell, IconBuildingStore, IconChartLine, IconCircleCheck, IconShield, IconStar, IconUsers, IconWallet } from '@tabler/icons-react';
import { DashboardLoading } from '@/features/dashboard/components/DashboardLoading';
import { DashboardPage } from '@/features/dashboard/components/DashboardPage';
import { EmptyNote } from '@/features/dashboard/components/EmptyNote';
import { ItemList } from '@/features/dashboard/components/ItemList';
import { SectionCard } from '@/features/dashboard/components/SectionCard';
import type { QuickAction } from '@/features/dashboard/components/QuickActions';
import { adminDashboard as messages } from '@/features/dashboard/admin/admin-dashboard.messages';
import { admin } from '@/lib/admin/admin.messages';
import { kindLabels } from '@/lib/admin/kinds';
import { loadAdmin } from '@/features/dashboard/data/me';
import { formatCount } from '@/lib/format';
import { formatTimeAgo } from '@/lib/time-ago';

export function AdminDashboard() {
  const t = useT();
  const data = useRemote(loadAdmin, 'admin');
  const { overdue = 0, failedMessages = 0 } = data.data ?? {};
  // The alerts' counts are plurals: formatted once Lingui is in.
  const plurals = usePlurals(overdue > 0 || failedMessages > 0);
  const title = t(messages.title);
  if (!data.data || ((overdue > 0 || failedMessages > 0) && !plurals)) {
    return <DashboardLoading title={title} failed={data.state === 'failed'} onRetry={data.reload} />;
  }
  const { me, summary, pending } = data.data;
  const actions: QuickAction[] = [
    { label: t(messages.approvals), description: t(messages.approvalsNote), to: '/admin/approvals', icon: IconCircleCheck },
    { label: t(admin.manageUsers), description: t(messages.usersNote), to: '/admin/users', icon: IconUsers },
    { label: t(messages.pharmacies), description: t(messages.pharmaciesNote), to: '/admin/pharmacies', icon: IconBuildingStore },
    { label: t(messages.reports), description: t(messages.reportsNote), to: '/admin/reports', icon: IconChartLine },
    { label: t(messages.security), description: t(messages.securityNote), to: '/admin/security', icon: IconShield },
    { label: t(admin.systemAlerts), description: t(messages.alertsNote), to: '/admin/alerts', icon: IconBell },
    { label: t(messages.reviews), description: t(messages.reviewsNote), to: '/admin/reviews', icon: IconStar },
    { label: t(messages.finance), description: t(messages.financeNote), to: '/admin/finance', icon: IconWallet },
  ];
  const alerts = [
    overdue > 0 && { key: 'overdue', title: t(messages.overdue, { count: overdue }), lines: [t(messages.overdueNext)] },
    failedMessages > 0 && { key: 'mail', title: t(messages.failedMessages, { count: failedMessages }), lines: [t(messages.failedNext)] },
  ].filter((a) => a !== false);
  return (
    <DashboardPage
      title={title}
      subtitle={t(messages.subtitle, { name: me.name })}
      aside={
        <Button component={Link} to="/admin/users" variant="light">
          {t(admin.manageUsers)}
        </Button>
      }
      stats={[
        { label: t(messages.totalUsers), value: formatCount(summary.total) },
        { label: t(messages.activeToday), value: formatCount(summary.active_today) },
        { label: t(messages.pendingApproval), value: formatCount(summary.pending) },
        { label: t(messages.suspended), value: formatCount(summary.suspended) },
      ]}
      actions={actions}
    >
      <SectionCard title={t(messages.pendingApprovals)} more={{ to: '/admin/approvals', label: t(messages.reviewAll) }}>
        {pending.length === 0 ? (
          <EmptyNote text={t(messages.nothingPending)} />
        ) : (
          <ItemList
            items={pending.slice(0, 5).map((a) => ({
              key: `${a.kind}-${a.id}`,
              title: a.name ?? a.email ? <span translate="no">{a.name ?? a.email}</span> : t(admin.unnamedApplicant),
              lines: [
                t(admin.kindSubmitted, {
                  kind: a.kind in kindLabels ? t(kindLabels[a.kind as keyof typeof kindLabels]) : a.kind,
                  when: formatTimeAgo(new Date(a.submitted_at)),
                }),
              ],
            }))}
          />
        )}
      </SectionCard>
      <SectionCard title={t(admin.systemAlerts)} more={{ to: '/admin/alerts', label: t(messages.allAlerts) }}>
        {alerts.length === 0 ? <EmptyNote text={t(messages.allClear)} /> : <ItemList items={alerts} />}
      </SectionCard>
    </DashboardPage>
  );
}
