import { lazy, Suspense } from 'react';
import { Button, Container, Paper, Text, Title } from '@mantine/core';
import { Link } from '@tanstack/react-router';
import { LoadFailed } from '@/components/LoadFailed';
import { SavedCopyNotice } from '@/components/SavedCopyNotice';
import { useSessionHint } from '@/lib/auth/hint';
import { LiveBadge } from '@/lib/orders/LiveBadge';
import type { Order } from '@/lib/orders/schema';
import { useOrderFeed } from '@/lib/orders/use-order-feed';
import { TrackSearchForm } from '@/features/orders/TrackSearchForm';
import { OrderView } from '@/features/orders/OrderView';
import { OrderPicker } from '@/features/orders/OrderPicker';
import { useT } from '@/lib/i18n/use-t';
import { track as m } from '@/features/orders/track.messages';

// Offered once a person has an order to follow; its own chunk.
const PushOffer = lazy(() => import('@/lib/push/PushOffer'));

type Props = { query: string; onSearch: (query: string) => void };

const digits = (s: string) => s.replace(/\D/g, '').slice(-10);

/** An order reference, or the phone number the order was placed with (any usual form). */
function findOrder(orders: Order[], query: string): Order | undefined {
  const q = query.trim().toUpperCase();
  return orders.find((o) => o.reference === q) ?? (digits(q).length === 10 ? orders.find((o) => digits(o.contact_phone) === digits(q)) : undefined);
}

const finished = new Set(['delivered', 'declined', 'cancelled']);

export function TrackScreen({ query, onSearch }: Props) {
  const t = useT();
  const hint = useSessionHint();
  const patient = hint.signedIn && (!hint.role || hint.role === 'patient');
  const feed = useOrderFeed(patient, 'orders');
  const orders = feed.orders;
  // With nothing searched, the newest order still on its way (or the newest at all).
  const order = orders && (query ? findOrder(orders, query) : (orders.find((o) => !finished.has(o.status)) ?? orders[0]));

  return (
    <Container size="lg" py="lg">
      <Title order={1} fz={{ base: 28, md: 36 }}>
        {t(m.title)}
      </Title>
      <Text c="dimmed" mb="md">
        {t(m.lead)}
      </Text>
      {!patient ? (
        <Paper withBorder radius="lg" p="xl" ta="center">
          <Text fw={700} fz="lg">
            {t(m.signInTitle)}
          </Text>
          <Text c="dimmed" mb="sm">
            {t(m.signInText)}
          </Text>
          <Button renderRoot={(props) => <Link {...props} to="/auth/login" search={{ redirect: '/orders/track' }} />}>
            {t(m.signIn)}
          </Button>
        </Paper>
      ) : (
        <>
          <TrackSearchForm value={query} onSearch={onSearch} onRefresh={() => void feed.refresh()} refreshing={false} />
          <div style={{ margin: '6px 0 16px' }}>
            <LiveBadge status={feed.status} />
          </div>
          <SavedCopyNotice savedAt={feed.savedAt} />
          {!orders ? (
            feed.error ? (
              <LoadFailed what={t(m.yourOrders)} onRetry={() => void feed.refresh()} retrying={false} />
            ) : (
              <Text c="dimmed">{t(m.loading)}</Text>
            )
          ) : orders.length === 0 ? (
            <Paper withBorder radius="lg" p="xl" ta="center">
              <Text fw={700} fz="lg">
                {t(m.noOrders)}
              </Text>
              <Text c="dimmed" mb="sm">
                {t(m.noOrdersText)}
              </Text>
              <Button component={Link} to="/drugs/search">
                {t(m.findMedicines)}
              </Button>
            </Paper>
          ) : !order ? (
            <Paper withBorder radius="lg" p="xl" ta="center" role="alert">
              <Text fw={700} fz="lg">
                {t(m.notFound)}
              </Text>
              <Text c="dimmed">
                {t(m.notFoundText, { query })}
              </Text>
            </Paper>
          ) : (
            <>
              <Suspense fallback={null}>
                <PushOffer what={t(m.yourOrder)} />
              </Suspense>
              {orders.length > 1 && <OrderPicker orders={orders} current={order} onPick={(ref) => onSearch(ref)} />}
              <OrderView order={order} onChanged={feed.refresh} />
            </>
          )}
        </>
      )}
    </Container>
  );
}
