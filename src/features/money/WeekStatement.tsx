import { useState } from 'react';
import { Button, Group, NativeSelect, Paper, Table, Text, Title } from '@mantine/core';
import { formatDate, formatDayTime, formatKobo } from '@/lib/format';
import { fetchStatement, type Statement } from '@/lib/money/api';
import { lineLabel, statementCsv, statementFileName, weekStart } from '@/lib/money/statement';
import { useRemote } from '@/lib/use-remote';
import { RemoteView } from '@/components/RemoteView';
import { ScrollTable } from '@/components/ScrollTable';

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
  const t = s.totals;
  const rows: [string, number][] = [
    ['Opening balance', s.opening_kobo],
    [s.kind === 'doctor' ? 'Consultation fees' : 'Orders', t.earnings_kobo],
    ['Commission', -t.commission_kobo],
    ['Refunds', -t.refunds_kobo],
    ['Payouts', -t.payouts_kobo],
  ];
  if (t.cash_kept_kobo) rows.push(['Cash kept from riders', -t.cash_kept_kobo]);
  if (t.adjustments_kobo) rows.push(['Adjustments', t.adjustments_kobo]);
  rows.push(['Closing balance', s.closing_kobo]);
  if (s.kind === 'rider') rows.push(['Cash collected', t.cash_collected_kobo], ['Cash handed over', t.cash_handed_over_kobo]);
  return (
    <Table data-testid="statement-totals" mt="sm" withRowBorders={false}>
      <Table.Tbody>
        {rows.map(([label, kobo]) => (
          <Table.Tr key={label}>
            <Table.Th scope="row">{label}</Table.Th>
            <Table.Td ta="right">{formatKobo(kobo)}</Table.Td>
          </Table.Tr>
        ))}
      </Table.Tbody>
    </Table>
  );
}

function Lines({ s }: { s: Statement }) {
  if (!s.lines.length) return <Text c="dimmed">Nothing moved this week.</Text>;
  return (
    <ScrollTable label="The week's lines" min={420} testId="statement-lines">
        <Table.Thead>
          <Table.Tr>
            <Table.Th>When</Table.Th>
            <Table.Th>What</Table.Th>
            <Table.Th>Reference</Table.Th>
            <Table.Th ta="right">Amount</Table.Th>
          </Table.Tr>
        </Table.Thead>
        <Table.Tbody>
          {s.lines.map((l, i) => (
            <Table.Tr key={`${l.reference}-${l.type}-${l.account}-${i}`}>
              <Table.Td>{formatDayTime(l.at)}</Table.Td>
              <Table.Td>
                {lineLabel(l)}
                {l.memo && (
                  <Text size="xs" c="dimmed">
                    {l.memo}
                  </Text>
                )}
              </Table.Td>
              <Table.Td style={{ overflowWrap: 'anywhere' }}>{l.reference}</Table.Td>
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
  const options = Array.from({ length: WEEKS }, (_, i) => {
    const start = weekStart(i);
    return { value: start, label: i === 0 ? 'This week' : `Week of ${formatDate(`${start}T12:00:00Z`)}` };
  });
  return (
    <Paper withBorder radius="lg" p="md" mb="lg" component="section" aria-labelledby="statement-title">
      <Title order={2} fz="lg" mb="sm" id="statement-title">
        Weekly statement
      </Title>
      <Group align="end" mb="sm">
        <NativeSelect label="Week" w={{ base: '100%', xs: 240 }} value={week} onChange={(e) => setWeek(e.currentTarget.value)} data={options} />
        {remote.state === 'ready' && remote.data.week_start === week && (
          <Button variant="default" onClick={() => download(remote.data)}>
            Download CSV
          </Button>
        )}
      </Group>
      <RemoteView remote={remote} what="this week's statement">
        {(s) => (
          <>
            <Text size="sm" c="dimmed" mb="xs">
              {formatDayTime(s.from)} to {formatDayTime(s.to)} (Lagos time)
            </Text>
            <Lines s={s} />
            <Totals s={s} />
          </>
        )}
      </RemoteView>
    </Paper>
  );
}
