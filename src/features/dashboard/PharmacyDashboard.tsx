import type { ReactNode } from 'react';
import { Button, Progress, Text } from '@mantine/core';
import { Link } from '@tanstack/react-router';
import { IconBox, IconChartLine, IconClipboardList, IconPlus, IconRefresh, IconStar, IconWallet } from '@tabler/icons-react';
import { isoDayToDmy } from '@/lib/format';
import { useT } from '@/lib/i18n/use-t';
import { LoadFailed } from '@/components/LoadFailed';
import { ApplicationGate } from '@/components/review/ApplicationGate';
import { DashboardPage } from '@/features/dashboard/components/DashboardPage';
import { ItemList } from '@/features/dashboard/components/ItemList';
import { SectionCard } from '@/features/dashboard/components/SectionCard';
import { StatusBadge } from '@/features/dashboard/components/StatusBadge';
import type { QuickAction } from '@/features/dashboard/components/QuickActions';
import { stockSeverity, usePharmacyOverview } from '@/features/dashboard/pharmacy/usePharmacyOverview';
import { dashboard as m } from '@/features/dashboard/pharmacy/dashboard.messages';
import { severityTones } from '@/features/dashboard/status';
import { PharmacyOrderFigures } from '@/features/dashboard/pharmacy-orders/PharmacyOrderFigures';

const actions = [
  { label: m.actionOrders, description: m.actionOrdersNote, to: '/pharmacy/orders', icon: IconClipboardList },
  { label: m.actionPrescriptions, description: m.actionPrescriptionsNote, to: '/pharmacy/prescriptions', icon: IconClipboardList },
  { label: m.addProduct, description: m.actionAddNote, to: '/pharmacy/products/add', icon: IconPlus },
  { label: m.inventoryLink, description: m.actionInventoryNote, to: '/pharmacy/inventory', icon: IconBox },
  { label: m.actionAnalytics, description: m.actionAnalyticsNote, to: '/pharmacy/analytics', icon: IconChartLine },
  { label: m.restockLink, description: m.actionRestockNote, to: '/pharmacy/restock', icon: IconRefresh },
  { label: m.actionReviews, description: m.actionReviewsNote, to: '/pharmacy/reviews', icon: IconStar },
  { label: m.actionPayouts, description: m.actionPayoutsNote, to: '/pharmacy/payouts', icon: IconWallet },
] as const;

/** Until an admin approves the pharmacy, the gate shows the review notice instead of the dashboard. */
export function PharmacyDashboard() {
  const t = useT();
  return (
    <ApplicationGate kind="pharmacy" title={t(m.title)}>
      {() => <PharmacyOverview />}
    </ApplicationGate>
  );
}

function PharmacyOverview() {
  const t = useT();
  const { pharmacy, offers, low, expiring, stats } = usePharmacyOverview();
  // The pharmacy's own name and address are never translated.
  const subtitle = pharmacy ? <span translate="no">{`${pharmacy.name} · ${pharmacy.address}`}</span> : t(pharmacy === null ? m.noPharmacy : m.loadingPharmacy);
  const quick: QuickAction[] = actions.map((a) => ({ ...a, label: t(a.label), description: t(a.description) }));
  const severity = (o: (typeof low)[number]) => {
    const level = stockSeverity(o);
    return { ...severityTones[level], label: t(level === 'critical' ? m.critical : m.warning) };
  };

  /** The list, or what to say instead while loading, after a failure, or when there is nothing to flag. */
  const stockState = (empty: string, count: number, list: ReactNode) => {
    if (offers.status === 'loading') return <Text size="sm" role="status">{t(m.loadingProducts)}</Text>;
    if (offers.status === 'failed') return <LoadFailed what={t(m.yourAlerts)} onRetry={offers.reload} p="sm" />;
    if (count) return list;
    return <Text size="sm">{offers.offers.length ? empty : t(m.noProducts)}</Text>;
  };

  return (
    <DashboardPage
      title={t(m.title)}
      subtitle={subtitle}
      aside={
        <Button component={Link} to="/pharmacy/products/add">
          {t(m.addProduct)}
        </Button>
      }
      stats={stats}
      actions={quick}
    >
      <SectionCard title={t(m.recentOrders)} more={{ to: '/pharmacy/orders', label: t(m.manageOrdersLink) }}>
        <PharmacyOrderFigures />
      </SectionCard>
      <SectionCard title={t(m.lowStock)} more={{ to: '/pharmacy/restock', label: t(m.restockLink) }}>
        {stockState(
          t(m.allAboveMinimum),
          low.length,
          <ItemList
            items={low.map((o) => ({
              key: o.id,
              title: <span translate="no">{o.name}</span>,
              lines: [
                o.stock_quantity === 0
                  ? t(m.outOfStockLine, { minimum: o.min_stock_level })
                  : t(m.inStockLine, { stock: o.stock_quantity, minimum: o.min_stock_level }),
              ],
              extra: (
                <Progress
                  value={o.min_stock_level ? Math.min(100, (o.stock_quantity / o.min_stock_level) * 100) : 0}
                  color={stockSeverity(o) === 'critical' ? 'red.9' : 'orange.9'}
                  size="sm"
                  mt={6}
                  aria-label={t(m.stockBar, { name: o.name, stock: o.stock_quantity, minimum: o.min_stock_level })}
                />
              ),
              aside: <StatusBadge tone={severity(o)} />,
            }))}
          />,
        )}
      </SectionCard>
      <SectionCard title={t(m.expiringSoon)} more={{ to: '/pharmacy/inventory', label: t(m.inventoryLink) }}>
        {stockState(
          t(m.nothingExpires),
          expiring.length,
          <ItemList
            items={expiring.map((o) => ({
              key: o.id,
              title: <span translate="no">{o.name}</span>,
              lines: [
                o.batch_number
                  ? t(m.expiresBatch, { date: isoDayToDmy(o.expiry_date ?? ''), batch: o.batch_number })
                  : t(m.expires, { date: isoDayToDmy(o.expiry_date ?? '') }),
              ],
            }))}
          />,
        )}
      </SectionCard>
    </DashboardPage>
  );
}
