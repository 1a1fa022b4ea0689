import '@mantine/core/styles/Paper.css';
import '@mantine/core/styles/Badge.css';
import '@mantine/core/styles/Button.css';
import '@mantine/core/styles/Group.css';
import '@mantine/core/styles/Text.css';
import '@mantine/core/styles/Title.css';
import '@mantine/core/styles/Anchor.css';
import { useEffect, useRef } from 'react';
import { Anchor, Badge, Button, Group, Paper, Text, Title } from '@mantine/core';
import { isPaidOnline, paymentLabel } from '@/lib/orders/payment';
import { formatDateTime, formatNaira } from '@/lib/format';
import { IconCheck, IconClock, IconMapPin, IconPhone } from '@tabler/icons-react';
import type { LiveOrder } from '@/features/pharmacy/orders/from-server';
import { PrescriptionReview } from '@/features/pharmacy/orders/PrescriptionReview';
import { actionsFor, orderActions, statusTones, type OrderAction } from '@/features/pharmacy/orders/order-status';
import classes from '@/features/pharmacy/orders/Orders.module.css';

type Props = {
  order: LiveOrder;
  onAction: (order: LiveOrder, action: OrderAction) => void;
  onReview: (order: LiveOrder, approved: boolean) => void;
  /** An action of this card is on its way to the server. */
  busy: boolean;
  /** Set after this card's status changed, so keyboard users land back on it. */
  focusRequested: boolean;
};

const afterPharmacy: Partial<Record<LiveOrder['source']['status'], string>> = {
  picked_up: 'Picked up by the rider',
  out_for_delivery: 'Out for delivery',
  delivered: 'Delivered',
  declined: 'Declined',
};

export function OrderCard({ order, onAction, onReview, busy, focusRequested }: Props) {
  const { source } = order;
  const headingRef = useRef<HTMLHeadingElement>(null);
  const tone = statusTones[order.status];
  const headingId = `order-${order.id}`;

  useEffect(() => {
    if (focusRequested) headingRef.current?.focus();
  }, [focusRequested, order.status]);

  return (
    <Paper component="article" aria-labelledby={headingId} withBorder radius="lg" p="md" className={classes.card}>
      <Group justify="space-between" align="flex-start" gap="xs">
        <div>
          <Title order={2} fz="md" id={headingId} ref={headingRef} tabIndex={-1} className={classes.heading}>
            {order.id}
          </Title>
          <Text size="xs" c="dimmed" className={classes.meta}>
            <IconClock size={14} aria-hidden /> {formatDateTime(order.orderTime)}
          </Text>
        </div>
        <Group gap={6} justify="flex-end">
          {order.prescriptionUploaded && (
            <Badge variant="light" color="magani" leftSection={<IconCheck size={12} aria-hidden />} radius="sm">
              Prescription
            </Badge>
          )}
          <Badge variant="light" color={tone.color} c={tone.text} radius="sm" data-testid="order-status">
            {tone.label}
          </Badge>
        </Group>
      </Group>

      <Text fw={600} mt="sm">
        {order.customer}
      </Text>
      <Text size="sm" className={classes.meta}>
        <IconPhone size={14} aria-hidden />
        <Anchor href={`tel:${order.phone.replace(/\s/g, '')}`} size="sm">
          {order.phone}
        </Anchor>
      </Text>
      <Text size="sm" c="dimmed" className={classes.meta}>
        <IconMapPin size={14} aria-hidden /> {order.deliveryAddress}
      </Text>

      <ul className={classes.lines} aria-label="Medications">
        {order.medications.map((m) => (
          <li key={m.name}>
            <span>
              {m.name} × {m.quantity}
            </span>
            <span>{formatNaira(m.price * m.quantity)}</span>
          </li>
        ))}
      </ul>
      <Group justify="space-between" className={classes.total}>
        <Text fw={600} data-testid="order-payment">
          Total ({isPaidOnline(source) ? paymentLabel(source).toLowerCase() : 'pay on delivery'})
        </Text>
        <Text fw={700}>{formatNaira(order.totalAmount)}</Text>
      </Group>
      {(source.rider || afterPharmacy[source.status]) && (
        <Text size="sm" mt={4}>
          {[afterPharmacy[source.status], source.rider && `Rider: ${source.rider.name}`].filter(Boolean).join(' · ')}
          {source.decline_reason ? `: ${source.decline_reason}` : ''}
        </Text>
      )}
      <PrescriptionReview order={source} busy={busy} onReview={(approved) => onReview(order, approved)} />

      {actionsFor(order.status).length > 0 && (
        // Not `grow` (half the row each): on a 320 px phone "Accept Order" would be cut short.
        <Group gap="sm" mt="md" wrap="wrap">
          {actionsFor(order.status).map((action) => (
            <Button
              key={action}
              style={{ flex: '1 1 auto' }}
              variant={action === 'decline' ? 'outline' : 'filled'}
              color={action === 'decline' ? 'red.9' : undefined}
              onClick={() => onAction(order, action)}
              loading={busy && action !== 'decline'}
              disabled={action === 'accept' && source.prescription_status === 'pending'}
              aria-describedby={headingId}
            >
              {orderActions[action].label}
            </Button>
          ))}
        </Group>
      )}
    </Paper>
  );
}
