import { useState } from 'react';
import { Button, Container, Group, Paper, Stack, Text, TextInput, Title } from '@mantine/core';
import { useRemote } from '@/lib/use-remote';
import { fetchMyAvailability, saveAvailability, type AvailabilityRow } from '@/lib/consultations/api';
import { LoadFailed } from '@/components/LoadFailed';

// Monday first, as Nigerian calendars show the week; weekday numbers are the database's (0 = Sunday).
const days: [number, string][] = [[1, 'Monday'], [2, 'Tuesday'], [3, 'Wednesday'], [4, 'Thursday'], [5, 'Friday'], [6, 'Saturday'], [0, 'Sunday']];
const validTime = /^([01]\d|2[0-3]):[0-5]\d$/;

function problemOf(rows: AvailabilityRow[]): string | undefined {
  for (const r of rows) {
    if (!validTime.test(r.start) || !validTime.test(r.end)) return 'Write each time as HH:MM, for example 09:00.';
    if (r.end <= r.start) return 'Each period must end after it starts.';
  }
  return undefined;
}

/** A doctor's weekly hours; patients book 30-minute slots cut from them (Lagos time). */
export function AvailabilityScreen() {
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
    if (problem) return setMessage({ ok: false, text: problem });
    setBusy(true);
    try {
      await saveAvailability(rows);
      setMessage({ ok: true, text: 'Saved. Patients now see free times from these hours.' });
    } catch (err) {
      setMessage({ ok: false, text: err instanceof Error ? err.message : 'Not saved. Try again.' });
    } finally {
      setBusy(false);
    }
  };

  return (
    <Container size="md" py="lg">
      <Title order={1} mb="xs">
        Availability
      </Title>
      <Text c="dimmed" mb="lg">
        Your weekly hours in Lagos time. Patients book 30-minute slots within them; booked slots stay booked when you change hours.
      </Text>
      {remote.state === 'failed' ? (
        <LoadFailed what="your hours" onRetry={remote.reload} />
      ) : !rows ? (
        <Text c="dimmed" role="status">
          Loading your hours…
        </Text>
      ) : (
        <Stack gap="sm">
          {days.map(([weekday, name]) => (
            <Paper key={weekday} withBorder radius="md" p="sm" component="section" aria-label={name}>
              <Group justify="space-between" mb={4}>
                <Text fw={600}>{name}</Text>
                <Button size="xs" variant="default" onClick={() => setRows([...rows, { weekday, start: '09:00', end: '12:00', slot_minutes: 30 }])}>
                  Add hours on {name}
                </Button>
              </Group>
              {rows.every((r) => r.weekday !== weekday) && <Text fz="sm" c="dimmed">Not available</Text>}
              {rows.map((r, i) =>
                r.weekday !== weekday ? null : (
                  <Group key={i} gap="xs" align="flex-end" wrap="wrap" mt={4}>
                    <TextInput label={`${name} from`} type="time" value={r.start} onChange={(e) => change(i, { start: e.currentTarget.value })} w={130} />
                    <TextInput label={`${name} until`} type="time" value={r.end} onChange={(e) => change(i, { end: e.currentTarget.value })} w={130} />
                    <Button
                      size="xs"
                      variant="subtle"
                      color="red"
                      aria-label={`Remove ${r.start}–${r.end} on ${name}`}
                      onClick={() => setRows(rows.filter((_, j) => j !== i))}
                    >
                      Remove
                    </Button>
                  </Group>
                ),
              )}
            </Paper>
          ))}
          {message && (
            <Text role={message.ok ? 'status' : 'alert'} c={message.ok ? 'magani.8' : 'red.8'}>
              {message.text}
            </Text>
          )}
          <Button onClick={() => void save()} loading={busy} maw={240}>
            Save availability
          </Button>
        </Stack>
      )}
    </Container>
  );
}
