import { Badge, Paper, Stack, Text, Title } from '@mantine/core';
import { badgeText } from '@/components/badge-tones';
import { formatDate, formatDateTime, formatKobo } from '@/lib/format';
import { fetchPayouts, type Payout, type PayoutStatus } from '@/lib/money/api';
import { useRemote } from '@/lib/use-remote';
import { RemoteView } from '@/components/RemoteView';
import { payoutsMessages as m } from '@/features/money/money.messages';
import type { Message } from '@/lib/i18n/i18n';
import { useT } from '@/lib/i18n/use-t';

export const payoutStatus: Record<PayoutStatus, { label: Message; color: string }> = {
  pending: { label: m.pending, color: 'gray' },
  sending: { label: m.sending, color: 'blue' },
  sent: { label: m.sent, color: 'blue' },
  paid: { label: m.paid, color: 'green' },
  failed: { label: m.failed, color: 'red' },
  reversed: { label: m.reversed, color: 'red' },
};

const returned = (p: Payout) => p.status === 'failed' || p.status === 'reversed';

export function PayoutItem({ payout: p, who }: { payout: Payout; who?: string }) {
  const t = useT();
  const s = payoutStatus[p.status];
  const week = formatDate(`${p.week}T12:00:00Z`);
  const made = formatDateTime(p.created_at);
  return (
    <Paper withBorder radius="md" p="sm" component="li" data-testid="payout" data-status={p.status}>
      <Text fw={600}>
        {t(m.to, { amount: formatKobo(p.amount_kobo), bank: p.bank_name, last4: p.account_last4 })}
        {who ? ` · ${who}` : ''}
      </Text>
      <Text size="sm" c="dimmed">
        {p.settled_at && p.status === 'paid' ? t(m.madePaid, { week, made, paid: formatDateTime(p.settled_at) }) : t(m.made, { week, made })}
      </Text>
      <Badge color={s.color} c={badgeText[s.color]} variant="light" mt={4}>
        {t(s.label)}
      </Badge>
      {returned(p) && (
        <Text size="sm" c="red.9" mt={4}>
          {/* The bank's own words. */}
          {p.failure_reason && <span translate="no">{p.failure_reason}. </span>}
          {t(m.back, { amount: formatKobo(p.amount_kobo) })}
        </Text>
      )}
    </Paper>
  );
}

/** The signed-in payee's weekly payouts, newest first, with what became of each. */
export function PayoutList() {
  const remote = useRemote(() => fetchPayouts(12), 'payouts', 'money:payouts');
  const t = useT();
  return (
    <Paper withBorder radius="lg" p="md" mb="lg" component="section" aria-labelledby="payouts-title">
      <Title order={2} fz="lg" mb="sm" id="payouts-title">
        {t(m.title)}
      </Title>
      <RemoteView remote={remote} what={t(m.what)}>
        {(payouts) =>
          payouts.length ? (
            <Stack component="ul" gap="xs" p={0} m={0} style={{ listStyle: 'none' }}>
              {payouts.map((p) => (
                <PayoutItem key={p.id} payout={p} />
              ))}
            </Stack>
          ) : (
            <Text c="dimmed">{t(m.none)}</Text>
          )
        }
      </RemoteView>
    </Paper>
  );
}
