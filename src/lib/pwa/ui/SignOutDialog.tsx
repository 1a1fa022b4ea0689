import { Button, Group, List, Modal, Text } from '@mantine/core';
import type { SignOutQuestion } from '@/lib/pwa/sign-out-confirm';

export default function SignOutDialog({ question }: { question: SignOutQuestion }) {
  const count = question.labels.length;
  return (
    <Modal
      opened
      onClose={() => question.answer(false)}
      title="Sign out and delete unsent items?"
      centered
      closeButtonProps={{ 'aria-label': 'Close' }}
    >
      <Text size="sm" mb="sm">
        {count === 1 ? 'This item has' : `These ${count} items have`} not been sent yet. Signing out removes
        {count === 1 ? ' it' : ' them'} from this device, so {count === 1 ? 'it' : 'they'} will never be sent:
      </Text>
      <List size="sm" mb="md" spacing={4}>
        {question.labels.map((label, index) => (
          <List.Item key={`${index}-${label}`} style={{ overflowWrap: 'anywhere' }}>
            {label}
          </List.Item>
        ))}
      </List>
      <Text size="sm" mb="md">
        Stay signed in and reconnect to send {count === 1 ? 'it' : 'them'} first.
      </Text>
      <Group justify="flex-end" gap="sm">
        <Button variant="default" onClick={() => question.answer(false)} data-autofocus>
          Stay signed in
        </Button>
        <Button color="red.9" onClick={() => question.answer(true)}>
          Sign out anyway
        </Button>
      </Group>
    </Modal>
  );
}
