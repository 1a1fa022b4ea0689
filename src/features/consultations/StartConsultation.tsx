import { useState } from 'react';
import { Button, Container, Group, Text, Title } from '@mantine/core';
import { Link, Navigate } from '@tanstack/react-router';
import { formatAppointment, lagosDay } from '@/lib/format';
import { useRemote } from '@/lib/use-remote';
import { listConsultations, type Consultation } from '@/lib/consultations/api';
import { LoadFailed } from '@/components/LoadFailed';
import { useT } from '@/lib/i18n/use-t';
import { doc, startNew as m } from '@/features/consultations/doctor.messages';

// A longer language's button text wraps inside the button instead of pushing the page sideways on a phone.
const wrapping = { h: 'auto', mih: 36, py: 6, styles: { label: { whiteSpace: 'normal', overflowWrap: 'anywhere', textAlign: 'center' } } } as const;
const SLOT_MS = 30 * 60_000;

/** Today's (Lagos) next booked consultation that has not ended yet, or none. */
export function nextToday(rows: Consultation[], now: Date): Consultation | undefined {
  return rows
    .filter((c) => c.status === 'booked' && lagosDay(c.starts_at) === lagosDay(now) && Date.parse(c.starts_at) + SLOT_MS > now.getTime())
    .sort((a, b) => Date.parse(a.starts_at) - Date.parse(b.starts_at))[0];
}

/** "Start Consultation": opens the room of today's next booked consultation, or says there is none today. */
export function StartConsultation() {
  const t = useT();
  const remote = useRemote(() => listConsultations('doctor'), 'start-consultation');
  const [now] = useState(() => new Date());
  const next = remote.data && nextToday(remote.data, now);
  if (next) return <Navigate to="/consultations/room/$id" params={{ id: next.id }} replace />;
  const later = remote.data
    ?.filter((c) => c.status === 'booked' && Date.parse(c.starts_at) > now.getTime())
    .sort((a, b) => Date.parse(a.starts_at) - Date.parse(b.starts_at))[0];
  return (
    <Container size="sm" py="lg">
      {/* A long word of a longer language breaks rather than pushing the page sideways. */}
      <Title order={1} mb="sm" style={{ overflowWrap: 'anywhere' }}>{t(m.title)}</Title>
      {remote.state === 'failed' && !remote.data ? (
        <LoadFailed what={t(m.what)} onRetry={remote.reload} />
      ) : !remote.data ? (
        <Text c="dimmed" role="status">{t(m.finding)}</Text>
      ) : (
        <>
          <Text mb="xs">{t(m.noneToday)}</Text>
          <Text c="dimmed" mb="md">
            {later
              ? t(m.next, { when: formatAppointment(later.starts_at), name: later.patient_name })
              : t(m.nothing)}
          </Text>
          <Group gap="sm">
            <Button renderRoot={(props) => <Link {...props} to="/doctor/schedule" />} maw="100%" {...wrapping}>{t(doc.schedule)}</Button>
            <Button renderRoot={(props) => <Link {...props} to="/doctor/availability" />} variant="default" maw="100%" {...wrapping}>
              {t(doc.setAvailability)}
            </Button>
          </Group>
        </>
      )}
    </Container>
  );
}
