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
import { useT } from '@/lib/i18n/use-t';
import type { Message } from '@/lib/i18n/i18n';
import { withSlots } from '@/lib/i18n/slots';
import { history as m } from '@/features/orders/history/history.messages';

// A longer state (another language) wraps inside its badge rather than widening the page.
const wrapping = { root: { height: 'auto', maxWidth: '100%' }, label: { whiteSpace: 'normal' } } as const;

function OrderRow({ order }: { order: Order }) {
  const t = useT();
  const navigate = useNavigate();
  // Kept as a message, so it follows a change of language.
  const [message, setMessage] = useState<Message>();
  const [busy, setBusy] = useState(false);
  const again = async () => {
    setBusy(true);
    try {
      const { added, skipped } = await reorder(order);
      if (added) await navigate({ to: '/cart' });
      else setMessage(skipped ? m.gone : m.nothing);
    } catch {
      setMessage(m.pricesFailed);
    } finally {
      setBusy(false);
    }
  };
  return (
    <Paper withBorder radius="lg" p="md" component="li" data-testid="order-row">
      <Group justify="space-between" align="flex-start" gap="xs">
        <div>
          <Text fw={700} translate="no">{order.reference}</Text>
          <Text fz="sm" c="dimmed">
            {formatDayTime(order.created_at)} · <span translate="no">{order.pharmacy.name}</span>
          </Text>
        </div>
        <Badge styles={wrapping} variant="light" color={statusColors[order.status]} c="dark.8">
          {t(statusLabels[order.status])}
        </Badge>
      </Group>
      <Text fz="sm" mt="xs" translate="no">
        {order.items.map((i) => `${i.quantity} × ${i.name}`).join(', ')}
      </Text>
      <Group justify="space-between" mt="xs" gap="xs">
        <Text fw={700}>{formatNaira(order.total)}</Text>
        <Group gap="xs">
          <Button renderRoot={(props) => <Link {...props} to="/orders/track" search={{ id: order.reference }} />} variant="default" size="xs">
            {t(m.track)}
          </Button>
          {order.status === 'delivered' && (
            <Button renderRoot={(props) => <Link {...props} to="/reviews/order/$id" params={{ id: order.id }} />} variant="light" size="xs">
              {t(m.rate)}
            </Button>
          )}
          <Button size="xs" loading={busy} onClick={() => void again()} aria-label={t(m.reorderLabel, { reference: order.reference })}>
            {t(m.reorder)}
          </Button>
        </Group>
      </Group>
      {message && (
        <Text fz="sm" c="red.9" role="alert" mt={4}>
          {t(message)}
        </Text>
      )}
    </Paper>
  );
}

export function OrdersHistory() {
  const t = useT();
  const hint = useSessionHint();
  const patient = hint.signedIn && (!hint.role || hint.role === 'patient');
  const feed = useOrderFeed(patient, 'orders');
  return (
    <Container size="md" py="lg">
      <Title order={1} fz={{ base: 28, md: 34 }}>
        {t(m.title)}
      </Title>
      {!patient ? (
        <Text mt="md">
          {withSlots(t(m.signIn, { link: '{link}' }), {
            link: (
              <Link to="/auth/login" search={{ redirect: '/orders' }}>
                {t(m.signInLink)}
              </Link>
            ),
          })}
        </Text>
      ) : (
        <>
          <LiveBadge status={feed.status} />
          <SavedCopyNotice savedAt={feed.savedAt} />
          {!feed.orders ? (
            <Text c="dimmed" mt="md">
              {t(feed.error ? m.loadFailed : m.loading)}
            </Text>
          ) : feed.orders.length === 0 ? (
            <Paper withBorder radius="lg" p="xl" ta="center" mt="md">
              <Text fw={700}>{t(m.none)}</Text>
              <Button component={Link} to="/drugs/search" mt="sm">
                {t(m.findMedicines)}
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
