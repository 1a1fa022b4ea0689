import { useCallback, useState } from 'react';
import { Box, Container, NativeSelect, Table, Text, Title } from '@mantine/core';
import { formatDate, formatKobo, formatNaira } from '@/lib/format';
import { fetchPharmacyStats, type PharmacyStats } from '@/lib/orders/api';
import { usePolled } from '@/lib/orders/use-polled';
import { SectionCard } from '@/features/dashboard/components/SectionCard';
import { StatGrid } from '@/features/dashboard/components/StatGrid';
import { ScrollTable } from '@/components/ScrollTable';
import { analytics as m } from '@/features/dashboard/pharmacy-orders/analytics.messages';
import { useT } from '@/lib/i18n/use-t';

/** Each week as the weekly statement on /pharmacy/payouts has it: the same ledger lines, the same signs. */
function Weeks({ weeks }: { weeks: PharmacyStats['by_week'] }) {
  const t = useT();
  if (!weeks.length) return <Text size="sm">{t(m.noWeeks)}</Text>;
  return (
    <Box role="region" aria-label={t(m.byWeekRegion)} tabIndex={0} style={{ overflowX: 'auto' }}>
      <Table miw={560} data-testid="revenue-weeks">
        <Table.Thead>
          <Table.Tr>
            <Table.Th>{t(m.weekOf)}</Table.Th>
            <Table.Th ta="right">{t(m.delivered)}</Table.Th>
            <Table.Th ta="right">{t(m.orders)}</Table.Th>
            <Table.Th ta="right">{t(m.commission)}</Table.Th>
            <Table.Th ta="right">{t(m.refunds)}</Table.Th>
            <Table.Th ta="right">{t(m.earned)}</Table.Th>
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
  const t = useT();
  const [days, setDays] = useState(30);
  const fetcher = useCallback(() => fetchPharmacyStats(days), [days]);
  const { data: stats, error } = usePolled(fetcher, 60_000);
  const current = stats?.days === days ? stats : undefined;
  return (
    <Container size="lg" py="lg">
      <Title order={1} fz={{ base: 26, sm: 32 }}>
        {t(m.title)}
      </Title>
      <NativeSelect
        label={t(m.period)}
        w={200}
        my="md"
        value={String(days)}
        onChange={(e) => setDays(Number(e.currentTarget.value))}
        data={[
          { value: '7', label: t(m.last7) },
          { value: '30', label: t(m.last30) },
          { value: '90', label: t(m.last90) },
        ]}
      />
      {!current ? (
        <Text>{error ? t(m.failed, { error }) : t(m.loading)}</Text>
      ) : (
        <>
          <StatGrid
            stats={[
              { label: t(m.revenue), value: formatKobo(current.revenue_kobo), note: t(m.revenueNote) },
              { label: t(m.commission), value: formatKobo(current.commission_kobo) },
              { label: t(m.refunds), value: formatKobo(current.refunds_kobo), note: t(m.refundsNote) },
              { label: t(m.earned), value: formatKobo(current.earned_kobo), note: t(m.earnedNote) },
              { label: t(m.ordersPlaced), value: String(current.orders) },
              { label: t(m.delivered), value: String(current.delivered) },
              { label: t(m.averageOrder), value: current.delivered ? formatKobo(Math.round(current.revenue_kobo / current.delivered)) : '–' },
            ]}
          />
          <SectionCard title={t(m.byWeek)}>
            <Weeks weeks={current.by_week} />
          </SectionCard>
          <div style={{ height: 16 }} />
          <SectionCard title={t(m.byDay)}>
            {current.by_day.length ? (
              // Scrolls sideways inside its own region when longer words do not fit a phone.
              <ScrollTable label={t(m.byDay)} min={0}>
                <Table.Thead>
                  <Table.Tr>
                    <Table.Th>{t(m.day)}</Table.Th>
                    <Table.Th>{t(m.ordersPlaced)}</Table.Th>
                    <Table.Th>{t(m.revenue)}</Table.Th>
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
              </ScrollTable>
            ) : (
              <Text size="sm">{t(m.noDays)}</Text>
            )}
          </SectionCard>
          <div style={{ height: 16 }} />
          <SectionCard title={t(m.topProducts)}>
            {current.top_products.length ? (
              <ScrollTable label={t(m.topProducts)} min={0}>
                <Table.Thead>
                  <Table.Tr>
                    <Table.Th>{t(m.medicine)}</Table.Th>
                    <Table.Th>{t(m.units)}</Table.Th>
                    <Table.Th>{t(m.soldFor)}</Table.Th>
                  </Table.Tr>
                </Table.Thead>
                <Table.Tbody>
                  {current.top_products.map((p) => (
                    <Table.Tr key={p.name}>
                      <Table.Td translate="no">{p.name}</Table.Td>
                      <Table.Td>{p.quantity}</Table.Td>
                      <Table.Td>{formatNaira(Number(p.revenue))}</Table.Td>
                    </Table.Tr>
                  ))}
                </Table.Tbody>
              </ScrollTable>
            ) : (
              <Text size="sm">{t(m.noTop)}</Text>
            )}
          </SectionCard>
        </>
      )}
    </Container>
  );
}
