import { Paper, SimpleGrid, Text } from '@mantine/core';
import { formatCount, formatNaira } from '@/lib/format';
import type { Report } from '@/features/admin/reports/reports-api';
import classes from '@/features/admin/reports/Reports.module.css';

export function ReportTiles({ totals }: { totals: Report['totals'] }) {
  const tiles = [
    { key: 'orders', label: 'Orders', value: formatCount(totals.orders), note: `${formatCount(totals.delivered)} delivered · ${formatCount(totals.cancelled)} cancelled or declined` },
    { key: 'revenue', label: 'Revenue', value: formatNaira(totals.revenue), note: 'Delivered orders only' },
    { key: 'consultations', label: 'Consultations', value: formatCount(totals.consultations), note: `${formatCount(totals.completed)} completed` },
    { key: 'fees', label: 'Consultation fees', value: formatNaira(totals.fees), note: 'Owed for completed consultations' },
  ];
  return (
    <SimpleGrid component="ul" aria-label="Totals for the period" cols={{ base: 1, xs: 2, md: 4 }} spacing={{ base: 'xs', sm: 'md' }} className={classes.tiles}>
      {tiles.map((t) => (
        <Paper component="li" key={t.key} withBorder radius="lg" p={{ base: 'sm', sm: 'md' }} data-testid={`report-${t.key}`}>
          <Text size="sm" c="dimmed">
            {t.label}
          </Text>
          <Text fw={700} fz={{ base: 22, sm: 28 }} lh={1.3} style={{ overflowWrap: 'anywhere' }}>
            {t.value}
          </Text>
          <Text size="xs" c="dimmed">
            {t.note}
          </Text>
        </Paper>
      ))}
    </SimpleGrid>
  );
}
