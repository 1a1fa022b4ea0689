import { useState } from 'react';
import { Button, Group, Modal, Text, Textarea } from '@mantine/core';

type Props = {
  reference: string | null;
  customer: string;
  busy: boolean;
  onConfirm: (reason: string) => void;
  onCancel: () => void;
};

/** Declining needs a reason the patient is told; the stock goes back on the shelf. */
export function DeclineDialog({ reference, customer, busy, onConfirm, onCancel }: Props) {
  const [reason, setReason] = useState('');
  const [error, setError] = useState<string>();
  const submit = () => {
    if (reason.trim().length < 3) return setError('Tell the patient why, e.g. "Out of stock today"');
    onConfirm(reason.trim());
  };
  return (
    <Modal opened={reference !== null} onClose={onCancel} title={`Decline order ${reference ?? ''}?`} centered radius="lg" closeButtonProps={{ 'aria-label': 'Close' }}>
      <Text size="sm" mb="sm">
        {customer} will be told the pharmacy cannot fill this order, with your reason. This cannot be undone.
      </Text>
      <Textarea
        label="Reason"
        required
        maxLength={300}
        value={reason}
        error={error}
        onChange={(e) => {
          setReason(e.currentTarget.value);
          setError(undefined);
        }}
      />
      <Group justify="flex-end" mt="lg" gap="sm">
        <Button variant="default" onClick={onCancel} data-autofocus>
          Keep Order
        </Button>
        <Button color="red.9" loading={busy} onClick={submit}>
          Decline Order
        </Button>
      </Group>
    </Modal>
  );
}
