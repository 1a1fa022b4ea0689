import { useEffect, useRef } from 'react';
import { Paper, SegmentedControl, Text, Textarea, Title } from '@mantine/core';
import { DatePicker } from '@mantine/dates';
import { formatLongDate, formatMonthYear, formatNaira, formatWeekdayShort } from '@/lib/format';
import { typeLabels, type ConsultationType, type Doctor } from '@/features/consultations/doctor-schema';
import type { Schedule } from '@/features/consultations/schedule';
import { isoDate } from '@/features/consultations/slots';
import { SlotPicker } from '@/features/consultations/SlotPicker';
import { BookingAction } from '@/features/consultations/BookingAction';
import { useFreeSlots } from '@/features/consultations/use-free-slots';
import classes from '@/features/consultations/SchedulingCard.module.css';
import { book } from '@/features/consultations/booking.messages';
import { specialtyName } from '@/features/consultations/specialty-labels';
import { useLocale, useT } from '@/lib/i18n/use-t';

type Props = Schedule & {
  doctor: Doctor;
  now: Date;
  onChange: (patch: Partial<Schedule>) => void;
  /** Saves what is still waiting to be written before leaving the screen. */
  flush: () => void;
  /** Changes each time a doctor is picked: the card then scrolls into view and takes focus. */
  revealKey: number;
  reduceMotion: boolean;
};

// Bookings open up to two months ahead.
const maxDateFrom = (now: Date) => isoDate(new Date(now.getFullYear(), now.getMonth() + 2, now.getDate()));

// Loaded lazily (the calendar is the heaviest part of the booking screen), hence the default export.
export default function SchedulingCard({
  doctor,
  type,
  date,
  slot,
  symptoms,
  now,
  onChange,
  flush,
  revealKey,
  reduceMotion,
}: Props) {
  const t = useT();
  // In English the calendar's month heading and weekday columns stay Mantine's ("November 2026",
  // "Mo"); in another language they are the catalogue's names (src/lib/i18n/date-names.ts). Mantine
  // hands over each month and weekday as "yyyy-mm-dd"; noon keeps it the same day in Lagos.
  const named = useLocale() !== 'en';
  const free = useFreeSlots(doctor.id, date);
  const chosen = free.slots?.find((s) => s.label === slot);
  const ref = useRef<HTMLDivElement>(null);
  useEffect(() => {
    if (revealKey === 0) return;
    // On phones the card sits below the doctor list: bring it into view after a doctor is chosen.
    ref.current?.scrollIntoView({ behavior: reduceMotion ? 'auto' : 'smooth', block: 'start' });
    ref.current?.querySelector<HTMLElement>('#schedule-heading')?.focus({ preventScroll: true });
  }, [revealKey, reduceMotion]);
  return (
    <Paper
      withBorder
      radius="lg"
      p={{ base: 'md', sm: 'lg' }}
      ref={ref}
      component="section"
      aria-labelledby="schedule-heading"
      className={classes.card}
    >
      <Title order={2} fz="xl" id="schedule-heading" tabIndex={-1}>
        {t(book.scheduleWith, { name: doctor.name })}
      </Title>
      <Text c="dimmed" fz="sm" mb="md">
        {t(book.perConsultation, { specialty: specialtyName(doctor.specialty), price: formatNaira(doctor.price) })}
      </Text>

      <Text fw={600} fz="sm" mb={6} id="type-label">
        {t(book.type)}
      </Text>
      <SegmentedControl
        aria-labelledby="type-label"
        fullWidth
        value={type}
        onChange={(value) => onChange({ type: value as ConsultationType })}
        data={doctor.consultationTypes.map((type) => ({ value: type, label: t(typeLabels[type]) }))}
        mb="lg"
      />

      <div className={classes.when}>
        <div>
          <Text fw={600} fz="sm" mb={6} id="date-label">
            {t(book.date)}
          </Text>
          <DatePicker
            aria-labelledby="date-label"
            value={date}
            onChange={(value) => value && onChange({ date: value })}
            minDate={isoDate(now)}
            maxDate={maxDateFrom(now)}
            firstDayOfWeek={1}
            weekendDays={[]}
            maxLevel="month"
            hideOutsideDates
            ariaLabels={{ previousMonth: t(book.previousMonth), nextMonth: t(book.nextMonth) }}
            monthLabelFormat={named ? (month) => formatMonthYear(`${month}T12:00:00`) : undefined}
            weekdayFormat={named ? (day) => formatWeekdayShort(`${day}T12:00:00`) : undefined}
            classNames={{ weekday: classes.weekday }}
            getDayProps={(day) => ({ 'aria-label': formatLongDate(`${day}T12:00:00`) })}
            className={classes.calendar}
          />
        </div>
        <div className={classes.slots}>
          <Text fw={600} fz="sm" mb={6}>
            {t(book.timeOn, { date: formatLongDate(`${date}T12:00:00`) })}
          </Text>
          <SlotPicker
            slots={free.slots}
            error={free.error}
            onRetry={free.reload}
            value={slot}
            onChange={(value) => onChange({ slot: value })}
          />
        </div>
      </div>

      <Textarea
        label={t(book.symptoms)}
        description={t(book.symptomsHint)}
        placeholder={t(book.symptomsExample)}
        minRows={3}
        autosize
        maxLength={1000}
        value={symptoms}
        onChange={(e) => onChange({ symptoms: e.currentTarget.value })}
        mt="lg"
      />

      <BookingAction
        doctor={doctor}
        type={type}
        slot={chosen}
        symptoms={symptoms}
        slots={free.slots}
        onChoose={(label) => onChange({ slot: label })}
        onTaken={free.reload}
        flush={flush}
      />
      <Text fz="sm" c="dimmed" ta="center" mt="xs">
        {t(book.chargedAfter)}
      </Text>
    </Paper>
  );
}
