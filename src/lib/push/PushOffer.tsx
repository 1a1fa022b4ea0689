// The offer to turn on notifications, shown after a person's order or booking (never on a first
// visit). The browser's own prompt comes only after they tap the button. Loaded lazily by the
// screens that show it, so no other page carries it.
import { useEffect, useState } from 'react';
import { Button, Group, Paper, Text } from '@mantine/core';
import { pushState, turnPushOn, type PushState } from '@/lib/push/device';
import { push } from '@/lib/push/push.messages';
import { useT } from '@/lib/i18n/use-t';

const DISMISSED = 'magani.push-offer.dismissed';

type Shown = 'hidden' | 'offer' | 'asking' | 'on' | 'blocked' | 'failed';

export default function PushOffer({ what }: { what: string }) {
  const t = useT();
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
        {t(push.title)}
      </Text>
      {shown === 'on' ? (
        <Text role="status">{t(push.on)}</Text>
      ) : shown === 'blocked' ? (
        <Text role="alert">{t(push.blocked)}</Text>
      ) : (
        <>
          <Text mb="sm">{t(push.offer, { what })}</Text>
          {shown === 'failed' && (
            <Text c="red.9" role="alert" mb="sm">
              {t(push.failed)}
            </Text>
          )}
          <Group gap="sm">
            <Button onClick={() => void turnOn()} loading={shown === 'asking'} h="auto" mih={36} py={6} styles={{ label: { whiteSpace: 'normal' } }}>
              {t(push.turnOn)}
            </Button>
            <Button variant="subtle" onClick={notNow}>
              {t(push.notNow)}
            </Button>
          </Group>
        </>
      )}
    </Paper>
  );
}
