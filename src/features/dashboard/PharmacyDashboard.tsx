import type { ReactNode } from 'react';
import { Button, Progress, Text } from '@mantine/core';
import { Link } from '@tanstack/react-router';
import { IconBox, IconChartLine, IconClipboardList, IconPlus, IconRefresh, IconStar, IconWallet } from '@tabler/icons-react';
import { isoDayToDmy } from '@/lib/format';
import { LoadFailed } from '@/components/LoadFailed';
import { ApplicationGate } from '@/components/review/ApplicationGate';
import { DashboardPage } from '@/features/dashboard/components/DashboardPage';
import { ItemList } from '@/features/dashboard/components/ItemList';
import { SectionCard } from '@/features/dashboard/components/SectionCard';
import { StatusBadge } from '@/features/dashboard/components/StatusBadge';
import type { QuickAction } from '@/features/dashboard/components/QuickActions';
import { stockSeverity, usePharmacyOverview } from '@/features/dashboard/pharmacy/usePharmacyOverview';
import { severityTones } from '@/features/dashboard/status';
import { PharmacyOrderFigures } from '@/features/dashboard/pharmacy-orders/PharmacyOrderFigures';

const actions: QuickAction[] = [
  { label: 'Manage Orders', description: 'Accept and prepare orders', to: '/pharmacy/orders', icon: IconClipboardList },
  { label: 'Prescriptions', description: 'Review and quote prescriptions', to: '/pharmacy/prescriptions', icon: IconClipboardList },
  { label: 'Add Product', description: 'List a new medication', to: '/pharmacy/products/add', icon: IconPlus },
  { label: 'Inventory', description: 'Stock, batches, expiry', to: '/pharmacy/inventory', icon: IconBox },
  { label: 'Analytics', description: 'Sales and trends', to: '/pharmacy/analytics', icon: IconChartLine },
  { label: 'Restock', description: 'Reorder from suppliers', to: '/pharmacy/restock', icon: IconRefresh },
  { label: 'Reviews', description: 'Read and answer patients', to: '/pharmacy/reviews', icon: IconStar },
  { label: 'Payouts', description: 'Balance, bank account, statements', to: '/pharmacy/payouts', icon: IconWallet },
];

/** Until an admin approves the pharmacy, the gate shows the review notice instead of the dashboard. */
export function PharmacyDashboard() {
  return (
    <ApplicationGate kind="pharmacy" title="Pharmacy Dashboard">
      {() => <PharmacyOverview />}
    </ApplicationGate>
  );
}

function PharmacyOverview() {
  const { pharmacy, offers, low, expiring, stats } = usePharmacyOverview();
  const subtitle = pharmacy ? `${pharmacy.name} · ${pharmacy.address}` : pharmacy === null ? 'No pharmacy registered' : 'Loading your pharmacy…';

  /** The list, or what to say instead while loading, after a failure, or when there is nothing to flag. */
  const stockState = (empty: string, count: number, list: ReactNode) => {
    if (offers.status === 'loading') return <Text size="sm" role="status">Loading your products…</Text>;
    if (offers.status === 'failed') return <LoadFailed what="your stock alerts" onRetry={offers.reload} p="sm" />;
    if (count) return list;
    return <Text size="sm">{offers.offers.length ? empty : 'No products listed yet.'}</Text>;
  };

  return (
    <DashboardPage
      title="Pharmacy Dashboard"
      subtitle={subtitle}
      aside={
        <Button component={Link} to="/pharmacy/products/add">
          Add Product
        </Button>
      }
      stats={stats}
      actions={actions}
    >
      <SectionCard title="Recent Orders" more={{ to: '/pharmacy/orders', label: 'Manage orders' }}>
        <PharmacyOrderFigures />
      </SectionCard>
      <SectionCard title="Low Stock Alerts" more={{ to: '/pharmacy/restock', label: 'Restock' }}>
        {stockState(
          'Every product is above its minimum stock level.',
          low.length,
          <ItemList
            items={low.map((o) => ({
              key: o.id,
              title: o.name,
              lines: [o.stock_quantity === 0 ? `Out of Stock · minimum ${o.min_stock_level}` : `${o.stock_quantity} in stock · minimum ${o.min_stock_level}`],
              extra: (
                <Progress
                  value={o.min_stock_level ? Math.min(100, (o.stock_quantity / o.min_stock_level) * 100) : 0}
                  color={stockSeverity(o) === 'critical' ? 'red.9' : 'orange.9'}
                  size="sm"
                  mt={6}
                  aria-label={`${o.name}: ${o.stock_quantity} of minimum ${o.min_stock_level}`}
                />
              ),
              aside: <StatusBadge tone={severityTones[stockSeverity(o)]} />,
            }))}
          />,
        )}
      </SectionCard>
      <SectionCard title="Expiring Soon" more={{ to: '/pharmacy/inventory', label: 'Inventory' }}>
        {stockState(
          'Nothing expires within 90 days.',
          expiring.length,
          <ItemList
            items={expiring.map((o) => ({
              key: o.id,
              title: o.name,
              lines: [`Expires ${isoDayToDmy(o.expiry_date ?? '')}${o.batch_number ? ` · batch ${o.batch_number}` : ''}`],
            }))}
          />,
        )}
      </SectionCard>
    </DashboardPage>
  );
}
