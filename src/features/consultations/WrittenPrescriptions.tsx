import { useState } from 'react';
import { Button, Container, Paper, Stack, Text, TextInput, Title } from '@mantine/core';
import { Link } from '@tanstack/react-router';
import { useRemote } from '@/lib/use-remote';
import { listWrittenEprescriptions, type WrittenEprescription } from '@/lib/consultations/room';
import { LoadFailed } from '@/components/LoadFailed';
import { formatAppointment } from '@/lib/format';

function Card({ rx }: { rx: WrittenEprescription }) {
  return (
    <Paper withBorder radius="md" p="md" component="li" aria-label={`For ${rx.patient_name}, ${formatAppointment(rx.created_at)}`}>
      <Text fw={600}>{rx.patient_name}</Text>
      <Text fz="sm" c="dimmed">
        Written {formatAppointment(rx.created_at)} · consultation of {formatAppointment(rx.starts_at)}
      </Text>
      <Stack component="ul" gap={2} mt="xs" pl="md">
        {rx.items.map((item, i) => (
          <Text component="li" fz="sm" key={i}>
            {item.name}: {item.dose}, {item.frequency}, for {item.duration}
          </Text>
        ))}
      </Stack>
      {rx.notes && <Text fz="sm" mt="xs">Notes: {rx.notes}</Text>}
      <Text fz="sm" mt="xs" c="dimmed">
        {rx.sent_to === 0 ? 'Not sent to a pharmacy yet.' : `Sent by the patient to ${rx.sent_to === 1 ? 'a pharmacy' : `${rx.sent_to} pharmacies`}.`}
      </Text>
      <Button renderRoot={(props) => <Link {...props} to="/consultations/room/$id" params={{ id: rx.consultation_id }} />} size="xs" variant="default" mt="xs">
        Open consultation room
      </Button>
    </Paper>
  );
}

/** Whether a prescription matches what was typed: the patient's name or any medicine's name, any case. */
export function matchesSearch(rx: WrittenEprescription, query: string): boolean {
  const words = query.toLowerCase().split(/\s+/).filter(Boolean);
  const text = [rx.patient_name, ...rx.items.map((i) => i.name)].join(' ').toLowerCase();
  return words.every((w) => text.includes(w));
}

/** A doctor's written e-prescriptions, from the database; they are written in the consultation room. */
export function WrittenPrescriptions() {
  const remote = useRemote(listWrittenEprescriptions, 'written-eprescriptions');
  const all = remote.data ?? [];
  const [query, setQuery] = useState('');
  const rows = all.filter((rx) => matchesSearch(rx, query));
  return (
    <Container size="md" py="lg">
      <Title order={1} mb="xs">
        My prescriptions
      </Title>
      <Text c="dimmed" mb="lg">
        You write an e-prescription during a consultation, in its room: the patient sees it at once and can send it to a
        pharmacy, where it arrives already approved.
      </Text>
      {remote.state === 'failed' && !remote.data ? (
        <LoadFailed what="your prescriptions" onRetry={remote.reload} />
      ) : remote.state === 'loading' && !remote.data ? (
        <Text c="dimmed" role="status">Loading your prescriptions…</Text>
      ) : all.length === 0 ? (
        <Stack gap="xs" align="flex-start">
          <Text>No prescriptions yet. Open a booked consultation from your schedule to write one.</Text>
          <Button renderRoot={(props) => <Link {...props} to="/doctor/schedule" />}>My schedule</Button>
        </Stack>
      ) : (
        <>
          <TextInput
            type="search"
            label="Search by patient or medicine"
            value={query}
            onChange={(e) => setQuery(e.currentTarget.value)}
            mb="md"
            maxLength={100}
          />
          <Text fz="sm" c="dimmed" mb="xs" role="status">
            {query.trim() ? `${rows.length} of ${all.length} match “${query.trim()}”` : `${all.length} written`}
          </Text>
          <Stack component="ul" gap="sm" p={0} style={{ listStyle: 'none' }} aria-label="Prescriptions you wrote">
            {rows.map((rx) => <Card key={rx.id} rx={rx} />)}
          </Stack>
        </>
      )}
    </Container>
  );
}
