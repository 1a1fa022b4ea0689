import '@mantine/core/styles/Button.css';
import '@mantine/core/styles/Progress.css';
import { Button, Progress } from '@mantine/core';
import { Link } from '@tanstack/react-router';
import { IconPlus } from '@/components/screen-icons';
import { ApplicationGate } from '@/components/review/ApplicationGate';
import { DashboardPage } from '@/features/dashboards/components/DashboardPage';
import { ItemList } from '@/features/dashboards/components/ItemList';
import { SectionCard } from '@/features/dashboards/components/SectionCard';
import { StatusBadge } from '@/features/dashboards/components/StatusBadge';
import type { QuickAction } from '@/features/dashboards/components/QuickActions';
import { IconBox, IconChart, IconClipboard, IconRefresh } from '@/features/dashboards/icons';
import { lowStock, pharmacyStats } from '@/features/dashboards/sample-data/pharmacy';
import { PharmacyOrderFigures } from '@/features/dashboards/pharmacy-orders/PharmacyOrderFigures';
import { severityTones } from '@/features/dashboards/status';

const actions: QuickAction[] = [
  { label: 'Manage Orders', description: 'Accept and prepare orders', to: '/pharmacy/orders', icon: IconClipboard },
  { label: 'Add Product', description: 'List a new medication', to: '/pharmacy/products/add', icon: IconPlus },
  { label: 'Inventory', description: 'Stock, batches, expiry', to: '/pharmacy/inventory', icon: IconBox },
  { label: 'Analytics', description: 'Sales and trends', to: '/pharmacy/analytics', icon: IconChart },
  { label: 'Restock', description: 'Reorder from suppliers', to: '/pharmacy/restock', icon: IconRefresh },
];

export function PharmacyDashboard() {
  return (
    <ApplicationGate kind="pharmacy" title="Pharmacy Dashboard">
      {(pharmacy) => (
    <DashboardPage
      title="Pharmacy Dashboard"
      subtitle={[pharmacy.name, pharmacy.submitted.find(([label]) => label === 'Address')?.[1]].filter(Boolean).join(' · ')}
      aside={
        <Button component={Link} to="/pharmacy/products/add">
          Add Product
        </Button>
      }
      stats={pharmacyStats}
      actions={actions}
    >
      <SectionCard title="Recent Orders" more={{ to: '/pharmacy/orders', label: 'Manage orders' }}>
        <PharmacyOrderFigures />
      </SectionCard>
      <SectionCard title="Low Stock Alerts" more={{ to: '/pharmacy/restock', label: 'Restock' }}>
        <ItemList
          items={lowStock.map((s) => ({
            key: s.name,
            title: s.name,
            lines: [`${s.current} in stock · minimum ${s.minimum}`],
            extra: (
              <Progress
                value={Math.min(100, (s.current / s.minimum) * 100)}
                color={s.severity === 'critical' ? 'red.9' : 'orange.9'}
                size="sm"
                mt={6}
                aria-label={`${s.name}: ${s.current} of minimum ${s.minimum}`}
              />
            ),
            aside: <StatusBadge tone={severityTones[s.severity]} />,
          }))}
        />
      </SectionCard>
    </DashboardPage>
      )}
    </ApplicationGate>
  );
}
