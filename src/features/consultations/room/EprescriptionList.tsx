import { useRef, useState } from 'react';
import { Button, Group, NativeSelect, Paper, Stack, Text, Title } from '@mantine/core';
import { useRemote } from '@/lib/use-remote';
import { listPharmacies, sendEprescription, type Eprescription } from '@/lib/consultations/room';

function SendTo({ rx }: { rx: Eprescription }) {
  const pharmacies = useRemote(listPharmacies, 'pharmacies');
  const [choice, setChoice] = useState('');
  const [message, setMessage] = useState<{ ok: boolean; text: string }>();
  const key = useRef(crypto.randomUUID());
  const send = async () => {
    if (!choice) return setMessage({ ok: false, text: 'Choose a pharmacy.' });
    try {
      await sendEprescription(rx.id, choice, key.current);
      key.current = crypto.randomUUID();
      const name = pharmacies.data?.find((p) => p.id === choice)?.name ?? 'the pharmacy';
      setMessage({ ok: true, text: `Sent to ${name}. It arrives there already approved by your doctor.` });
    } catch (err) {
      setMessage({ ok: false, text: err instanceof Error ? err.message : 'Not sent. Try again.' });
    }
  };
  return (
    <Group gap="xs" align="flex-end" mt="xs" wrap="wrap">
      <NativeSelect
        label="Send to a pharmacy"
        value={choice}
        onChange={(e) => setChoice(e.currentTarget.value)}
        data={[{ value: '', label: 'Choose a pharmacy' }, ...(pharmacies.data ?? []).map((p) => ({ value: p.id, label: `${p.name}, ${p.address}` }))]}
        maw={320}
      />
      <Button onClick={() => void send()}>Send</Button>
      {message && (
        <Text w="100%" fz="sm" role={message.ok ? 'status' : 'alert'} c={message.ok ? 'magani.8' : 'red.8'}>
          {message.text}
        </Text>
      )}
    </Group>
  );
}

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
                  <strong>{it.name}</strong>: {it.dose}, {it.frequency}, for {it.duration}
                </li>
              ))}
            </ul>
            {rx.notes && <Text fz="sm" mt={4}>Notes: {rx.notes}</Text>}
            {canSend && <SendTo rx={rx} />}
          </div>
        ))}
      </Stack>
    </Paper>
  );
}
