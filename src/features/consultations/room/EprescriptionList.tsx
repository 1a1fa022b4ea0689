import '@mantine/core/styles/Paper.css';
import { Paper, Stack, Text, Title } from '@mantine/core';
import type { Eprescription, EprescriptionItem } from '@/lib/consultations/room';
import { SendEprescription } from '@/features/consultations/room/SendEprescription';

/** The name with its strength (unless the name already says it). */
const title = (it: EprescriptionItem) =>
  it.strength && !it.name.toLowerCase().includes(it.strength.toLowerCase()) ? `${it.name} ${it.strength}` : it.name;
/** "1 capsule, Three times a day, for 5 days; quantity 15". */
const describe = (it: EprescriptionItem) =>
  `${it.dose}, ${it.frequency}, for ${it.duration}${it.quantity ? `; quantity ${it.quantity}` : ''}`;

/** The consultation's e-prescriptions; the patient sends each to a pharmacy of their choice. */
export function EprescriptionList({ items, canSend }: { items: Eprescription[]; canSend: boolean }) {
  return (
    <Paper withBorder radius="md" p="md" component="section" aria-labelledby="rx-list-heading">
      <Title order={2} fz="lg" id="rx-list-heading" mb="sm">
        E-prescriptions
      </Title>
      {items.length === 0 && <Text c="dimmed" fz="sm">No prescription written yet.</Text>}
      <Stack gap="md">
        {items.map((rx) => (
          <div key={rx.id} aria-label="E-prescription" role="group">
            <ul style={{ margin: 0, paddingLeft: '1.2em' }}>
              {rx.items.map((it, i) => (
                <li key={i}>
                  <strong>{title(it)}</strong>: {describe(it)}
                </li>
              ))}
            </ul>
            {rx.notes && <Text fz="sm" mt={4}>Notes: {rx.notes}</Text>}
            {canSend && <SendEprescription rx={rx} />}
          </div>
        ))}
      </Stack>
    </Paper>
  );
}
