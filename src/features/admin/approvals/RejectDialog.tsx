import { useState } from 'react';
import { Button, Group, Modal, Textarea } from '@mantine/core';
import { translate } from '@/lib/i18n/i18n';
import { useT } from '@/lib/i18n/use-t';
import { notices } from '@/lib/pwa/ui/notices.messages';
import { approvals as messages } from '@/features/admin/approvals/approvals.messages';
import { admin } from '@/lib/admin/admin.messages';

type Props = { name: string | null; busy: boolean; onCancel: () => void; onReject: (reason: string) => void };

/** Asks for the reason the applicant will read (and act on) before rejecting. */
export function RejectDialog({ name, busy, onCancel, onReject }: Props) {
  const t = useT();
  const [reason, setReason] = useState('');
  const [error, setError] = useState<string | null>(null);
  return (
    <Modal opened={name !== null} onClose={onCancel} title={t(messages.rejectQuestion, { name: name ?? '' })} centered radius="lg" closeButtonProps={{ 'aria-label': t(notices.close) }}>
      <form
        onSubmit={(e) => {
          e.preventDefault();
          if (reason.trim().length < 5) return setError(translate(messages.reasonShort));
          onReject(reason.trim());
        }}
      >
        <Textarea
          label={t(messages.reason)}
          description={t(messages.reasonNote)}
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
            {t(admin.cancel)}
          </Button>
          <Button type="submit" color="red.9" loading={busy}>
            {t(admin.reject)}
          </Button>
        </Group>
      </form>
    </Modal>
  );
}
