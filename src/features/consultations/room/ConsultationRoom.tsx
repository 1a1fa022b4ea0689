import { useEffect, useRef, useState } from 'react';
import { Button, Container, SimpleGrid, Stack, Text, Textarea, Title } from '@mantine/core';
import { Link } from '@tanstack/react-router';
import { completeConsultation, saveConsultationNotes } from '@/lib/consultations/api';
import { formatAppointment, formatNaira } from '@/lib/format';
import { useSessionHint } from '@/lib/auth/hint';
import { SavedCopyNotice } from '@/components/SavedCopyNotice';
import { useRoom } from '@/features/consultations/room/use-room';
import { useCall } from '@/features/consultations/room/call/use-call';
import { CallPanel } from '@/features/consultations/room/call/CallPanel';
import { ChatPanel } from '@/features/consultations/room/ChatPanel';
import { EprescriptionForm } from '@/features/consultations/room/EprescriptionForm';
import { EprescriptionList } from '@/features/consultations/room/EprescriptionList';
import { statusLabels } from '@/features/consultations/status-labels';
import { ConsultationError } from '@/lib/consultations/api';
import { translate } from '@/lib/i18n/i18n';
import { room } from '@/features/consultations/room/room.messages';
import { useT } from '@/lib/i18n/use-t';

const liveLabels = { connecting: room.connecting, live: room.live, reconnecting: room.reconnecting, paused: room.paused };

// Refusals of complete_consultation the room can say in the reader's language (by the server's hint).
const refusals: Record<string, typeof room.tooEarly> = { too_early: room.tooEarly, state: room.notBooked };
const reason = (err: unknown) =>
  err instanceof ConsultationError && err.hint && refusals[err.hint] ? translate(refusals[err.hint]!) : err instanceof Error ? err.message : translate(room.notSaved);

// Two buttons side by side: a longer language's label wraps inside its button instead of overflowing.
const wrapping = { h: 'auto', mih: 36, py: 6, styles: { label: { whiteSpace: 'normal', textAlign: 'center' } } } as const;

function DoctorNotes({ id, initial, onDone }: { id: string; initial: string; onDone: () => void }) {
  const t = useT();
  const [notes, setNotes] = useState(initial);
  const [message, setMessage] = useState<{ ok: boolean; text: string }>();
  const run = async (complete: boolean) => {
    try {
      if (complete) await completeConsultation(id, notes);
      else await saveConsultationNotes(id, notes);
      setMessage({ ok: true, text: translate(complete ? room.completedOwed : room.notesSaved) });
      onDone();
    } catch (err) {
      setMessage({ ok: false, text: reason(err) });
    }
  };
  return (
    <Stack gap="xs">
      <Textarea label={t(room.notes)} value={notes} onChange={(e) => setNotes(e.currentTarget.value)} minRows={3} autosize maxLength={8000} />
      {message && <Text fz="sm" role={message.ok ? 'status' : 'alert'} c={message.ok ? 'magani.8' : 'red.8'}>{message.text}</Text>}
      <SimpleGrid cols={{ base: 1, xs: 2 }} spacing="xs">
        <Button variant="default" onClick={() => void run(false)} {...wrapping}>{t(room.saveNotes)}</Button>
        <Button onClick={() => void run(true)} {...wrapping}>{t(room.complete)}</Button>
      </SimpleGrid>
    </Stack>
  );
}

/** The consultation room: chat, the doctor's notes and e-prescriptions; only its patient and doctor get in. */
export function ConsultationRoom({ id }: { id: string }) {
  const t = useT();
  const hint = useSessionHint();
  if (!hint.signedIn) {
    return (
      <Container size="sm" py="xl">
        <Title order={1} mb="sm">{t(room.title)}</Title>
        <Text mb="md">{t(room.signIn)}</Text>
        <Button renderRoot={(props) => <Link {...props} to="/auth/login" search={{ redirect: `/consultations/room/${id}` }} />}>{t(room.signInButton)}</Button>
      </Container>
    );
  }
  return <SignedInRoom id={id} />;
}

function SignedInRoom({ id }: { id: string }) {
  // The call needs who the other side is, known once the room has loaded.
  const t = useT();
  const peer = useRef({ polite: true, otherName: '' });
  const call = useCall(id, peer);
  const { room: data, lines, status: liveState, send, savedAt, refresh } = useRoom(id, call.onSignals, call.phase !== 'idle');
  const me = data?.consultation;
  useEffect(() => {
    // The doctor is the impolite side of the negotiation, the patient the polite one.
    if (me) peer.current = { polite: me.role !== 'doctor', otherName: me.role === 'doctor' ? me.patient_name : me.doctor_name };
  }, [me]);
  if (data === undefined) {
    return (
      <Container py="xl">
        <Text role="status" c="dimmed">
          {t(liveState === 'reconnecting' ? room.needsConnection : room.opening)}
        </Text>
        {liveState === 'reconnecting' && (
          <Button component={Link} to="/consultations" variant="default" mt="md">
            {t(room.myConsultations)}
          </Button>
        )}
      </Container>
    );
  }
  if (data === null) {
    return (
      <Container size="sm" py="xl">
        <Title order={1} mb="sm">{t(room.notFound)}</Title>
        <Text mb="md">{t(room.notFoundText)}</Text>
        <Button component={Link} to="/consultations">{t(room.myConsultations)}</Button>
      </Container>
    );
  }
  const c = data.consultation;
  const doctor = c.role === 'doctor';
  const open = c.status !== 'cancelled';
  const other = doctor ? c.patient_name : c.doctor_name;
  const status = statusLabels[c.status];
  const fee = formatNaira(c.fee);
  return (
    <Container size="lg" py="lg">
      <Title order={1} fz={{ base: 24, sm: 30 }}>
        {t(room.with, { name: other })}
      </Title>
      <Text c="dimmed" mb="md">
        {formatAppointment(c.starts_at)} · {status ? t(status) : c.status} · {t(c.fee_status === 'owed' ? room.owed : room.chargedAfter, { fee })} ·{' '}
        <span role="status">{t(liveLabels[liveState])}</span>
      </Text>
      <SavedCopyNotice savedAt={savedAt} />
      {c.symptoms && <Text mb="md">{t(room.symptoms)} <span translate="no">{c.symptoms}</span></Text>}
      <SimpleGrid cols={{ base: 1, md: 2 }} spacing="md">
        <ChatPanel lines={lines} otherName={other} onSend={send} disabled={!open} />
        <Stack gap="md">
          <CallPanel call={call} otherName={other} disabled={!open} />
          {!doctor && c.notes && <Text>{t(room.doctorsNotes)} <span translate="no">{c.notes}</span></Text>}
          <EprescriptionList items={data.eprescriptions} canSend={!doctor} />
          {doctor && c.status === 'booked' && <DoctorNotes id={id} initial={c.notes ?? ''} onDone={refresh} />}
          {doctor && open && <EprescriptionForm consultationId={id} onSaved={refresh} />}
        </Stack>
      </SimpleGrid>
    </Container>
  );
}
