import { NativeSelect } from '@mantine/core';
import type { Order } from '@/lib/orders/schema';
import { formatDayTime } from '@/lib/format';
import { statusLabels } from '@/features/orders/track-steps';
import { useT } from '@/lib/i18n/use-t';
import { track as m } from '@/features/orders/track.messages';

/** Switches between the person's own orders. */
export function OrderPicker({ orders, current, onPick }: { orders: Order[]; current: Order; onPick: (reference: string) => void }) {
  const t = useT();
  return (
    <NativeSelect
      mb="md"
      label={t(m.picker)}
      // Each choice is mostly data (the order number, the pharmacy, the date).
      translate="no"
      value={current.reference}
      onChange={(e) => onPick(e.currentTarget.value)}
      data={orders.map((o) => ({
        value: o.reference,
        label: `${o.reference} · ${o.pharmacy.name} · ${t(statusLabels[o.status])} · ${formatDayTime(o.created_at)}`,
      }))}
    />
  );
}
