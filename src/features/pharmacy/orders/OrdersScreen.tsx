import '@mantine/core/styles/Container.css';
import '@mantine/core/styles/Title.css';
import '@mantine/core/styles/Text.css';
import '@mantine/core/styles/Paper.css';
import { useState } from 'react';
import { Container, Paper, Text, Title } from '@mantine/core';
import { notify } from '@/lib/notify';
import { useSearchBox } from '@/lib/use-search-box';
import { ConfirmDialog } from '@/components/ConfirmDialog';
import { BackButton } from '@/features/pharmacy/components/BackButton';
import { OrderCard } from '@/features/pharmacy/orders/OrderCard';
import { OrderFilterBar } from '@/features/pharmacy/orders/OrderFilterBar';
import { filterOrders } from '@/features/pharmacy/orders/order-filters';
import type { OrderSearch, PharmacyOrder } from '@/features/pharmacy/orders/order-schema';
import { nextStatus, type OrderAction } from '@/features/pharmacy/orders/order-status';
import { sampleOrders } from '@/features/pharmacy/orders/sample-orders';
import classes from '@/features/pharmacy/orders/Orders.module.css';

type Props = {
  search: OrderSearch;
  /** Merges a change into the current URL state (which may have moved on since the last render). */
  onSearchChange: (patch: Partial<OrderSearch>) => void;
};

const cleared: Record<keyof OrderSearch, undefined> = {
  q: undefined,
  status: undefined,
  range: undefined,
  from: undefined,
  to: undefined,
};

const notices: Record<OrderAction, (o: PharmacyOrder) => Parameters<typeof notify>[0]> = {
  accept: (o) => ({ title: 'Order accepted', message: `${o.id} for ${o.customer} is confirmed.` }),
  decline: (o) => ({ title: 'Order declined', message: `${o.id} for ${o.customer} has been cancelled.`, color: 'gray' }),
  prepare: (o) => ({ title: 'Preparing order', message: `${o.id} is being prepared.`, color: 'blue' }),
  ready: (o) => ({ title: 'Ready for pickup', message: `${o.id} is ready for the rider to collect.` }),
};

export function OrdersScreen({ search, onSearchChange }: Props) {
  // Sample orders: status changes live on this screen only, as nothing is saved to a server yet.
  const [orders, setOrders] = useState(() => sampleOrders());
  const [declining, setDeclining] = useState<PharmacyOrder | null>(null);
  const [lastChanged, setLastChanged] = useState<string | null>(null);
  const box = useSearchBox(search.q, (q) => onSearchChange({ q }));

  const filters = { ...search, q: box.query };
  const visible = filterOrders(orders, filters, new Date());

  function apply(order: PharmacyOrder, action: OrderAction) {
    const status = nextStatus(order.status, action);
    if (!status) return;
    setOrders((list) => list.map((o) => (o.id === order.id ? { ...o, status } : o)));
    setLastChanged(order.id);
    void notify(notices[action](order));
  }

  return (
    <Container size="xl" py={{ base: 'md', sm: 'xl' }} px={{ base: 'sm', sm: 'md' }}>
      <BackButton />
      <Title order={1} mt="xs" fz={{ base: 26, sm: 32 }}>
        Manage Orders
      </Title>
      <Text c="dimmed" mb="md">
        Review prescriptions, accept orders and get them ready for pickup.
      </Text>

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

      {visible.length === 0 ? (
        <Paper withBorder radius="lg" p="xl" ta="center">
          <Text fw={600}>No orders match these filters</Text>
          <Text size="sm" c="dimmed">
            Try another search or a wider date range.
          </Text>
        </Paper>
      ) : (
        <div className={classes.grid}>
          {visible.map((order) => (
            <OrderCard
              key={order.id}
              order={order}
              focusRequested={order.id === lastChanged}
              onAction={(o, action) => (action === 'decline' ? setDeclining(o) : apply(o, action))}
            />
          ))}
        </div>
      )}

      <ConfirmDialog
        opened={declining !== null}
        title={`Decline order ${declining?.id ?? ''}?`}
        confirmLabel="Decline Order"
        cancelLabel="Keep Order"
        destructive
        onCancel={() => setDeclining(null)}
        onConfirm={() => {
          if (declining) apply(declining, 'decline');
          setDeclining(null);
        }}
      >
        {declining?.customer} will be told the pharmacy cannot fill this order. This cannot be undone.
      </ConfirmDialog>
    </Container>
  );
}
