import { Container, Text } from '@mantine/core';
import { formatNaira } from '@/lib/format';
import { LiveBadge } from '@/lib/orders/LiveBadge';
import { ApplicationGate } from '@/components/review/ApplicationGate';
import { DashboardPage } from '@/features/dashboard/components/DashboardPage';
import { SectionCard } from '@/features/dashboard/components/SectionCard';
import type { QuickAction } from '@/features/dashboard/components/QuickActions';
import { IconHistory, IconMap, IconToggleRight, IconWallet } from '@tabler/icons-react';
import { AvailabilityToggle } from '@/features/dashboard/rider/AvailabilityToggle';
import { AvailablePickups, CurrentDeliveries } from '@/features/dashboard/rider/RiderLists';
import { useRiderBoard } from '@/features/dashboard/rider/use-rider-board';

const actions: QuickAction[] = [
  { label: 'Update Status', description: 'Go online or offline', to: '/rider/status', icon: IconToggleRight },
  { label: 'Open Map', description: 'Where your deliveries go', to: '/rider/map', icon: IconMap },
  { label: 'Earnings', description: 'Delivery fees earned', to: '/rider/earnings', icon: IconWallet },
  { label: 'Delivery History', description: 'Past deliveries', to: '/rider/history', icon: IconHistory },
];

/** Until an admin approves the rider, the gate shows the review notice instead of the board. */
export function RiderDashboard() {
  return (
    <ApplicationGate kind="rider" title="Rider Dashboard">
      {() => <RiderBoard />}
    </ApplicationGate>
  );
}

function RiderBoard() {
  const { data: board, status, error, refresh } = useRiderBoard();
  if (!board) {
    return (
      <Container size="xl" py="xl">
        <Text>{error ? `Your deliveries could not be loaded: ${error}` : 'Loading your deliveries…'}</Text>
      </Container>
    );
  }
  const { rider, earnings } = board;
  return (
    <DashboardPage
      title="Rider Dashboard"
      subtitle={[rider.name, rider.vehicle, rider.state].filter(Boolean).join(' · ')}
      aside={<AvailabilityToggle rider={rider} onChanged={refresh} />}
      stats={[
        { label: 'Earned today', value: formatNaira(Number(earnings.today)), note: Number(earnings.deliveries_today) === 1 ? '1 delivery' : `${earnings.deliveries_today} deliveries` },
        { label: 'Last 7 days', value: formatNaira(Number(earnings.week)) },
        { label: 'In progress', value: String(board.current.length) },
        { label: 'Delivered', value: String(earnings.deliveries), note: `${formatNaira(Number(earnings.total))} in fees` },
      ]}
      actions={actions}
    >
      <SectionCard title="Current Deliveries" more={{ to: '/rider/history', label: 'History' }}>
        <CurrentDeliveries board={board} onChanged={refresh} />
      </SectionCard>
      <SectionCard title="Available Pickups">
        <LiveBadge status={status} />
        <AvailablePickups board={board} onChanged={refresh} />
      </SectionCard>
    </DashboardPage>
  );
}
