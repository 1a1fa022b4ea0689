import { useCallback, useEffect, useRef, useState } from 'react';
import { Container, SimpleGrid, Text, Title } from '@mantine/core';
import { useReducedMotion } from '@mantine/hooks';
import { LoadFailed } from '@/components/LoadFailed';
import { LazyPart } from '@/components/LazyPart';
import type { Doctor } from '@/features/consultations/doctor-schema';
import { useDoctors } from '@/features/consultations/doctors-source';
import { useNow } from '@/features/consultations/use-now';
import { useBooking } from '@/features/consultations/use-booking';
import { SpecialtyList } from '@/features/consultations/SpecialtyList';
import { DoctorCard } from '@/features/consultations/DoctorCard';
import { lagosDay } from '@/lib/format';
import { afterPageLoad } from '@/lib/pwa/idle';
import classes from '@/features/consultations/BookingScreen.module.css';
import { specialtyName } from '@/features/consultations/specialty-labels';
import { book } from '@/features/consultations/booking.messages';
import { useT } from '@/lib/i18n/use-t';

// Choosing a time needs the server (the doctor's free times, then the booking itself), so the
// calendar is not precached: the worker keeps it from the first time it is shown (sw/precache.ts).
const loadSchedulingCard = () => import('@/features/consultations/SchedulingCard');

export function BookingScreen({ doctors: fromLoader }: { doctors?: Doctor[] }) {
  const t = useT();
  const state = useDoctors(fromLoader);
  return (
    <Container size="xl" py="lg">
      {/* A long word in a longer language breaks rather than pushing the page sideways at 320 px. */}
      <Title order={1} fz={{ base: 28, md: 36 }} style={{ overflowWrap: 'anywhere' }}>
        {t(book.title)}
      </Title>
      <Text c="dimmed" mb="lg">
        {t(book.lead)}
      </Text>
      {state.status === 'ready' ? (
        <Booking doctors={state.data} />
      ) : state.status === 'error' ? (
        <LoadFailed what={t(book.doctorsWhat)} onRetry={state.retry} />
      ) : (
        <Text c="dimmed" role="status">
          {t(book.loadingDoctors)}
        </Text>
      )}
    </Container>
  );
}

function Booking({ doctors }: { doctors: Doctor[] }) {
  const t = useT();
  const now = useNow();
  const booking = useBooking(doctors, now);
  const reduceMotion = useReducedMotion();
  const [revealKey, setRevealKey] = useState(0);
  // Fetch the calendar while the person reads the doctor list, once the page has settled: adding
  // its files to the page is a long task on a slow phone if done while the page hydrates.
  useEffect(() => afterPageLoad(() => void loadSchedulingCard().catch(() => undefined), 500), []);
  const visible = doctors.filter((d) => d.specialty === booking.specialty);

  // One function for every render, so that the memoised cards are not drawn again for it.
  const chooseDoctor = useRef(booking.chooseDoctor);
  useEffect(() => {
    chooseDoctor.current = booking.chooseDoctor;
  });
  const choose = useCallback(async (doctor: Doctor) => {
    await chooseDoctor.current(doctor);
    setRevealKey((k) => k + 1);
  }, []);
  const today = lagosDay(now);

  // While the saved selection loads, the defaults show (General Practice): the page keeps its
  // layout instead of appearing late and pushing the footer down.
  return (
    <div className={classes.layout}>
      <section aria-labelledby="specialties-heading">
        <Title order={2} fz="lg" mb="sm" id="specialties-heading">
          {t(book.specialties)}
        </Title>
        <SpecialtyList value={booking.specialty} counts={booking.counts} onChange={booking.chooseSpecialty} />
      </section>
      <div className={classes.main}>
        <section aria-labelledby="doctors-heading">
          <Title order={2} fz="lg" mb="sm" id="doctors-heading">
            {t(book.available, { specialty: specialtyName(booking.specialty) })}
          </Title>
          <SimpleGrid cols={{ base: 1, sm: 2 }} spacing="md">
            {visible.map((doctor) => (
              <DoctorCard
                key={doctor.id}
                doctor={doctor}
                selected={doctor.id === booking.doctor?.id}
                onSelect={choose}
                today={today}
              />
            ))}
          </SimpleGrid>
        </section>
        {booking.doctor && booking.schedule && (
          <LazyPart
            load={loadSchedulingCard}
            what={t(book.calendarWhat)}
            loading={
              <Text c="dimmed" role="status">
                {t(book.loadingCalendar)}
              </Text>
            }
            props={{
              doctor: booking.doctor,
              ...booking.schedule,
              now,
              onChange: booking.update,
              flush: booking.flush,
              revealKey,
              reduceMotion,
            }}
          />
        )}
      </div>
    </div>
  );
}
