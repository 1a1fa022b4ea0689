import { lazy, Suspense } from 'react';
import { Button, Container, Group, Paper, Text, ThemeIcon, Title } from '@mantine/core';
import { Link } from '@tanstack/react-router';
import { formatAppointment, formatNaira } from '@/lib/format';
import { useRemote } from '@/lib/use-remote';
import { fetchConsultation } from '@/lib/consultations/api';
import { IconCheck } from '@tabler/icons-react';
import { LoadFailed } from '@/components/LoadFailed';
import { SavedCopyNotice } from '@/components/SavedCopyNotice';
import { typeLabels, type ConsultationType } from '@/features/consultations/doctor-schema';
import type { BookingConfirmationSearch } from '@/features/consultations/booking-params';
import { statusLabels } from '@/features/consultations/status-labels';
import classes from '@/features/consultations/BookingConfirmationScreen.module.css';

// Offered after a booking; its own chunk.
const PushOffer = lazy(() => import('@/lib/push/PushOffer'));

function NotFound() {
  return (
    <Container size="sm" py="xl">
      <Paper withBorder radius="lg" p="xl" ta="center">
        <Title order={1} fz="h2" mb="sm">
          Booking not found
        </Title>
        <Text c="dimmed" mb="lg">
          There is no booking of yours at this address. Your consultations are listed under My consultations.
        </Text>
        <Group justify="center" gap="sm">
          <Button component={Link} to="/consultations">
            My consultations
          </Button>
          <Button component={Link} to="/consultations/book" variant="default">
            Book a Consultation
          </Button>
        </Group>
      </Paper>
    </Container>
  );
}

/** The stored booking, read by its id; only its patient or doctor can read it. */
export function BookingConfirmationScreen({ search }: { search: BookingConfirmationSearch }) {
  const id = search.id ?? '';
  const remote = useRemote(() => (id ? fetchConsultation(id) : Promise.resolve(null)), id, id ? `consultation:${id}` : undefined);
  if (remote.state === 'loading') {
    return (
      <Container size="sm" py="xl">
        <Title order={1}>Booking Confirmation</Title>
        <Text c="dimmed" role="status">
          Loading your booking…
        </Text>
      </Container>
    );
  }
  if (remote.state === 'failed') {
    return (
      <Container size="sm" py="xl">
        <LoadFailed what="your booking" onRetry={remote.reload} />
      </Container>
    );
  }
  const booking = remote.data;
  if (!booking) return <NotFound />;

  const rows: [string, string][] = [
    ['Doctor', `${booking.doctor_name}, ${booking.specialty}`],
    ['When', formatAppointment(booking.starts_at)],
    ['Consultation type', typeLabels[booking.type as ConsultationType] ?? booking.type],
    ['Fee', formatNaira(booking.fee)],
    ['Hospital', booking.hospital],
    ['Status', statusLabels[booking.status] ?? booking.status],
  ];
  return (
    <Container size="sm" py="xl">
      <SavedCopyNotice savedAt={remote.savedAt} />
      {booking.status !== 'cancelled' && (
        <Suspense fallback={null}>
          <PushOffer what="your consultation" />
        </Suspense>
      )}
      <Paper withBorder radius="lg" p={{ base: 'lg', sm: 'xl' }}>
        <Group gap="sm" mb="md" wrap="nowrap">
          <ThemeIcon size={44} radius="xl" color="magani.8" aria-hidden="true">
            <IconCheck size={24} aria-hidden />
          </ThemeIcon>
          <div>
            <Title order={1} fz={{ base: 24, sm: 30 }}>
              {booking.status === 'cancelled' ? 'Booking Cancelled' : 'Booking Confirmed'}
            </Title>
            <Text c="dimmed" fz="sm">
              At the time, open the consultation room from My consultations.
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
              <dt>Your notes</dt>
              <dd>{booking.symptoms}</dd>
            </div>
          )}
        </dl>
        <Text fw={600} mt="md" className={classes.note}>
          You will be charged only after the consultation is completed.
        </Text>
        <Group mt="lg" gap="sm">
          <Button component={Link} to="/consultations">
            My consultations
          </Button>
          <Button component={Link} to="/" variant="default">
            Back to Home
          </Button>
        </Group>
      </Paper>
    </Container>
  );
}
