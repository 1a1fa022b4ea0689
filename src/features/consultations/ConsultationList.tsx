import { useState } from 'react';
import { Badge, Button, Container, Group, Paper, Stack, Text, Title } from '@mantine/core';
import { Link } from '@tanstack/react-router';
import { useRemote } from '@/lib/use-remote';
import { useSessionHint } from '@/lib/auth/hint';
import { cancelConsultation, listConsultations, type Consultation } from '@/lib/consultations/api';
import { LoadFailed } from '@/components/LoadFailed';
import { SavedCopyNotice } from '@/components/SavedCopyNotice';
import { typeLabels, type ConsultationType } from '@/features/consultations/doctor-schema';
import { formatAppointment, formatNaira } from '@/lib/format';
import { statusLabels } from '@/features/consultations/status-labels';
import { useNow } from '@/features/consultations/use-now';
import { canReschedule, Reschedule } from '@/features/consultations/Reschedule';
import { specialtyName } from '@/features/consultations/specialty-labels';
import { consult } from '@/features/consultations/shared.messages';
import { book } from '@/features/consultations/booking.messages';
import { doc } from '@/features/consultations/doctor.messages';
import { translate, type Message } from '@/lib/i18n/i18n';
import { useT } from '@/lib/i18n/use-t';

type As = 'patient' | 'doctor';

const feeWords = { paid: consult.feePaid, due: consult.feeDue, charging: consult.feeCharging } as const;

/** A completed consultation's fee as its payment rows say: paid, due (with Pay now for the patient) or being charged. */
function FeeLine({ c, as }: { c: Consultation; as: As }) {
  const t = useT();
  const [busy, setBusy] = useState(false);
  const [problem, setProblem] = useState<string>();
  const fee = c.fee_state;
  if (!fee || fee.status === 'free') return null;
  const pay = async () => {
    setBusy(true);
    setProblem(undefined);
    try {
      const { goToConsultationPayment } = await import('@/lib/payments/api');
      const state = await goToConsultationPayment(c.id);
      if (state.status === 'pending' && state.authorization_url) return; // on the way to Paystack
      setProblem(translate(state.status === 'paid' ? book.alreadyPaid : book.payNotStarted));
    } catch (err) {
      setProblem(err instanceof Error ? err.message : translate(book.payNotStarted));
    }
    setBusy(false);
  };
  return (
    <Group gap="xs" mt="xs" data-testid="consultation-fee" data-status={fee.status}>
      <Text fz="sm" fw={600} c={fee.status === 'due' ? 'red.8' : undefined}>
        {t(feeWords[fee.status], { amount: formatNaira(fee.amount_kobo / 100) })}
      </Text>
      {as === 'patient' && fee.status === 'due' && (
        <Button size="xs" loading={busy} onClick={() => void pay()}>
          {t(book.payNow)}
        </Button>
      )}
      {problem && (
        <Text fz="sm" c="red.8" role="alert" w="100%">
          {problem}
        </Text>
      )}
    </Group>
  );
}

