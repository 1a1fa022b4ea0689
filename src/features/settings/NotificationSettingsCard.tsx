import { useEffect, useState } from 'react';
import { Button, Checkbox, Group, Paper, Stack, Text, Title } from '@mantine/core';
import { CHANNELS, KINDS, loadChoices, saveChoice, type Channel, type Choices, type Kind } from '@/lib/push/preferences';
import { pushState, turnPushOff, turnPushOn, type PushState } from '@/lib/push/device';
import { translate, type Message } from '@/lib/i18n/i18n';
import { useT } from '@/lib/i18n/use-t';
import { settingsMessages as m } from '@/features/settings/settings.messages';

const KIND_LABELS: Record<Kind, Message> = {
  orders: m.kindOrders,
  prescriptions: m.kindPrescriptions,
  consultations: m.kindConsultations,
  reminders: m.kindReminders,
  account: m.kindAccount,
};
const CHANNEL_LABELS: Record<Channel, Message> = { push: m.channelPush, sms: m.channelSms, email: m.channelEmail };
const DEVICE_TEXT: Record<PushState, Message> = {
  unsupported: m.deviceUnsupported,
  blocked: m.deviceBlocked,
  off: m.deviceOff,
  on: m.deviceOn,
};

/** Which messages come by which channel, kept by the server; and push on this device. */
export function NotificationSettingsCard() {
  const [choices, setChoices] = useState<Choices>();
  const [device, setDevice] = useState<PushState>();
  const [saving, setSaving] = useState<string>();
  const [error, setError] = useState<string>();
  const t = useT();

  useEffect(() => {
    loadChoices().then(setChoices, () => setError(translate(m.loadFailed)));
    pushState().then(setDevice, () => setDevice('unsupported'));
  }, []);

  const toggle = async (kind: Kind, channel: Channel, enabled: boolean) => {
    const key = `${kind}.${channel}` as const;
    setSaving(key);
    setError(undefined);
    try {
      await saveChoice(kind, channel, enabled);
      setChoices((c) => (c ? { ...c, [key]: enabled } : c));
    } catch {
      setError(translate(m.notSaved));
    } finally {
      setSaving(undefined);
    }
  };
  const switchDevice = async () => {
    setSaving('device');
    setError(undefined);
    try {
      setDevice(await (device === 'on' ? turnPushOff() : turnPushOn()));
    } catch (e) {
      setError(e instanceof Error ? e.message : translate(m.notSavedShort));
    } finally {
      setSaving(undefined);
    }
  };

  return (
    <Paper withBorder radius="lg" p="lg" mb="lg" component="section" aria-labelledby="notifications-title">
      <Title order={2} size="h3" id="notifications-title" mb="xs">
        {t(m.notifications)}
      </Title>
      <Text mb="md">{t(m.notificationsText)}</Text>
      {device && (
        <Group justify="space-between" mb="md" gap="sm">
          <Text>{t(DEVICE_TEXT[device])}</Text>
          {(device === 'on' || device === 'off') && (
            <Button variant="light" onClick={() => void switchDevice()} loading={saving === 'device'}>
              {device === 'on' ? t(m.turnOff) : t(m.turnOn)}
            </Button>
          )}
        </Group>
      )}
      {choices ? (
        <Stack gap="sm">
          {KINDS.map((kind) => (
            <fieldset key={kind} style={{ border: 0, margin: 0, padding: 0 }}>
              <Text component="legend" fw={600} mb={4}>
                {t(KIND_LABELS[kind])}
              </Text>
              <Group gap="lg">
                {CHANNELS.map((channel) => (
                  <Checkbox
                    key={channel}
                    label={t(CHANNEL_LABELS[channel])}
                    aria-label={t(m.byChannel, { kind: t(KIND_LABELS[kind]), channel: t(CHANNEL_LABELS[channel]) })}
                    checked={choices[`${kind}.${channel}`]}
                    disabled={saving === `${kind}.${channel}`}
                    onChange={(e) => void toggle(kind, channel, e.currentTarget.checked)}
                  />
                ))}
              </Group>
            </fieldset>
          ))}
        </Stack>
      ) : (
        !error && <Text c="dimmed">{t(m.loading)}</Text>
      )}
      {error && (
        <Text c="red.9" mt="sm" role="alert">
          {error}
        </Text>
      )}
    </Paper>
  );
}
