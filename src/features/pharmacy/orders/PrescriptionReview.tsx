import { useState } from 'react';
import { Button, Group, Text } from '@mantine/core';
import { openPrescriptionFile } from '@/lib/orders/api';
import type { Order } from '@/lib/orders/schema';

type Props = { order: Order; onReview: (approved: boolean) => void; busy: boolean };

const words = { pending: 'Prescription waiting for your check', approved: 'Prescription approved', rejected: 'Prescription rejected' } as const;

/** The attached prescription: open its files, then approve (needed before accepting) or reject. */
export function PrescriptionReview({ order, onReview, busy }: Props) {
  const [error, setError] = useState<string>();
  if (order.prescription_status === 'not_needed') return null;
  const open = async (path: string) => {
    try {
      window.open(await openPrescriptionFile(path), '_blank', 'noopener');
    } catch (err) {
      setError(err instanceof Error ? err.message : 'The file could not be opened');
    }
  };
  return (
    <div>
      <Text size="sm" fw={600} mt="sm">
        {words[order.prescription_status]}
      </Text>
      <Group gap="xs" mt={4}>
        {(order.prescription_files ?? []).map((path, i) => (
          <Button key={path} size="xs" variant="default" onClick={() => void open(path)}>
            View file {i + 1}
          </Button>
        ))}
      </Group>
      {order.prescription_status === 'pending' && order.status === 'placed' && (
        <Group gap="xs" mt="xs" grow>
          <Button size="xs" loading={busy} onClick={() => onReview(true)}>
            Approve prescription
          </Button>
          <Button size="xs" variant="outline" color="red.9" loading={busy} onClick={() => onReview(false)}>
            Reject prescription
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
