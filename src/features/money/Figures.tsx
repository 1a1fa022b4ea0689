import { Paper, SimpleGrid, Text } from '@mantine/core';

export interface Figure {
  label: string;
  value: string;
  note?: string;
}

/** Headline money figures: two a row on phones, up to four on wider screens. */
export function Figures({ figures, testId }: { figures: Figure[]; testId?: string }) {
  return (
    <SimpleGrid component="ul" cols={{ base: 2, md: 4 }} spacing={{ base: 'xs', sm: 'md' }} mb="lg" p={0} m={0} style={{ listStyle: 'none' }} data-testid={testId}>
      {figures.map((f) => (
        <Paper component="li" key={f.label} withBorder radius="lg" p={{ base: 'sm', sm: 'md' }} miw={0}>
          <Text size="sm" c="dimmed">
            {f.label}
          </Text>
          <Text fw={700} fz={{ base: 18, sm: 24 }} lh={1.3} style={{ overflowWrap: 'anywhere' }}>
            {f.value}
          </Text>
          {f.note && (
            <Text size="xs" c="dimmed">
              {f.note}
            </Text>
          )}
        </Paper>
      ))}
    </SimpleGrid>
  );
}