function Row({ c, as, onChanged }: { c: Consultation; as: As; onChanged: () => void }) {
  const t = useT();
  const [problem, setProblem] = useState<string>();
  const [busy, setBusy] = useState(false);
  const [moving, setMoving] = useState(false);
  const [moved, setMoved] = useState<string>();
  const who = as === 'doctor' ? c.patient_name : `${c.doctor_name}, ${specialtyName(c.specialty)}`;
  const type = typeLabels[c.type as ConsultationType] as Message | undefined;
  const status = statusLabels[c.status];
  const now = useNow();
  const cancellable = c.status === 'booked' && new Date(c.starts_at).getTime() > now.getTime();
  const cancel = async () => {
    setBusy(true);
    setProblem(undefined);
    try {
      await cancelConsultation(c.id);
      onChanged();
    } catch (err) {
      setProblem(err instanceof Error ? err.message : translate(consult.notCancelled));
    } finally {
      setBusy(false);
    }
  };
  return (
    <Paper withBorder radius="md" p="md" component="li" aria-label={t(consult.row, { who, when: formatAppointment(c.starts_at) })}>
      <Group justify="space-between" align="flex-start" wrap="wrap" gap="xs">
        <div>
          <Text fw={600}>
            {as === 'doctor' ? <span translate="no">{who}</span> : <><span translate="no">{c.doctor_name}</span>, {specialtyName(c.specialty)}</>}
          </Text>
          <Text fz="sm">{formatAppointment(c.starts_at)}</Text>
          <Text fz="sm" c="dimmed">
            {type ? t(type) : c.type}
            {c.symptoms ? ' · ' : ''}
            {c.symptoms && <span translate="no">{c.symptoms}</span>}
          </Text>
        </div>
        <Badge variant="light" color={c.status === 'cancelled' ? 'gray' : 'magani'}>
          {status ? t(status) : c.status}
        </Badge>
      </Group>
      <FeeLine c={c} as={as} />
      <Group gap="xs" mt="sm">
        <Button renderRoot={(props) => <Link {...props} to="/consultations/booking-confirmation" search={{ id: c.id }} />} size="xs" variant="default">
          {t(consult.details)}
        </Button>
        {c.status !== 'cancelled' && (
          <Button renderRoot={(props) => <Link {...props} to="/consultations/room/$id" params={{ id: c.id }} />} size="xs">
            {t(consult.openRoom)}
          </Button>
        )}
        {as === 'patient' && c.status === 'completed' && (
          <Button renderRoot={(props) => <Link {...props} to="/reviews/consultation/$id" params={{ id: c.id }} />} size="xs" variant="light">
            {t(book.rateDoctor)}
          </Button>
        )}
        {canReschedule(c, now) && !moving && (
          <Button size="xs" variant="default" onClick={() => { setMoving(true); setMoved(undefined); }}>
            {t(consult.reschedule)}
          </Button>
        )}
        {cancellable && (
          <Button size="xs" color="red" variant="light" loading={busy} onClick={() => void cancel()}>
            {t(consult.cancel)}
          </Button>
        )}
      </Group>
      {moving && (
        <Reschedule
          c={c}
          onClose={() => setMoving(false)}
          onMoved={(startsAt) => {
            setMoving(false);
            setMoved(translate(as === 'doctor' ? doc.movedNotified : book.movedNotified, { when: formatAppointment(startsAt) }));
            onChanged();
          }}
        />
      )}
      {moved && (
        <Text fz="sm" c="magani.8" role="status" mt="xs">
          {moved}
        </Text>
      )}
      {problem && (
        <Text fz="sm" c="red.8" role="alert" mt="xs">
          {problem}
        </Text>
      )}
    </Paper>
  );
}

/** A person's own consultations from the database: a patient's at /consultations, a doctor's on the schedule. */
export function ConsultationList({ as, title }: { as: As; title: Message }) {
  const t = useT();
  const hint = useSessionHint();
  if (!hint.signedIn) {
    return (
      <Container size="md" py="lg">
        <Title order={1} mb="xs" style={{ overflowWrap: 'anywhere' }}>
          {t(title)}
        </Title>
        <Text mb="md">{t(book.signInToSee)}</Text>
        <Button renderRoot={(props) => <Link {...props} to="/auth/login" search={{ redirect: '/consultations' }} />}>
          {t(book.signIn)}
        </Button>
      </Container>
    );
  }
  return <SignedInList as={as} title={title} />;
}

function SignedInList({ as, title }: { as: As; title: Message }) {
  const t = useT();
  const remote = useRemote(() => listConsultations(as), as, `consultations:${as}`);
  const rows = remote.data ?? [];
  const upcoming = rows.filter((c) => c.status === 'booked');
  const past = rows.filter((c) => c.status !== 'booked').reverse();
  return (
    <Container size="md" py="lg">
      <Title order={1} mb="xs" style={{ overflowWrap: 'anywhere' }}>
        {t(title)}
      </Title>
      <Text c="dimmed" mb="lg">
        {t(as === 'doctor' ? doc.intro : book.intro)} {t(consult.rule)}
      </Text>
      <SavedCopyNotice savedAt={remote.state === 'ready' ? remote.savedAt : undefined} />
      {remote.state === 'failed' && !remote.data ? (
        <LoadFailed what={t(consult.consultationsWhat)} onRetry={remote.reload} />
      ) : remote.state === 'loading' && !remote.data ? (
        <Text c="dimmed" role="status">
          {t(consult.loading)}
        </Text>
      ) : (
        <Stack gap="xl">
          <section aria-labelledby="upcoming-heading">
            <Title order={2} fz="lg" mb="sm" id="upcoming-heading">
              {t(consult.upcoming)}
            </Title>
            {upcoming.length === 0 ? (
              <Text c="dimmed">
                {t(consult.noUpcoming)} {as === 'patient' && <Link to="/consultations/book">{t(book.title)}</Link>}
              </Text>
            ) : (
              <Stack component="ul" gap="sm" p={0} style={{ listStyle: 'none' }}>
                {upcoming.map((c) => <Row key={c.id} c={c} as={as} onChanged={remote.reload} />)}
              </Stack>
            )}
          </section>
          {past.length > 0 && (
            <section aria-labelledby="past-heading">
              <Title order={2} fz="lg" mb="sm" id="past-heading">
                {t(consult.past)}
              </Title>
              <Stack component="ul" gap="sm" p={0} style={{ listStyle: 'none' }}>
                {past.map((c) => <Row key={c.id} c={c} as={as} onChanged={remote.reload} />)}
              </Stack>
            </section>
          )}
        </Stack>
      )}
    </Container>
  );
}
