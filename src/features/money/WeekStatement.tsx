import { useState } from 'react';
import { Button, Group, NativeSelect, Paper, Table, Text, Title } from '@mantine/core';
import { formatDate, formatDayTime, formatKobo } from '@/lib/format';
import { fetchStatement, type Statement } from '@/lib/money/api';
import { statementFileName, weekStart } from '@/lib/money/statement';
import { lineMessage, statementCsv } from '@/features/money/statement-file';
import { useRemote } from '@/lib/use-remote';
import { RemoteView } from '@/components/RemoteView';
import { ScrollTable } from '@/components/ScrollTable';
import { statementMessages as m } from '@/features/money/money.messages';
import type { Message } from '@/lib/i18n/i18n';
import { useT } from '@/lib/i18n/use-t';

const WEEKS = 8;

function download(s: Statement) {
  const url = URL.createObjectURL(new Blob(['\uFEFF', statementCsv(s)], { type: 'text/csv;charset=utf-8' }));
  const link = document.createElement('a');
  link.href = url;
  link.download = statementFileName(s);
  document.body.append(link);
  link.click();
  link.remove();
  setTimeout(() => URL.revokeObjectURL(url), 1000);
}

function Totals({ s }: { s: Statement }) {
  const tr = useT();
  const t = s.totals;
  const rows: [Message, number][] = [
    [m.opening, s.opening_kobo],
    [s.kind === 'doctor' ? m.consultationFees : m.orders, t.earnings_kobo],
    [m.commission, -t.commission_kobo],
    [m.refunds, -t.refunds_kobo],
    [m.payouts, -t.payouts_kobo],
  ];
  if (t.cash_kept_kobo) rows.push([m.cashKept, -t.cash_kept_kobo]);
  if (t.adjustments_kobo) rows.push([m.adjustments, t.adjustments_kobo]);
  rows.push([m.closing, s.closing_kobo]);
  if (s.kind === 'rider') rows.push([m.cashCollected, t.cash_collected_kobo], [m.cashHandedOver, t.cash_handed_over_kobo]);
  return (
    <Table data-testid="statement-totals" mt="sm" withRowBorders={false}>
      <Table.Tbody>
        {rows.map(([label, kobo], i) => (
          <Table.Tr key={i}>
            <Table.Th scope="row">{tr(label)}</Table.Th>
            <Table.Td ta="right">{formatKobo(kobo)}</Table.Td>
          </Table.Tr>
        ))}
      </Table.Tbody>
    </Table>
  );
}

function Lines({ s }: { s: Statement }) {
  const t = useT();
  if (!s.lines.length) return <Text c="dimmed">{t(m.nothing)}</Text>;
  return (
    <ScrollTable label={t(m.lines)} min={420} testId="statement-lines">
        <Table.Thead>
          <Table.Tr>
            <Table.Th>{t(m.when)}</Table.Th>
            <Table.Th>{t(m.whatColumn)}</Table.Th>
            <Table.Th>{t(m.reference)}</Table.Th>
            <Table.Th ta="right">{t(m.amount)}</Table.Th>
          </Table.Tr>
        </Table.Thead>
        <Table.Tbody>
          {s.lines.map((l, i) => (
            <Table.Tr key={`${l.reference}-${l.type}-${l.account}-${i}`}>
              <Table.Td>{formatDayTime(l.at)}</Table.Td>
              <Table.Td>
                {(() => {
                  const known = lineMessage(l);
                  return known ? t(known) : <span translate="no">{l.type.replace(/_/g, ' ')}</span>;
                })()}
                {l.memo && (
                  <Text size="xs" c="dimmed" translate="no">
                    {l.memo}
                  </Text>
                )}
              </Table.Td>
              <Table.Td style={{ overflowWrap: 'anywhere' }} translate="no">
                {l.reference}
              </Table.Td>
              <Table.Td ta="right">{formatKobo(l.amount_kobo)}</Table.Td>
            </Table.Tr>
          ))}
        </Table.Tbody>
    </ScrollTable>
  );
}

/** One week of the caller's ledger lines with its totals, and that week as a CSV file. */
export function WeekStatement() {
  const [week, setWeek] = useState(() => weekStart(0));
  const remote = useRemote(() => fetchStatement(week), week, `money:statement:${week}`);
  const t = useT();
  const options = Array.from({ length: WEEKS }, (_, i) => {
    const start = weekStart(i);
    return { value: start, label: i === 0 ? t(m.thisWeek) : t(m.weekOf, { date: formatDate(`${start}T12:00:00Z`) }) };
  });
  return (
    <Paper withBorder radius="lg" p="md" mb="lg" component="section" aria-labelledby="statement-title">
      <Title order={2} fz="lg" mb="sm" id="statement-title">
        {t(m.title)}
      </Title>
      <Group align="end" mb="sm">
        <NativeSelect label={t(m.week)} w={{ base: '100%', xs: 240 }} value={week} onChange={(e) => setWeek(e.currentTarget.value)} data={options} />
        {remote.state === 'ready' && remote.data.week_start === week && (
          <Button variant="default" onClick={() => download(remote.data)}>
            {t(m.download)}
          </Button>
        )}
      </Group>
      <RemoteView remote={remote} what={t(m.what)}>
        {(s) => (
          <>
            <Text size="sm" c="dimmed" mb="xs">
              {t(m.span, { from: formatDayTime(s.from), to: formatDayTime(s.to) })}
            </Text>
            <Lines s={s} />
            <Totals s={s} />
          </>
        )}
      </RemoteView>
    </Paper>
  );
}
