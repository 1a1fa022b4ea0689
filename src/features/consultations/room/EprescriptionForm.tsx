import { useEffect, useRef, useState } from 'react';
import { Button, Group, Paper, Stack, Text, Textarea, TextInput, Title } from '@mantine/core';
import { writeEprescription, type EprescriptionItem } from '@/lib/consultations/room';
import { searchMedicines, type MedicineMatch } from '@/lib/pharmacy/products';
import { translate, type Message } from '@/lib/i18n/i18n';
import { room } from '@/features/consultations/room/room.messages';
import { useT } from '@/lib/i18n/use-t';

const blank: EprescriptionItem = { name: '', dose: '', frequency: '', duration: '' };
type TextField = 'name' | 'dose' | 'frequency' | 'duration';
const fields: [TextField, Message, Message][] = [
  ['name', room.medicine, room.medicineExample],
  ['dose', room.dose, room.doseExample],
  ['frequency', room.frequency, room.frequencyExample],
  ['duration', room.duration, room.durationExample],
];

/** Digits only, at most 999; empty leaves the quantity to the pharmacist. */
const toQuantity = (typed: string) => {
  const n = Number.parseInt(typed.replace(/\D/g, ''), 10);
  return Number.isFinite(n) && n > 0 ? Math.min(n, 999) : null;
};

/**
 * A medicine's name, typed or picked from the catalogue: the field suggests catalogue medicines as
 * the doctor types, and a name picked from them carries its catalogue id (so a pharmacy can match
 * its own offers); anything else is written as typed.
 */
function MedicineName({ index, item, onChange }: { index: number; item: EprescriptionItem; onChange: (patch: Partial<EprescriptionItem>) => void }) {
  const t = useT();
  const [found, setFound] = useState<{ term: string; matches: MedicineMatch[] }>({ term: '', matches: [] });
  const term = item.name.trim();
  // Suggestions for a shorter term than the search needs are not shown.
  const matches = term.length < 2 ? [] : found.matches;
  useEffect(() => {
    if (term.length < 2) return;
    let live = true;
    const timer = setTimeout(() => {
      searchMedicines(term)
        .then((matches) => live && setFound({ term, matches }))
        .catch(() => undefined); // offline or refused: the name is simply written as typed
    }, 250);
    return () => {
      live = false;
      clearTimeout(timer);
    };
  }, [term]);
  const listId = `rx-medicines-${index}`;
  return (
    <>
      <TextInput
        label={t(room.medicine, { n: index + 1 })}
        placeholder={t(room.medicineExample)}
        description={t(room.medicineHint)}
        list={listId}
        autoComplete="off"
        value={item.name}
        onChange={(e) => {
          const name = e.currentTarget.value;
          onChange({ name, medicine_id: matches.find((m) => m.name === name)?.id ?? null });
        }}
        w={170}
      />
      <datalist id={listId}>
        {matches.map((m) => (
          <option key={m.id} value={m.name} />
        ))}
      </datalist>
    </>
  );
}

/** The doctor writes an e-prescription; the patient sees it on their next poll (within seconds). */
export function EprescriptionForm({ consultationId, onSaved }: { consultationId: string; onSaved: () => void }) {
  const t = useT();
  const [items, setItems] = useState<EprescriptionItem[]>([blank]);
  const [notes, setNotes] = useState('');
  const [message, setMessage] = useState<{ ok: boolean; text: string }>();
  const [busy, setBusy] = useState(false);
  const key = useRef(crypto.randomUUID());
  const set = (i: number, patch: Partial<EprescriptionItem>) => setItems(items.map((it, j) => (j === i ? { ...it, ...patch } : it)));
  const save = async () => {
    if (items.some((it) => fields.some(([f]) => !String(it[f] ?? '').trim()))) {
      return setMessage({ ok: false, text: translate(room.incomplete) });
    }
    setBusy(true);
    try {
      await writeEprescription(consultationId, items, notes, key.current);
      key.current = crypto.randomUUID();
      setItems([blank]);
      setNotes('');
      setMessage({ ok: true, text: translate(room.sentToPatient) });
      onSaved();
    } catch (err) {
      setMessage({ ok: false, text: err instanceof Error ? err.message : translate(room.notSaved) });
    } finally {
      setBusy(false);
    }
  };
  return (
    <Paper withBorder radius="md" p="md" component="section" aria-labelledby="rx-heading">
      <Title order={2} fz="lg" id="rx-heading" mb="sm">
        {t(room.write)}
      </Title>
      <Stack gap="sm">
        {items.map((it, i) => (
          <Group key={i} gap="xs" wrap="wrap" align="flex-end">
            <MedicineName index={i} item={it} onChange={(patch) => set(i, patch)} />
            {fields
              .filter(([f]) => f !== 'name')
              .map(([f, label, placeholder]) => (
                <TextInput key={f} label={t(label, { n: i + 1 })} placeholder={t(placeholder)} value={String(it[f] ?? '')} onChange={(e) => set(i, { [f]: e.currentTarget.value })} w={170} />
              ))}
            <TextInput label={t(room.strength, { n: i + 1 })} description={t(room.optional)} placeholder={t(room.strengthExample)} maxLength={40} value={it.strength ?? ''}
              onChange={(e) => set(i, { strength: e.currentTarget.value })} w={110} />
            <TextInput label={t(room.quantity, { n: i + 1 })} description={t(room.quantityHint)} inputMode="numeric" value={it.quantity ? String(it.quantity) : ''}
              onChange={(e) => set(i, { quantity: toQuantity(e.currentTarget.value) })} w={110} />
          </Group>
        ))}
        <Button variant="default" size="xs" maw={200} onClick={() => setItems([...items, blank])}>
          {t(room.addMedicine)}
        </Button>
        <Textarea label={t(room.notesForPatient)} value={notes} onChange={(e) => setNotes(e.currentTarget.value)} maxLength={4000} />
        {message && (
          <Text role={message.ok ? 'status' : 'alert'} c={message.ok ? 'magani.8' : 'red.8'} fz="sm">
            {message.text}
          </Text>
        )}
        <Button onClick={() => void save()} loading={busy} maw={240}>
          {t(room.sendRx)}
        </Button>
      </Stack>
    </Paper>
  );
}
