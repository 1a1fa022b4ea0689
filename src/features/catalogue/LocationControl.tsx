import { useState } from 'react';
import { Button, Group, Text } from '@mantine/core';
import type { Point } from '@/features/catalogue/geo';

type Props = { position?: Point; onChange: (position: Point | undefined) => void; stateName?: string };

/** Distances appear only once the person shares where they are (or picks a state). */
export function LocationControl({ position, onChange, stateName }: Props) {
  const [message, setMessage] = useState('');
  const locate = () => {
    if (!('geolocation' in navigator)) {
      setMessage('This browser cannot share a location. Pick your state under Filters instead.');
      return;
    }
    setMessage('Finding your location…');
    navigator.geolocation.getCurrentPosition(
      (p) => {
        setMessage('');
        onChange({ lat: p.coords.latitude, lng: p.coords.longitude });
      },
      () => setMessage('Location not shared. Pick your state under Filters to see distances.'),
      { maximumAge: 600_000, timeout: 15_000 },
    );
  };
  return (
    <Group gap="xs" mt="xs" wrap="wrap">
      {position ? (
        <>
          <Text fz="sm">Distances from your location.</Text>
          <Button variant="subtle" size="compact-sm" onClick={() => onChange(undefined)}>
            Stop using my location
          </Button>
        </>
      ) : (
        <>
          <Button variant="light" size="compact-sm" onClick={locate}>
            Use my location
          </Button>
          <Text fz="sm" c="dimmed" role="status">
            {message || (stateName ? `Distances from ${stateName}'s capital.` : 'Share your location to see distances.')}
          </Text>
        </>
      )}
    </Group>
  );
}
