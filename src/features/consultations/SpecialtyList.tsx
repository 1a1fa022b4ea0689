import { UnstyledButton } from '@mantine/core';
import { specialties, type Specialty } from '@/features/consultations/doctor-schema';
import classes from '@/features/consultations/SpecialtyList.module.css';

type Props = { value: Specialty; counts: Map<string, number>; onChange: (specialty: Specialty) => void };

export function SpecialtyList({ value, counts, onChange }: Props) {
  return (
    <div className={classes.list} role="group" aria-labelledby="specialties-heading">
      {specialties.map((specialty) => (
        <UnstyledButton
          key={specialty}
          className={classes.item}
          aria-pressed={specialty === value}
          onClick={() => onChange(specialty)}
        >
          <span>{specialty}</span>
          <span className={classes.count} aria-label={`${counts.get(specialty) ?? 0} ${counts.get(specialty) === 1 ? 'doctor' : 'doctors'}`}>
            {counts.get(specialty) ?? 0}
          </span>
        </UnstyledButton>
      ))}
    </div>
  );
}
