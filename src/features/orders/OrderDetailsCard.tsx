import { Divider, Group, Paper, Text, Title } from '@mantine/core';
import { paymentLabel } from '@/lib/orders/payment';
import { formatNaira } from '@/lib/format';
import { formatPhone } from '@/lib/format-phone';
import type { Order } from '@/lib/orders/schema';
import { deliveryTimeLabel } from '@/features/orders/checkout/options';
import classes from '@/features/orders/OrderDetailsCard.module.css';
import { useT } from '@/lib/i18n/use-t';
import { track as m } from '@/features/orders/track.messages';

export function OrderDetailsCard({ order }: { order: Order }) {
  const t = useT();
  const { address } = order;
  return (
    <Paper withBorder radius="lg" p="md" component="section" aria-labelledby="details-heading">
      <Title order={2} fz="lg" mb="sm" id="details-heading">
        {t(m.details)}
      </Title>
      <ul className={classes.items}>
        {order.items.map((item) => (
          <li key={item.offer_id ?? `written-${item.name}`} className={classes.item}>
            <div>
              <Text fz="sm" fw={600} translate="no">
                {item.name} {item.strength}
              </Text>
              <Text fz="xs" c="dimmed">
                {t(m.qty, { quantity: item.quantity, price: formatNaira(item.unit_price) })}
              </Text>
            </div>
            <Text fz="sm" fw={600}>
              {formatNaira(item.line_total)}
            </Text>
          </li>
        ))}
      </ul>
      <Divider my="sm" />
      <Group justify="space-between">
        <Text fz="sm">{t(m.subtotal)}</Text>
        <Text fz="sm" fw={600} data-testid="order-subtotal">
          {formatNaira(order.subtotal)}
        </Text>
      </Group>
      <Group justify="space-between">
        <Text fz="sm">{t(m.deliveryFee)}</Text>
        <Text fz="sm" fw={600} data-testid="order-delivery">
          {formatNaira(order.delivery_fee)}
        </Text>
      </Group>
      <Group justify="space-between" mt={6}>
        <Text fw={800}>{t(m.total)}</Text>
        <Text fw={800} data-testid="order-total">
          {formatNaira(order.total)}
        </Text>
      </Group>
      <Text fz="xs" c="dimmed" data-testid="order-payment">
        {order.payment_method === 'online' ? paymentLabel(order) : t(m.payAtDoor)}
      </Text>
      <Divider my="sm" />
      <Text fz="xs" c="dimmed">
        {t(m.deliveringTo)}
      </Text>
      <Text fz="sm" translate="no">
        {address.street}
        {address.landmark ? ` (${address.landmark})` : ''}, {address.lga}, {address.state}
      </Text>
      <Text fz="sm">
        <span translate="no">{formatPhone(order.contact_phone)}</span> · {deliveryTimeLabel(order.delivery_time)}
      </Text>
    </Paper>
  );
}
