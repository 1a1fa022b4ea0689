import type { ReactNode } from 'react';
import { Group, Text, Title } from '@mantine/core';

// The subtitle may hold a name or an address, marked translate="no" by the dashboard.
type Props = { title: string; subtitle: ReactNode; aside?: ReactNode };

export function DashboardHeader({ title, subtitle, aside }: Props) {
  return (
    <Group justify="space-between" align="flex-end" gap="sm" mb="lg">
      <div>
        <Title order={1} fz={{ base: 26, sm: 32 }}>
          {title}
        </Title>
        <Text c="dimmed" mt={4}>
          {subtitle}
        </Text>
      </div>
      {aside}
    </Group>
  );
}
