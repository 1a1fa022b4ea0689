import { SimpleGrid, Text } from '@mantine/core';
import { formatNaira } from '@/lib/format';
import { formatTimeAgo } from '@/lib/time-ago';
import { fetchPharmacyStats } from '@/lib/orders/api';
import { useOrderFeed } from '@/lib/orders/use-order-feed';
import { usePolled } from '@/lib/orders/use-polled';
import { useT } from '@/lib/i18n/use-t';
import { ItemList } from '@/features/dashboard/components/ItemList';
import { dashboard as m } from '@/features/dashboard/pharmacy/dashboard.messages';
import { orderStates } from '@/lib/orders/pharmacy-states.messages';

const fetchWeek = () => fetchPharmacyStats(7);

const label = {
  placed: orderStates.placed, confirmed: orderStates.confirmed, preparing: orderStates.preparing, ready: orderStates.ready,
  picked_up: orderStates.pickedUp, out_for_delivery: orderStates.outForDelivery, delivered: orderStates.delivered,
  declined: orderStates.declined, cancelled: orderStates.cancelled,
};

/** The pharmacy's real order figures and latest orders, from the orders table. */
export function PharmacyOrderFigures() {
  const t = useT();
  const { data: stats, error } = usePolled(fetchWeek, 15_000);
  const feed = useOrderFeed();
  const count = (s: string) => stats?.by_status[s] ?? 0;
  const figures = stats && [
    { label: t(m.todaysOrders), value: String(stats.today.orders) },
    { label: t(m.pendingReview), value: String(count('placed')) },
    { label: t(m.inProgress), value: String(count('confirmed') + count('preparing') + count('ready')) },
    { label: t(m.revenueWeek), value: formatNaira(Number(stats.revenue)), note: t(m.deliveredCount, { count: stats.delivered }) },
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
        <Text size="sm">{t(error ? m.figuresFailed : m.loadingFigures)}</Text>
      )}
      {feed.orders && !recent.length ? (
        <Text size="sm">{t(m.noOrders)}</Text>
      ) : (
        <ItemList
          items={recent.map((o) => ({
            key: o.id,
            // The patient's name and the medicines are the order's own words.
            title: o.customer_name ? (
              <span translate="no">{`${o.customer_name} · ${o.items.map((i) => i.name).join(', ')}`}</span>
            ) : (
              <>
                {t(m.patient)} · <span translate="no">{o.items.map((i) => i.name).join(', ')}</span>
              </>
            ),
            lines: [
              <>
                <span translate="no">{o.reference}</span> · {formatTimeAgo(new Date(o.created_at))} · {t(label[o.status])}
              </>,
            ],
            aside: <strong>{formatNaira(o.total)}</strong>,
          }))}
        />
      )}
    </div>
  );
}
