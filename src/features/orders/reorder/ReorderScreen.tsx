import { useEffect, useState } from 'react';
import { Button, Container, Group, Paper, Stack, Text, Title } from '@mantine/core';
import { Link, useNavigate } from '@tanstack/react-router';
import { LoadFailed } from '@/components/LoadFailed';
import { useSessionHint } from '@/lib/auth/hint';
import { formatNaira } from '@/lib/format';
import { useOrderFeed } from '@/lib/orders/use-order-feed';
import { buyable, itemsToday, type TodayLine } from '@/features/orders/reorder/today';

const stateText = (line: TodayLine) => {
  if (!buyable(line)) return line.state === 'gone' ? 'No longer sold by this pharmacy' : 'Out of stock today';
  if (line.state === 'short') return `Only ${line.stock} in stock: ${line.stock} will go in your cart`;
  return line.price === line.was ? `${formatNaira(line.price)} each, as before` : `${formatNaira(line.price)} each today (was ${formatNaira(line.was)})`;
};

async function toCheckout(lines: TodayLine[]) {
  const { setLines } = await import('@/lib/cart/store');
  await setLines(lines.filter(buyable).map((l) => l.addition));
}

/**
 * A reminder's one-tap reorder: the order's items at today's prices and stock. When all can be
 * bought as before they go straight into the cart and checkout opens; otherwise what changed is
 * shown first, item by item.
 */
export function ReorderScreen({ orderId }: { orderId: string }) {
  const hint = useSessionHint();
  const patient = hint.signedIn && (!hint.role || hint.role === 'patient');
  const feed = useOrderFeed(patient);
  const navigate = useNavigate();
  const order = feed.orders?.find((o) => o.id === orderId);
  const [lines, setLines] = useState<TodayLine[] | null>();
  const [attempt, setAttempt] = useState(0);
  const [busy, setBusy] = useState(false);

  useEffect(() => {
    if (!order) return;
    let live = true;
    itemsToday(order).then(
      async (today) => {
        if (!live) return;
        if (today.every((l) => l.state === 'ok')) {
          await toCheckout(today);
          if (live) await navigate({ to: '/cart/checkout', replace: true });
        } else setLines(today);
      },
      () => live && setLines(null),
    );
    return () => {
      live = false;
    };
  }, [order, attempt, navigate]);

  let body;
  if (!patient)
    body = (
      <Paper withBorder radius="lg" p="xl" ta="center">
        <Text fw={700} mb="sm">
          Sign in to order these medicines again
        </Text>
        <Button renderRoot={(props) => <Link {...props} to="/auth/login" search={{ redirect: `/orders/${orderId}/reorder` }} />}>Sign in</Button>
      </Paper>
    );
  else if (!feed.orders) body = feed.error ? <LoadFailed what="your orders" onRetry={() => void feed.refresh()} /> : <Text c="dimmed">Loading your order…</Text>;
  else if (!order)
    body = (
      <Paper withBorder radius="lg" p="xl" role="alert">
        <Text fw={700}>Order not found</Text>
        <Text>It is not one of your orders. <Link to="/orders">See my orders</Link></Text>
      </Paper>
    );
  else if (lines === null) body = <LoadFailed what="today's prices" onRetry={() => setAttempt((n) => n + 1)} />;
  else if (!lines) body = <Text c="dimmed">Checking today&rsquo;s prices and stock…</Text>;
  else {
    const count = lines.filter(buyable).length;
    body = (
      <Stack gap="md">
        <Text>Some items of order {order.reference} from {order.pharmacy.name} have changed since you bought them.</Text>
        <Stack component="ul" gap="xs" p={0} m={0} style={{ listStyle: 'none' }}>
          {lines.map((l, i) => (
            <Paper key={i} withBorder radius="md" p="sm" component="li" data-testid="reorder-line">
              <Text fw={600}>
                {l.quantity} × {l.name}
              </Text>
              <Text fz="sm" c={l.state === 'ok' ? undefined : 'red.9'} fw={l.state === 'ok' ? undefined : 600}>
                {stateText(l)}
              </Text>
            </Paper>
          ))}
        </Stack>
        <Group gap="sm">
          {count > 0 && (
            <Button loading={busy} onClick={() => {
              setBusy(true);
              void toCheckout(lines).then(() => navigate({ to: '/cart/checkout' }), () => setBusy(false));
            }}>
              Check out the {count} available {count === 1 ? 'item' : 'items'}
            </Button>
          )}
          <Button variant="default" component={Link} to="/drugs/search">
            Find other medicines
          </Button>
        </Group>
      </Stack>
    );
  }

  return (
    <Container size="sm" py="lg">
      <Title order={1} fz={{ base: 28, md: 34 }} mb="md">
        Order again
      </Title>
      {body}
    </Container>
  );
}
