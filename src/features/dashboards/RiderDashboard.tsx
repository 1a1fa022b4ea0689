import '@mantine/core/styles/Badge.css';
import { Badge } from '@mantine/core';
import { formatNaira } from '@/lib/format';
import { ApplicationGate } from '@/components/review/ApplicationGate';
import { DashboardPage } from '@/features/dashboards/components/DashboardPage';
import { ItemList } from '@/features/dashboards/components/ItemList';
import { SectionCard } from '@/features/dashboards/components/SectionCard';
import { StatusBadge } from '@/features/dashboards/components/StatusBadge';
import type { QuickAction } from '@/features/dashboards/components/QuickActions';
import { IconHistory, IconMap, IconToggle, IconWallet } from '@/features/dashboards/icons';
import {
  riderDeliveries,
  riderEarningsNote,
  riderPickups,
  riderStats,
} from '@/features/dashboards/sample-data/rider';
import { deliveryTones } from '@/features/dashboards/status';

const actions: QuickAction[] = [
  { label: 'Update Status', description: 'Go online or offline', to: '/rider/status', icon: IconToggle },
  { label: 'Open Map', description: 'Routes and drop-offs', to: '/rider/map', icon: IconMap },
  { label: 'Earnings', description: riderEarningsNote, to: '/rider/earnings', icon: IconWallet },
  { label: 'Delivery History', description: 'Past trips and tips', to: '/rider/history', icon: IconHistory },
];

const eta = (minutes: number) => (minutes === 0 ? 'Delivered' : `Arrives in about ${minutes} min`);

export function RiderDashboard() {
  return (
    <ApplicationGate kind="rider" title="Rider Dashboard">
      {(rider) => (
    <DashboardPage
      title="Rider Dashboard"
      subtitle={[rider.name, rider.submitted.find(([label]) => label === 'Vehicle')?.[1]].filter(Boolean).join(' · ')}
      aside={
        <Badge size="lg" variant="filled" color="magani.9">
          Online
        </Badge>
      }
      stats={riderStats}
      actions={actions}
    >
      <SectionCard title="Active Deliveries" more={{ to: '/rider/history', label: 'History' }}>
        <ItemList
          items={riderDeliveries.map((d) => ({
            key: d.id,
            title: `${d.customer} · ${d.medication}`,
            lines: [d.address, `From ${d.pharmacy} · ${d.distanceKm} km · ${eta(d.estimatedMinutes)}`],
            aside: (
              <>
                <StatusBadge tone={deliveryTones[d.status]} />
                <strong>{formatNaira(d.amount)}</strong>
              </>
            ),
          }))}
        />
      </SectionCard>
      <SectionCard title="Available Pickups" more={{ to: '/rider/map', label: 'See on map' }}>
        <ItemList
          items={riderPickups.map((p) => ({
            key: p.id,
            title: p.pharmacy,
            lines: [
              p.address,
              `${p.items} ${p.items === 1 ? 'item' : 'items'} · ${p.distanceKm} km away · ready in ${p.readyInMinutes} min`,
            ],
            aside: <strong>{formatNaira(p.fee)}</strong>,
          }))}
        />
      </SectionCard>
    </DashboardPage>
      )}
    </ApplicationGate>
  );
}
