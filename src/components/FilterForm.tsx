import type { ReactNode } from 'react';
import { Button, Group, Paper, SimpleGrid, Text, type SimpleGridProps } from '@mantine/core';
import { common } from '@/components/common.messages';
import { useT } from '@/lib/i18n/use-t';

type Props = {
  /** The search landmark's name, e.g. "Filter users". */
  label: string;
  /** What the list holds, for the count: "Showing 3 of 12 users". */
  noun: string;
  shown: number;
  total: number;
  onClear: () => void;
  cols: SimpleGridProps['cols'];
  /** The fields. */
  children: ReactNode;
};

/** The filter panel above a list: its fields, how many items they leave, and a way to clear them. */
export function FilterForm({ label, noun, shown, total, onClear, cols, children }: Props) {
  const t = useT();
  return (
    <Paper
      component="form"
      role="search"
      aria-label={label}
      onSubmit={(e) => e.preventDefault()}
      withBorder
      radius="lg"
      p="md"
      mb="md"
    >
      <SimpleGrid cols={cols} spacing="sm">
        {children}
      </SimpleGrid>
      <Group justify="space-between" mt="sm" gap="xs">
        <Text size="sm" c="dimmed" role="status">
          {t(common.showing, { shown, total, noun })}
        </Text>
        <Button variant="subtle" size="compact-sm" onClick={onClear}>
          {t(common.clearFilters)}
        </Button>
      </Group>
    </Paper>
  );
}
