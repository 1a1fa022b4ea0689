import { useState } from 'react';
import { Button, Group, Text } from '@mantine/core';
import { openPrescriptionFile } from '@/lib/orders/api';
import type { Order } from '@/lib/orders/schema';
import { orders as m } from '@/features/pharmacy/orders/orders.messages';
import { translate } from '@/lib/i18n/i18n';
import { useT } from '@/lib/i18n/use-t';

type Props = { order: Order; onReview: (approved: boolean) => void; busy: boolean };

const words = { pending: m.rxPending, approved: m.rxApproved, rejected: m.rxRejected } as const;

/** The attached prescription: open its files, then approve (needed before accepting) or reject. */
export function PrescriptionReview({ order, onReview, busy }: Props) {
  const t = useT();
  const [error, setError] = useState<string>();
  if (order.prescription_status === 'not_needed') return null;
  const open = async (path: string) => {
    try {
      window.open(await openPrescriptionFile(path), '_blank', 'noopener');
    } catch (err) {
      setError(err instanceof Error ? err.message : translate(m.fileFailed));
    }
  };
  return (
    <div>
      <Text size="sm" fw={600} mt="sm">
        {t(words[order.prescription_status])}
      </Text>
      <Group gap="xs" mt={4}>
        {(order.prescription_files ?? []).map((path, i) => (
          <Button key={path} size="xs" variant="default" onClick={() => void open(path)}>
            {t(m.viewFile, { number: i + 1 })}
          </Button>
        ))}
      </Group>
      {order.prescription_status === 'pending' && order.status === 'placed' && (
        <Group gap="xs" mt="xs" grow>
          <Button size="xs" loading={busy} onClick={() => onReview(true)}>
            {t(m.approve)}
          </Button>
          <Button size="xs" variant="outline" color="red.9" loading={busy} onClick={() => onReview(false)}>
            {t(m.reject)}
          </Button>
        </Group>
      )}
      {error && (
        <Text size="xs" c="red.9" role="alert">
          {error}
        </Text>
      )}
    </div>
  );
}
