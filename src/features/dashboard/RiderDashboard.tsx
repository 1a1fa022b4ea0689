import { Container, Text } from '@mantine/core';
import { formatKobo } from '@/lib/format';
import { fetchEarnings } from '@/lib/money/api';
import { useRemote } from '@/lib/use-remote';
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
  { label: 'Earnings', description: 'Balance, cash and payouts', to: '/rider/earnings', icon: IconWallet },
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
  const money = useRemote(fetchEarnings, 'earnings', 'money:earnings');
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
        { label: 'Owed to you', value: money.data ? formatKobo(money.data.balance_kobo) : money.state === 'failed' ? 'Not loaded' : '…', note: 'Your share of delivery fees, paid weekly' },
        { label: 'Cash you hold', value: money.data?.cash_held_kobo != null ? formatKobo(money.data.cash_held_kobo) : money.state === 'failed' ? 'Not loaded' : '…', note: money.data?.cash_limit_kobo != null ? `Limit ${formatKobo(money.data.cash_limit_kobo)}` : undefined },
        { label: 'In progress', value: String(board.current.length) },
        { label: 'Delivered', value: String(earnings.deliveries), note: Number(earnings.deliveries_today) === 1 ? '1 today' : `${earnings.deliveries_today} today` },
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
