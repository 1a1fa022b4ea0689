import { useState } from 'react';
import { Button, Group, Modal, Text, Textarea } from '@mantine/core';
import { orders as m } from '@/features/pharmacy/orders/orders.messages';
import { notices } from '@/lib/pwa/ui/notices.messages';
import { useT } from '@/lib/i18n/use-t';

type Props = {
  reference: string | null;
  customer: string;
  busy: boolean;
  onConfirm: (reason: string) => void;
  onCancel: () => void;
};

/** Declining needs a reason the patient is told; the stock goes back on the shelf. */
export function DeclineDialog({ reference, customer, busy, onConfirm, onCancel }: Props) {
  const t = useT();
  const [reason, setReason] = useState('');
  const [error, setError] = useState<string>();
  const submit = () => {
    if (reason.trim().length < 3) return setError(t(m.reasonNeeded));
    onConfirm(reason.trim());
  };
  return (
    <Modal opened={reference !== null} onClose={onCancel} title={t(m.declineTitle, { reference: reference ?? '' })} centered radius="lg" closeButtonProps={{ 'aria-label': t(notices.close) }}>
      <Text size="sm" mb="sm">
        {t(m.declineText, { customer })}
      </Text>
      <Textarea
        label={t(m.reason)}
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
          {t(m.keep)}
        </Button>
        <Button color="red.9" loading={busy} onClick={submit}>
          {t(m.declineOrder)}
        </Button>
      </Group>
    </Modal>
  );
}
