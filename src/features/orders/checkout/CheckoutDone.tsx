import '@mantine/core/styles/Paper.css';
import '@mantine/core/styles/Title.css';
import '@mantine/core/styles/Text.css';
import '@mantine/core/styles/Button.css';
import '@mantine/core/styles/Stack.css';
import { lazy, Suspense } from 'react';
import { Button, Paper, Stack, Text, Title } from '@mantine/core';
import { Link } from '@tanstack/react-router';
import { formatNaira } from '@/lib/format';
import type { Outcome } from '@/features/orders/checkout/use-checkout';
import { CheckoutWaiting } from '@/features/orders/checkout/CheckoutWaiting';

const PayNow = lazy(() => import('@/features/orders/payment/PayNow'));

/** Shown only once the server holds the orders, or, plainly, while the order waits on the device. */
export function CheckoutDone({ outcome }: { outcome: Outcome }) {
  if (outcome.kind === 'queued') return <CheckoutWaiting jobId={outcome.jobId} reason={outcome.reason} />;
  const { orders, payment } = outcome.placed;
  if (payment && !payment.status.startsWith('paid')) {
    return (
      <Suspense>
        <PayNow payment={payment} orders={orders} autoStart={!outcome.queued} />
      </Suspense>
    );
  }
  return (
    <Paper withBorder radius="lg" p="xl" role="status" data-testid="order-placed">
      <Title order={2} fz="xl" mb="xs">
        Order placed
      </Title>
      <Text mb="sm">
        {orders.length === 1 ? 'Your order is' : `Your ${orders.length} orders are`} with the pharmacy. Pay on delivery. We
        will text you as it moves.
      </Text>
      <Stack gap="xs" mb="md">
        {orders.map((o) => (
          <Text key={o.id} fw={600}>
            {o.reference}: {o.pharmacy_name}, {formatNaira(Number(o.total))}
          </Text>
        ))}
      </Stack>
      <Button renderRoot={(props) => <Link {...props} to="/orders/track" search={{ id: orders[0]?.reference ?? '' }} />}>
        Track your order
      </Button>
    </Paper>
  );
}
