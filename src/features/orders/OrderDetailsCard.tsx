import '@mantine/core/styles/Paper.css';
import '@mantine/core/styles/Title.css';
import '@mantine/core/styles/Text.css';
import '@mantine/core/styles/Group.css';
import '@mantine/core/styles/Divider.css';
import { Divider, Group, Paper, Text, Title } from '@mantine/core';
import { paymentLabel } from '@/lib/orders/payment';
import { formatNaira } from '@/lib/format';
import type { Order } from '@/lib/orders/schema';
import { deliveryTimeLabel } from '@/features/orders/checkout/options';
import classes from '@/features/orders/OrderDetailsCard.module.css';

export function OrderDetailsCard({ order }: { order: Order }) {
  const { address } = order;
  return (
    <Paper withBorder radius="lg" p="md" component="section" aria-labelledby="details-heading">
      <Title order={2} fz="lg" mb="sm" id="details-heading">
        Order Details
      </Title>
      <ul className={classes.items}>
        {order.items.map((item) => (
          <li key={item.offer_id ?? `written-${item.name}`} className={classes.item}>
            <div>
              <Text fz="sm" fw={600}>
                {item.name} {item.strength}
              </Text>
              <Text fz="xs" c="dimmed">
                Qty {item.quantity} × {formatNaira(item.unit_price)}
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
        <Text fz="sm">Subtotal</Text>
        <Text fz="sm" fw={600} data-testid="order-subtotal">
          {formatNaira(order.subtotal)}
        </Text>
      </Group>
      <Group justify="space-between">
        <Text fz="sm">Delivery fee</Text>
        <Text fz="sm" fw={600} data-testid="order-delivery">
          {formatNaira(order.delivery_fee)}
        </Text>
      </Group>
      <Group justify="space-between" mt={6}>
        <Text fw={800}>Total</Text>
        <Text fw={800} data-testid="order-total">
          {formatNaira(order.total)}
        </Text>
      </Group>
      <Text fz="xs" c="dimmed" data-testid="order-payment">
        {order.payment_method === 'online' ? paymentLabel(order) : 'Pay on delivery: cash, transfer or card at the door.'}
      </Text>
      <Divider my="sm" />
      <Text fz="xs" c="dimmed">
        Delivering to
      </Text>
      <Text fz="sm">
        {address.street}
        {address.landmark ? ` (${address.landmark})` : ''}, {address.lga}, {address.state}
      </Text>
      <Text fz="sm">
        {order.contact_phone} · {deliveryTimeLabel(order.delivery_time)}
      </Text>
    </Paper>
  );
}
