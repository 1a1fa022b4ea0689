import { useEffect, useState } from 'react';
import { Button, Group, Paper, Stack, Text, Title } from '@mantine/core';
import { Link } from '@tanstack/react-router';
import { LoadFailed } from '@/components/LoadFailed';
import { formatLongDate } from '@/lib/format';
import { cancelRefillReminder, channelLabels, myRefillReminders, type RefillReminder } from '@/lib/orders/refill-reminders';

function ReminderRow({ reminder, onCancelled }: { reminder: RefillReminder; onCancelled: () => void }) {
  const [busy, setBusy] = useState(false);
  const [error, setError] = useState<string>();
  const cancel = async () => {
    setBusy(true);
    setError(undefined);
    try {
      await cancelRefillReminder(reminder.id);
      onCancelled();
    } catch (err) {
      setError((err as { status?: number }).status === 0 ? 'Not cancelled: no connection. Try again when you are online.' : `Not cancelled: ${(err as Error).message}`);
      setBusy(false);
    }
  };
  return (
    <Paper withBorder radius="md" p="sm" component="li" data-testid="refill-reminder">
      <Group justify="space-between" align="flex-start" gap="xs">
        <div>
          <Text fw={700}>
            Order {reminder.reference} · {reminder.pharmacy_name}
          </Text>
          <Text fz="sm">{reminder.items.map((i) => `${i.quantity} × ${i.name}`).join(', ')}</Text>
          <Text fz="sm" c="dimmed">
            Every {reminder.interval_days} days by {channelLabels[reminder.channel]} · next on {formatLongDate(reminder.next_due_at)}
          </Text>
        </div>
        <Button size="xs" variant="default" loading={busy} onClick={() => void cancel()} aria-label={`Cancel the refill reminder for order ${reminder.reference}`}>
          Cancel
        </Button>
      </Group>
      {error && (
        <Text c="red.9" fz="sm" role="alert" mt={4}>
          {error}
        </Text>
      )}
    </Paper>
  );
}

/** The patient's refill reminders, with their next date, and a way to cancel each. */
export default function RefillRemindersCard() {
  const [reminders, setReminders] = useState<RefillReminder[] | null>();
  const [note, setNote] = useState<string>();
  const [attempt, setAttempt] = useState(0);
  useEffect(() => {
    let live = true;
    myRefillReminders().then(
      (all) => live && setReminders(all),
      () => live && setReminders(null),
    );
    return () => {
      live = false;
    };
  }, [attempt]);
  const load = () => {
    setReminders(undefined);
    setAttempt((n) => n + 1);
  };

  let body;
  if (reminders === undefined) body = <Text c="dimmed">Loading your reminders…</Text>;
  else if (reminders === null) body = <LoadFailed what="your refill reminders" onRetry={load} p="sm" />;
  else if (!reminders.length)
    body = (
      <Text>
        No refill reminders. Set one from a delivered order in <Link to="/orders">My Orders</Link>.
      </Text>
    );
  else
    body = (
      <Stack component="ul" gap="xs" p={0} m={0} style={{ listStyle: 'none' }}>
        {reminders.map((r) => (
          <ReminderRow
            key={r.id}
            reminder={r}
            onCancelled={() => {
              setReminders((all) => all?.filter((x) => x.id !== r.id));
              setNote(`Reminder for order ${r.reference} cancelled.`);
            }}
          />
        ))}
      </Stack>
    );
  return (
    <Paper withBorder radius="lg" p="lg" mb="lg" component="section" aria-labelledby="refills-title">
      <Title order={2} size="h3" id="refills-title" mb="xs">
        Refill reminders
      </Title>
      {body}
      <Text role="status" fz="sm" mt={note ? 'sm' : 0}>
        {note}
      </Text>
    </Paper>
  );
}
