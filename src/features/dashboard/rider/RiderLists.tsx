import { useState } from 'react';
import { Button, Text } from '@mantine/core';
import { formatNaira } from '@/lib/format';
import { formatPhone } from '@/lib/format-phone';
import { runOrderAction, type RiderBoard } from '@/lib/orders/api';
import { ItemList } from '@/features/dashboard/components/ItemList';
import { DeliveryActions } from '@/features/dashboard/rider/DeliveryActions';

const stage: Record<string, string> = { ready: 'Collect from pharmacy', picked_up: 'Picked up', out_for_delivery: 'Out for delivery' };

export function CurrentDeliveries({ board, onChanged }: { board: RiderBoard; onChanged: () => Promise<void> }) {
  if (!board.current.length) return <Text size="sm" c="dimmed">No delivery in progress. Accept a pickup to start one.</Text>;
  return (
    <ItemList
      items={board.current.map((o) => ({
        key: o.id,
        title: `${o.reference} · ${o.customer_name ?? 'Patient'} · ${stage[o.status] ?? o.status}`,
        lines: [
          `From ${o.pharmacy.name}, ${o.pharmacy.address ?? ''}`,
          `To ${o.address.street}${o.address.landmark ? ` (${o.address.landmark})` : ''}, ${o.address.lga}, ${o.address.state}`,
          `Call ${formatPhone(o.contact_phone)} · collect ${formatNaira(o.total)} on delivery`,
        ],
        extra: <DeliveryActions order={o} onChanged={onChanged} />,
        aside: <strong>{formatNaira(o.delivery_fee)}</strong>,
      }))}
    />
  );
}

export function AvailablePickups({ board, onChanged }: { board: RiderBoard; onChanged: () => Promise<void> }) {
  const [busy, setBusy] = useState<string>();
  const [error, setError] = useState<string>();
  if (!board.rider.is_online) return <Text size="sm" c="dimmed">Go online to see pickups waiting in your state.</Text>;
  if (!board.pickups.length) return <Text size="sm" c="dimmed">No pickups waiting in {board.rider.state} right now. New ones appear here by themselves.</Text>;
  const accept = async (id: string) => {
    setBusy(id);
    setError(undefined);
    try {
      await runOrderAction('accept_delivery', id);
    } catch (err) {
      setError(err instanceof Error ? err.message : 'Could not accept');
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
          title: `${p.pharmacy_name} · ${p.reference}`,
          lines: [p.pharmacy_address ?? '', `${p.items} item${p.items === 1 ? '' : 's'} to ${p.delivery_lga}, ${p.delivery_state}`],
          extra: (
            <Button size="xs" mt={6} loading={busy === p.id} onClick={() => void accept(p.id)} aria-label={`Accept pickup ${p.reference}`}>
              Accept pickup
            </Button>
          ),
          aside: <strong>{formatNaira(Number(p.delivery_fee))}</strong>,
        }))}
      />
    </>
  );
}
