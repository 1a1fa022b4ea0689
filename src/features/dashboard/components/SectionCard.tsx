import { useId, type ReactNode } from 'react';
import { Anchor, Group, Paper, Title } from '@mantine/core';
import { Link } from '@tanstack/react-router';

type Props = {
  title: ReactNode;
  /** A "View all" link to the full list, when there is one. */
  more?: { to: string; label: string };
  children: ReactNode;
};

export function SectionCard({ title, more, children }: Props) {
  const id = useId();
  return (
    <Paper component="section" aria-labelledby={id} withBorder radius="lg" p={{ base: 'sm', sm: 'md' }}>
      <Group justify="space-between" mb="sm" gap="xs">
        <Title order={2} id={id} fz="lg">
          {title}
        </Title>
        {more && (
          <Anchor component={Link} to={more.to} size="sm" fw={600}>
            {more.label}
          </Anchor>
        )}
      </Group>
      {children}
    </Paper>
  );
}
