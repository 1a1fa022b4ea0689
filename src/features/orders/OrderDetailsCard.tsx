import '@mantine/core/styles/Paper.css';
import '@mantine/core/styles/Title.css';
import '@mantine/core/styles/Text.css';
import '@mantine/core/styles/Group.css';
import '@mantine/core/styles/Divider.css';
import { Divider, Group, Paper, Text, Title } from '@mantine/core';
import { formatNaira } from '@/lib/format';
import type { Order } from '@/features/orders/order-schema';
import { orderTotal } from '@/features/orders/order-lookup';
import classes from '@/features/orders/OrderDetailsCard.module.css';

export function OrderDetailsCard({ order }: { order: Order }) {
  return (
    <Paper withBorder radius="lg" p="md" component="section" aria-labelledby="details-heading">
      <Title order={2} fz="lg" mb="sm" id="details-heading">
        Order Details
      </Title>
      <ul className={classes.items}>
        {order.items.map((item) => (
          <li key={item.name} className={classes.item}>
            <div>
              <Text fz="sm" fw={600}>
                {item.name}
              </Text>
              <Text fz="xs" c="dimmed">
                Qty {item.quantity} × {formatNaira(item.price)}
              </Text>
            </div>
            <Text fz="sm" fw={600}>
              {formatNaira(item.price * item.quantity)}
            </Text>
          </li>
        ))}
      </ul>
      <Divider my="sm" />
      <Group justify="space-between">
        <Text fz="sm">Subtotal</Text>
        <Text fz="sm" fw={600} data-testid="order-subtotal">
          {formatNaira(order.totalAmount)}
        </Text>
      </Group>
      <Group justify="space-between">
        <Text fz="sm">Delivery fee</Text>
        <Text fz="sm" fw={600} data-testid="order-delivery">
          {formatNaira(order.deliveryFee)}
        </Text>
      </Group>
      <Group justify="space-between" mt={6}>
        <Text fw={800}>Total</Text>
        <Text fw={800} data-testid="order-total">
          {formatNaira(orderTotal(order))}
        </Text>
      </Group>
      <Divider my="sm" />
      <Text fz="xs" c="dimmed">
        Delivering to
      </Text>
      <Text fz="sm" fw={600}>
        {order.deliveryAddress.name}
      </Text>
      <Text fz="sm">{order.deliveryAddress.address}</Text>
    </Paper>
  );
}
