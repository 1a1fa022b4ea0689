import { lazy, Suspense } from 'react';
import { Button, Paper, Stack, Text, Title } from '@mantine/core';
import { Link } from '@tanstack/react-router';
import { formatNaira } from '@/lib/format';
import type { Outcome } from '@/features/orders/checkout/use-checkout';
import { CheckoutWaiting } from '@/features/orders/checkout/CheckoutWaiting';
import { useT } from '@/lib/i18n/use-t';
import { checkout as k } from '@/features/orders/checkout/checkout.messages';

const PayNow = lazy(() => import('@/features/orders/payment/PayNow'));

/** Shown only once the server holds the orders, or, plainly, while the order waits on the device. */
export function CheckoutDone({ outcome }: { outcome: Outcome }) {
  const t = useT();
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
        {t(k.placed)}
      </Title>
      <Text mb="sm">{orders.length === 1 ? t(k.placedOne) : t(k.placedMany, { count: orders.length })}</Text>
      <Stack gap="xs" mb="md">
        {orders.map((o) => (
          <Text key={o.id} fw={600} translate="no">
            {o.reference}: {o.pharmacy_name}, {formatNaira(Number(o.total))}
          </Text>
        ))}
      </Stack>
      <Button renderRoot={(props) => <Link {...props} to="/orders/track" search={{ id: orders[0]?.reference ?? '' }} />}>
        {t(k.trackOrder)}
      </Button>
    </Paper>
  );
}
