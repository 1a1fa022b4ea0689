import '@mantine/core/styles/Container.css';
import '@mantine/core/styles/Paper.css';
import '@mantine/core/styles/Badge.css';
import '@mantine/core/styles/Button.css';
import '@mantine/core/styles/Group.css';
import '@mantine/core/styles/Stack.css';
import { useState } from 'react';
import { Badge, Button, Container, Group, Paper, Stack, Text, Title } from '@mantine/core';
import { formatDateTime } from '@/lib/format';
import { formatNigerianPhone } from '@/lib/phone';
import { useLivePrescriptions } from '@/lib/prescriptions/live';
import { signedFileUrl, type Prescription } from '@/lib/prescriptions/api';
import { QuoteForm } from '@/features/prescriptions/QuoteForm';
import { PrescribedItems } from '@/features/prescriptions/PrescribedItems';

const label: Record<Prescription['status'], string> = {
  submitted: 'To review', approved: 'E-prescription', quoted: 'Quote sent', refused: 'Refused',
  accepted: 'Accepted: order placed', declined: 'Quote declined',
};

function QueueItem({ rx, onChange }: { rx: Prescription; onChange: () => void }) {
  const [fileError, setFileError] = useState<string>();
  const open = (path: string) =>
    signedFileUrl(path).then((url) => window.open(url, '_blank', 'noopener'), (e: Error) => setFileError(e.message));
  const answerable = rx.status === 'submitted' || rx.status === 'approved';
  const phone = rx.patient_phone ?? rx.contact_phone;
  return (
    <Paper withBorder radius="md" p="md" component="article" aria-label={`Prescription of ${formatDateTime(rx.created_at)}`}>
      <Group justify="space-between" wrap="wrap">
        <Text fw={700}>Received {formatDateTime(rx.created_at)}</Text>
        <Badge variant="light">{label[rx.status]}</Badge>
      </Group>
      <Text fz="sm">From: {rx.patient_name || 'Patient (no name given)'}</Text>
      <Text fz="sm">
        Phone: {phone ? <a href={`tel:${phone}`}>{formatNigerianPhone(phone)}</a> : 'not given'}
      </Text>
      <Text fz="sm">Deliver to: {rx.address || 'no address given'}</Text>
      {rx.notes && <Text fz="sm">Notes: {rx.notes}</Text>}
      {rx.eprescription && <PrescribedItems rx={rx.eprescription} />}
      <Group gap="xs" mt="xs">
        {rx.file_paths.map((p, i) => (
          <Button key={p} size="xs" variant="light" onClick={() => void open(p)}>
            Open file {i + 1} ({p.split('/').pop()})
          </Button>
        ))}
      </Group>
      {fileError && <Text c="red.8" fz="sm" role="alert">{fileError}</Text>}
      {rx.order_reference && <Text fz="sm" mt="xs">Order {rx.order_reference}</Text>}
      {answerable && <QuoteForm id={rx.id} prescribed={rx.eprescription?.items} onDone={onChange} />}
    </Paper>
  );
}

/** Prescriptions sent to the signed-in pharmacy, newest first; new ones appear without a reload. */
export function PharmacyQueue() {
  const live = useLivePrescriptions();
  const rows = live.list?.rows.filter((r) => !r.mine);
  return (
    <Container size="md" py="xl">
      <Title order={1} mb="md">Prescriptions</Title>
      {!rows && !live.failed && <Text role="status">Loading…</Text>}
      {!rows && live.failed && <Text role="alert">The prescriptions could not be loaded. <Button variant="subtle" onClick={live.refresh}>Try again</Button></Text>}
      {rows?.length === 0 && <Text c="dimmed">No prescriptions yet. Patients who choose your pharmacy appear here.</Text>}
      <Stack gap="md">
        {rows?.map((rx) => <QueueItem key={rx.id} rx={rx} onChange={live.refresh} />)}
      </Stack>
    </Container>
  );
}
