import { useState } from 'react';
import { Button, Container, Paper, Stack, Text, TextInput, Title } from '@mantine/core';
import { Link } from '@tanstack/react-router';
import { useRemote } from '@/lib/use-remote';
import { listWrittenEprescriptions, type WrittenEprescription } from '@/lib/consultations/room';
import { LoadFailed } from '@/components/LoadFailed';
import { formatAppointment } from '@/lib/format';
import { useT } from '@/lib/i18n/use-t';
import { doc, written as m } from '@/features/consultations/doctor.messages';

// A longer language's button text wraps inside the button instead of pushing the page sideways on a phone.
const wrapping = { h: 'auto', mih: 36, py: 6, styles: { label: { whiteSpace: 'normal', overflowWrap: 'anywhere', textAlign: 'center' } } } as const;

function Card({ rx }: { rx: WrittenEprescription }) {
  const t = useT();
  return (
    <Paper withBorder radius="md" p="md" component="li" style={{ overflowWrap: 'anywhere' }} aria-label={t(m.cardLabel, { name: rx.patient_name, when: formatAppointment(rx.created_at) })}>
      <Text fw={600} translate="no">
        {rx.patient_name}
      </Text>
      <Text fz="sm" c="dimmed">
        {t(m.dates, { written: formatAppointment(rx.created_at), consultation: formatAppointment(rx.starts_at) })}
      </Text>
      <Stack component="ul" gap={2} mt="xs" pl="md">
        {rx.items.map((item, i) => (
          // What the doctor wrote stays as written; only the joining words are the app's.
          <Text component="li" fz="sm" key={i}>
            <span translate="no">{item.name}</span>: {t(m.item, { dose: item.dose, frequency: item.frequency, duration: item.duration })}
          </Text>
        ))}
      </Stack>
      {rx.notes && <Text fz="sm" mt="xs">{t(m.notes)} <span translate="no">{rx.notes}</span></Text>}
      <Text fz="sm" mt="xs" c="dimmed">
        {rx.sent_to === 0 ? t(m.notSent) : rx.sent_to === 1 ? t(m.sentOne) : t(m.sentMany, { count: rx.sent_to })}
      </Text>
      <Button renderRoot={(props) => <Link {...props} to="/consultations/room/$id" params={{ id: rx.consultation_id }} />} size="xs" variant="default" mt="xs" maw="100%" {...wrapping}>
        {t(m.openRoom)}
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
  const t = useT();
  const remote = useRemote(listWrittenEprescriptions, 'written-eprescriptions');
  const all = remote.data ?? [];
  const [query, setQuery] = useState('');
  const rows = all.filter((rx) => matchesSearch(rx, query));
  return (
    <Container size="md" py="lg">
      {/* A long word of a longer language breaks rather than pushing the page sideways. */}
      <Title order={1} mb="xs" style={{ overflowWrap: 'anywhere' }}>
        {t(m.title)}
      </Title>
      <Text c="dimmed" mb="lg">
        {t(m.lead)}
      </Text>
      {remote.state === 'failed' && !remote.data ? (
        <LoadFailed what={t(m.what)} onRetry={remote.reload} />
      ) : remote.state === 'loading' && !remote.data ? (
        <Text c="dimmed" role="status">{t(doc.loadingPrescriptions)}</Text>
      ) : all.length === 0 ? (
        <Stack gap="xs" align="flex-start">
          <Text>{t(m.none)}</Text>
          <Button renderRoot={(props) => <Link {...props} to="/doctor/schedule" />} maw="100%" {...wrapping}>{t(doc.schedule)}</Button>
        </Stack>
      ) : (
        <>
          <TextInput
            type="search"
            label={t(m.search)}
            value={query}
            onChange={(e) => setQuery(e.currentTarget.value)}
            mb="md"
            maxLength={100}
          />
          <Text fz="sm" c="dimmed" mb="xs" role="status">
            {query.trim() ? t(m.matching, { shown: rows.length, total: all.length, query: query.trim() }) : t(m.count, { count: all.length })}
          </Text>
          <Stack component="ul" gap="sm" p={0} style={{ listStyle: 'none' }} aria-label={t(m.list)}>
            {rows.map((rx) => <Card key={rx.id} rx={rx} />)}
          </Stack>
        </>
      )}
    </Container>
  );
}
