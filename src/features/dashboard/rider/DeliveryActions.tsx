import { useState } from 'react';
import { Button, Group, Text, TextInput } from '@mantine/core';
import { markDelivered, runOrderAction } from '@/lib/orders/api';
import type { Order } from '@/lib/orders/schema';
import { translate } from '@/lib/i18n/i18n';
import { useT } from '@/lib/i18n/use-t';
import { rider as messages } from '@/features/dashboard/rider/rider.messages';
import { refusalText } from '@/features/dashboard/rider/refusal';

type Props = { order: Order; onChanged: () => Promise<void> };

/** The next step of a delivery the rider holds; delivery needs the patient's 4-digit code. */
export function DeliveryActions({ order, onChanged }: Props) {
  const t = useT();
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
      setError(refusalText(err, messages.notSaved));
    } finally {
      setBusy(false);
    }
  };

  return (
    <div>
      {order.status === 'ready' && (
        <Button size="xs" loading={busy} onClick={() => void step(async () => void (await runOrderAction('mark_picked_up', order.id)))}>
          {t(messages.markPickedUp, { reference: order.reference })}
        </Button>
      )}
      {order.status === 'picked_up' && (
        <Button size="xs" loading={busy} onClick={() => void step(async () => void (await runOrderAction('mark_out_for_delivery', order.id)))}>
          {t(messages.markOut, { reference: order.reference })}
        </Button>
      )}
      {order.status === 'out_for_delivery' && (
        <form
          onSubmit={(e) => {
            e.preventDefault();
            if (!/^\d{4}$/.test(code)) return setError(translate(messages.codeNeeded));
            void step(async () => {
              const answer = await markDelivered(order.id, code);
              // The one refusal that comes back as an answer: the code was wrong.
              return answer.ok ? undefined : translate(messages.codeWrong);
            });
          }}
        >
          {/* The button keeps its width; the code box takes what is left (its label may wrap). */}
          <Group gap="xs" align="flex-end" wrap="nowrap">
            <TextInput
              style={{ flex: 1, minWidth: 0 }}
              size="xs"
              label={t(messages.codeLabel, { reference: order.reference })}
              inputMode="numeric"
              maxLength={4}
              autoComplete="off"
              value={code}
              onChange={(e) => setCode(e.currentTarget.value.replace(/\D/g, ''))}
            />
            <Button size="xs" type="submit" loading={busy} style={{ flexShrink: 0 }}>
              {t(messages.markDelivered)}
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
