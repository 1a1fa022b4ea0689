import '@mantine/core/styles/UnstyledButton.css';
import '@mantine/core/styles/Text.css';
import { Text, UnstyledButton } from '@mantine/core';
import { slotsFor, type Slot } from '@/features/consultations/slots';
import classes from '@/features/consultations/SlotPicker.module.css';

type Props = { date: string; now: Date; value?: string; onChange: (slot: string) => void };

function SlotGroup({
  label,
  slots,
  value,
  onChange,
}: {
  label: string;
  slots: Slot[];
  value?: string;
  onChange: (s: string) => void;
}) {
  return (
    <div role="group" aria-label={label}>
      <Text fz="xs" c="dimmed" tt="uppercase" fw={700} mb={4}>
        {label}
      </Text>
      <div className={classes.grid}>
        {slots.map((slot) => (
          <UnstyledButton
            key={slot.label}
            className={classes.slot}
            disabled={!slot.available}
            aria-pressed={slot.label === value}
            onClick={() => onChange(slot.label)}
          >
            {slot.label}
          </UnstyledButton>
        ))}
      </div>
    </div>
  );
}

export function SlotPicker({ date, now, value, onChange }: Props) {
  const slots = slotsFor(date, now);
  const morning = slots.filter((s) => s.minutes < 12 * 60);
  const later = slots.filter((s) => s.minutes >= 12 * 60);
  const none = !slots.some((s) => s.available);
  return (
    <div className={classes.root}>
      <SlotGroup label="Morning" slots={morning} value={value} onChange={onChange} />
      <SlotGroup label="Afternoon and evening" slots={later} value={value} onChange={onChange} />
      {none && (
        <Text fz="sm" c="dimmed" role="status">
          No times left on this day. Please choose another date.
        </Text>
      )}
    </div>
  );
}
