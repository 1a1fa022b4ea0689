import { useState } from 'react';
import { Badge, Button, Container, Group, Paper, Stack, Text, Title } from '@mantine/core';
import { Link, useNavigate } from '@tanstack/react-router';
import { SavedCopyNotice } from '@/components/SavedCopyNotice';
import { useSessionHint } from '@/lib/auth/hint';
import { formatDayTime, formatNaira } from '@/lib/format';
import { LiveBadge } from '@/lib/orders/LiveBadge';
import type { Order } from '@/lib/orders/schema';
import { useOrderFeed } from '@/lib/orders/use-order-feed';
import { reorder } from '@/features/orders/history/reorder';
import { statusColors, statusLabels } from '@/features/orders/track-steps';

function OrderRow({ order }: { order: Order }) {
  const navigate = useNavigate();
  const [message, setMessage] = useState<string>();
  const [busy, setBusy] = useState(false);
  const again = async () => {
    setBusy(true);
    try {
      const { added, skipped } = await reorder(order);
      if (added) await navigate({ to: '/cart' });
      else setMessage(skipped ? 'These medicines are no longer available from this pharmacy.' : 'Nothing to add.');
    } catch {
      setMessage('Could not check today’s prices. Check your connection and try again.');
    } finally {
      setBusy(false);
    }
  };
  return (
    <Paper withBorder radius="lg" p="md" component="li" data-testid="order-row">
      <Group justify="space-between" align="flex-start" gap="xs">
        <div>
          <Text fw={700}>{order.reference}</Text>
          <Text fz="sm" c="dimmed">
            {formatDayTime(order.created_at)} · {order.pharmacy.name}
          </Text>
        </div>
        <Badge variant="light" color={statusColors[order.status]} c="dark.8">
          {statusLabels[order.status]}
        </Badge>
      </Group>
      <Text fz="sm" mt="xs">
        {order.items.map((i) => `${i.quantity} × ${i.name}`).join(', ')}
      </Text>
      <Group justify="space-between" mt="xs" gap="xs">
        <Text fw={700}>{formatNaira(order.total)}</Text>
        <Group gap="xs">
          <Button renderRoot={(props) => <Link {...props} to="/orders/track" search={{ id: order.reference }} />} variant="default" size="xs">
            Track
          </Button>
          {order.status === 'delivered' && (
            <Button renderRoot={(props) => <Link {...props} to="/reviews/order/$id" params={{ id: order.id }} />} variant="light" size="xs">
              Rate pharmacy
            </Button>
          )}
          <Button size="xs" loading={busy} onClick={() => void again()} aria-label={`Reorder ${order.reference}`}>
            Reorder
          </Button>
        </Group>
      </Group>
      {message && (
        <Text fz="sm" c="red.9" role="alert" mt={4}>
          {message}
        </Text>
      )}
    </Paper>
  );
}

export function OrdersHistory() {
  const hint = useSessionHint();
  const patient = hint.signedIn && (!hint.role || hint.role === 'patient');
  const feed = useOrderFeed(patient, 'orders');
  return (
    <Container size="md" py="lg">
      <Title order={1} fz={{ base: 28, md: 34 }}>
        My Orders
      </Title>
      {!patient ? (
        <Text mt="md">
          <Link to="/auth/login" search={{ redirect: '/orders' }}>
            Sign in
          </Link>{' '}
          to see your orders.
        </Text>
      ) : (
        <>
          <LiveBadge status={feed.status} />
          <SavedCopyNotice savedAt={feed.savedAt} />
          {!feed.orders ? (
            <Text c="dimmed" mt="md">
              {feed.error ? 'Your orders could not be loaded. Check your connection.' : 'Loading your orders…'}
            </Text>
          ) : feed.orders.length === 0 ? (
            <Paper withBorder radius="lg" p="xl" ta="center" mt="md">
              <Text fw={700}>No orders yet</Text>
              <Button component={Link} to="/drugs/search" mt="sm">
                Find medicines
              </Button>
            </Paper>
          ) : (
            <Stack component="ul" gap="sm" mt="md" p={0} style={{ listStyle: 'none' }}>
              {feed.orders.map((o) => (
                <OrderRow key={o.id} order={o} />
              ))}
            </Stack>
          )}
        </>
      )}
    </Container>
  );
}
