import { useEffect, useRef } from 'react';
import { Anchor, Badge, Button, Group, Paper, Text, Title } from '@mantine/core';
import { isPaidOnline, paymentLabel } from '@/lib/orders/payment';
import { formatDateTime, formatNaira } from '@/lib/format';
import { formatPhone } from '@/lib/format-phone';
import { IconCheck, IconClock, IconMapPin, IconPhone } from '@tabler/icons-react';
import type { LiveOrder } from '@/features/pharmacy/orders/from-server';
import { PrescriptionReview } from '@/features/pharmacy/orders/PrescriptionReview';
import { actionsFor, orderActions, statusTones, type OrderAction } from '@/features/pharmacy/orders/order-status';
import classes from '@/features/pharmacy/orders/Orders.module.css';
import { orders as m } from '@/features/pharmacy/orders/orders.messages';
import { orderStates } from '@/lib/orders/pharmacy-states.messages';
import type { Message } from '@/lib/i18n/i18n';
import { useT } from '@/lib/i18n/use-t';

type Props = {
  order: LiveOrder;
  onAction: (order: LiveOrder, action: OrderAction) => void;
  onReview: (order: LiveOrder, approved: boolean) => void;
  /** An action of this card is on its way to the server. */
  busy: boolean;
  /** Set after this card's status changed, so keyboard users land back on it. */
  focusRequested: boolean;
};

const afterPharmacy: Partial<Record<LiveOrder['source']['status'], Message>> = {
  picked_up: orderStates.pickedUpByRider,
  out_for_delivery: orderStates.outForDelivery,
  delivered: orderStates.delivered,
  declined: orderStates.declined,
};

export function OrderCard({ order, onAction, onReview, busy, focusRequested }: Props) {
  const t = useT();
  const { source } = order;
  const after = afterPharmacy[source.status];
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
          <Title order={2} fz="md" id={headingId} ref={headingRef} tabIndex={-1} className={classes.heading} translate="no">
            {order.id}
          </Title>
          <Text size="xs" c="dimmed" className={classes.meta}>
            <IconClock size={14} aria-hidden /> {formatDateTime(order.orderTime)}
          </Text>
        </div>
        <Group gap={6} justify="flex-end">
          {order.prescriptionUploaded && (
            <Badge variant="light" color="magani" leftSection={<IconCheck size={12} aria-hidden />} radius="sm">
              {t(m.prescription)}
            </Badge>
          )}
          <Badge variant="light" color={tone.color} c={tone.text} radius="sm" data-testid="order-status">
            {t(tone.label)}
          </Badge>
        </Group>
      </Group>

      <Text fw={600} mt="sm" translate={source.customer_name ? 'no' : undefined}>
        {source.customer_name ?? t(m.patient)}
      </Text>
      <Text size="sm" className={classes.meta}>
        <IconPhone size={14} aria-hidden />
        <Anchor href={`tel:${order.phone.replace(/\s/g, '')}`} size="sm">
          {formatPhone(order.phone)}
        </Anchor>
      </Text>
      <Text size="sm" c="dimmed" className={classes.meta} translate="no">
        <IconMapPin size={14} aria-hidden /> {order.deliveryAddress}
      </Text>

      <ul className={classes.lines} aria-label={t(m.medications)}>
        {order.medications.map((line) => (
          <li key={line.name}>
            <span translate="no">
              {line.name} × {line.quantity}
            </span>
            <span>{formatNaira(line.price * line.quantity)}</span>
          </li>
        ))}
      </ul>
      <Group justify="space-between" className={classes.total}>
        <Text fw={600} data-testid="order-payment">
          {isPaidOnline(source) ? t(m.totalPaid, { payment: paymentLabel(source).toLowerCase() }) : t(m.totalOnDelivery)}
        </Text>
        <Text fw={700}>{formatNaira(order.totalAmount)}</Text>
      </Group>
      {(source.rider || after) && (
        <Text size="sm" mt={4}>
          {after && t(after)}
          {after && source.rider && ' · '}
          {source.rider && t(m.rider, { name: source.rider.name })}
          {/* What the pharmacy wrote when it declined: never translated. */}
          {source.decline_reason && (
            <>
              : <span translate="no">{source.decline_reason}</span>
            </>
          )}
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
              {t(orderActions[action].label)}
            </Button>
          ))}
        </Group>
      )}
    </Paper>
  );
}
