import '@mantine/core/styles/Button.css';
import { Button } from '@mantine/core';
import { Link } from '@tanstack/react-router';
import { IconBell } from '@/components/icons';
import { DashboardPage } from '@/features/dashboards/components/DashboardPage';
import { ItemList } from '@/features/dashboards/components/ItemList';
import { SectionCard } from '@/features/dashboards/components/SectionCard';
import { StatusBadge } from '@/features/dashboards/components/StatusBadge';
import type { QuickAction } from '@/features/dashboards/components/QuickActions';
import { formatTimeAgo } from '@/features/dashboards/format';
import { IconCheckCircle, IconChart, IconShield, IconStore, IconUsers } from '@/features/dashboards/icons';
import { adminStats, pendingApprovals, systemAlerts } from '@/features/dashboards/sample-data/admin';
import { approvalTones, priorityTones, severityTones } from '@/features/dashboards/status';

const actions: QuickAction[] = [
  { label: 'Approvals', description: 'Verify new providers', to: '/admin/approvals', icon: IconCheckCircle },
  { label: 'Manage Users', description: 'Suspend or reactivate', to: '/admin/users', icon: IconUsers },
  { label: 'Pharmacies', description: 'Partners and licences', to: '/admin/pharmacies', icon: IconStore },
  { label: 'Reports', description: 'Orders and payouts', to: '/admin/reports', icon: IconChart },
  { label: 'Security', description: 'Audit and sign-ins', to: '/admin/security', icon: IconShield },
  { label: 'System Alerts', description: 'Platform health', to: '/admin/alerts', icon: IconBell },
];

const typeLabel = { pharmacy: 'Pharmacy', doctor: 'Doctor', rider: 'Rider' } as const;

export function AdminDashboard() {
  return (
    <DashboardPage
      title="Admin Dashboard"
      subtitle="Magani Health platform overview"
      aside={
        <Button component={Link} to="/admin/users" variant="light">
          Manage Users
        </Button>
      }
      stats={adminStats}
      actions={actions}
    >
      <SectionCard title="Pending Approvals" more={{ to: '/admin/approvals', label: 'Review all' }}>
        <ItemList
          items={pendingApprovals.map((a) => ({
            key: a.id,
            title: a.name,
            lines: [`${typeLabel[a.type]} · ${a.detail}`, `Submitted ${formatTimeAgo(a.time)}`],
            aside: (
              <>
                <StatusBadge tone={approvalTones[a.status]} />
                <StatusBadge tone={priorityTones[a.priority]} />
              </>
            ),
          }))}
        />
      </SectionCard>
      <SectionCard title="System Alerts" more={{ to: '/admin/alerts', label: 'All alerts' }}>
        <ItemList
          items={systemAlerts.map((al) => ({
            key: al.id,
            title: al.message,
            lines: [formatTimeAgo(al.time)],
            aside: <StatusBadge tone={severityTones[al.severity]} />,
          }))}
        />
      </SectionCard>
    </DashboardPage>
  );
}
