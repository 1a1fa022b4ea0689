import { lazy, Suspense, useState } from 'react';
import { Badge, Button, Group, Paper, Text, Title } from '@mantine/core';
import { ConfirmDialog } from '@/components/ConfirmDialog';
import type { Order } from '@/lib/orders/schema';
import { runOrderAction } from '@/lib/orders/api';
import { formatDayTime } from '@/lib/format';
import { OrderTimeline } from '@/features/orders/OrderTimeline';
import { OrderDetailsCard } from '@/features/orders/OrderDetailsCard';
import { DeliveryCodeCard, PharmacyCard, RiderCard } from '@/features/orders/ContactCards';
import { HelpCard } from '@/features/orders/HelpCard';
import { statusColors, statusLabels } from '@/features/orders/track-steps';
import classes from '@/features/orders/TrackScreen.module.css';
import { useT } from '@/lib/i18n/use-t';
import { translate } from '@/lib/i18n/i18n';
import { track as m } from '@/features/orders/track.messages';

// Only delivered orders offer it: its own chunk, loaded for them.
const RefillReminderCard = lazy(() => import('@/features/orders/RefillReminderCard'));

// A longer state (another language) wraps inside its badge rather than widening the page.
const wrapping = { root: { height: 'auto', maxWidth: '100%' }, label: { whiteSpace: 'normal' } } as const;

export function OrderView({ order, onChanged }: { order: Order; onChanged: () => Promise<void> }) {
  const t = useT();
  const [cancelling, setCancelling] = useState(false);
  const [asking, setAsking] = useState(false);
  const [error, setError] = useState<string>();
  const cancel = async () => {
    setAsking(false);
    setCancelling(true);
    setError(undefined);
    try {
      await runOrderAction('cancel_order', order.id);
      await onChanged();
    } catch (err) {
      setError(err instanceof Error ? err.message : translate(m.cancelFailed));
    } finally {
      setCancelling(false);
    }
  };
  return (
    <div className={classes.layout}>
      <div className={classes.column}>
        <Paper withBorder radius="lg" p="md" component="section" aria-labelledby="status-heading">
          <Group justify="space-between" align="flex-start" gap="xs">
            <div>
              <Title order={2} fz="lg" id="status-heading">
                {t(m.order, { reference: order.reference })}
              </Title>
              <Text fz="sm" c="dimmed">
                {t(m.placed, { when: formatDayTime(order.created_at), pharmacy: order.pharmacy.name })}
              </Text>
            </div>
            <Badge styles={wrapping} size="lg" variant="light" color={statusColors[order.status]} c="dark.8" data-testid="order-status">
              {t(statusLabels[order.status])}
            </Badge>
          </Group>
          {order.status === 'declined' && (
            <Text mt="sm" c="red.9" role="alert">
              {t(m.declined, { reason: order.decline_reason })}
            </Text>
          )}
          {order.prescription_status === 'pending' && order.status === 'placed' && (
            <Text mt="sm" fz="sm">
              {t(m.checkingPrescription)}
            </Text>
          )}
          <div className={classes.timeline}>
            <OrderTimeline order={order} />
          </div>
          {order.status === 'placed' && (
            <Group mt="md" gap="sm">
              <Button variant="default" color="red" loading={cancelling} onClick={() => setAsking(true)}>
                {t(m.cancel)}
              </Button>
              <ConfirmDialog
                opened={asking}
                title={t(m.cancelTitle, { reference: order.reference })}
                confirmLabel={t(m.cancelYes)}
                cancelLabel={t(m.cancelNo)}
                destructive
                onConfirm={() => void cancel()}
                onCancel={() => setAsking(false)}
              >
                {t(m.cancelText, { pharmacy: order.pharmacy.name })}
              </ConfirmDialog>
              {error && (
                <Text c="red.9" fz="sm" role="alert">
                  {error}
                </Text>
              )}
            </Group>
          )}
        </Paper>
        <DeliveryCodeCard order={order} />
        {order.status === 'delivered' && (
          <Suspense fallback={null}>
            <RefillReminderCard orderId={order.id} />
          </Suspense>
        )}
      </div>
      <div className={classes.column}>
        <OrderDetailsCard order={order} />
        <RiderCard order={order} />
        <PharmacyCard order={order} />
        <HelpCard order={order} />
      </div>
    </div>
  );
}
