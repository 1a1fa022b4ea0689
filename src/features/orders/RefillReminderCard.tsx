import { useEffect, useState } from 'react';
import { Button, Group, Paper, Radio, Stack, Text, TextInput, Title } from '@mantine/core';
import { Link } from '@tanstack/react-router';
import { formatLongDate } from '@/lib/format';
import { OrderError } from '@/lib/orders/api';
import {
  channelLabels,
  myRefillReminders,
  readDays,
  REFILL_CHANNELS,
  setRefillReminder,
  type RefillChannel,
  type RefillReminder,
} from '@/lib/orders/refill-reminders';

type Errors = { days?: string; channel?: string; form?: string };

/** "Remind me to refill" on a delivered order: every N days (30 unless changed), by SMS or e-mail. */
export default function RefillReminderCard({ orderId }: { orderId: string }) {
  const [saved, setSaved] = useState<RefillReminder | null>();
  const [open, setOpen] = useState(false);
  const [days, setDays] = useState('30');
  const [channel, setChannel] = useState<RefillChannel>('sms');
  const [errors, setErrors] = useState<Errors>({});
  const [busy, setBusy] = useState(false);
  const [justSaved, setJustSaved] = useState(false);

  useEffect(() => {
    let live = true;
    myRefillReminders().then(
      (all) => live && setSaved(all.find((r) => r.order_id === orderId) ?? null),
      () => live && setSaved(null),
    );
    return () => {
      live = false;
    };
  }, [orderId]);

  const save = async () => {
    const read = readDays(days);
    if ('error' in read) return setErrors({ days: read.error });
    setErrors({});
    setBusy(true);
    setJustSaved(false);
    try {
      const row = await setRefillReminder(orderId, read.days, channel);
      setSaved(row);
      setOpen(false);
      setJustSaved(true);
    } catch (err) {
      const message = err instanceof Error ? err.message : 'The reminder was not saved';
      const field = err instanceof OrderError ? err.hint : undefined;
      if (field === 'interval_days') setErrors({ days: message });
      else if (field === 'channel') setErrors({ channel: message });
      else if ((err as { status?: number }).status === 0) setErrors({ form: 'The reminder was not saved: no connection. Try again when you are online.' });
      else setErrors({ form: `The reminder was not saved: ${message}` });
    } finally {
      setBusy(false);
    }
  };

  const editing = (
    <form
      noValidate
      onSubmit={(e) => {
        e.preventDefault();
        void save();
      }}
    >
      <Stack gap="sm">
        <TextInput
          label="Remind me every (days)"
          description="From 1 to 180 days. 30 is about a month's supply."
          inputMode="numeric"
          value={days}
          onChange={(e) => setDays(e.currentTarget.value)}
          error={errors.days}
          w={{ base: '100%', xs: 240 }}
        />
        <Radio.Group label="Send it by" value={channel} onChange={(value) => setChannel(value as RefillChannel)} error={errors.channel}>
          <Group gap="md" mt={4}>
            {REFILL_CHANNELS.map((c) => (
              <Radio key={c} value={c} label={c === 'push' ? 'Push notification' : channelLabels[c]} />
            ))}
          </Group>
        </Radio.Group>
        {errors.form && (
          <Text c="red.9" fz="sm" role="alert">
            {errors.form}
          </Text>
        )}
        <Group gap="sm">
          <Button type="submit" loading={busy}>
            Save reminder
          </Button>
          <Button variant="default" onClick={() => setOpen(false)}>
            Not now
          </Button>
        </Group>
      </Stack>
    </form>
  );

  return (
    <Paper withBorder radius="lg" p="md" component="section" aria-labelledby="refill-heading" data-testid="refill-card">
      <Title order={2} fz="lg" id="refill-heading" mb="xs">
        Refill reminder
      </Title>
      {saved && (
        <Text fz="sm" role={justSaved ? 'status' : undefined} mb={open ? 'sm' : 0}>
          {justSaved ? 'Reminder saved. ' : ''}We will remind you every {saved.interval_days} days by {channelLabels[saved.channel]}, next on{' '}
          {formatLongDate(saved.next_due_at)}. Cancel it in{' '}
          <Link to="/settings">Settings</Link>.
        </Text>
      )}
      {saved === null && !open && (
        <Text fz="sm" c="dimmed" mb="sm">
          Get a message before your medicines run out, with a link to order them again at today&rsquo;s prices.
        </Text>
      )}
      {open ? (
        editing
      ) : (
        saved !== undefined && (
          <Button mt={saved ? 'sm' : 0} variant={saved ? 'default' : 'filled'} onClick={() => {
            if (saved) {
              setDays(String(saved.interval_days));
              setChannel(saved.channel);
            }
            setJustSaved(false);
            setOpen(true);
          }}>
            {saved ? 'Change reminder' : 'Remind me to refill'}
          </Button>
        )
      )}
    </Paper>
  );
}
