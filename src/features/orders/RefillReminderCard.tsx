import { useEffect, useState } from 'react';
import { Button, Group, Paper, Radio, Stack, Text, TextInput, Title } from '@mantine/core';
import { Link } from '@tanstack/react-router';
import { formatLongDate } from '@/lib/format';
import { OrderError } from '@/lib/orders/api';
import {
  myRefillReminders,
  readDays,
  REFILL_CHANNELS,
  setRefillReminder,
  type RefillChannel,
  type RefillReminder,
} from '@/lib/orders/refill-reminders';
import { useT } from '@/lib/i18n/use-t';
import type { Message } from '@/lib/i18n/i18n';
import { withSlots } from '@/lib/i18n/slots';
import { refill as m } from '@/features/orders/refill.messages';

type Errors = { days?: string; channel?: string; form?: string };

const channelWords: Record<RefillChannel, Message> = { sms: m.sms, email: m.email, push: m.push };

/** "Remind me to refill" on a delivered order: every N days (30 unless changed), by SMS or e-mail. */
export default function RefillReminderCard({ orderId }: { orderId: string }) {
  const t = useT();
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
    if ('error' in read) return setErrors({ days: t(m.daysRange) });
    setErrors({});
    setBusy(true);
    setJustSaved(false);
    try {
      const row = await setRefillReminder(orderId, read.days, channel);
      setSaved(row);
      setOpen(false);
      setJustSaved(true);
    } catch (err) {
      // The server's refusal names its field; its text is the server's own.
      const message = err instanceof Error ? err.message : t(m.notSaved);
      const field = err instanceof OrderError ? err.hint : undefined;
      if (field === 'interval_days') setErrors({ days: message });
      else if (field === 'channel') setErrors({ channel: message });
      else if ((err as { status?: number }).status === 0) setErrors({ form: t(m.offline) });
      else setErrors({ form: t(m.refused, { reason: message }) });
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
          label={t(m.days)}
          description={t(m.daysHint)}
          inputMode="numeric"
          value={days}
          onChange={(e) => setDays(e.currentTarget.value)}
          error={errors.days}
          w={{ base: '100%', xs: 240 }}
        />
        <Radio.Group label={t(m.sendBy)} value={channel} onChange={(value) => setChannel(value as RefillChannel)} error={errors.channel}>
          <Group gap="md" mt={4}>
            {REFILL_CHANNELS.map((c) => (
              <Radio key={c} value={c} label={t(c === 'push' ? m.pushOption : channelWords[c])} />
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
            {t(m.save)}
          </Button>
          <Button variant="default" onClick={() => setOpen(false)}>
            {t(m.notNow)}
          </Button>
        </Group>
      </Stack>
    </form>
  );

  return (
    <Paper withBorder radius="lg" p="md" component="section" aria-labelledby="refill-heading" data-testid="refill-card">
      <Title order={2} fz="lg" id="refill-heading" mb="xs">
        {t(m.title)}
      </Title>
      {saved && (
        <Text fz="sm" role={justSaved ? 'status' : undefined} mb={open ? 'sm' : 0}>
          {justSaved ? `${t(m.saved)} ` : ''}
          {withSlots(
            t(m.every, {
              days: saved.interval_days,
              channel: t(channelWords[saved.channel]),
              date: formatLongDate(saved.next_due_at),
              settings: '{settings}',
            }),
            { settings: <Link to="/settings">{t(m.settings)}</Link> },
          )}
        </Text>
      )}
      {saved === null && !open && (
        <Text fz="sm" c="dimmed" mb="sm">
          {t(m.intro)}
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
            {t(saved ? m.change : m.remind)}
          </Button>
        )
      )}
    </Paper>
  );
}
