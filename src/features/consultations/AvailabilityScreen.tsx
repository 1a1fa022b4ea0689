import { useState } from 'react';
import { Button, Container, Group, Paper, Stack, Text, TextInput, Title } from '@mantine/core';
import { useRemote } from '@/lib/use-remote';
import { fetchMyAvailability, saveAvailability, type AvailabilityRow } from '@/lib/consultations/api';
import { LoadFailed } from '@/components/LoadFailed';
import { useT } from '@/lib/i18n/use-t';
import { translate, type Message } from '@/lib/i18n/i18n';
import { hours as m } from '@/features/consultations/doctor.messages';
import { OrderError } from '@/lib/orders/api';

// Monday first, as Nigerian calendars show the week; weekday numbers are the database's (0 = Sunday).
// The server's refusals by hint (supabase/migrations/20260107000100_refusal_hints.sql), in the
// doctor's language; anything else as the server words it.
const refusals: Record<string, Message> = { not_doctor: m.notDoctor, too_many: m.tooMany };
const days: [number, Message][] = [[1, m.monday], [2, m.tuesday], [3, m.wednesday], [4, m.thursday], [5, m.friday], [6, m.saturday], [0, m.sunday]];
// A longer language's button text wraps inside the button instead of pushing the page sideways on a phone.
const wrapping = { h: 'auto', mih: 30, py: 4, styles: { label: { whiteSpace: 'normal', overflowWrap: 'anywhere', textAlign: 'center' } } } as const;
const narrowLabel = { label: { overflowWrap: 'anywhere' } } as const;
const validTime = /^([01]\d|2[0-3]):[0-5]\d$/;

function problemOf(rows: AvailabilityRow[]): Message | undefined {
  for (const r of rows) {
    if (!validTime.test(r.start) || !validTime.test(r.end)) return m.badTime;
    if (r.end <= r.start) return m.endFirst;
  }
  return undefined;
}

/** A doctor's weekly hours; patients book 30-minute slots cut from them (Lagos time). */
export function AvailabilityScreen() {
  const t = useT();
  const remote = useRemote(fetchMyAvailability, 'availability');
  const [edited, setRows] = useState<AvailabilityRow[]>();
  // What the doctor sees: their edits once they made any, otherwise the saved hours.
  const rows = edited ?? (remote.state === 'ready' ? remote.data : undefined);
  const [message, setMessage] = useState<{ ok: boolean; text: string }>();
  const [busy, setBusy] = useState(false);

  const change = (index: number, patch: Partial<AvailabilityRow>) =>
    setRows(rows?.map((r, i) => (i === index ? { ...r, ...patch } : r)));
  const save = async () => {
    if (!rows) return;
    const problem = problemOf(rows);
    if (problem) return setMessage({ ok: false, text: translate(problem) });
    setBusy(true);
    try {
      await saveAvailability(rows);
      setMessage({ ok: true, text: translate(m.saved) });
    } catch (err) {
      const refusal = err instanceof OrderError && err.hint ? refusals[err.hint] : undefined;
      setMessage({ ok: false, text: refusal ? translate(refusal) : err instanceof Error ? err.message : translate(m.notSaved) });
    } finally {
      setBusy(false);
    }
  };

  return (
    <Container size="md" py="lg">
      {/* A one-word heading in a longer language breaks rather than pushing the page sideways. */}
      <Title order={1} mb="xs" style={{ overflowWrap: 'anywhere' }}>
        {t(m.title)}
      </Title>
      <Text c="dimmed" mb="lg">
        {t(m.lead)}
      </Text>
      {remote.state === 'failed' ? (
        <LoadFailed what={t(m.what)} onRetry={remote.reload} />
      ) : !rows ? (
        <Text c="dimmed" role="status">
          {t(m.loading)}
        </Text>
      ) : (
        <Stack gap="sm">
          {days.map(([weekday, day]) => {
            const name = t(day);
            return (
            <Paper key={weekday} withBorder radius="md" p="sm" component="section" aria-label={name}>
              <Group justify="space-between" mb={4}>
                <Text fw={600}>{name}</Text>
                <Button size="xs" variant="default" maw="100%" {...wrapping} onClick={() => setRows([...rows, { weekday, start: '09:00', end: '12:00', slot_minutes: 30 }])}>
                  {t(m.add, { day: name })}
                </Button>
              </Group>
              {rows.every((r) => r.weekday !== weekday) && <Text fz="sm" c="dimmed">{t(m.none)}</Text>}
              {rows.map((r, i) =>
                r.weekday !== weekday ? null : (
                  <Group key={i} gap="xs" align="flex-end" wrap="wrap" mt={4}>
                    <TextInput label={t(m.from, { day: name })} styles={narrowLabel} type="time" value={r.start} onChange={(e) => change(i, { start: e.currentTarget.value })} w={130} />
                    <TextInput label={t(m.until, { day: name })} styles={narrowLabel} type="time" value={r.end} onChange={(e) => change(i, { end: e.currentTarget.value })} w={130} />
                    <Button
                      size="xs"
                      {...wrapping}
                      variant="subtle"
                      color="red"
                      aria-label={t(m.removeLabel, { start: r.start, end: r.end, day: name })}
                      onClick={() => setRows(rows.filter((_, j) => j !== i))}
                    >
                      {t(m.remove)}
                    </Button>
                  </Group>
                ),
              )}
            </Paper>
            );
          })}
          {message && (
            <Text role={message.ok ? 'status' : 'alert'} c={message.ok ? 'magani.8' : 'red.8'}>
              {message.text}
            </Text>
          )}
          <Button onClick={() => void save()} loading={busy} maw={240} {...wrapping}>
            {t(m.save)}
          </Button>
        </Stack>
      )}
    </Container>
  );
}
