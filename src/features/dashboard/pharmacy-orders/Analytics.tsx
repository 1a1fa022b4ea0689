import { useCallback, useState } from 'react';
import { Container, NativeSelect, Table, Text, Title } from '@mantine/core';
import { formatDate, formatNaira } from '@/lib/format';
import { fetchPharmacyStats } from '@/lib/orders/api';
import { usePolled } from '@/lib/orders/use-polled';
import { SectionCard } from '@/features/dashboard/components/SectionCard';
import { StatGrid } from '@/features/dashboard/components/StatGrid';

/** Revenue (delivered orders), orders by day and top products, from the pharmacy's orders. */
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
              { label: 'Revenue', value: formatNaira(Number(current.revenue)), note: 'Delivered orders, before delivery fees' },
              { label: 'Orders', value: String(current.orders) },
              { label: 'Delivered', value: String(current.delivered) },
              { label: 'Average order', value: current.delivered ? formatNaira(Number(current.revenue) / current.delivered) : '–' },
            ]}
          />
          <SectionCard title="By day">
            {current.by_day.length ? (
              <Table>
                <Table.Thead>
                  <Table.Tr>
                    <Table.Th>Day</Table.Th>
                    <Table.Th>Orders</Table.Th>
                    <Table.Th>Revenue</Table.Th>
                  </Table.Tr>
                </Table.Thead>
                <Table.Tbody>
                  {current.by_day.map((d) => (
                    <Table.Tr key={d.day}>
                      <Table.Td>{formatDate(d.day)}</Table.Td>
                      <Table.Td>{d.orders}</Table.Td>
                      <Table.Td>{formatNaira(Number(d.revenue))}</Table.Td>
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
                    <Table.Th>Revenue</Table.Th>
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
