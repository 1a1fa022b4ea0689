import { Paper, SimpleGrid, Text } from '@mantine/core';
import { formatCount } from '@/lib/format';
import type { UserSummary } from '@/features/admin/users/users-api';
import type { Message } from '@/lib/i18n/i18n';
import { useT } from '@/lib/i18n/use-t';
import { users as messages } from '@/features/admin/users/users.messages';

const tiles: { key: keyof UserSummary; label: Message; color: string }[] = [
  { key: 'total', label: messages.total, color: 'var(--mantine-color-text)' },
  { key: 'activeToday', label: messages.activeToday, color: 'var(--mantine-color-magani-9)' },
  { key: 'suspended', label: messages.suspendedTile, color: 'var(--mantine-color-red-9)' },
  { key: 'pendingApproval', label: messages.pendingApproval, color: '#8a3300' },
];

export function UserSummaryTiles({ summary }: { summary: UserSummary }) {
  const t = useT();
  return (
    <SimpleGrid component="ul" aria-label={t(messages.summary)} cols={{ base: 2, md: 4 }} spacing={{ base: 'xs', sm: 'md' }} p={0} m={0} mb="md" style={{ listStyle: 'none' }}>
      {tiles.map((tile) => (
        <Paper component="li" key={tile.key} withBorder radius="lg" p={{ base: 'sm', sm: 'md' }} data-testid={`tile-${tile.key}`}>
          <Text size="sm" c="dimmed">
            {t(tile.label)}
          </Text>
          <Text fw={700} fz={{ base: 22, sm: 28 }} c={tile.color} lh={1.3}>
            {formatCount(summary[tile.key])}
          </Text>
        </Paper>
      ))}
    </SimpleGrid>
  );
}
