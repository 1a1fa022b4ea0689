import { Container, Text } from '@mantine/core';
import { formatKobo } from '@/lib/format';
import { fetchEarnings } from '@/lib/money/api';
import { useRemote } from '@/lib/use-remote';
import { useT } from '@/lib/i18n/use-t';
import { LiveBadge } from '@/lib/orders/LiveBadge';
import { ApplicationGate } from '@/components/review/ApplicationGate';
import { DashboardPage } from '@/features/dashboard/components/DashboardPage';
import { SectionCard } from '@/features/dashboard/components/SectionCard';
import type { QuickAction } from '@/features/dashboard/components/QuickActions';
import { IconHistory, IconMap, IconToggleRight, IconWallet } from '@tabler/icons-react';
import { AvailabilityToggle } from '@/features/dashboard/rider/AvailabilityToggle';
import { AvailablePickups, CurrentDeliveries } from '@/features/dashboard/rider/RiderLists';
import { rider as messages } from '@/features/dashboard/rider/rider.messages';
import { useRiderBoard } from '@/features/dashboard/rider/use-rider-board';

/** Until an admin approves the rider, the gate shows the review notice instead of the board. */
export function RiderDashboard() {
  const t = useT();
  return (
    <ApplicationGate kind="rider" title={t(messages.dashboardTitle)}>
      {() => <RiderBoard />}
    </ApplicationGate>
  );
}

function RiderBoard() {
  const t = useT();
  const { data: board, status, error, refresh } = useRiderBoard();
  const money = useRemote(fetchEarnings, 'earnings', 'money:earnings');
  if (!board) {
    return (
      <Container size="xl" py="xl">
        <Text>{error ? t(messages.boardFailed, { error }) : t(messages.boardLoading)}</Text>
      </Container>
    );
  }
  const { rider, earnings } = board;
  const actions: QuickAction[] = [
    { label: t(messages.actionStatus), description: t(messages.actionStatusNote), to: '/rider/status', icon: IconToggleRight },
    { label: t(messages.actionMap), description: t(messages.actionMapNote), to: '/rider/map', icon: IconMap },
    { label: t(messages.actionEarnings), description: t(messages.actionEarningsNote), to: '/rider/earnings', icon: IconWallet },
    { label: t(messages.actionHistory), description: t(messages.actionHistoryNote), to: '/rider/history', icon: IconHistory },
  ];
  const notYet = money.state === 'failed' ? t(messages.notLoaded) : '…';
  return (
    <DashboardPage
      title={t(messages.dashboardTitle)}
      // The rider's name, vehicle and state as saved: not translated.
      subtitle={<span translate="no">{[rider.name, rider.vehicle, rider.state].filter(Boolean).join(' · ')}</span>}
      aside={<AvailabilityToggle rider={rider} onChanged={refresh} />}
      stats={[
        { label: t(messages.owed), value: money.data ? formatKobo(money.data.balance_kobo) : notYet, note: t(messages.owedNote) },
        {
          label: t(messages.cashHeld),
          value: money.data?.cash_held_kobo != null ? formatKobo(money.data.cash_held_kobo) : notYet,
          note: money.data?.cash_limit_kobo != null ? t(messages.cashLimit, { amount: formatKobo(money.data.cash_limit_kobo) }) : undefined,
        },
        { label: t(messages.inProgress), value: String(board.current.length) },
        { label: t(messages.delivered), value: String(earnings.deliveries), note: t(messages.today, { count: earnings.deliveries_today }) },
      ]}
      actions={actions}
    >
      <SectionCard title={t(messages.currentDeliveries)} more={{ to: '/rider/history', label: t(messages.history) }}>
        <CurrentDeliveries board={board} onChanged={refresh} />
      </SectionCard>
      <SectionCard title={t(messages.availablePickups)}>
        <LiveBadge status={status} />
        <AvailablePickups board={board} onChanged={refresh} />
      </SectionCard>
    </DashboardPage>
  );
}
