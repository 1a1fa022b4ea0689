// After an online checkout is placed: sends the person to Paystack at once (or on the button, if
// that did not work or the checkout waited offline). Loaded only for online checkouts.
import { useEffect, useRef, useState } from 'react';
import { Alert, Button, Paper, Text, Title } from '@mantine/core';
import { formatNaira } from '@/lib/format';
import { useT } from '@/lib/i18n/use-t';
import { translate } from '@/lib/i18n/i18n';
import { payNow as m } from '@/features/orders/payment/pay-now.messages';

interface Props {
  payment: { amount_kobo: number; idempotency_key: string };
  orders: { reference: string }[];
  /** Go to Paystack without a click (the person just pressed "Place order and pay"). */
  autoStart: boolean;
}

export default function PayNow({ payment, orders, autoStart }: Props) {
  const t = useT();
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
      if (state.status === 'paid') setError(translate(m.alreadyPaid));
      else if (state.status !== 'pending') setError(translate(m.cancelled));
      else return; // on the way to Paystack
    } catch (err) {
      setError(err instanceof Error ? err.message : translate(m.notStarted));
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
        {t(m.heldTitle, { amount })}
      </Title>
      <Text mb="sm">
        {t(orders.length === 1 ? m.heldOne : m.heldMany, { references: orders.map((o) => o.reference).join(', '), amount })}
      </Text>
      {error && (
        <Alert color="red" role="alert" mb="sm">
          {error}
        </Alert>
      )}
      <Button onClick={() => void pay()} loading={busy}>
        {t(m.payNow, { amount })}
      </Button>
    </Paper>
  );
}
