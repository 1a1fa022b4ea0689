import { Button, Group, List, Modal, Text } from '@mantine/core';
import type { SignOutQuestion } from '@/lib/pwa/sign-out-confirm';
import { usePlurals, useT } from '@/lib/i18n/use-t';
import { signOutMessages as m } from '@/lib/pwa/ui/sign-out.messages';

export default function SignOutDialog({ question }: { question: SignOutQuestion }) {
  const count = question.labels.length;
  const t = useT();
  // The sentences count the items: they show once Lingui's plural rules are in.
  const plurals = usePlurals(true);
  return (
    <Modal
      opened
      onClose={() => question.answer(false)}
      title={t(m.title)}
      centered
      closeButtonProps={{ 'aria-label': t(m.close) }}
    >
      <Text size="sm" mb="sm">
        {plurals && t(m.lead, { count })}
      </Text>
      <List size="sm" mb="md" spacing={4}>
        {question.labels.map((label, index) => (
          <List.Item key={`${index}-${label}`} style={{ overflowWrap: 'anywhere' }} translate="no">
            {label}
          </List.Item>
        ))}
      </List>
      <Text size="sm" mb="md">
        {plurals && t(m.stay, { count })}
      </Text>
      <Group justify="flex-end" gap="sm">
        <Button variant="default" onClick={() => question.answer(false)} data-autofocus>
          {t(m.staySignedIn)}
        </Button>
        <Button color="red.9" onClick={() => question.answer(true)}>
          {t(m.signOutAnyway)}
        </Button>
      </Group>
    </Modal>
  );
}
