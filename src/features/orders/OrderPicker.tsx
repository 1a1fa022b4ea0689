import { NativeSelect } from '@mantine/core';
import type { Order } from '@/lib/orders/schema';
import { formatDayTime } from '@/lib/format';
import { statusLabels } from '@/features/orders/track-steps';

/** Switches between the person's own orders. */
export function OrderPicker({ orders, current, onPick }: { orders: Order[]; current: Order; onPick: (reference: string) => void }) {
  return (
    <NativeSelect
      mb="md"
      label="Your orders"
      value={current.reference}
      onChange={(e) => onPick(e.currentTarget.value)}
      data={orders.map((o) => ({
        value: o.reference,
        label: `${o.reference} · ${o.pharmacy.name} · ${statusLabels[o.status]} · ${formatDayTime(o.created_at)}`,
      }))}
    />
  );
}
