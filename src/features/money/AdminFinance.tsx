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
import { payoutsMessages } from '@/features/money/money.messages';
import { RatesForm } from '@/features/money/RatesForm';
import { RemoteView } from '@/components/RemoteView';
import { financeMessages as m } from '@/features/money/finance.messages';
import type { Message } from '@/lib/i18n/i18n';
import { useT } from '@/lib/i18n/use-t';

const kinds: Record<string, Message> = { pharmacy: m.kindPharmacy, doctor: m.kindDoctor, rider: m.kindRider };

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
  const t = useT();
  return (
    <RemoteView remote={remote} what={t(m.recentPayoutsWhat)}>
      {(payouts) =>
        payouts.length ? (
          <Stack component="ul" gap="xs" p={0} m={0} style={{ listStyle: 'none' }}>
            {payouts.map((p) => (
              <PayoutItem key={p.id} payout={p} who={kinds[p.payee_kind] ? t(kinds[p.payee_kind]!) : p.payee_kind} />
            ))}
          </Stack>
        ) : (
          <Text c="dimmed">{t(payoutsMessages.none)}</Text>
        )
      }
    </RemoteView>
  );
}

/** The platform's money, all from the ledger: balances now, weeks, payouts, riders' cash, rates and adjustments. */
export function AdminFinance() {
  const remote = useRemote(() => fetchFinance(8), 'finance', 'money:finance');
  const t = useT();
  return (
    <Container size="lg" py="lg">
      <Title order={1} fz={{ base: 26, sm: 32 }} mb="md">
        {t(m.title)}
      </Title>
      <RemoteView remote={remote} what={t(m.what)}>
        {(f) => (
          <>
            <Figures
              testId="finance-now"
              figures={[
                { label: t(m.waiting), value: formatKobo(f.now.payouts_waiting_kobo), note: t(m.waitingNote) },
                { label: t(m.inTransit), value: formatKobo(f.now.payouts_in_transit_kobo), note: t(m.inTransitNote) },
                { label: t(m.ridersCash), value: formatKobo(f.now.riders_cash_held_kobo) },
                { label: t(m.commission), value: formatKobo(f.now.commission_total_kobo), note: t(m.allTime) },
                { label: t(m.owedPharmacies), value: formatKobo(f.now.owed_to_pharmacies_kobo) },
                { label: t(m.owedRiders), value: formatKobo(f.now.owed_to_riders_kobo) },
                { label: t(m.owedDoctors), value: formatKobo(f.now.owed_to_doctors_kobo) },
                { label: t(m.refundsOwed), value: formatKobo(f.now.refunds_owed_kobo) },
              ]}
            />
            <Section title={t(m.weeks)} id="fin-weeks">
              <WeeksTable weeks={f.weeks} />
            </Section>
            <Section title={t(m.recentPayouts)} id="fin-payouts">
              <RecentPayouts />
            </Section>
            <Section title={t(m.approvals)} id="fin-approvals">
              <AccountApprovals />
            </Section>
            <Section title={t(m.holdingCash)} id="fin-cash">
              <Text size="sm" c="dimmed" mb="xs">
                {t(m.limit, { limit: formatKobo(f.cash_limit_kobo) })}
              </Text>
              <RidersCash f={f} />
              <Title order={3} fz="md" mt="lg" mb="xs">
                {t(m.recordHandover)}
              </Title>
              <CashHandoverForm riders={f.riders_holding_cash} onSaved={remote.reload} />
            </Section>
            <Section title={t(m.rates)} id="fin-rates">
              <Text mb="sm">
                {t(m.ratesNow, {
                  pharmacy: f.rates.pharmacy_commission_pct,
                  rider: f.rates.rider_share_pct,
                  doctor: f.rates.doctor_commission_pct,
                  since: formatDateTime(f.rates.effective_from),
                })}
              </Text>
              <RatesForm rates={f.rates} onSaved={remote.reload} />
              <Title order={3} fz="md" mt="lg" mb="xs">
                {t(m.rateChanges)}
              </Title>
              <RateChanges f={f} />
            </Section>
            <Section title={t(m.adjustments)} id="fin-adjustments">
              <Adjustments f={f} />
            </Section>
          </>
        )}
      </RemoteView>
    </Container>
  );
}
