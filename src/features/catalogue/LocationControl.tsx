import { useState } from 'react';
import { Button, Group, Text } from '@mantine/core';
import type { Point } from '@/features/catalogue/geo';
import { useT } from '@/lib/i18n/use-t';
import type { Message } from '@/lib/i18n/i18n';
import { search as m } from '@/features/catalogue/search.messages';

type Props = { position?: Point; onChange: (position: Point | undefined) => void; stateName?: string };

/** Distances appear only once the person shares where they are (or picks a state). */
export function LocationControl({ position, onChange, stateName }: Props) {
  const t = useT();
  // The message shown, kept as a message so it follows a change of language.
  const [message, setMessage] = useState<Message>();
  const locate = () => {
    if (!('geolocation' in navigator)) {
      setMessage(m.noGeolocation);
      return;
    }
    setMessage(m.finding);
    navigator.geolocation.getCurrentPosition(
      (p) => {
        setMessage(undefined);
        onChange({ lat: p.coords.latitude, lng: p.coords.longitude });
      },
      () => setMessage(m.notShared),
      { maximumAge: 600_000, timeout: 15_000 },
    );
  };
  return (
    <Group gap="xs" mt="xs" wrap="wrap">
      {position ? (
        <>
          <Text fz="sm">{t(m.fromYou)}</Text>
          <Button variant="subtle" size="compact-sm" onClick={() => onChange(undefined)}>
            {t(m.stopLocation)}
          </Button>
        </>
      ) : (
        <>
          <Button variant="light" size="compact-sm" onClick={locate}>
            {t(m.useLocation)}
          </Button>
          <Text fz="sm" c="dimmed" role="status">
            {message ? t(message) : stateName ? t(m.fromCapital, { state: stateName }) : t(m.shareLocation)}
          </Text>
        </>
      )}
    </Group>
  );
}
