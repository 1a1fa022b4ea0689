import type { ReactNode } from 'react';
import { Button, Group, Modal, Text } from '@mantine/core';

type Props = {
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

/** A yes/no question before an action that is hard to take back. Focus starts on the safe choice. */
export function ConfirmDialog({ opened, title, children, confirmLabel, cancelLabel, onConfirm, onCancel, destructive }: Props) {
  return (
    <Modal opened={opened} onClose={onCancel} title={title} centered radius="lg" closeButtonProps={{ 'aria-label': 'Close' }}>
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
