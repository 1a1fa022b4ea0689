import { Paper, SimpleGrid, Text } from '@mantine/core';
import type { Stat } from '@/features/dashboard/sample-data/types';

/** Headline figures: two per row on phones, four on wider screens. */
export function StatGrid({ stats }: { stats: Stat[] }) {
  return (
    <SimpleGrid component="ul" cols={{ base: 2, md: 4 }} spacing={{ base: 'xs', sm: 'md' }} mb="lg" p={0} m={0} style={{ listStyle: 'none' }}>
      {stats.map((s) => (
        <Paper component="li" key={s.label} withBorder radius="lg" p={{ base: 'sm', sm: 'md' }} miw={0}>
          {/* A long word (a translation's) breaks rather than pushing the page sideways on a phone. */}
          <Text size="sm" c="dimmed" style={{ overflowWrap: 'anywhere' }}>
            {s.label}
          </Text>
          {/* A licence number such as MDCN/R/45678 has no space to wrap at: let it break anywhere. */}
          <Text fw={700} fz={{ base: 20, sm: 26 }} lh={1.3} style={{ overflowWrap: 'anywhere' }}>
            {s.value}
          </Text>
          {s.note && (
            <Text size="xs" c="dimmed" style={{ overflowWrap: 'anywhere' }}>
              {s.note}
            </Text>
          )}
        </Paper>
      ))}
    </SimpleGrid>
  );
}
