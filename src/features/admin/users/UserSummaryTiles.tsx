import { Paper, SimpleGrid, Text } from '@mantine/core';
import { formatCount } from '@/lib/format';
import type { UserSummary } from '@/features/admin/users/users-api';

const tiles: { key: keyof UserSummary; label: string; color: string }[] = [
  { key: 'total', label: 'Total Users', color: 'var(--mantine-color-text)' },
  { key: 'activeToday', label: 'Active Today', color: 'var(--mantine-color-magani-9)' },
  { key: 'suspended', label: 'Suspended', color: 'var(--mantine-color-red-9)' },
  { key: 'pendingApproval', label: 'Pending Approval', color: '#8a3300' },
];

export function UserSummaryTiles({ summary }: { summary: UserSummary }) {
  return (
    <SimpleGrid component="ul" aria-label="User summary" cols={{ base: 2, md: 4 }} spacing={{ base: 'xs', sm: 'md' }} p={0} m={0} mb="md" style={{ listStyle: 'none' }}>
      {tiles.map((t) => (
        <Paper component="li" key={t.key} withBorder radius="lg" p={{ base: 'sm', sm: 'md' }} data-testid={`tile-${t.key}`}>
          <Text size="sm" c="dimmed">
            {t.label}
          </Text>
          <Text fw={700} fz={{ base: 22, sm: 28 }} c={t.color} lh={1.3}>
            {formatCount(summary[t.key])}
          </Text>
        </Paper>
      ))}
    </SimpleGrid>
  );
}
