import { lazy, Suspense } from 'react';
import { Button, Container, Group, Paper, Text, ThemeIcon, Title } from '@mantine/core';
import { Link } from '@tanstack/react-router';
import { formatAppointment, formatNaira } from '@/lib/format';
import type { Message } from '@/lib/i18n/i18n';
import { useRemote } from '@/lib/use-remote';
import { fetchConsultation } from '@/lib/consultations/api';
import { IconCheck } from '@tabler/icons-react';
import { LoadFailed } from '@/components/LoadFailed';
import { SavedCopyNotice } from '@/components/SavedCopyNotice';
import { typeLabels, type ConsultationType } from '@/features/consultations/doctor-schema';
import type { BookingConfirmationSearch } from '@/features/consultations/booking-params';
import { statusLabels } from '@/features/consultations/status-labels';
import classes from '@/features/consultations/BookingConfirmationScreen.module.css';
import { book } from '@/features/consultations/booking.messages';
import { specialtyName } from '@/features/consultations/specialty-labels';
import { useT } from '@/lib/i18n/use-t';

// Offered after a booking; its own chunk.
const PushOffer = lazy(() => import('@/lib/push/PushOffer'));

function NotFound() {
  const t = useT();
  return (
    <Container size="sm" py="xl">
      <Paper withBorder radius="lg" p="xl" ta="center">
        <Title order={1} fz="h2" mb="sm">
          {t(book.notFound)}
        </Title>
        <Text c="dimmed" mb="lg">
          {t(book.notFoundText)}
        </Text>
        <Group justify="center" gap="sm">
          <Button component={Link} to="/consultations">
            {t(book.myConsultations)}
          </Button>
          <Button component={Link} to="/consultations/book" variant="default">
            {t(book.title)}
          </Button>
        </Group>
      </Paper>
    </Container>
  );
}

/** The stored booking, read by its id; only its patient or doctor can read it. */
export function BookingConfirmationScreen({ search }: { search: BookingConfirmationSearch }) {
  const t = useT();
  const id = search.id ?? '';
  const remote = useRemote(() => (id ? fetchConsultation(id) : Promise.resolve(null)), id, id ? `consultation:${id}` : undefined);
  if (remote.state === 'loading') {
    return (
      <Container size="sm" py="xl">
        <Title order={1}>{t(book.confirmationTitle)}</Title>
        <Text c="dimmed" role="status">
          {t(book.loadingBooking)}
        </Text>
      </Container>
    );
  }
  if (remote.state === 'failed') {
    return (
      <Container size="sm" py="xl">
        <LoadFailed what={t(book.bookingWhat)} onRetry={remote.reload} />
      </Container>
    );
  }
  const booking = remote.data;
  if (!booking) return <NotFound />;

  const type = typeLabels[booking.type as ConsultationType] as Message | undefined;
  const status = statusLabels[booking.status];
  // The doctor's and hospital's names are shown as stored (translate="no").
  const rows: [string, React.ReactNode][] = [
    [t(book.doctor), <><span translate="no">{booking.doctor_name}</span>, {specialtyName(booking.specialty)}</>],
    [t(book.when), formatAppointment(booking.starts_at)],
    [t(book.type), type ? t(type) : booking.type],
    [t(book.feeRow), formatNaira(booking.fee)],
    [t(book.hospital), <span translate="no">{booking.hospital}</span>],
    [t(book.status), status ? t(status) : booking.status],
  ];
  return (
    <Container size="sm" py="xl">
      <SavedCopyNotice savedAt={remote.savedAt} />
      {booking.status !== 'cancelled' && (
        <Suspense fallback={null}>
          <PushOffer what={t(book.pushWhat)} />
        </Suspense>
      )}
      <Paper withBorder radius="lg" p={{ base: 'lg', sm: 'xl' }}>
        <Group gap="sm" mb="md" wrap="nowrap">
          <ThemeIcon size={44} radius="xl" color="magani.8" aria-hidden="true">
            <IconCheck size={24} aria-hidden />
          </ThemeIcon>
          {/* Shrinks beside the icon, breaking a long word of a longer language at 320 px. */}
          <div style={{ minWidth: 0 }}>
            <Title order={1} fz={{ base: 24, sm: 30 }} style={{ overflowWrap: 'anywhere' }}>
              {t(booking.status === 'cancelled' ? book.bookingCancelled : book.confirmed)}
            </Title>
            <Text c="dimmed" fz="sm">
              {t(book.openFromList)}
            </Text>
          </div>
        </Group>
        <dl className={classes.details}>
          {rows.map(([label, value]) => (
            <div key={label} className={classes.row}>
              <dt>{label}</dt>
              <dd>{value}</dd>
            </div>
          ))}
          {booking.symptoms.trim() && (
            <div className={classes.row}>
              <dt>{t(book.notes)}</dt>
              <dd translate="no">{booking.symptoms}</dd>
            </div>
          )}
        </dl>
        <Text fw={600} mt="md" className={classes.note}>
          {t(book.chargedAfter)}
        </Text>
        <Group mt="lg" gap="sm">
          <Button component={Link} to="/consultations">
            {t(book.myConsultations)}
          </Button>
          <Button component={Link} to="/" variant="default">
            {t(book.backHome)}
          </Button>
        </Group>
      </Paper>
    </Container>
  );
}
