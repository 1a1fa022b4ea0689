import { useRef, useState } from 'react';
import { Alert, Button, Group, Text } from '@mantine/core';
import { Link, useNavigate } from '@tanstack/react-router';
import { useSessionHint } from '@/lib/auth/hint';
import { bookConsultation, ConsultationError, type FeePayment } from '@/lib/consultations/api';
import { FeeChoice } from '@/features/consultations/FeeChoice';
import { typeLabels, type ConsultationType, type Doctor } from '@/features/consultations/doctor-schema';
import type { FreeSlot } from '@/features/consultations/use-free-slots';
import { book as m } from '@/features/consultations/booking.messages';
import { consult } from '@/features/consultations/shared.messages';
import { translate } from '@/lib/i18n/i18n';
import { useT } from '@/lib/i18n/use-t';

type Props = {
  doctor: Doctor;
  type: ConsultationType;
  slot?: FreeSlot;
  symptoms: string;
  slots?: FreeSlot[];
  onChoose: (label: string) => void;
  onTaken: () => void;
  flush: () => void;
};

/** Books the chosen slot for the signed-in patient; a guest signs in first, the choice kept. */
export function BookingAction({ doctor, type, slot, symptoms, slots, onChoose, onTaken, flush }: Props) {
  const t = useT();
  const hint = useSessionHint();
  const navigate = useNavigate();
  // One key per attempt at one slot: a retry after a lost answer returns the same booking.
  const key = useRef({ slot: '', id: '' });
  const [busy, setBusy] = useState(false);
  const [problem, setProblem] = useState<{ message: string; taken?: string }>();
  const [feePayment, setFeePayment] = useState<FeePayment>('pay_after');

  if (!hint.signedIn) {
    return (
      <>
        <Button renderRoot={(props) => <Link {...props} to="/auth/login" search={{ redirect: '/consultations/book' }} />} size="md" fullWidth mt="lg" onClick={flush}>
          {t(m.signInToBook)}
        </Button>
        <Text fz="sm" c="dimmed" ta="center" mt="xs">
          {t(m.keptWhileSignIn)}
        </Text>
      </>
    );
  }

  const book = async () => {
    if (!slot) return;
    flush();
    if (key.current.slot !== slot.startsAt) key.current = { slot: slot.startsAt, id: crypto.randomUUID() };
    setBusy(true);
    setProblem(undefined);
    try {
      const { id } = await bookConsultation({
        doctorId: doctor.id, startsAt: slot.startsAt, type, symptoms, clientId: key.current.id, feePayment,
      });
      await navigate({ to: '/consultations/booking-confirmation', search: { id } });
    } catch (err) {
      const taken = err instanceof ConsultationError && err.hint === 'slot_taken';
      setProblem({
        // A slot taken meanwhile is said in the reader's language; other refusals as the server wrote them.
        message: taken ? translate(consult.slotTaken) : err instanceof ConsultationError ? err.message : translate(m.notSent),
        taken: taken ? slot.label : undefined,
      });
      if (taken) onTaken();
    } finally {
      setBusy(false);
    }
  };

  const next = problem?.taken ? (slots ?? []).filter((s) => s.label !== problem.taken).slice(0, 3) : [];
  return (
    <>
      <FeeChoice fee={doctor.price} value={feePayment} onChange={setFeePayment} />
      {problem && (
        <Alert color="red" mt="lg" role="alert" title={problem.taken ? t(m.justBooked, { time: problem.taken }) : t(m.notBooked)}>
          <Text fz="sm">{problem.message}</Text>
          {next.length > 0 && (
            <Group gap="xs" mt="xs" aria-label={t(consult.nextFree)}>
              <Text fz="sm">{t(consult.nextFreeLead)}</Text>
              {next.map((s) => (
                <Button key={s.startsAt} size="xs" variant="default" onClick={() => onChoose(s.label)}>
                  {s.label}
                </Button>
              ))}
            </Group>
          )}
        </Alert>
      )}
      <Button size="md" fullWidth mt="lg" disabled={!slot} loading={busy} onClick={() => void book()}>
        {slot ? t(m.bookFor, { type: t(typeLabels[type]), time: slot.label }) : t(m.chooseTime)}
      </Button>
    </>
  );
}
