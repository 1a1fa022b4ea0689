import { useState } from 'react';
import { Badge, Button, Container, Group, Paper, Stack, Text, Title } from '@mantine/core';
import { formatDateTime } from '@/lib/format';
import { formatPhone } from '@/lib/format-phone';
import { useLivePrescriptions } from '@/lib/prescriptions/live';
import { signedFileUrl, type Prescription } from '@/lib/prescriptions/api';
import { QuoteForm } from '@/features/prescriptions/QuoteForm';
import { PrescribedItems } from '@/features/prescriptions/PrescribedItems';
import { queue as m } from '@/features/prescriptions/queue.messages';
import { useT } from '@/lib/i18n/use-t';

const label = {
  submitted: m.stateSubmitted, approved: m.stateApproved, quoted: m.stateQuoted, refused: m.stateRefused,
  accepted: m.stateAccepted, declined: m.stateDeclined,
} satisfies Record<Prescription['status'], unknown>;

// A button's words wrap onto a second line rather than overflowing it on a phone.
const wrapLabel = { label: { whiteSpace: 'normal', overflowWrap: 'anywhere' } } as const;

function QueueItem({ rx, onChange }: { rx: Prescription; onChange: () => void }) {
  const t = useT();
  const [fileError, setFileError] = useState<string>();
  const open = (path: string) =>
    signedFileUrl(path).then((url) => window.open(url, '_blank', 'noopener'), (e: Error) => setFileError(e.message));
  const answerable = rx.status === 'submitted' || rx.status === 'approved';
  const phone = rx.patient_phone ?? rx.contact_phone;
  return (
    <Paper withBorder radius="md" p="md" component="article" aria-label={t(m.of, { when: formatDateTime(rx.created_at) })}>
      <Group justify="space-between" wrap="wrap">
        <Text fw={700}>{t(m.received, { when: formatDateTime(rx.created_at) })}</Text>
        <Badge variant="light">{t(label[rx.status])}</Badge>
      </Group>
      {/* What the patient wrote (name, address, notes) is shown as written. */}
      <Text fz="sm">
        {t(m.from)} {rx.patient_name ? <span translate="no">{rx.patient_name}</span> : t(m.noName)}
      </Text>
      <Text fz="sm">
        {t(m.phone)} {phone ? <a href={`tel:${phone}`}>{formatPhone(phone)}</a> : t(m.notGiven)}
      </Text>
      <Text fz="sm">
        {t(m.deliverTo)} {rx.address ? <span translate="no">{rx.address}</span> : t(m.noAddress)}
      </Text>
      {rx.notes && (
        <Text fz="sm">
          {t(m.notes)} <span translate="no">{rx.notes}</span>
        </Text>
      )}
      {rx.eprescription && <PrescribedItems rx={rx.eprescription} />}
      <Group gap="xs" mt="xs">
        {rx.file_paths.map((p, i) => (
          <Button key={p} size="xs" variant="light" h="auto" py={4} styles={wrapLabel} onClick={() => void open(p)}>
            {t(m.openFile, { number: i + 1, name: p.split('/').pop() })}
          </Button>
        ))}
      </Group>
      {fileError && <Text c="red.8" fz="sm" role="alert">{fileError}</Text>}
      {rx.order_reference && <Text fz="sm" mt="xs">{t(m.order, { reference: rx.order_reference })}</Text>}
      {answerable && <QuoteForm id={rx.id} prescribed={rx.eprescription?.items} onDone={onChange} />}
    </Paper>
  );
}

/** Prescriptions sent to the signed-in pharmacy, newest first; new ones appear without a reload. */
export function PharmacyQueue() {
  const t = useT();
  const live = useLivePrescriptions();
  const rows = live.list?.rows.filter((r) => !r.mine);
  return (
    <Container size="md" py="xl">
      <Title order={1} mb="md" fz={{ base: 26, sm: 32 }} style={{ overflowWrap: 'anywhere' }}>{t(m.title)}</Title>
      {!rows && !live.failed && <Text role="status">{t(m.loading)}</Text>}
      {!rows && live.failed && <Text role="alert">{t(m.failed)} <Button variant="subtle" onClick={live.refresh}>{t(m.tryAgain)}</Button></Text>}
      {rows?.length === 0 && <Text c="dimmed">{t(m.none)}</Text>}
      <Stack gap="md">
        {rows?.map((rx) => <QueueItem key={rx.id} rx={rx} onChange={live.refresh} />)}
      </Stack>
    </Container>
  );
}
