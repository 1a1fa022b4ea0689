import { Anchor, Text } from '@mantine/core';
import { Link } from '@tanstack/react-router';

type Props = { text: string; action?: { to: string; label: string } };

/** An empty list: what it will hold, and the step that fills it. */
export function EmptyNote({ text, action }: Props) {
  return (
    <Text size="sm" c="dimmed">
      {text}{' '}
      {action && (
        <Anchor component={Link} to={action.to} size="sm" fw={600}>
          {action.label}
        </Anchor>
      )}
    </Text>
  );
}
