import { useState } from 'react';
import { Button, Group, Modal, Textarea } from '@mantine/core';

type Props = { name: string | null; busy: boolean; onCancel: () => void; onReject: (reason: string) => void };

/** Asks for the reason the applicant will read (and act on) before rejecting. */
export function RejectDialog({ name, busy, onCancel, onReject }: Props) {
  const [reason, setReason] = useState('');
  const [error, setError] = useState<string | null>(null);
  return (
    <Modal opened={name !== null} onClose={onCancel} title={`Reject ${name ?? ''}?`} centered radius="lg" closeButtonProps={{ 'aria-label': 'Close' }}>
      <form
        onSubmit={(e) => {
          e.preventDefault();
          if (reason.trim().length < 5) return setError('Tell the applicant what to correct (at least 5 characters).');
          onReject(reason.trim());
        }}
      >
        <Textarea
          label="Reason"
          description="The applicant reads this in an e-mail and on their dashboard."
          autosize
          minRows={3}
          value={reason}
          error={error}
          onChange={(e) => {
            setReason(e.currentTarget.value);
            setError(null);
          }}
          data-autofocus
        />
        <Group justify="flex-end" mt="lg" gap="sm">
          <Button variant="default" onClick={onCancel}>
            Cancel
          </Button>
          <Button type="submit" color="red.9" loading={busy}>
            Reject
          </Button>
        </Group>
      </form>
    </Modal>
  );
}
