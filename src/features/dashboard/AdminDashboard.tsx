import { Button } from '@mantine/core';
import { Link } from '@tanstack/react-router';
import { useRemote } from '@/lib/use-remote';
import { IconBell, IconBuildingStore, IconChartLine, IconCircleCheck, IconShield, IconStar, IconUsers, IconWallet } from '@tabler/icons-react';
import { DashboardLoading } from '@/features/dashboard/components/DashboardLoading';
import { DashboardPage } from '@/features/dashboard/components/DashboardPage';
import { EmptyNote } from '@/features/dashboard/components/EmptyNote';
import { ItemList } from '@/features/dashboard/components/ItemList';
import { SectionCard } from '@/features/dashboard/components/SectionCard';
import type { QuickAction } from '@/features/dashboard/components/QuickActions';
import { loadAdmin } from '@/features/dashboard/data/me';
import { formatCount, formatTimeAgo } from '@/lib/format';

const actions: QuickAction[] = [
  { label: 'Approvals', description: 'Verify new providers', to: '/admin/approvals', icon: IconCircleCheck },
  { label: 'Manage Users', description: 'Suspend or reactivate', to: '/admin/users', icon: IconUsers },
  { label: 'Pharmacies', description: 'Partners and licences', to: '/admin/pharmacies', icon: IconBuildingStore },
  { label: 'Reports', description: 'Orders and payouts', to: '/admin/reports', icon: IconChartLine },
  { label: 'Security', description: 'Audit and sign-ins', to: '/admin/security', icon: IconShield },
  { label: 'System Alerts', description: 'Platform health', to: '/admin/alerts', icon: IconBell },
  { label: 'Reviews', description: 'Hide abusive reviews', to: '/admin/reviews', icon: IconStar },
  { label: 'Finance', description: 'Weeks, payouts, rates', to: '/admin/finance', icon: IconWallet },
];

const typeLabel: Record<string, string> = { pharmacy: 'Pharmacy', doctor: 'Doctor', rider: 'Rider', logistics_tier: 'Logistics tier upgrade' };
const title = 'Admin Dashboard';

export function AdminDashboard() {
  const data = useRemote(loadAdmin, 'admin');
  if (!data.data) return <DashboardLoading title={title} failed={data.state === 'failed'} onRetry={data.reload} />;
  const { me, summary, pending, failedMessages, overdue } = data.data;
  const alerts = [
    overdue > 0 && { key: 'overdue', title: `${overdue} ${overdue === 1 ? 'application has' : 'applications have'} waited over 48 hours`, lines: ['Review them on Approvals'] },
    failedMessages > 0 && { key: 'mail', title: `${failedMessages} ${failedMessages === 1 ? 'message' : 'messages'} could not be sent`, lines: ['See System Alerts'] },
  ].filter((a) => a !== false);
  return (
    <DashboardPage
      title={title}
      subtitle={`Signed in as ${me.name} · Magani Health platform overview`}
      aside={
        <Button component={Link} to="/admin/users" variant="light">
          Manage Users
        </Button>
      }
      stats={[
        { label: 'Total users', value: formatCount(summary.total) },
        { label: 'Active today', value: formatCount(summary.active_today) },
        { label: 'Pending approval', value: formatCount(summary.pending) },
        { label: 'Suspended', value: formatCount(summary.suspended) },
      ]}
      actions={actions}
    >
      <SectionCard title="Pending Approvals" more={{ to: '/admin/approvals', label: 'Review all' }}>
        {pending.length === 0 ? (
          <EmptyNote text="Nothing waiting for review. New pharmacies, doctors and riders appear here." />
        ) : (
          <ItemList
            items={pending.slice(0, 5).map((a) => ({
              key: `${a.kind}-${a.id}`,
              title: a.name ?? a.email ?? 'Unnamed applicant',
              lines: [`${typeLabel[a.kind] ?? a.kind} · submitted ${formatTimeAgo(new Date(a.submitted_at))}`],
            }))}
          />
        )}
      </SectionCard>
      <SectionCard title="System Alerts" more={{ to: '/admin/alerts', label: 'All alerts' }}>
        {alerts.length === 0 ? <EmptyNote text="All clear: no overdue approvals and no failed messages." /> : <ItemList items={alerts} />}
      </SectionCard>
    </DashboardPage>
  );
}
