import { lazy, Suspense, useMemo, useState } from 'react';
import { Container, Paper, Text, Title } from '@mantine/core';
import { notify } from '@/lib/notify';
import { declineOrder, reviewPrescription, runOrderAction, type PharmacyAction } from '@/lib/orders/api';
import { LiveBadge } from '@/lib/orders/LiveBadge';
import { useOrderFeed } from '@/lib/orders/use-order-feed';
import { useSearchBox } from '@/lib/use-search-box';
import { BackButton } from '@/features/pharmacy/components/BackButton';
import { toPharmacyOrder, type LiveOrder } from '@/features/pharmacy/orders/from-server';
import { OrderCard } from '@/features/pharmacy/orders/OrderCard';
import { OrderFilterBar } from '@/features/pharmacy/orders/OrderFilterBar';
import { filterOrders } from '@/features/pharmacy/orders/order-filters';
import type { OrderSearch } from '@/features/pharmacy/orders/order-schema';
import type { OrderAction } from '@/features/pharmacy/orders/order-status';
import classes from '@/features/pharmacy/orders/Orders.module.css';
import { orders as m } from '@/features/pharmacy/orders/orders.messages';
import { translate, type Message } from '@/lib/i18n/i18n';
import { useT } from '@/lib/i18n/use-t';

// The dialog (Mantine's Modal, its focus trap and scroll lock: about 15 KB gzip) is fetched the first
// time an order is declined, not with the list.
const DeclineDialog = lazy(() => import('@/features/pharmacy/orders/DeclineDialog').then((m) => ({ default: m.DeclineDialog })));

type Props = {
  search: OrderSearch;
  /** Merges a change into the current URL state (which may have moved on since the last render). */
  onSearchChange: (patch: Partial<OrderSearch>) => void;
};

const cleared: Record<keyof OrderSearch, undefined> = { q: undefined, status: undefined, range: undefined, from: undefined, to: undefined };

const rpcFor: Record<Exclude<OrderAction, 'decline'>, PharmacyAction> = {
  accept: 'confirm_order',
  prepare: 'start_preparing_order',
  ready: 'mark_order_ready',
};
const done: Record<OrderAction, Message> = {
  accept: m.accepted,
  decline: m.declined,
  prepare: m.preparing,
  ready: m.ready,
};

export function OrdersScreen({ search, onSearchChange }: Props) {
  const t = useT();
  const feed = useOrderFeed();
  const orders = useMemo(() => (feed.orders ?? []).map(toPharmacyOrder), [feed.orders]);
  const [declining, setDeclining] = useState<LiveOrder | null>(null);
  // Mounted from the first decline on, so later ones open at once and closing returns focus as usual.
  const [declinedOnce, setDeclinedOnce] = useState(false);
  if (declining && !declinedOnce) setDeclinedOnce(true);
  const [busy, setBusy] = useState<string | null>(null);
  const [lastChanged, setLastChanged] = useState<string | null>(null);
  const box = useSearchBox(search.q, (q) => onSearchChange({ q }));

  const filters = { ...search, q: box.query };
  const visible = filterOrders(orders, filters, new Date());

  // Every change is made by the database, which checks the role and the current state; the list
  // shows the server's answer (refreshed at once) rather than guessing the new state.
  async function run(order: LiveOrder, title: Message, call: () => Promise<unknown>) {
    setBusy(order.id);
    try {
      await call();
      await feed.refresh();
      setLastChanged(order.id);
      const customer = order.source.customer_name ?? translate(m.patient);
      notify({ title: translate(title), message: translate(m.doneFor, { reference: order.id, customer }) });
    } catch (err) {
      // The database's refusal (a state that moved on, a missing right) is shown as it words it.
      notify({ title: translate(m.notSaved), message: err instanceof Error ? err.message : translate(m.pleaseRetry), color: 'red' });
    } finally {
      setBusy(null);
    }
  }

  const onAction = (order: LiveOrder, action: OrderAction) => {
    if (action === 'decline') setDeclining(order);
    else void run(order, done[action], () => runOrderAction(rpcFor[action], order.source.id));
  };

  return (
    <Container size="xl" py={{ base: 'md', sm: 'xl' }} px={{ base: 'sm', sm: 'md' }}>
      <BackButton />
      <Title order={1} mt="xs" fz={{ base: 26, sm: 32 }}>
        {t(m.title)}
      </Title>
      <Text c="dimmed">{t(m.lead)}</Text>
      <div style={{ marginBottom: 12 }}>
        <LiveBadge status={feed.status} />
      </div>

      <OrderFilterBar
        filters={filters}
        query={box.query}
        onQueryChange={box.change}
        onChange={onSearchChange}
        onClear={() => {
          box.clear();
          onSearchChange(cleared);
        }}
        shown={visible.length}
        total={orders.length}
      />

      {!feed.orders ? (
        <Paper withBorder radius="lg" p="xl" ta="center">
          <Text fw={600}>{t(feed.error ? m.failed : m.loading)}</Text>
        </Paper>
      ) : visible.length === 0 ? (
        <Paper withBorder radius="lg" p="xl" ta="center">
          <Text fw={600}>{t(orders.length ? m.noMatch : m.none)}</Text>
          <Text size="sm" c="dimmed">
            {t(orders.length ? m.widen : m.appear)}
          </Text>
        </Paper>
      ) : (
        <div className={classes.grid}>
          {visible.map((order) => (
            <OrderCard
              key={order.source.id}
              order={order}
              busy={busy === order.id}
              focusRequested={order.id === lastChanged}
              onAction={onAction}
              onReview={(o, approved) =>
                void run(o, approved ? m.approved : m.rejected, () => reviewPrescription(o.source.id, approved))
              }
            />
          ))}
        </div>
      )}

      {declinedOnce && (
        <Suspense fallback={null}>
          <DeclineDialog
            key={declining?.id ?? 'none'}
            reference={declining?.id ?? null}
            customer={declining ? (declining.source.customer_name ?? t(m.patient)) : ''}
            busy={busy !== null}
            onCancel={() => setDeclining(null)}
            onConfirm={(reason) => {
              const order = declining;
              if (!order) return;
              void run(order, done.decline, () => declineOrder(order.source.id, reason)).then(() => setDeclining(null));
            }}
          />
        </Suspense>
      )}
    </Container>
  );
}
