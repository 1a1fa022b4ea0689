import { useEffect, useState } from 'react';
import { Button, Checkbox, Group, Paper, Stack, Text, Title } from '@mantine/core';
import { CHANNELS, KINDS, loadChoices, saveChoice, type Channel, type Choices, type Kind } from '@/lib/push/preferences';
import { pushState, turnPushOff, turnPushOn, type PushState } from '@/lib/push/device';

const KIND_LABELS: Record<Kind, string> = {
  orders: 'Orders and deliveries',
  prescriptions: 'Prescriptions and quotes',
  consultations: 'Consultations',
  reminders: 'Reminders',
  account: 'Account',
};
const CHANNEL_LABELS: Record<Channel, string> = { push: 'Push', sms: 'SMS', email: 'E-mail' };
const DEVICE_TEXT: Record<PushState, string> = {
  unsupported: 'This browser cannot show notifications.',
  blocked: 'Notifications are blocked for this site. Allow them in your browser settings.',
  off: 'This device does not get push notifications.',
  on: 'This device gets push notifications.',
};

/** Which messages come by which channel, kept by the server; and push on this device. */
export function NotificationSettingsCard() {
  const [choices, setChoices] = useState<Choices>();
  const [device, setDevice] = useState<PushState>();
  const [saving, setSaving] = useState<string>();
  const [error, setError] = useState<string>();

  useEffect(() => {
    loadChoices().then(setChoices, () => setError('We could not load your notification settings. Check your connection and reload.'));
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
      setError('That change was not saved. Check your connection and try again.');
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
      setError(e instanceof Error ? e.message : 'That change was not saved.');
    } finally {
      setSaving(undefined);
    }
  };

  return (
    <Paper withBorder radius="lg" p="lg" mb="lg" component="section" aria-labelledby="notifications-title">
      <Title order={2} size="h3" id="notifications-title" mb="xs">
        Notifications
      </Title>
      <Text mb="md">
        Choose what reaches you and how. Between 21:00 and 07:00 (Lagos time) messages wait until morning, except delivery
        and consultation updates.
      </Text>
      {device && (
        <Group justify="space-between" mb="md" gap="sm">
          <Text>{DEVICE_TEXT[device]}</Text>
          {(device === 'on' || device === 'off') && (
            <Button variant="light" onClick={() => void switchDevice()} loading={saving === 'device'}>
              {device === 'on' ? 'Turn off on this device' : 'Turn on for this device'}
            </Button>
          )}
        </Group>
      )}
      {choices ? (
        <Stack gap="sm">
          {KINDS.map((kind) => (
            <fieldset key={kind} style={{ border: 0, margin: 0, padding: 0 }}>
              <Text component="legend" fw={600} mb={4}>
                {KIND_LABELS[kind]}
              </Text>
              <Group gap="lg">
                {CHANNELS.map((channel) => (
                  <Checkbox
                    key={channel}
                    label={CHANNEL_LABELS[channel]}
                    aria-label={`${KIND_LABELS[kind]} by ${CHANNEL_LABELS[channel]}`}
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
        !error && <Text c="dimmed">Loading your notification settings…</Text>
      )}
      {error && (
        <Text c="red.9" mt="sm" role="alert">
          {error}
        </Text>
      )}
    </Paper>
  );
}
