import { Button, Text, UnstyledButton } from '@mantine/core';
import type { FreeSlot } from '@/features/consultations/use-free-slots';
import classes from '@/features/consultations/SlotPicker.module.css';
import { consult } from '@/features/consultations/shared.messages';
import { useT } from '@/lib/i18n/use-t';

type Props = { slots?: FreeSlot[]; error?: string; onRetry: () => void; value?: string; onChange: (slot: string) => void };

function SlotGroup({ label, slots, value, onChange }: { label: string; slots: FreeSlot[]; value?: string; onChange: (s: string) => void }) {
  if (slots.length === 0) return null;
  return (
    <div role="group" aria-label={label}>
      <Text fz="xs" c="dimmed" tt="uppercase" fw={700} mb={4}>
        {label}
      </Text>
      <div className={classes.grid}>
        {slots.map((slot) => (
          <UnstyledButton
            key={slot.startsAt}
            className={classes.slot}
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

/** The doctor's free times on the chosen day (Lagos time), from their weekly hours. */
export function SlotPicker({ slots, error, onRetry, value, onChange }: Props) {
  const t = useT();
  if (error) {
    return (
      <div role="alert">
        <Text fz="sm" mb="xs">{error}</Text>
        <Button size="xs" variant="default" onClick={onRetry}>
          {t(consult.tryAgain)}
        </Button>
      </div>
    );
  }
  if (!slots) {
    return (
      <Text fz="sm" c="dimmed" role="status">
        {t(consult.loadingSlots)}
      </Text>
    );
  }
  return (
    <div className={classes.root}>
      <SlotGroup label={t(consult.morning)} slots={slots.filter((s) => s.minutes < 12 * 60)} value={value} onChange={onChange} />
      <SlotGroup label={t(consult.afternoon)} slots={slots.filter((s) => s.minutes >= 12 * 60)} value={value} onChange={onChange} />
      {slots.length === 0 && (
        <Text fz="sm" c="dimmed" role="status">
          {t(consult.noSlots)}
        </Text>
      )}
      <Text fz="xs" c="dimmed" mt="xs">
        {t(consult.lagosTime)}
      </Text>
    </div>
  );
}
