import '@mantine/core/styles/Paper.css';
import '@mantine/core/styles/Input.css';
import '@mantine/core/styles/Button.css';
import { useRef, useState } from 'react';
import { Button, Group, Paper, Stack, Text, Textarea, TextInput, Title } from '@mantine/core';
import { writeEprescription, type EprescriptionItem } from '@/lib/consultations/room';

const blank: EprescriptionItem = { name: '', dose: '', frequency: '', duration: '' };
const fields: [keyof EprescriptionItem, string, string][] = [
  ['name', 'Medicine', 'e.g. Amoxicillin 500mg'],
  ['dose', 'Dose', 'e.g. 1 capsule'],
  ['frequency', 'Frequency', 'e.g. Three times a day'],
  ['duration', 'Duration', 'e.g. 5 days'],
];

/** The doctor writes an e-prescription; the patient sees it on their next poll (within seconds). */
export function EprescriptionForm({ consultationId, onSaved }: { consultationId: string; onSaved: () => void }) {
  const [items, setItems] = useState<EprescriptionItem[]>([blank]);
  const [notes, setNotes] = useState('');
  const [message, setMessage] = useState<{ ok: boolean; text: string }>();
  const [busy, setBusy] = useState(false);
  const key = useRef(crypto.randomUUID());
  const set = (i: number, patch: Partial<EprescriptionItem>) => setItems(items.map((it, j) => (j === i ? { ...it, ...patch } : it)));
  const save = async () => {
    if (items.some((it) => fields.some(([f]) => !String(it[f] ?? '').trim()))) {
      return setMessage({ ok: false, text: 'Every medicine needs a name, dose, frequency and duration.' });
    }
    setBusy(true);
    try {
      await writeEprescription(consultationId, items, notes, key.current);
      key.current = crypto.randomUUID();
      setItems([blank]);
      setNotes('');
      setMessage({ ok: true, text: 'Prescription sent to the patient.' });
      onSaved();
    } catch (err) {
      setMessage({ ok: false, text: err instanceof Error ? err.message : 'Not saved. Try again.' });
    } finally {
      setBusy(false);
    }
  };
  return (
    <Paper withBorder radius="md" p="md" component="section" aria-labelledby="rx-heading">
      <Title order={2} fz="lg" id="rx-heading" mb="sm">
        Write an e-prescription
      </Title>
      <Stack gap="sm">
        {items.map((it, i) => (
          <Group key={i} gap="xs" wrap="wrap" align="flex-end">
            {fields.map(([f, label, placeholder]) => (
              <TextInput key={f} label={`${label} ${i + 1}`} placeholder={placeholder} value={String(it[f] ?? '')} onChange={(e) => set(i, { [f]: e.currentTarget.value })} w={170} />
            ))}
          </Group>
        ))}
        <Button variant="default" size="xs" maw={200} onClick={() => setItems([...items, blank])}>
          Add another medicine
        </Button>
        <Textarea label="Notes for the patient" value={notes} onChange={(e) => setNotes(e.currentTarget.value)} maxLength={4000} />
        {message && (
          <Text role={message.ok ? 'status' : 'alert'} c={message.ok ? 'magani.8' : 'red.8'} fz="sm">
            {message.text}
          </Text>
        )}
        <Button onClick={() => void save()} loading={busy} maw={240}>
          Send prescription
        </Button>
      </Stack>
    </Paper>
  );
}
