import { useEffect, useState } from 'react';
import { Button, Group, Paper, Stack, Text, Title } from '@mantine/core';
import { Link } from '@tanstack/react-router';
import { LoadFailed } from '@/components/LoadFailed';
import { formatLongDate } from '@/lib/format';
import { cancelRefillReminder, myRefillReminders, type RefillReminder } from '@/lib/orders/refill-reminders';
import { translate } from '@/lib/i18n/i18n';
import { withInside } from '@/lib/i18n/with-inside';
import { useT } from '@/lib/i18n/use-t';
import { settingsMessages as m } from '@/features/settings/settings.messages';

const every = { sms: m.everySms, email: m.everyEmail, push: m.everyPush } as const;

function ReminderRow({ reminder, onCancelled }: { reminder: RefillReminder; onCancelled: () => void }) {
  const [busy, setBusy] = useState(false);
  const [error, setError] = useState<string>();
  const t = useT();
  const cancel = async () => {
    setBusy(true);
    setError(undefined);
    try {
      await cancelRefillReminder(reminder.id);
      onCancelled();
    } catch (err) {
      setError((err as { status?: number }).status === 0 ? translate(m.notCancelledOffline) : translate(m.notCancelled, { error: (err as Error).message }));
      setBusy(false);
    }
  };
  return (
    <Paper withBorder radius="md" p="sm" component="li" data-testid="refill-reminder">
      <Group justify="space-between" align="flex-start" gap="xs">
        <div>
          <Text fw={700} translate="no">
            {t(m.order, { reference: reminder.reference, pharmacy: reminder.pharmacy_name })}
          </Text>
          <Text fz="sm" translate="no">
            {reminder.items.map((i) => `${i.quantity} × ${i.name}`).join(', ')}
          </Text>
          <Text fz="sm" c="dimmed">
            {t(every[reminder.channel], { days: reminder.interval_days, date: formatLongDate(reminder.next_due_at) })}
          </Text>
        </div>
        <Button size="xs" variant="default" loading={busy} onClick={() => void cancel()} aria-label={t(m.cancelLabel, { reference: reminder.reference })}>
          {t(m.cancel)}
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
  const t = useT();
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
  if (reminders === undefined) body = <Text c="dimmed">{t(m.refillsLoading)}</Text>;
  else if (reminders === null) body = <LoadFailed what={t(m.refillsWhat)} onRetry={load} p="sm" />;
  else if (!reminders.length)
    body = (
      <Text>{withInside(t(m.noRefills, { orders: withInside.mark }), <Link to="/orders">{t(m.myOrders)}</Link>)}</Text>
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
              setNote(translate(m.cancelled, { reference: r.reference }));
            }}
          />
        ))}
      </Stack>
    );
  return (
    <Paper withBorder radius="lg" p="lg" mb="lg" component="section" aria-labelledby="refills-title">
      <Title order={2} size="h3" id="refills-title" mb="xs">
        {t(m.refills)}
      </Title>
      {body}
      <Text role="status" fz="sm" mt={note ? 'sm' : 0}>
        {note}
      </Text>
    </Paper>
  );
}
