// The offer to turn on notifications, shown after a person's order or booking (never on a first
// visit). The browser's own prompt comes only after they tap the button. Loaded lazily by the
// screens that show it, so no other page carries it.
import { useEffect, useState } from 'react';
import { Button, Group, Paper, Text } from '@mantine/core';
import { pushState, turnPushOn, type PushState } from '@/lib/push/device';

const DISMISSED = 'magani.push-offer.dismissed';

type Shown = 'hidden' | 'offer' | 'asking' | 'on' | 'blocked' | 'failed';

export default function PushOffer({ what }: { what: string }) {
  const [shown, setShown] = useState<Shown>('hidden');

  useEffect(() => {
    let live = true;
    if (localStorage.getItem(DISMISSED)) return;
    void pushState().then((s: PushState) => {
      if (live && s === 'off') setShown('offer');
    }, () => undefined);
    return () => {
      live = false;
    };
  }, []);

  if (shown === 'hidden') return null;
  const turnOn = async () => {
    setShown('asking');
    try {
      const next = await turnPushOn();
      setShown(next === 'on' ? 'on' : next === 'blocked' ? 'blocked' : 'offer');
    } catch {
      setShown('failed');
    }
  };
  const notNow = () => {
    localStorage.setItem(DISMISSED, '1');
    setShown('hidden');
  };

  return (
    <Paper withBorder radius="lg" p="md" mb="md" component="section" aria-labelledby="push-offer-title">
      <Text fw={700} id="push-offer-title">
        Get updates on this device
      </Text>
      {shown === 'on' ? (
        <Text role="status">Notifications are on for this device. Change what you get in Account Settings.</Text>
      ) : shown === 'blocked' ? (
        <Text role="alert">Notifications are blocked for this site. Allow them in your browser settings to get updates.</Text>
      ) : (
        <>
          <Text mb="sm">We can tell you when {what} changes, even when the app is closed. Between 21:00 and 07:00 only delivery and consultation updates come through.</Text>
          {shown === 'failed' && (
            <Text c="red.9" role="alert" mb="sm">
              We could not turn on notifications. Please try again.
            </Text>
          )}
          <Group gap="sm">
            <Button onClick={() => void turnOn()} loading={shown === 'asking'}>
              Turn on notifications
            </Button>
            <Button variant="subtle" onClick={notNow}>
              Not now
            </Button>
          </Group>
        </>
      )}
    </Paper>
  );
}
