import { Badge, Table, Text } from '@mantine/core';
import { ScrollTable } from '@/components/ScrollTable';
import { badgeText } from '@/components/badge-tones';
import { formatDate, formatDateTime, formatKobo } from '@/lib/format';
import type { Finance } from '@/lib/money/admin';
import { financeMessages as m } from '@/features/money/finance.messages';
import type { Message } from '@/lib/i18n/i18n';
import { useT } from '@/lib/i18n/use-t';

const ownerKinds: Record<string, Message> = { pharmacy: m.kindPharmacy, doctor: m.kindDoctor, rider: m.kindRider, rider_cash: m.riderCash };

const day = (d: string) => formatDate(`${d}T12:00:00Z`);

/** Week by week from the ledger: what came in, what the platform kept, refunds and payouts. */
export function WeeksTable({ weeks }: { weeks: Finance['weeks'] }) {
  const t = useT();
  return (
    <ScrollTable label={t(m.weeks)} min={720}>
      <Table.Thead>
        <Table.Tr>
          <Table.Th>{t(m.weekOf)}</Table.Th>
          <Table.Th ta="right">{t(m.gross)}</Table.Th>
          <Table.Th ta="right">{t(m.commissionColumn)}</Table.Th>
          <Table.Th ta="right">{t(m.refunds)}</Table.Th>
          <Table.Th ta="right">{t(m.payoutsSent)}</Table.Th>
          <Table.Th ta="right">{t(m.payoutsFailed)}</Table.Th>
          <Table.Th ta="right">{t(m.cashCollected)}</Table.Th>
          <Table.Th ta="right">{t(m.adjustments)}</Table.Th>
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
  const t = useT();
  if (!f.riders_holding_cash.length) return <Text c="dimmed">{t(m.noRiderCash)}</Text>;
  return (
    <ScrollTable label={t(m.holdingCash)} min={360}>
      <Table.Thead>
        <Table.Tr>
          <Table.Th>{t(m.rider)}</Table.Th>
          <Table.Th ta="right">{t(m.cashHeld)}</Table.Th>
          <Table.Th>{t(m.pickups)}</Table.Th>
        </Table.Tr>
      </Table.Thead>
      <Table.Tbody>
        {f.riders_holding_cash.map((r) => (
          <Table.Tr key={r.rider_user_id}>
            <Table.Td translate={r.full_name ? 'no' : undefined}>{r.full_name ?? t(m.unknownRider)}</Table.Td>
            <Table.Td ta="right">{formatKobo(r.cash_held_kobo)}</Table.Td>
            <Table.Td>{r.pickups_blocked ? <Badge color="red" c={badgeText.red} variant="light">{t(m.blocked)}</Badge> : t(m.allowed)}</Table.Td>
          </Table.Tr>
        ))}
      </Table.Tbody>
    </ScrollTable>
  );
}

const pct = (n: number) => `${Number(n)}%`;

export function RateChanges({ f }: { f: Finance }) {
  const t = useT();
  return (
    <ScrollTable label={t(m.rateChanges)} min={620}>
      <Table.Thead>
        <Table.Tr>
          <Table.Th>{t(m.from)}</Table.Th>
          <Table.Th ta="right">{t(m.pharmacyCommission)}</Table.Th>
          <Table.Th ta="right">{t(m.riderShare)}</Table.Th>
          <Table.Th ta="right">{t(m.doctorCommission)}</Table.Th>
          <Table.Th>{t(m.reason)}</Table.Th>
        </Table.Tr>
      </Table.Thead>
      <Table.Tbody>
        {f.rate_changes.map((r) => (
          <Table.Tr key={r.id}>
            <Table.Td>{formatDateTime(r.effective_from)}</Table.Td>
            <Table.Td ta="right">{pct(r.pharmacy_commission_pct)}</Table.Td>
            <Table.Td ta="right">{pct(r.rider_share_pct)}</Table.Td>
            <Table.Td ta="right">{pct(r.doctor_commission_pct)}</Table.Td>
            <Table.Td translate="no">
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
  const t = useT();
  if (!f.adjustments.length) return <Text c="dimmed">{t(m.noAdjustments)}</Text>;
  return (
    <ScrollTable label={t(m.adjustments)} min={560}>
      <Table.Thead>
        <Table.Tr>
          <Table.Th>{t(m.when)}</Table.Th>
          <Table.Th>{t(m.whose)}</Table.Th>
          <Table.Th ta="right">{t(m.amount)}</Table.Th>
          <Table.Th>{t(m.reason)}</Table.Th>
        </Table.Tr>
      </Table.Thead>
      <Table.Tbody>
        {f.adjustments.map((a, i) => (
          <Table.Tr key={`${a.at}-${i}`}>
            <Table.Td>{formatDateTime(a.at)}</Table.Td>
            <Table.Td>
              {a.owner_name ? <span translate="no">{a.owner_name}</span> : t(m.unknown)} ({ownerKinds[a.kind] ? t(ownerKinds[a.kind]!) : a.kind})
            </Table.Td>
            <Table.Td ta="right">{formatKobo(a.amount_kobo)}</Table.Td>
            <Table.Td translate="no">
              {a.reason}
              {a.by ? ` (${a.by})` : ''}
            </Table.Td>
          </Table.Tr>
        ))}
      </Table.Tbody>
    </ScrollTable>
  );
}
