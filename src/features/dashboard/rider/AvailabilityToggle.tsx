import { useState } from 'react';
import { Button, Group, NativeSelect, Text } from '@mantine/core';
import { OrderError, setRiderAvailability, type RiderBoard } from '@/lib/orders/api';
import { NIGERIAN_STATES } from '@/lib/nigerian-states';
import { useT } from '@/lib/i18n/use-t';
import { translate } from '@/lib/i18n/i18n';
import { rider as messages } from '@/features/dashboard/rider/rider.messages';
import { refusalText } from '@/features/dashboard/rider/refusal';

/** Online riders in a state see that state's pickups; offline riders see none. */
export function AvailabilityToggle({ rider, onChanged }: { rider: RiderBoard['rider']; onChanged: () => Promise<void> }) {
  const t = useT();
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
      // The server names a missing or unknown state with the hint "state".
      if (err instanceof OrderError && err.hint === 'state') setError(translate(state ? messages.chooseState : messages.chooseStateFirst));
      else setError(refusalText(err, messages.statusFailed));
    } finally {
      setBusy(false);
    }
  };
  return (
    <div>
      <Group gap="xs" align="flex-end">
        <NativeSelect
          label={t(messages.ridingState)}
          size="sm"
          value={state}
          onChange={(e) => setState(e.currentTarget.value)}
          // State names are the same in every language.
          data={[{ value: '', label: t(messages.choose) }, ...NIGERIAN_STATES.map((s) => ({ value: s, label: s }))]}
        />
        <Button
          loading={busy}
          color={rider.is_online ? 'gray' : undefined}
          variant={rider.is_online ? 'default' : 'filled'}
          onClick={() => void change(!rider.is_online)}
        >
          {rider.is_online ? t(messages.goOffline) : t(messages.goOnline)}
        </Button>
      </Group>
      <Text size="sm" fw={700} mt={4} role="status" data-testid="rider-online">
        {rider.is_online ? t(messages.onlineIn, { state: rider.state }) : t(messages.offline)}
      </Text>
      {error && (
        <Text size="sm" c="red.9" role="alert">
          {error}
        </Text>
      )}
    </div>
  );
}
