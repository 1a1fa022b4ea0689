import { useState } from 'react';
import { Button, Group, Text, TextInput } from '@mantine/core';
import { markDelivered, runOrderAction } from '@/lib/orders/api';
import type { Order } from '@/lib/orders/schema';

type Props = { order: Order; onChanged: () => Promise<void> };

/** The next step of a delivery the rider holds; delivery needs the patient's 4-digit code. */
export function DeliveryActions({ order, onChanged }: Props) {
  const [code, setCode] = useState('');
  const [busy, setBusy] = useState(false);
  const [error, setError] = useState<string>();

  const step = async (work: () => Promise<string | undefined>) => {
    setBusy(true);
    setError(undefined);
    try {
      const refused = await work();
      if (refused) setError(refused);
      else await onChanged();
    } catch (err) {
      setError(err instanceof Error ? err.message : 'Not saved: try again');
    } finally {
      setBusy(false);
    }
  };

  return (
    <div>
      {order.status === 'ready' && (
        <Button size="xs" loading={busy} onClick={() => void step(async () => void (await runOrderAction('mark_picked_up', order.id)))}>
          Picked up {order.reference}
        </Button>
      )}
      {order.status === 'picked_up' && (
        <Button size="xs" loading={busy} onClick={() => void step(async () => void (await runOrderAction('mark_out_for_delivery', order.id)))}>
          Out for delivery {order.reference}
        </Button>
      )}
      {order.status === 'out_for_delivery' && (
        <form
          onSubmit={(e) => {
            e.preventDefault();
            if (!/^\d{4}$/.test(code)) return setError('Enter the 4-digit code the patient tells you');
            void step(async () => {
              const answer = await markDelivered(order.id, code);
              return answer.ok ? undefined : answer.message;
            });
          }}
        >
          <Group gap="xs" align="flex-end" wrap="nowrap">
            <TextInput
              size="xs"
              label={`Delivery code for ${order.reference}`}
              inputMode="numeric"
              maxLength={4}
              autoComplete="off"
              value={code}
              onChange={(e) => setCode(e.currentTarget.value.replace(/\D/g, ''))}
            />
            <Button size="xs" type="submit" loading={busy}>
              Delivered
            </Button>
          </Group>
        </form>
      )}
      {error && (
        <Text size="xs" c="red.9" role="alert">
          {error}
        </Text>
      )}
    </div>
  );
}
