import { Paper, SimpleGrid, Text } from '@mantine/core';
import { formatCount, formatNaira } from '@/lib/format';
import type { Report } from '@/features/admin/reports/reports-api';
import { useT } from '@/lib/i18n/use-t';
import { reports as messages } from '@/features/admin/reports/reports.messages';
import classes from '@/features/admin/reports/Reports.module.css';

export function ReportTiles({ totals }: { totals: Report['totals'] }) {
  const t = useT();
  const tiles = [
    {
      key: 'orders',
      label: t(messages.orders),
      value: formatCount(totals.orders),
      note: t(messages.ordersNote, { delivered: formatCount(totals.delivered), cancelled: formatCount(totals.cancelled) }),
    },
    { key: 'revenue', label: t(messages.revenue), value: formatNaira(totals.revenue), note: t(messages.revenueNote) },
    { key: 'consultations', label: t(messages.consultations), value: formatCount(totals.consultations), note: t(messages.completed, { completed: formatCount(totals.completed) }) },
    { key: 'fees', label: t(messages.consultationFees), value: formatNaira(totals.fees), note: t(messages.feesNote) },
  ];
  return (
    <SimpleGrid component="ul" aria-label={t(messages.totals)} cols={{ base: 1, xs: 2, md: 4 }} spacing={{ base: 'xs', sm: 'md' }} className={classes.tiles}>
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
