import { Paper, Text } from '@mantine/core';

/** What an empty list means, and what happens next. */
export function EmptyState({ title, text }: { title: string; text: string }) {
  return (
    <Paper withBorder radius="lg" p="xl" ta="center">
      <Text fw={600}>{title}</Text>
      <Text size="sm" c="dimmed">
        {text}
      </Text>
    </Paper>
  );
}
