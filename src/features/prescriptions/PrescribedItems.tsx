import { Table, Text } from '@mantine/core';
import { ScrollTable } from '@/components/ScrollTable';
import { formatDateTime } from '@/lib/format';
import type { Prescription } from '@/lib/prescriptions/api';
import { queue as m } from '@/features/prescriptions/queue.messages';
import { useT } from '@/lib/i18n/use-t';

/** A doctor's e-prescription as the pharmacy fills it: who wrote it and each medicine in full. */
export function PrescribedItems({ rx }: { rx: NonNullable<Prescription['eprescription']> }) {
  const t = useT();
  const when = formatDateTime(rx.written_at);
  return (
    <>
      <Text fz="sm" mt="xs">
        {rx.doctor_name ? t(m.eBy, { doctor: rx.doctor_name, when }) : t(m.eByConsulting, { when })}
      </Text>
      {/* Sideways scrolling on a phone, in a region the keyboard can reach. */}
      <ScrollTable label={t(m.prescribed)} min={520}>
        <Table.Thead>
          <Table.Tr>
            <Table.Th>{t(m.medicine)}</Table.Th><Table.Th>{t(m.strength)}</Table.Th><Table.Th>{t(m.dose)}</Table.Th>
            <Table.Th>{t(m.frequency)}</Table.Th><Table.Th>{t(m.duration)}</Table.Th><Table.Th>{t(m.quantity)}</Table.Th>
          </Table.Tr>
        </Table.Thead>
        <Table.Tbody>
          {rx.items.map((it, i) => (
            // What the doctor wrote is never translated.
            <Table.Tr key={i}>
              <Table.Td translate="no">{it.name}</Table.Td>
              <Table.Td translate={it.strength ? 'no' : undefined}>{it.strength || t(m.notGivenCell)}</Table.Td>
              <Table.Td translate="no">{it.dose}</Table.Td>
              <Table.Td translate="no">{it.frequency}</Table.Td>
              <Table.Td translate="no">{it.duration}</Table.Td>
              <Table.Td>{it.quantity ?? t(m.notGivenCell)}</Table.Td>
            </Table.Tr>
          ))}
        </Table.Tbody>
      </ScrollTable>
      {rx.notes && (
        <Text fz="sm">
          {t(m.doctorNotes)} <span translate="no">{rx.notes}</span>
        </Text>
      )}
    </>
  );
}
