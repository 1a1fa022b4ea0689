import { useState } from 'react';
import { Alert, Button, Group, Paper, Stack, Text, TextInput } from '@mantine/core';
import { formatAppointment, formatSlotTime, formatWeekdayDayMonth, lagosDay } from '@/lib/format';
import { ConsultationError, fetchFreeSlots, rescheduleConsultation, type Consultation } from '@/lib/consultations/api';
import { useFreeSlots } from '@/features/consultations/use-free-slots';
import { SlotPicker } from '@/features/consultations/SlotPicker';
import { useNow } from '@/features/consultations/use-now';
import { consult } from '@/features/consultations/shared.messages';
import { translate } from '@/lib/i18n/i18n';
import { useT } from '@/lib/i18n/use-t';

const TWO_HOURS = 2 * 3600e3;

const shortWhen = (iso: string) => `${formatWeekdayDayMonth(iso)}, ${formatSlotTime(iso)}`;

export const canReschedule = (c: Consultation, now: Date) =>
  c.status === 'booked' && new Date(c.starts_at).getTime() - now.getTime() > TWO_HOURS;

type Props = { c: Consultation; onMoved: (startsAt: string) => void; onClose: () => void };

/** Picks another free slot of the same doctor; a slot taken meanwhile is refused with the next free ones. */
export function Reschedule({ c, onMoved, onClose }: Props) {
  const t = useT();
  const today = lagosDay(useNow());
  const [date, setDate] = useState(() => lagosDay(c.starts_at));
  const [chosen, setChosen] = useState<string>();
  const [busy, setBusy] = useState(false);
  const [problem, setProblem] = useState<{ message: string; next: string[] }>();
  const free = useFreeSlots(c.doctor_id, date);
  const slot = free.slots?.find((s) => s.startsAt === chosen);

  const move = async () => {
    if (!chosen) return;
    setBusy(true);
    setProblem(undefined);
    try {
      await rescheduleConsultation(c.id, chosen);
      onMoved(chosen);
    } catch (err) {
      if (err instanceof ConsultationError && err.hint === 'slot_taken') {
        // The next free times from the chosen day on, over a week.
        const from = date < today ? today : date;
        const rows = await fetchFreeSlots(c.doctor_id, from, lagosDay(Date.parse(from) + 7 * 864e5)).catch(() => []);
        setProblem({ message: translate(consult.slotTaken), next: rows.filter((s) => s !== chosen).slice(0, 3) });
        setChosen(undefined);
        free.reload();
      } else {
        setProblem({ message: err instanceof ConsultationError ? err.message : translate(consult.notMovedOffline), next: [] });
      }
    } finally {
      setBusy(false);
    }
  };

  const pick = (iso: string) => {
    setDate(lagosDay(iso));
    setChosen(iso);
    setProblem(undefined);
  };

  return (
    <Paper withBorder radius="md" p="sm" mt="sm" component="section" aria-label={t(consult.reschedule)}>
      <Stack gap="xs">
        {/* The rule the database applies (reschedule_consultation), said on screen. */}
        <Text fz="sm">{t(consult.rule)}</Text>
        <TextInput
          type="date"
          label={t(consult.newDate)}
          value={date}
          min={today}
          onChange={(e) => {
            setDate(e.currentTarget.value || today);
            setChosen(undefined);
          }}
          maw={220}
        />
        <SlotPicker
          slots={free.slots}
          error={free.error}
          onRetry={free.reload}
          value={slot?.label}
          onChange={(label) => setChosen(free.slots?.find((s) => s.label === label)?.startsAt)}
        />
        {problem && (
          <Alert color="red" role="alert" title={t(consult.notMoved)}>
            <Text fz="sm">{problem.message}</Text>
            {problem.next.length > 0 && (
              <Group gap="xs" mt="xs" role="group" aria-label={t(consult.nextFree)}>
                <Text fz="sm">{t(consult.nextFreeLead)}</Text>
                {problem.next.map((iso) => (
                  <Button key={iso} size="xs" variant="default" onClick={() => pick(iso)}>
                    {shortWhen(iso)}
                  </Button>
                ))}
              </Group>
            )}
          </Alert>
        )}
        <Group gap="xs">
          <Button size="xs" disabled={!chosen} loading={busy} onClick={() => void move()}>
            {chosen ? t(consult.moveTo, { when: formatAppointment(chosen) }) : t(consult.chooseNew)}
          </Button>
          <Button size="xs" variant="default" onClick={onClose}>
            {t(consult.keep)}
          </Button>
        </Group>
      </Stack>
    </Paper>
  );
}
