import '@mantine/core/styles/Paper.css';
import '@mantine/core/styles/Title.css';
import '@mantine/core/styles/Text.css';
import '@mantine/core/styles/Badge.css';
import '@mantine/core/styles/Group.css';
import { Badge, Group, Paper, Text, Title } from '@mantine/core';
import { statusColors, statusLabels, type Order } from '@/features/orders/order-schema';
import { formatOrderDayTime, formatOrderTime } from '@/features/orders/format-time';
import { OrderTimeline } from '@/features/orders/OrderTimeline';
import { LiveLocationCard } from '@/features/orders/LiveLocationCard';
import { OrderDetailsCard } from '@/features/orders/OrderDetailsCard';
import { PharmacyCard, RiderCard } from '@/features/orders/ContactCards';
import { HelpCard } from '@/features/orders/HelpCard';
import classes from '@/features/orders/TrackScreen.module.css';

export function OrderView({ order }: { order: Order }) {
  const delivered = order.status === 'delivered';
  return (
    <div className={classes.layout}>
      <div className={classes.column}>
        <Paper withBorder radius="lg" p="md" component="section" aria-labelledby="status-heading">
          <Group justify="space-between" align="flex-start" gap="xs">
            <div>
              <Title order={2} fz="lg" id="status-heading">
                Order {order.id}
              </Title>
              <Text fz="sm" c="dimmed">
                Placed {formatOrderDayTime(order.placedAt)}
              </Text>
            </div>
            <Badge size="lg" variant="light" color={statusColors[order.status]}>
              {statusLabels[order.status]}
            </Badge>
          </Group>
          {!delivered && (
            <Text fw={700} mt="sm">
              Arriving by {formatOrderTime(order.estimatedDelivery)}
            </Text>
          )}
          <div className={classes.timeline}>
            <OrderTimeline order={order} />
          </div>
        </Paper>
        {!delivered && <LiveLocationCard order={order} />}
      </div>
      <div className={classes.column}>
        <OrderDetailsCard order={order} />
        <PharmacyCard order={order} />
        <RiderCard order={order} />
        <HelpCard order={order} />
      </div>
    </div>
  );
}
