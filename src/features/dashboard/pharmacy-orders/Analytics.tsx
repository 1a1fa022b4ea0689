import { useCallback, useState } from 'react';
import { Box, Container, NativeSelect, Table, Text, Title } from '@mantine/core';
import { formatDate, formatKobo, formatNaira } from '@/lib/format';
import { fetchPharmacyStats, type PharmacyStats } from '@/lib/orders/api';
import { usePolled } from '@/lib/orders/use-polled';
import { SectionCard } from '@/features/dashboard/components/SectionCard';
import { StatGrid } from '@/features/dashboard/components/StatGrid';

/** Each week as the weekly statement on /pharmacy/payouts has it: the same ledger lines, the same signs. */
function Weeks({ weeks }: { weeks: PharmacyStats['by_week'] }) {
  if (!weeks.length) return <Text size="sm">No order delivered in these weeks yet.</Text>;
  return (
    <Box role="region" aria-label="Revenue by week" tabIndex={0} style={{ overflowX: 'auto' }}>
      <Table miw={560} data-testid="revenue-weeks">
        <Table.Thead>
          <Table.Tr>
            <Table.Th>Week of</Table.Th>
            <Table.Th ta="right">Delivered</Table.Th>
            <Table.Th ta="right">Orders</Table.Th>
            <Table.Th ta="right">Commission</Table.Th>
            <Table.Th ta="right">Refunds</Table.Th>
            <Table.Th ta="right">Earned</Table.Th>
          </Table.Tr>
        </Table.Thead>
        <Table.Tbody>
          {weeks.map((w) => (
            <Table.Tr key={w.week_start} data-week={w.week_start}>
              <Table.Th scope="row">{formatDate(`${w.week_start}T12:00:00Z`)}</Table.Th>
              <Table.Td ta="right">{w.delivered}</Table.Td>
              <Table.Td ta="right">{formatKobo(w.revenue_kobo)}</Table.Td>
              <Table.Td ta="right">{formatKobo(-w.commission_kobo)}</Table.Td>
              <Table.Td ta="right">{formatKobo(-w.refunds_kobo)}</Table.Td>
              <Table.Td ta="right">{formatKobo(w.earned_kobo)}</Table.Td>
            </Table.Tr>
          ))}
        </Table.Tbody>
      </Table>
    </Box>
  );
}

/**
 * Revenue, commission and refunds from the pharmacy's ledger lines (the figures of its weekly
 * statements), orders by day and top products from its orders.
 */
export function PharmacyAnalytics() {
  const [days, setDays] = useState(30);
  const fetcher = useCallback(() => fetchPharmacyStats(days), [days]);
  const { data: stats, error } = usePolled(fetcher, 60_000);
  const current = stats?.days === days ? stats : undefined;
  return (
    <Container size="lg" py="lg">
      <Title order={1} fz={{ base: 26, sm: 32 }}>
        Analytics
      </Title>
      <NativeSelect
        label="Period"
        w={200}
        my="md"
        value={String(days)}
        onChange={(e) => setDays(Number(e.currentTarget.value))}
        data={[
          { value: '7', label: 'Last 7 days' },
          { value: '30', label: 'Last 30 days' },
          { value: '90', label: 'Last 90 days' },
        ]}
      />
      {!current ? (
        <Text>{error ? `Figures could not be loaded: ${error}` : 'Loading figures…'}</Text>
      ) : (
        <>
          <StatGrid
            stats={[
              { label: 'Revenue', value: formatKobo(current.revenue_kobo), note: 'Items of the orders delivered, before commission' },
              { label: 'Commission', value: formatKobo(current.commission_kobo) },
              { label: 'Refunds', value: formatKobo(current.refunds_kobo), note: 'Earnings given back for refunded orders' },
              { label: 'Earned', value: formatKobo(current.earned_kobo), note: 'Revenue less commission and refunds' },
              { label: 'Orders placed', value: String(current.orders) },
              { label: 'Delivered', value: String(current.delivered) },
              { label: 'Average order', value: current.delivered ? formatKobo(Math.round(current.revenue_kobo / current.delivered)) : '–' },
            ]}
          />
          <SectionCard title="By week, as in your weekly statements">
            <Weeks weeks={current.by_week} />
          </SectionCard>
          <div style={{ height: 16 }} />
          <SectionCard title="By day">
            {current.by_day.length ? (
              <Table>
                <Table.Thead>
                  <Table.Tr>
                    <Table.Th>Day</Table.Th>
                    <Table.Th>Orders placed</Table.Th>
                    <Table.Th>Revenue</Table.Th>
                  </Table.Tr>
                </Table.Thead>
                <Table.Tbody>
                  {current.by_day.map((d) => (
                    <Table.Tr key={d.day}>
                      <Table.Td>{formatDate(d.day)}</Table.Td>
                      <Table.Td>{d.orders}</Table.Td>
                      <Table.Td>{formatKobo(d.revenue_kobo)}</Table.Td>
                    </Table.Tr>
                  ))}
                </Table.Tbody>
              </Table>
            ) : (
              <Text size="sm">No orders in this period yet.</Text>
            )}
          </SectionCard>
          <div style={{ height: 16 }} />
          <SectionCard title="Top products">
            {current.top_products.length ? (
              <Table>
                <Table.Thead>
                  <Table.Tr>
                    <Table.Th>Medicine</Table.Th>
                    <Table.Th>Units</Table.Th>
                    <Table.Th>Sold for</Table.Th>
                  </Table.Tr>
                </Table.Thead>
                <Table.Tbody>
                  {current.top_products.map((p) => (
                    <Table.Tr key={p.name}>
                      <Table.Td>{p.name}</Table.Td>
                      <Table.Td>{p.quantity}</Table.Td>
                      <Table.Td>{formatNaira(Number(p.revenue))}</Table.Td>
                    </Table.Tr>
                  ))}
                </Table.Tbody>
              </Table>
            ) : (
              <Text size="sm">Top products appear once orders are delivered.</Text>
            )}
          </SectionCard>
        </>
      )}
    </Container>
  );
}
