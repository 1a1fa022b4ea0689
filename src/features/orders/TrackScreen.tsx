import '@mantine/core/styles/Container.css';
import '@mantine/core/styles/Title.css';
import '@mantine/core/styles/Text.css';
import '@mantine/core/styles/Paper.css';
import '@mantine/core/styles/Button.css';
import { useState } from 'react';
import { Button, Container, Paper, Text, Title } from '@mantine/core';
import { LoadFailed } from '@/components/LoadFailed';
import type { Order } from '@/features/orders/order-schema';
import { loadOrders } from '@/features/orders/orders-source';
import { findOrder } from '@/features/orders/order-lookup';
import { TrackSearchForm } from '@/features/orders/TrackSearchForm';
import { OrderView } from '@/features/orders/OrderView';
import { formatOrderTime } from '@/features/orders/format-time';

// The sample order a first-time visitor can open from the empty state.
const SAMPLE_ID = 'ORD-2026-0147';

type Props = { query: string; orders?: Order[]; onSearch: (query: string) => void };

export function TrackScreen({ query, orders: fromLoader, onSearch }: Props) {
  const [orders, setOrders] = useState(fromLoader);
  const [refreshing, setRefreshing] = useState(false);
  const [failed, setFailed] = useState(false);
  const [updatedAt, setUpdatedAt] = useState<Date>();

  const refresh = async () => {
    setRefreshing(true);
    try {
      setOrders(await loadOrders({ refresh: true }));
      setFailed(false);
      setUpdatedAt(new Date());
    } catch {
      setFailed(true);
    } finally {
      setRefreshing(false);
    }
  };
  const order = orders && query ? findOrder(orders, query) : undefined;

  return (
    <Container size="lg" py="lg">
      <Title order={1} fz={{ base: 28, md: 36 }}>
        Track Your Order
      </Title>
      <Text c="dimmed" mb="md">
        Follow your medicines from the pharmacy to your door.
      </Text>
      <TrackSearchForm value={query} onSearch={onSearch} onRefresh={() => void refresh()} refreshing={refreshing} />
      <Text fz="xs" c="dimmed" mt={6} mb="lg" role="status">
        {failed
          ? 'Could not refresh. Check your connection and try again.'
          : updatedAt
            ? `Updated at ${formatOrderTime(updatedAt.toISOString())}`
            : ''}
      </Text>

      {!orders ? (
        <LoadFailed what="your orders" onRetry={() => void refresh()} retrying={refreshing} />
      ) : order ? (
        <OrderView order={order} />
      ) : query ? (
        <Paper withBorder radius="lg" p="xl" ta="center" role="alert">
          <Text fw={700} fz="lg">
            No order found
          </Text>
          <Text c="dimmed">
            We could not find an order matching “{query}”. Check the order ID in your confirmation message, or try the
            phone number you ordered with.
          </Text>
        </Paper>
      ) : (
        <Paper withBorder radius="lg" p="xl" ta="center">
          <Text fw={700} fz="lg">
            Where is my order?
          </Text>
          <Text c="dimmed" mb="sm">
            Enter the order ID from your confirmation SMS or e-mail (it looks like {SAMPLE_ID}), or the phone number you
            used when ordering.
          </Text>
          <Button variant="light" onClick={() => onSearch(SAMPLE_ID)}>
            See a sample order
          </Button>
        </Paper>
      )}
    </Container>
  );
}
