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

const liveLabels = { connecting: 'Connecting…', live: 'Live', reconnecting: 'Reconnecting… your messages are kept', paused: 'Paused while hidden' };

function DoctorNotes({ id, initial, onDone }: { id: string; initial: string; onDone: () => void }) {
  const [notes, setNotes] = useState(initial);
  const [message, setMessage] = useState<{ ok: boolean; text: string }>();
  const run = async (complete: boolean) => {
    try {
      if (complete) await completeConsultation(id, notes);
      else await saveConsultationNotes(id, notes);
      setMessage({ ok: true, text: complete ? 'Consultation completed. The fee is now owed by the patient.' : 'Notes saved.' });
      onDone();
    } catch (err) {
      setMessage({ ok: false, text: err instanceof Error ? err.message : 'Not saved. Try again.' });
    }
  };
  return (
    <Stack gap="xs">
      <Textarea label="Consultation notes" value={notes} onChange={(e) => setNotes(e.currentTarget.value)} minRows={3} autosize maxLength={8000} />
      {message && <Text fz="sm" role={message.ok ? 'status' : 'alert'} c={message.ok ? 'magani.8' : 'red.8'}>{message.text}</Text>}
      <SimpleGrid cols={{ base: 1, xs: 2 }} spacing="xs">
        <Button variant="default" onClick={() => void run(false)}>Save notes</Button>
        <Button onClick={() => void run(true)}>Complete consultation</Button>
      </SimpleGrid>
    </Stack>
  );
}

/** The consultation room: chat, the doctor's notes and e-prescriptions; only its patient and doctor get in. */
export function ConsultationRoom({ id }: { id: string }) {
  const hint = useSessionHint();
  if (!hint.signedIn) {
    return (
      <Container size="sm" py="xl">
        <Title order={1} mb="sm">Consultation room</Title>
        <Text mb="md">Sign in to join your consultation.</Text>
        <Button renderRoot={(props) => <Link {...props} to="/auth/login" search={{ redirect: `/consultations/room/${id}` }} />}>Sign in</Button>
      </Container>
    );
  }
  return <SignedInRoom id={id} />;
}

function SignedInRoom({ id }: { id: string }) {
  // The call needs who the other side is, known once the room has loaded.
  const peer = useRef({ polite: true, otherName: '' });
  const call = useCall(id, peer);
  const { room, lines, status, send, savedAt, refresh } = useRoom(id, call.onSignals, call.phase !== 'idle');
  const me = room?.consultation;
  useEffect(() => {
    // The doctor is the impolite side of the negotiation, the patient the polite one.
    if (me) peer.current = { polite: me.role !== 'doctor', otherName: me.role === 'doctor' ? me.patient_name : me.doctor_name };
  }, [me]);
  if (room === undefined) {
    return (
      <Container py="xl">
        <Text role="status" c="dimmed">
          {status === 'reconnecting'
            ? 'The consultation room needs a connection the first time it opens on this phone. It opens by itself once you are back online.'
            : 'Opening the consultation room…'}
        </Text>
        {status === 'reconnecting' && (
          <Button component={Link} to="/consultations" variant="default" mt="md">
            My consultations
          </Button>
        )}
      </Container>
    );
  }
  if (room === null) {
    return (
      <Container size="sm" py="xl">
        <Title order={1} mb="sm">Consultation not found</Title>
        <Text mb="md">There is no consultation of yours at this address.</Text>
        <Button component={Link} to="/consultations">My consultations</Button>
      </Container>
    );
  }
  const c = room.consultation;
  const doctor = c.role === 'doctor';
  const open = c.status !== 'cancelled';
  return (
    <Container size="lg" py="lg">
      <Title order={1} fz={{ base: 24, sm: 30 }}>
        Consultation with {doctor ? c.patient_name : c.doctor_name}
      </Title>
      <Text c="dimmed" mb="md">
        {formatAppointment(c.starts_at)} · {statusLabels[c.status] ?? c.status} · {formatNaira(c.fee)}
        {c.fee_status === 'owed' ? ' owed' : ', charged only after the consultation is completed'} ·{' '}
        <span role="status">{liveLabels[status]}</span>
      </Text>
      <SavedCopyNotice savedAt={savedAt} />
      {c.symptoms && <Text mb="md">Symptoms: {c.symptoms}</Text>}
      <SimpleGrid cols={{ base: 1, md: 2 }} spacing="md">
        <ChatPanel lines={lines} otherName={doctor ? c.patient_name : c.doctor_name} onSend={send} disabled={!open} />
        <Stack gap="md">
          <CallPanel call={call} otherName={doctor ? c.patient_name : c.doctor_name} disabled={!open} />
          {!doctor && c.notes && <Text>Doctor's notes: {c.notes}</Text>}
          <EprescriptionList items={room.eprescriptions} canSend={!doctor} />
          {doctor && c.status === 'booked' && <DoctorNotes id={id} initial={c.notes ?? ''} onDone={refresh} />}
          {doctor && open && <EprescriptionForm consultationId={id} onSaved={refresh} />}
        </Stack>
      </SimpleGrid>
    </Container>
  );
}
