// After an online checkout is placed: sends the person to Paystack at once (or on the button, if
// that did not work or the checkout waited offline). Loaded only for online checkouts.
import '@mantine/core/styles/Paper.css';
import '@mantine/core/styles/Title.css';
import '@mantine/core/styles/Text.css';
import '@mantine/core/styles/Button.css';
import '@mantine/core/styles/Alert.css';
import { useEffect, useRef, useState } from 'react';
import { Alert, Button, Paper, Text, Title } from '@mantine/core';
import { formatNaira } from '@/lib/format';

interface Props {
  payment: { amount_kobo: number; idempotency_key: string };
  orders: { reference: string }[];
  /** Go to Paystack without a click (the person just pressed "Place order and pay"). */
  autoStart: boolean;
}

export default function PayNow({ payment, orders, autoStart }: Props) {
  const [busy, setBusy] = useState(false);
  const [error, setError] = useState<string>();
  const started = useRef(false);
  const amount = formatNaira(payment.amount_kobo / 100);

  async function pay() {
    setBusy(true);
    setError(undefined);
    try {
      const { goToPayment } = await import('@/lib/payments/api');
      const state = await goToPayment(payment.idempotency_key);
      if (state.status === 'paid') setError('This checkout is already paid.');
      else if (state.status !== 'pending') setError('This checkout can no longer be paid: its orders were cancelled.');
      else return; // on the way to Paystack
    } catch (err) {
      setError(err instanceof Error ? err.message : 'The payment could not be started');
    }
    setBusy(false);
  }

  useEffect(() => {
    if (autoStart && !started.current) {
      started.current = true;
      void pay();
    }
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [autoStart]);

  return (
    <Paper withBorder radius="lg" p="xl" role="status" data-testid="order-awaiting-payment">
      <Title order={2} fz="xl" mb="xs">
        Order placed: pay {amount} to send it to the pharmacy
      </Title>
      <Text mb="sm">
        {orders.map((o) => o.reference).join(', ')} {orders.length === 1 ? 'is' : 'are'} held for you for 30 minutes. You
        pay {amount}, the total of your order, on Paystack&apos;s page (card, bank transfer or USSD); the pharmacy gets{' '}
        {orders.length === 1 ? 'it' : 'them'} once the payment is in.
      </Text>
      {error && (
        <Alert color="red" role="alert" mb="sm">
          {error}
        </Alert>
      )}
      <Button onClick={() => void pay()} loading={busy}>
        Pay {amount} now
      </Button>
    </Paper>
  );
}
