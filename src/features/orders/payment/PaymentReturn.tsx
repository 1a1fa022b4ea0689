// Where Paystack sends the person back: the server asks Paystack and says paid, failed (Try
// again) or still waiting; a bank transfer can take minutes, so a waiting payment is followed.
import { useEffect, useState } from 'react';
import { Button, Container, Group, Paper, Text, Title } from '@mantine/core';
import { Link } from '@tanstack/react-router';
import { formatNaira } from '@/lib/format';
import { goToConsultationPayment, goToPayment, verifyPayment, type PaymentState } from '@/lib/payments/api';
import { useT } from '@/lib/i18n/use-t';
import { translate } from '@/lib/i18n/i18n';
import { payment as m } from '@/features/orders/payment/payment.messages';

const FOLLOW_MS = 3000;

export function PaymentReturn({ reference }: { reference: string }) {
  const t = useT();
  const [payment, setPayment] = useState<PaymentState>();
  const [error, setError] = useState<string>();
  const [busy, setBusy] = useState(false);

  useEffect(() => {
    if (!reference) return;
    let live = true;
    let timer: ReturnType<typeof setTimeout> | undefined;
    const check = async () => {
      try {
        const state = await verifyPayment(reference);
        if (!live) return;
        setPayment(state);
        setError(undefined);
        if (state.status === 'pending') timer = setTimeout(() => void check(), FOLLOW_MS);
      } catch (err) {
        if (!live) return;
        setError(err instanceof Error ? err.message : translate(m.notChecked));
        timer = setTimeout(() => void check(), FOLLOW_MS * 3);
      }
    };
    void check();
    return () => {
      live = false;
      clearTimeout(timer);
    };
  }, [reference]);

  async function payAgain(key: string) {
    setBusy(true);
    try {
      const consultation = payment?.consultation_id;
      const state = consultation ? await goToConsultationPayment(consultation) : await goToPayment(key);
      if (state.status !== 'pending') setPayment(state);
    } catch (err) {
      setError(err instanceof Error ? err.message : translate(m.notStarted));
    }
    setBusy(false);
  }

  const amount = payment ? formatNaira(payment.amount_kobo / 100) : '';
  // A consultation fee comes back here too; its words and links are the consultation's.
  const fee = Boolean(payment?.consultation_id);
  let body;
  if (!reference) body = <Text>{t(m.noReference)}</Text>;
  else if (!payment) body = <Text role="status">{error ?? t(m.checking)}</Text>;
  else if (payment.status === 'paid' || payment.status.endsWith('refunded')) {
    body = (
      <>
        <Title order={2} fz="xl" mb="xs">
          {t(m.paid, { amount })}
        </Title>
        <Text mb="sm">
          {t(fee ? m.feePaid : m.orderPaid)}
        </Text>
      </>
    );
  } else if (payment.status === 'failed') {
    body = (
      <>
        <Title order={2} fz="xl" mb="xs">
          {t(m.failed)}
        </Title>
        <Text mb="sm">
          {payment.failure_reason ? `${t(m.paystackSaid, { reason: payment.failure_reason })} ` : ''}
          {t(fee ? m.feeDue : m.stillHeld)}
        </Text>
        <Button onClick={() => void payAgain(payment.idempotency_key)} loading={busy} mb="sm">
          {t(m.tryAgain)}
        </Button>
      </>
    );
  } else if (payment.status === 'abandoned') {
    body = (
      <>
        <Title order={2} fz="xl" mb="xs">
          {t(m.lateTitle)}
        </Title>
        <Text mb="sm">{t(m.lateText)}</Text>
      </>
    );
  } else {
    body = (
      <>
        <Title order={2} fz="xl" mb="xs">
          {t(m.waitingTitle, { amount })}
        </Title>
        <Text mb="sm">{t(m.waitingText)}</Text>
        <Button variant="default" onClick={() => void payAgain(payment.idempotency_key)} loading={busy} mb="sm">
          {t(m.goBack)}
        </Button>
      </>
    );
  }

  return (
    <Container size="sm" py="lg">
      <Title order={1} fz={{ base: 28, md: 34 }} mb="md">
        {t(m.title)}
      </Title>
      <Paper withBorder radius="lg" p="xl" role="status" aria-live="polite" data-testid="payment-state" data-status={payment?.status ?? ''}>
        {body}
        {error && payment && (
          <Text c="red" role="alert" mb="sm">
            {error}
          </Text>
        )}
        <Group>
          {fee ? (
            <Button component={Link} to="/consultations" variant="default">
              {t(m.myConsultations)}
            </Button>
          ) : (
            <Button component={Link} to="/orders" variant="default">
              {t(m.myOrders)}
            </Button>
          )}
        </Group>
      </Paper>
    </Container>
  );
}
