import { UnstyledButton } from '@mantine/core';
import { specialties, type Specialty } from '@/features/consultations/doctor-schema';
import classes from '@/features/consultations/SpecialtyList.module.css';
import { specialtyName } from '@/features/consultations/specialty-labels';
import { book } from '@/features/consultations/booking.messages';
import { usePlurals, useT } from '@/lib/i18n/use-t';

type Props = { value: Specialty; counts: Map<string, number>; onChange: (specialty: Specialty) => void };

export function SpecialtyList({ value, counts, onChange }: Props) {
  const t = useT();
  // The counts' spoken form ("3 doctors") is a plural.
  usePlurals(true);
  return (
    <div className={classes.list} role="group" aria-labelledby="specialties-heading">
      {specialties.map((specialty) => (
        <UnstyledButton
          key={specialty}
          className={classes.item}
          aria-pressed={specialty === value}
          onClick={() => onChange(specialty)}
        >
          <span>{specialtyName(specialty)}</span>
          <span className={classes.count} aria-label={t(book.doctorCount, { count: counts.get(specialty) ?? 0 })}>
            {counts.get(specialty) ?? 0}
          </span>
        </UnstyledButton>
      ))}
    </div>
  );
}
