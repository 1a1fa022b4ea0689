import { SimpleGrid, Text } from '@mantine/core';
import { formatNaira, formatTimeAgo } from '@/lib/format';
import { fetchPharmacyStats } from '@/lib/orders/api';
import { useOrderFeed } from '@/lib/orders/use-order-feed';
import { usePolled } from '@/lib/orders/use-polled';
import { ItemList } from '@/features/dashboard/components/ItemList';

const fetchWeek = () => fetchPharmacyStats(7);

const label: Record<string, string> = {
  placed: 'Pending Review', confirmed: 'Confirmed', preparing: 'Preparing', ready: 'Ready for Pickup',
  picked_up: 'With rider', out_for_delivery: 'Out for delivery', delivered: 'Delivered', declined: 'Declined', cancelled: 'Cancelled',
};

/** The pharmacy's real order figures and latest orders, from the orders table. */
export function PharmacyOrderFigures() {
  const { data: stats, error } = usePolled(fetchWeek, 15_000);
  const feed = useOrderFeed();
  const count = (s: string) => stats?.by_status[s] ?? 0;
  const figures = stats && [
    { label: "Today's orders", value: String(stats.today.orders) },
    { label: 'Pending review', value: String(count('placed')) },
    { label: 'In progress', value: String(count('confirmed') + count('preparing') + count('ready')) },
    { label: 'Revenue, 7 days', value: formatNaira(Number(stats.revenue)), note: `${stats.delivered} delivered` },
  ];
  const recent = (feed.orders ?? []).slice(0, 5);
  return (
    <div data-testid="pharmacy-order-figures">
      {figures ? (
        <SimpleGrid cols={2} spacing="xs" mb="sm" component="dl" m={0}>
          {figures.map((f) => (
            <div key={f.label}>
              <Text component="dt" size="xs" c="dimmed">
                {f.label}
              </Text>
              <Text component="dd" fw={700} m={0}>
                {f.value}
              </Text>
            </div>
          ))}
        </SimpleGrid>
      ) : (
        <Text size="sm">{error ? 'Order figures could not be loaded.' : 'Loading order figures…'}</Text>
      )}
      {feed.orders && !recent.length ? (
        <Text size="sm">No orders yet. Orders from patients will appear here.</Text>
      ) : (
        <ItemList
          items={recent.map((o) => ({
            key: o.id,
            title: `${o.customer_name ?? 'Patient'} · ${o.items.map((i) => i.name).join(', ')}`,
            lines: [`${o.reference} · ${formatTimeAgo(new Date(o.created_at))} · ${label[o.status]}`],
            aside: <strong>{formatNaira(o.total)}</strong>,
          }))}
        />
      )}
    </div>
  );
}
