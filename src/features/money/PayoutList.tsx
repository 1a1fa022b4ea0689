import { Badge, Paper, Stack, Text, Title } from '@mantine/core';
import { badgeText } from '@/components/badge-tones';
import { formatDate, formatDateTime, formatKobo } from '@/lib/format';
import { fetchPayouts, type Payout, type PayoutStatus } from '@/lib/money/api';
import { useRemote } from '@/lib/use-remote';
import { RemoteView } from '@/components/RemoteView';

export const payoutStatus: Record<PayoutStatus, { label: string; color: string }> = {
  pending: { label: 'Waiting to be sent', color: 'gray' },
  sending: { label: 'Sending', color: 'blue' },
  sent: { label: 'Sent, waiting for the bank', color: 'blue' },
  paid: { label: 'Paid', color: 'green' },
  failed: { label: 'Failed', color: 'red' },
  reversed: { label: 'Reversed by the bank', color: 'red' },
};

const returned = (p: Payout) => p.status === 'failed' || p.status === 'reversed';

export function PayoutItem({ payout: p, who }: { payout: Payout; who?: string }) {
  const s = payoutStatus[p.status];
  return (
    <Paper withBorder radius="md" p="sm" component="li" data-testid="payout" data-status={p.status}>
      <Text fw={600}>
        {formatKobo(p.amount_kobo)} to {p.bank_name} ******{p.account_last4}
        {who ? ` · ${who}` : ''}
      </Text>
      <Text size="sm" c="dimmed">
        Week of {formatDate(`${p.week}T12:00:00Z`)} · made {formatDateTime(p.created_at)}
        {p.settled_at && p.status === 'paid' ? ` · paid ${formatDateTime(p.settled_at)}` : ''}
      </Text>
      <Badge color={s.color} c={badgeText[s.color]} variant="light" mt={4}>
        {s.label}
      </Badge>
      {returned(p) && (
        <Text size="sm" c="red.9" mt={4}>
          {p.failure_reason ? `${p.failure_reason}. ` : ''}
          {formatKobo(p.amount_kobo)} is back in the balance and goes out with the next weekly payout.
        </Text>
      )}
    </Paper>
  );
}

/** The signed-in payee's weekly payouts, newest first, with what became of each. */
export function PayoutList() {
  const remote = useRemote(() => fetchPayouts(12), 'payouts', 'money:payouts');
  return (
    <Paper withBorder radius="lg" p="md" mb="lg" component="section" aria-labelledby="payouts-title">
      <Title order={2} fz="lg" mb="sm" id="payouts-title">
        Payouts
      </Title>
      <RemoteView remote={remote} what="your payouts">
        {(payouts) =>
          payouts.length ? (
            <Stack component="ul" gap="xs" p={0} m={0} style={{ listStyle: 'none' }}>
              {payouts.map((p) => (
                <PayoutItem key={p.id} payout={p} />
              ))}
            </Stack>
          ) : (
            <Text c="dimmed">No payouts yet.</Text>
          )
        }
      </RemoteView>
    </Paper>
  );
}
