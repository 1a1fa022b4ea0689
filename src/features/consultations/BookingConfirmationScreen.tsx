import '@mantine/core/styles/Container.css';
import '@mantine/core/styles/Title.css';
import '@mantine/core/styles/Text.css';
import '@mantine/core/styles/Paper.css';
import '@mantine/core/styles/Button.css';
import '@mantine/core/styles/Group.css';
import '@mantine/core/styles/ThemeIcon.css';
import { Button, Container, Group, Paper, Text, ThemeIcon, Title } from '@mantine/core';
import { Link } from '@tanstack/react-router';
import { formatLongDate, formatNaira } from '@/lib/format';
import { IconCheck } from '@/components/screen-icons';
import { typeLabels, type Doctor } from '@/features/consultations/doctor-schema';
import type { BookingConfirmationSearch } from '@/features/consultations/booking-params';
import { useDoctors } from '@/features/consultations/doctors-source';
import { useBookingSelection } from '@/features/consultations/booking-store';
import classes from '@/features/consultations/BookingConfirmationScreen.module.css';

type Props = { search: BookingConfirmationSearch; doctors?: Doctor[] };

export function BookingConfirmationScreen({ search, doctors: fromLoader }: Props) {
  const state = useDoctors(fromLoader);
  const saved = useBookingSelection();
  if (state.status === 'loading' || saved === undefined) {
    return (
      <Container size="sm" py="xl">
        <Title order={1}>Booking Confirmation</Title>
        <Text c="dimmed" role="status">
          Loading your booking…
        </Text>
      </Container>
    );
  }
  // The link carries the booking; a bare visit falls back to the selection saved on this device.
  const fromUrl = search.doctor && search.date && search.time && search.type;
  const booking = fromUrl
    ? { doctorId: search.doctor, date: search.date, time: search.time, type: search.type }
    : { doctorId: saved?.doctorId, date: saved?.date, time: saved?.slot, type: saved?.type };
  const doctor = state.status === 'ready' ? state.data.find((d) => d.id === booking.doctorId) : undefined;
  const symptoms = saved?.doctorId === booking.doctorId ? saved?.symptoms?.trim() : undefined;

  if (!doctor || !booking.date || !booking.time || !booking.type) {
    return (
      <Container size="sm" py="xl">
        <Paper withBorder radius="lg" p="xl" ta="center">
          <Title order={1} fz="h2" mb="sm">
            No consultation booked yet
          </Title>
          <Text c="dimmed" mb="lg">
            Choose a specialty, a doctor and a time, and your booking details will appear here.
          </Text>
          <Button component={Link} to="/consultations/book">
            Book a Consultation
          </Button>
        </Paper>
      </Container>
    );
  }

  const rows: [string, string][] = [
    ['Doctor', `${doctor.name}, ${doctor.specialty}`],
    ['Date', formatLongDate(`${booking.date}T12:00:00`)],
    ['Time', booking.time],
    ['Consultation type', typeLabels[booking.type]],
    ['Fee', formatNaira(doctor.price)],
    ['Hospital', doctor.location],
  ];
  return (
    <Container size="sm" py="xl">
      <Paper withBorder radius="lg" p={{ base: 'lg', sm: 'xl' }}>
        <Group gap="sm" mb="md" wrap="nowrap">
          <ThemeIcon size={44} radius="xl" color="magani.8" aria-hidden="true">
            <IconCheck size={24} />
          </ThemeIcon>
          <div>
            <Title order={1} fz={{ base: 24, sm: 30 }}>
              Booking Confirmed
            </Title>
            <Text c="dimmed" fz="sm">
              Your consultation is booked. The doctor will contact you at the chosen time.
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
          {symptoms && (
            <div className={classes.row}>
              <dt>Your notes</dt>
              <dd>{symptoms}</dd>
            </div>
          )}
        </dl>
        <Text fw={600} mt="md" className={classes.note}>
          You will be charged only after the consultation is completed.
        </Text>
        <Group mt="lg" gap="sm">
          <Button component={Link} to="/">
            Back to Home
          </Button>
          <Button component={Link} to="/consultations/book" variant="default">
            Change booking
          </Button>
        </Group>
      </Paper>
    </Container>
  );
}
