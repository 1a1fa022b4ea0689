import { Badge, Table, Text } from '@mantine/core';
import { ScrollTable } from '@/components/ScrollTable';
import { badgeText } from '@/components/badge-tones';
import { formatDate, formatDateTime, formatKobo } from '@/lib/format';
import type { Finance } from '@/lib/money/admin';

const day = (d: string) => formatDate(`${d}T12:00:00Z`);

/** Week by week from the ledger: what came in, what the platform kept, refunds and payouts. */
export function WeeksTable({ weeks }: { weeks: Finance['weeks'] }) {
  return (
    <ScrollTable label="Totals by week" min={720}>
      <Table.Thead>
        <Table.Tr>
          <Table.Th>Week of</Table.Th>
          <Table.Th ta="right">Gross</Table.Th>
          <Table.Th ta="right">Commission</Table.Th>
          <Table.Th ta="right">Refunds</Table.Th>
          <Table.Th ta="right">Payouts sent</Table.Th>
          <Table.Th ta="right">Payouts failed</Table.Th>
          <Table.Th ta="right">Cash collected</Table.Th>
          <Table.Th ta="right">Adjustments</Table.Th>
        </Table.Tr>
      </Table.Thead>
      <Table.Tbody>
        {weeks.map((w) => (
          <Table.Tr key={w.week_start} data-testid="finance-week">
            <Table.Th scope="row">{day(w.week_start)}</Table.Th>
            <Table.Td ta="right">{formatKobo(w.gross_kobo)}</Table.Td>
            <Table.Td ta="right">{formatKobo(w.commission_kobo)}</Table.Td>
            <Table.Td ta="right">{formatKobo(w.refunds_kobo)}</Table.Td>
            <Table.Td ta="right">{formatKobo(w.payouts_sent_kobo)}</Table.Td>
            <Table.Td ta="right">{formatKobo(w.payouts_failed_kobo)}</Table.Td>
            <Table.Td ta="right">{formatKobo(w.cash_collected_kobo)}</Table.Td>
            <Table.Td ta="right">{formatKobo(w.adjustments_kobo)}</Table.Td>
          </Table.Tr>
        ))}
      </Table.Tbody>
    </ScrollTable>
  );
}

export function RidersCash({ f }: { f: Finance }) {
  if (!f.riders_holding_cash.length) return <Text c="dimmed">No rider holds cash.</Text>;
  return (
    <ScrollTable label="Riders holding cash" min={360}>
      <Table.Thead>
        <Table.Tr>
          <Table.Th>Rider</Table.Th>
          <Table.Th ta="right">Cash held</Table.Th>
          <Table.Th>Pickups</Table.Th>
        </Table.Tr>
      </Table.Thead>
      <Table.Tbody>
        {f.riders_holding_cash.map((r) => (
          <Table.Tr key={r.rider_user_id}>
            <Table.Td>{r.full_name ?? 'Unknown rider'}</Table.Td>
            <Table.Td ta="right">{formatKobo(r.cash_held_kobo)}</Table.Td>
            <Table.Td>{r.pickups_blocked ? <Badge color="red" c={badgeText.red} variant="light">Blocked</Badge> : 'Allowed'}</Table.Td>
          </Table.Tr>
        ))}
      </Table.Tbody>
    </ScrollTable>
  );
}

const pct = (n: number) => `${Number(n)}%`;

export function RateChanges({ f }: { f: Finance }) {
  return (
    <ScrollTable label="Rate changes" min={620}>
      <Table.Thead>
        <Table.Tr>
          <Table.Th>From</Table.Th>
          <Table.Th ta="right">Pharmacy commission</Table.Th>
          <Table.Th ta="right">Rider share</Table.Th>
          <Table.Th ta="right">Doctor commission</Table.Th>
          <Table.Th>Reason</Table.Th>
        </Table.Tr>
      </Table.Thead>
      <Table.Tbody>
        {f.rate_changes.map((r) => (
          <Table.Tr key={r.id}>
            <Table.Td>{formatDateTime(r.effective_from)}</Table.Td>
            <Table.Td ta="right">{pct(r.pharmacy_commission_pct)}</Table.Td>
            <Table.Td ta="right">{pct(r.rider_share_pct)}</Table.Td>
            <Table.Td ta="right">{pct(r.doctor_commission_pct)}</Table.Td>
            <Table.Td>
              {r.reason}
              {r.set_by ? ` (${r.set_by})` : ''}
            </Table.Td>
          </Table.Tr>
        ))}
      </Table.Tbody>
    </ScrollTable>
  );
}

export function Adjustments({ f }: { f: Finance }) {
  if (!f.adjustments.length) return <Text c="dimmed">No adjustments yet.</Text>;
  return (
    <ScrollTable label="Adjustments" min={560}>
      <Table.Thead>
        <Table.Tr>
          <Table.Th>When</Table.Th>
          <Table.Th>Whose</Table.Th>
          <Table.Th ta="right">Amount</Table.Th>
          <Table.Th>Reason</Table.Th>
        </Table.Tr>
      </Table.Thead>
      <Table.Tbody>
        {f.adjustments.map((a, i) => (
          <Table.Tr key={`${a.at}-${i}`}>
            <Table.Td>{formatDateTime(a.at)}</Table.Td>
            <Table.Td>
              {a.owner_name ?? 'Unknown'} ({a.kind === 'rider_cash' ? 'rider cash' : a.kind})
            </Table.Td>
            <Table.Td ta="right">{formatKobo(a.amount_kobo)}</Table.Td>
            <Table.Td>
              {a.reason}
              {a.by ? ` (${a.by})` : ''}
            </Table.Td>
          </Table.Tr>
        ))}
      </Table.Tbody>
    </ScrollTable>
  );
}
