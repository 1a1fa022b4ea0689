import { useState } from 'react';
import { Button, Group, NativeSelect, Text } from '@mantine/core';
import { setRiderAvailability, type RiderBoard } from '@/lib/orders/api';
import { NIGERIAN_STATES } from '@/lib/nigerian-states';

/** Online riders in a state see that state's pickups; offline riders see none. */
export function AvailabilityToggle({ rider, onChanged }: { rider: RiderBoard['rider']; onChanged: () => Promise<void> }) {
  const [state, setState] = useState(rider.state ?? '');
  const [busy, setBusy] = useState(false);
  const [error, setError] = useState<string>();
  const change = async (online: boolean) => {
    setBusy(true);
    setError(undefined);
    try {
      await setRiderAvailability(online, state || null);
      await onChanged();
    } catch (err) {
      setError(err instanceof Error ? err.message : 'Could not change your status');
    } finally {
      setBusy(false);
    }
  };
  return (
    <div>
      <Group gap="xs" align="flex-end">
        <NativeSelect
          label="State you ride in"
          size="sm"
          value={state}
          onChange={(e) => setState(e.currentTarget.value)}
          data={[{ value: '', label: 'Choose' }, ...NIGERIAN_STATES.map((s) => ({ value: s, label: s }))]}
        />
        <Button
          loading={busy}
          color={rider.is_online ? 'gray' : undefined}
          variant={rider.is_online ? 'default' : 'filled'}
          onClick={() => void change(!rider.is_online)}
        >
          {rider.is_online ? 'Go offline' : 'Go online'}
        </Button>
      </Group>
      <Text size="sm" fw={700} mt={4} role="status" data-testid="rider-online">
        {rider.is_online ? `Online in ${rider.state}` : 'Offline'}
      </Text>
      {error && (
        <Text size="sm" c="red.9" role="alert">
          {error}
        </Text>
      )}
    </div>
  );
}
