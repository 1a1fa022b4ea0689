import type { ReactNode } from 'react';
import { Container, Paper, Stack, Text, Title } from '@mantine/core';
import { formatDateTime, formatKobo } from '@/lib/format';
import { fetchPayouts } from '@/lib/money/api';
import { fetchFinance } from '@/lib/money/admin';
import { useRemote } from '@/lib/use-remote';
import { AccountApprovals } from '@/features/money/AccountApprovals';
import { CashHandoverForm } from '@/features/money/CashHandoverForm';
import { Figures } from '@/features/money/Figures';
import { Adjustments, RateChanges, RidersCash, WeeksTable } from '@/features/money/FinanceTables';
import { PayoutItem } from '@/features/money/PayoutList';
import { RatesForm } from '@/features/money/RatesForm';
import { RemoteView } from '@/components/RemoteView';

function Section({ title, id, children }: { title: string; id: string; children: ReactNode }) {
  return (
    <Paper withBorder radius="lg" p="md" mb="lg" component="section" aria-labelledby={id}>
      <Title order={2} fz="lg" mb="sm" id={id}>
        {title}
      </Title>
      {children}
    </Paper>
  );
}

function RecentPayouts() {
  const remote = useRemote(() => fetchPayouts(20), 'admin-payouts', 'money:admin-payouts');
  return (
    <RemoteView remote={remote} what="the recent payouts">
      {(payouts) =>
        payouts.length ? (
          <Stack component="ul" gap="xs" p={0} m={0} style={{ listStyle: 'none' }}>
            {payouts.map((p) => (
              <PayoutItem key={p.id} payout={p} who={p.payee_kind} />
            ))}
          </Stack>
        ) : (
          <Text c="dimmed">No payouts yet.</Text>
        )
      }
    </RemoteView>
  );
}

/** The platform's money, all from the ledger: balances now, weeks, payouts, riders' cash, rates and adjustments. */
export function AdminFinance() {
  const remote = useRemote(() => fetchFinance(8), 'finance', 'money:finance');
  return (
    <Container size="lg" py="lg">
      <Title order={1} fz={{ base: 26, sm: 32 }} mb="md">
        Finance
      </Title>
      <RemoteView remote={remote} what="the finances">
        {(f) => (
          <>
            <Figures
              testId="finance-now"
              figures={[
                { label: 'Payouts waiting', value: formatKobo(f.now.payouts_waiting_kobo), note: 'Available to pay out now' },
                { label: 'Payouts in transit', value: formatKobo(f.now.payouts_in_transit_kobo), note: 'Sent, not yet confirmed' },
                { label: "Riders' cash held", value: formatKobo(f.now.riders_cash_held_kobo) },
                { label: 'Commission earned', value: formatKobo(f.now.commission_total_kobo), note: 'All time' },
                { label: 'Owed to pharmacies', value: formatKobo(f.now.owed_to_pharmacies_kobo) },
                { label: 'Owed to riders', value: formatKobo(f.now.owed_to_riders_kobo) },
                { label: 'Owed to doctors', value: formatKobo(f.now.owed_to_doctors_kobo) },
                { label: 'Refunds owed', value: formatKobo(f.now.refunds_owed_kobo) },
              ]}
            />
            <Section title="Totals by week" id="fin-weeks">
              <WeeksTable weeks={f.weeks} />
            </Section>
            <Section title="Recent payouts" id="fin-payouts">
              <RecentPayouts />
            </Section>
            <Section title="Payout accounts waiting for approval" id="fin-approvals">
              <AccountApprovals />
            </Section>
            <Section title="Riders holding cash" id="fin-cash">
              <Text size="sm" c="dimmed" mb="xs">
                Limit {formatKobo(f.cash_limit_kobo)}: a rider above it gets no new pickups.
              </Text>
              <RidersCash f={f} />
              <Title order={3} fz="md" mt="lg" mb="xs">
                Record cash handed over to Magani
              </Title>
              <CashHandoverForm riders={f.riders_holding_cash} onSaved={remote.reload} />
            </Section>
            <Section title="Rates" id="fin-rates">
              <Text mb="sm">
                Now: pharmacy commission {f.rates.pharmacy_commission_pct}%, rider&apos;s share {f.rates.rider_share_pct}% of the delivery fee, doctor
                commission {f.rates.doctor_commission_pct}% (since {formatDateTime(f.rates.effective_from)}).
              </Text>
              <RatesForm rates={f.rates} onSaved={remote.reload} />
              <Title order={3} fz="md" mt="lg" mb="xs">
                Rate changes
              </Title>
              <RateChanges f={f} />
            </Section>
            <Section title="Adjustments" id="fin-adjustments">
              <Adjustments f={f} />
            </Section>
          </>
        )}
      </RemoteView>
    </Container>
  );
}
