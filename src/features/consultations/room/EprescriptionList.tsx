import { Paper, Stack, Text, Title } from '@mantine/core';
import type { Eprescription, EprescriptionItem } from '@/lib/consultations/room';
import { SendEprescription } from '@/features/consultations/room/SendEprescription';
import { translate } from '@/lib/i18n/i18n';
import { room } from '@/features/consultations/room/room.messages';
import { useT } from '@/lib/i18n/use-t';

/** The name with its strength (unless the name already says it). */
const title = (it: EprescriptionItem) =>
  it.strength && !it.name.toLowerCase().includes(it.strength.toLowerCase()) ? `${it.name} ${it.strength}` : it.name;
/** "1 capsule, Three times a day, for 5 days; quantity 15": the doctor's words in the language's sentence. */
const describe = (it: EprescriptionItem) =>
  translate(it.quantity ? room.rxLineQuantity : room.rxLine, { dose: it.dose, frequency: it.frequency, duration: it.duration, quantity: it.quantity });

/** The consultation's e-prescriptions; the patient sends each to a pharmacy of their choice. */
export function EprescriptionList({ items, canSend }: { items: Eprescription[]; canSend: boolean }) {
  const t = useT();
  return (
    <Paper withBorder radius="md" p="md" component="section" aria-labelledby="rx-list-heading">
      <Title order={2} fz="lg" id="rx-list-heading" mb="sm">
        {t(room.eprescriptions)}
      </Title>
      {items.length === 0 && <Text c="dimmed" fz="sm">{t(room.noRx)}</Text>}
      <Stack gap="md">
        {items.map((rx) => (
          <div key={rx.id} aria-label={t(room.eprescription)} role="group">
            <ul style={{ margin: 0, paddingLeft: '1.2em' }}>
              {rx.items.map((it, i) => (
                <li key={i}>
                  <strong translate="no">{title(it)}</strong>: {describe(it)}
                </li>
              ))}
            </ul>
            {rx.notes && <Text fz="sm" mt={4}>{t(room.rxNotes)} <span translate="no">{rx.notes}</span></Text>}
            {canSend && <SendEprescription rx={rx} />}
          </div>
        ))}
      </Stack>
    </Paper>
  );
}
