import { useEffect, useState } from 'react';
import { Button, Container, Group, Paper, Stack, Text, Title } from '@mantine/core';
import { Link, useNavigate } from '@tanstack/react-router';
import { LoadFailed } from '@/components/LoadFailed';
import { useSessionHint } from '@/lib/auth/hint';
import { formatNaira } from '@/lib/format';
import { useOrderFeed } from '@/lib/orders/use-order-feed';
import { buyable, itemsToday, type TodayLine } from '@/features/orders/reorder/today';
import { usePlurals, useT } from '@/lib/i18n/use-t';
import { translate } from '@/lib/i18n/i18n';
import { withSlots } from '@/lib/i18n/slots';
import { reorder as m } from '@/features/orders/reorder/reorder.messages';

const stateText = (line: TodayLine) => {
  if (!buyable(line)) return translate(line.state === 'gone' ? m.gone : m.out);
  if (line.state === 'short') return translate(m.short, { count: line.stock });
  return line.price === line.was
    ? translate(m.same, { price: formatNaira(line.price) })
    : translate(m.newPrice, { price: formatNaira(line.price), was: formatNaira(line.was) });
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
  const t = useT();
  usePlurals(true);
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
          {t(m.signInTitle)}
        </Text>
        <Button renderRoot={(props) => <Link {...props} to="/auth/login" search={{ redirect: `/orders/${orderId}/reorder` }} />}>{t(m.signIn)}</Button>
      </Paper>
    );
  else if (!feed.orders) body = feed.error ? <LoadFailed what={t(m.yourOrders)} onRetry={() => void feed.refresh()} /> : <Text c="dimmed">{t(m.loading)}</Text>;
  else if (!order)
    body = (
      <Paper withBorder radius="lg" p="xl" role="alert">
        <Text fw={700}>{t(m.notFound)}</Text>
        <Text>{withSlots(t(m.notYours, { link: '{link}' }), { link: <Link to="/orders">{t(m.seeOrders)}</Link> })}</Text>
      </Paper>
    );
  else if (lines === null) body = <LoadFailed what={t(m.todaysPrices)} onRetry={() => setAttempt((n) => n + 1)} />;
  else if (!lines) body = <Text c="dimmed">{t(m.checking)}</Text>;
  else {
    const count = lines.filter(buyable).length;
    body = (
      <Stack gap="md">
        <Text>{t(m.changed, { reference: order.reference, pharmacy: order.pharmacy.name })}</Text>
        <Stack component="ul" gap="xs" p={0} m={0} style={{ listStyle: 'none' }}>
          {lines.map((l, i) => (
            <Paper key={i} withBorder radius="md" p="sm" component="li" data-testid="reorder-line">
              <Text fw={600} translate="no">
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
              {t(m.checkOut, { count })}
            </Button>
          )}
          <Button variant="default" component={Link} to="/drugs/search">
            {t(m.findOther)}
          </Button>
        </Group>
      </Stack>
    );
  }

  return (
    <Container size="sm" py="lg">
      <Title order={1} fz={{ base: 28, md: 34 }} mb="md">
        {t(m.title)}
      </Title>
      {body}
    </Container>
  );
}
