import { memo } from 'react';
import { Avatar, Badge, Button, Card, Group, Text } from '@mantine/core';
import { formatNaira, formatSlotTime, formatWeekdayDayMonth, lagosDay } from '@/lib/format';
import { ratingLabel, ratingText } from '@/lib/ratings';
import { IconCheck, IconStarFilled } from '@tabler/icons-react';
import { typeLabels, type Doctor } from '@/features/consultations/doctor-schema';
import classes from '@/features/consultations/DoctorCard.module.css';
import { specialtyName } from '@/features/consultations/specialty-labels';
import { book } from '@/features/consultations/booking.messages';
import { useT } from '@/lib/i18n/use-t';

type Props = { doctor: Doctor; selected: boolean; onSelect: (doctor: Doctor) => unknown; /** Today in Lagos, "2026-03-05". */ today: string };

/** "Today, 4:00 PM", "Tomorrow, 10:00 AM", "Mon 1 Dec, 9:00 AM" (Lagos time), in the page's language. */
function nextFreeLabel(t: ReturnType<typeof useT>, iso: string | null, today: string): string {
  if (!iso) return t(book.noFreeTime);
  // A copy saved on the phone by an older version holds the label itself.
  if (Number.isNaN(Date.parse(iso))) return iso;
  const days = Math.round((Date.parse(lagosDay(iso)) - Date.parse(today)) / 864e5);
  const time = formatSlotTime(iso).replace(/^0/, '');
  if (days === 0) return t(book.nextToday, { time });
  if (days === 1) return t(book.nextTomorrow, { time });
  return t(book.nextOn, { day: formatWeekdayDayMonth(iso), time });
}

// Memoised: the list renders again when the saved choice or the clock changes, each card only
// when its own doctor or selection does.
export const DoctorCard = memo(function DoctorCard({ doctor, selected, onSelect, today }: Props) {
  const t = useT();
  const titleId = `doctor-${doctor.id}`;
  const rating = ratingText(doctor.rating, doctor.reviews);
  return (
    <Card
      withBorder
      radius="lg"
      padding="md"
      component="article"
      aria-labelledby={titleId}
      className={classes.card}
      data-selected={selected || undefined}
    >
      <Group wrap="nowrap" align="flex-start" gap="sm">
        <Avatar color="magani" radius="xl" size="lg" aria-hidden="true">
          {doctor.image}
        </Avatar>
        <div className={classes.grow}>
          <Group gap={6}>
            <Text component="h3" fw={700} fz="md" id={titleId} translate="no">
              {doctor.name}
            </Text>
            {doctor.verified && (
              <Badge variant="light" size="sm" leftSection={<IconCheck size={12} aria-hidden />}>
                {t(book.verified)}
              </Badge>
            )}
          </Group>
          <Text fz="sm" c="dimmed">
            {t(book.experience, { specialty: specialtyName(doctor.specialty), years: doctor.experience })}
          </Text>
          <Group gap={4} mt={2} role="img" aria-label={ratingLabel(doctor.rating, doctor.reviews)}>
            {rating.stars !== null && <IconStarFilled size={15} className={classes.star} aria-hidden />}
            {rating.stars !== null && (
              <Text fz="sm" fw={600} aria-hidden>
                {rating.stars}
              </Text>
            )}
            <Text fz="sm" c="dimmed" aria-hidden>
              {rating.stars === null ? rating.count : `(${rating.count})`}
            </Text>
          </Group>
        </div>
      </Group>
      <dl className={classes.facts}>
        <dt>{t(book.hospital)}</dt>
        <dd translate="no">{doctor.location}</dd>
        <dt>{t(book.languages)}</dt>
        <dd translate="no">{doctor.languages.join(', ')}</dd>
        <dt>{t(book.nextAvailable)}</dt>
        <dd>{nextFreeLabel(t, doctor.nextAvailable, today)}</dd>
      </dl>
      <Group gap={6} mt="xs">
        {doctor.consultationTypes.map((type) => (
          <Badge key={type} variant="outline" color="gray.8" size="sm">
            {t(typeLabels[type])}
          </Badge>
        ))}
      </Group>
      <Group justify="space-between" mt="md" align="center">
        <div>
          <Text fz="xs" c="dimmed">
            {t(book.fee)}
          </Text>
          <Text fw={800} fz="lg">
            {formatNaira(doctor.price)}
          </Text>
        </div>
        <Button
          onClick={() => void onSelect(doctor)}
          variant={selected ? 'light' : 'filled'}
          aria-describedby={titleId}
          leftSection={selected ? <IconCheck size={16} aria-hidden /> : undefined}
        >
          {t(selected ? book.selected : book.select)}
        </Button>
      </Group>
    </Card>
  );
});
