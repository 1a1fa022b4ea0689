import { useId, type ReactNode } from 'react';
import { Paper, Stack, Text, Title } from '@mantine/core';

export type Row = { key: string; title: ReactNode; lines: ReactNode[]; aside?: ReactNode };

/** A titled section holding a simple list of rows, or a sentence when it is empty. */
export function RowList({ title, rows, empty }: { title: string; rows: Row[]; empty: string }) {
  const id = `section-${useId().replace(/\W+/g, '')}`;
  return (
    <Paper component="section" withBorder radius="lg" p="md" mb="md" aria-labelledby={id}>
      <Title order={2} fz="lg" mb="sm" id={id}>
        {title}
      </Title>
      {rows.length === 0 ? (
        <Text size="sm" c="dimmed">
          {empty}
        </Text>
      ) : (
        <Stack component="ul" gap="sm" p={0} m={0} style={{ listStyle: 'none' }}>
          {rows.map((r) => (
            <li key={r.key} style={{ borderTop: '1px solid var(--mantine-color-gray-3)', paddingTop: 8 }}>
              <Text fw={600} size="sm" style={{ overflowWrap: 'anywhere' }}>
                {r.title}
              </Text>
              {r.lines.filter(Boolean).map((line, i) => (
                <Text key={i} size="sm" c="dimmed" style={{ overflowWrap: 'anywhere', whiteSpace: 'pre-wrap' }}>
                  {line}
                </Text>
              ))}
              {r.aside}
            </li>
          ))}
        </Stack>
      )}
    </Paper>
  );
}
