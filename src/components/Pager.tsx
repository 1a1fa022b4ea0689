import { Button, Group, Text } from '@mantine/core';
import { formatCount } from '@/lib/format';

type Props = { page: number; total: number; size: number; onPage: (page: number) => void };

/** Previous / next under a paged list, with where the person is in it. */
export function Pager({ page, total, size, onPage }: Props) {
  const pages = Math.max(1, Math.ceil(total / size));
  if (pages <= 1) return null;
  return (
    <Group component="nav" aria-label="Pages" justify="space-between" mt="md" gap="xs">
      <Button variant="default" disabled={page <= 1} onClick={() => onPage(page - 1)}>
        Previous page
      </Button>
      <Text size="sm" c="dimmed">
        Page {page} of {formatCount(pages)}
      </Text>
      <Button variant="default" disabled={page >= pages} onClick={() => onPage(page + 1)}>
        Next page
      </Button>
    </Group>
  );
}
