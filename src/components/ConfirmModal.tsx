import type { ReactNode } from 'react';
import { Button, Group, Modal, Text } from '@mantine/core';
import { notices } from '@/lib/pwa/ui/notices.messages';
import { useT } from '@/lib/i18n/use-t';

export type ConfirmProps = {
  opened: boolean;
  title: string;
  children: ReactNode;
  confirmLabel: string;
  cancelLabel: string;
  onConfirm: () => void;
  onCancel: () => void;
  /** Destructive actions get a red button; others the primary colour. */
  destructive?: boolean;
};

/** The dialog itself, with Mantine's Modal (focus trap, scroll lock): fetched when first opened. */
export default function ConfirmModal({ opened, title, children, confirmLabel, cancelLabel, onConfirm, onCancel, destructive }: ConfirmProps) {
  const t = useT();
  return (
    <Modal opened={opened} onClose={onCancel} title={title} centered radius="lg" closeButtonProps={{ 'aria-label': t(notices.close) }}>
      <Text size="sm">{children}</Text>
      <Group justify="flex-end" mt="lg" gap="sm">
        <Button variant="default" onClick={onCancel} data-autofocus>
          {cancelLabel}
        </Button>
        <Button color={destructive ? 'red.9' : undefined} onClick={onConfirm}>
          {confirmLabel}
        </Button>
      </Group>
    </Modal>
  );
}
