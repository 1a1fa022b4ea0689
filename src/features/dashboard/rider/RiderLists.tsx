import { useState } from 'react';
import { Button, Text } from '@mantine/core';
import { formatNaira } from '@/lib/format';
import { formatPhone } from '@/lib/format-phone';
import { runOrderAction, type RiderBoard } from '@/lib/orders/api';
import type { Message } from '@/lib/i18n/i18n';
import { usePlurals, useT } from '@/lib/i18n/use-t';
import { ItemList } from '@/features/dashboard/components/ItemList';
import { DeliveryActions } from '@/features/dashboard/rider/DeliveryActions';
import { rider as messages } from '@/features/dashboard/rider/rider.messages';
import { refusalText } from '@/features/dashboard/rider/refusal';

const stage: Record<string, Message> = { ready: messages.stageCollect, picked_up: messages.stagePickedUp, out_for_delivery: messages.stageOut };

export function CurrentDeliveries({ board, onChanged }: { board: RiderBoard; onChanged: () => Promise<void> }) {
  const t = useT();
  if (!board.current.length) return <Text size="sm" c="dimmed">{t(messages.noCurrent)}</Text>;
  return (
    <ItemList
      items={board.current.map((o) => {
        const step = stage[o.status];
        const landmark = o.address.landmark ? ` (${o.address.landmark})` : '';
        return {
          key: o.id,
          // The reference and the patient's name are data; the step is text.
          title: (
            <>
              <span translate="no">{o.reference}</span> ·{' '}
              {o.customer_name ? <span translate="no">{o.customer_name}</span> : t(messages.patient)} · {step ? t(step) : o.status}
            </>
          ),
          lines: [
            t(messages.from, { pharmacy: o.pharmacy.name, address: o.pharmacy.address ?? '' }),
            t(messages.to, { address: `${o.address.street}${landmark}, ${o.address.lga}, ${o.address.state}` }),
            t(messages.callCollect, { phone: formatPhone(o.contact_phone), amount: formatNaira(o.total) }),
          ],
          extra: <DeliveryActions order={o} onChanged={onChanged} />,
          aside: <strong>{formatNaira(o.delivery_fee)}</strong>,
        };
      })}
    />
  );
}

export function AvailablePickups({ board, onChanged }: { board: RiderBoard; onChanged: () => Promise<void> }) {
  const t = useT();
  // "1 item" / "3 items": a plural, formatted once Lingui is in.
  const plurals = usePlurals(board.pickups.length > 0);
  const [busy, setBusy] = useState<string>();
  const [error, setError] = useState<string>();
  if (!board.rider.is_online) return <Text size="sm" c="dimmed">{t(messages.goOnlineForPickups)}</Text>;
  if (!board.pickups.length) return <Text size="sm" c="dimmed">{t(messages.noPickups, { state: board.rider.state })}</Text>;
  const accept = async (id: string) => {
    setBusy(id);
    setError(undefined);
    try {
      await runOrderAction('accept_delivery', id);
    } catch (err) {
      setError(refusalText(err, messages.acceptFailed));
    } finally {
      setBusy(undefined);
      await onChanged();
    }
  };
  return (
    <>
      {error && (
        <Text size="sm" c="red.9" role="alert">
          {error}
        </Text>
      )}
      <ItemList
        items={board.pickups.map((p) => ({
          key: p.id,
          title: <span translate="no">{`${p.pharmacy_name} · ${p.reference}`}</span>,
          lines: [
            <span key="address" translate="no">{p.pharmacy_address ?? ''}</span>,
            plurals ? t(messages.itemsTo, { count: p.items, place: `${p.delivery_lga}, ${p.delivery_state}` }) : '',
          ],
          extra: (
            <Button size="xs" mt={6} loading={busy === p.id} onClick={() => void accept(p.id)} aria-label={t(messages.acceptLabel, { reference: p.reference })}>
              {t(messages.accept)}
            </Button>
          ),
          aside: <strong>{formatNaira(Number(p.delivery_fee))}</strong>,
        }))}
      />
    </>
  );
}
