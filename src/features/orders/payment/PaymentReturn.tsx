// Where Paystack sends the person back: the server asks Paystack and says paid, failed (Try
// again) or still waiting; a bank transfer can take minutes, so a waiting payment is followed.
import { useEffect, useState } from 'react';
import { Button, Container, Group, Paper, Text, Title } from '@mantine/core';
import { Link } from '@tanstack/react-router';
import { formatNaira } from '@/lib/format';
import { goToConsultationPayment, goToPayment, verifyPayment, type PaymentState } from '@/lib/payments/api';

const FOLLOW_MS = 3000;

export function PaymentReturn({ reference }: { reference: string }) {
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
        setError(err instanceof Error ? err.message : 'The payment could not be checked');
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
      setError(err instanceof Error ? err.message : 'The payment could not be started');
    }
    setBusy(false);
  }

  const amount = payment ? formatNaira(payment.amount_kobo / 100) : '';
  // A consultation fee comes back here too; its words and links are the consultation's.
  const fee = Boolean(payment?.consultation_id);
  let body;
  if (!reference) body = <Text>This link names no payment. Your orders are under My orders.</Text>;
  else if (!payment) body = <Text role="status">{error ?? 'Checking your payment with Paystack…'}</Text>;
  else if (payment.status === 'paid' || payment.status.endsWith('refunded')) {
    body = (
      <>
        <Title order={2} fz="xl" mb="xs">
          Paid: {amount}
        </Title>
        <Text mb="sm">
          {fee ? 'Thank you: your consultation fee is paid.' : 'Thank you. Your order is now with the pharmacy; we will text you as it moves.'}
        </Text>
      </>
    );
  } else if (payment.status === 'failed') {
    body = (
      <>
        <Title order={2} fz="xl" mb="xs">
          The payment failed: nothing was charged
        </Title>
        <Text mb="sm">
          {payment.failure_reason ? `Paystack said: ${payment.failure_reason}. ` : ''}
          {fee ? 'The fee is still due.' : 'Your order is still held for you.'}
        </Text>
        <Button onClick={() => void payAgain(payment.idempotency_key)} loading={busy} mb="sm">
          Try again
        </Button>
      </>
    );
  } else if (payment.status === 'abandoned') {
    body = (
      <>
        <Title order={2} fz="xl" mb="xs">
          Not paid in time
        </Title>
        <Text mb="sm">The order was held for 30 minutes and then cancelled. Nothing was charged.</Text>
      </>
    );
  } else {
    body = (
      <>
        <Title order={2} fz="xl" mb="xs">
          Waiting for your payment of {amount}
        </Title>
        <Text mb="sm">
          A bank transfer can take a few minutes: this page checks again every few seconds. If you closed Paystack&apos;s page
          without paying, go back to it.
        </Text>
        <Button variant="default" onClick={() => void payAgain(payment.idempotency_key)} loading={busy} mb="sm">
          Go back to the payment page
        </Button>
      </>
    );
  }

  return (
    <Container size="sm" py="lg">
      <Title order={1} fz={{ base: 28, md: 34 }} mb="md">
        Payment
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
              My consultations
            </Button>
          ) : (
            <Button component={Link} to="/orders" variant="default">
              My orders
            </Button>
          )}
        </Group>
      </Paper>
    </Container>
  );
}
