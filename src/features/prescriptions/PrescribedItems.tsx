import { Table, Text } from '@mantine/core';
import { ScrollTable } from '@/components/ScrollTable';
import { formatDateTime } from '@/lib/format';
import type { Prescription } from '@/lib/prescriptions/api';

/** A doctor's e-prescription as the pharmacy fills it: who wrote it and each medicine in full. */
export function PrescribedItems({ rx }: { rx: NonNullable<Prescription['eprescription']> }) {
  return (
    <>
      <Text fz="sm" mt="xs">
        E-prescription by {rx.doctor_name ?? 'the consulting doctor'}, written {formatDateTime(rx.written_at)}
      </Text>
      {/* Sideways scrolling on a phone, in a region the keyboard can reach. */}
      <ScrollTable label="Prescribed medicines" min={520}>
        <Table.Thead>
          <Table.Tr>
            <Table.Th>Medicine</Table.Th><Table.Th>Strength</Table.Th><Table.Th>Dose</Table.Th>
            <Table.Th>Frequency</Table.Th><Table.Th>Duration</Table.Th><Table.Th>Quantity</Table.Th>
          </Table.Tr>
        </Table.Thead>
        <Table.Tbody>
          {rx.items.map((it, i) => (
            <Table.Tr key={i}>
              <Table.Td>{it.name}</Table.Td>
              <Table.Td>{it.strength || 'Not given'}</Table.Td>
              <Table.Td>{it.dose}</Table.Td>
              <Table.Td>{it.frequency}</Table.Td>
              <Table.Td>{it.duration}</Table.Td>
              <Table.Td>{it.quantity ?? 'Not given'}</Table.Td>
            </Table.Tr>
          ))}
        </Table.Tbody>
      </ScrollTable>
      {rx.notes && <Text fz="sm">Doctor&apos;s notes: {rx.notes}</Text>}
    </>
  );
}
