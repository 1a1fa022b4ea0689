import { Container, Text, Title } from '@mantine/core';
import { fetchEarnings } from '@/lib/money/api';
import { useRemote } from '@/lib/use-remote';
import { EarningsSummary } from '@/features/money/EarningsSummary';
import PayoutAccountSection from '@/components/payout-account/PayoutAccountSection';
import { PayoutList } from '@/features/money/PayoutList';
import { RemoteView } from '@/components/RemoteView';
import { WeekStatement } from '@/features/money/WeekStatement';
import { moneyPage as m } from '@/features/money/money.messages';
import { useT } from '@/lib/i18n/use-t';

/** A payee's money, all from the ledger: balance and payouts, the bank account, and each week's statement. */
function MoneyPage({ title, intro }: { title: string; intro: string }) {
  const earnings = useRemote(fetchEarnings, 'earnings', 'money:earnings');
  const t = useT();
  return (
    <Container size="md" py="lg">
      <Title order={1} fz={{ base: 26, sm: 32 }} mb="xs">
        {title}
      </Title>
      <Text c="dimmed" mb="md">
        {intro}
      </Text>
      <RemoteView remote={earnings} what={t(m.yourBalance)}>
        {(e) => <EarningsSummary earnings={e} />}
      </RemoteView>
      <PayoutAccountSection />
      <PayoutList />
      <WeekStatement />
    </Container>
  );
}

export function PharmacyPayouts() {
  const t = useT();
  return <MoneyPage title={t(m.pharmacyTitle)} intro={t(m.pharmacyIntro)} />;
}

export function RiderEarnings() {
  const t = useT();
  return <MoneyPage title={t(m.riderTitle)} intro={t(m.riderIntro)} />;
}

export function DoctorEarnings() {
  const t = useT();
  return <MoneyPage title={t(m.doctorTitle)} intro={t(m.doctorIntro)} />;
}
