import { Button, Group, NativeSelect, Text } from '@mantine/core';
import { formatCount } from '@/lib/format';
import { common } from '@/components/common.messages';
import { useT } from '@/lib/i18n/use-t';

type Props = {
  page: number;
  total: number;
  size: number;
  onPage: (page: number) => void;
  /** A page picker between the buttons, for lists long enough that clicking through is not enough. */
  jump?: boolean;
};

/** Previous / next under a paged list, with where the person is in it. */
export function Pager({ page, total, size, onPage, jump = false }: Props) {
  const t = useT();
  const pages = Math.max(1, Math.ceil(total / size));
  if (pages <= 1) return null;
  return (
    <Group component="nav" aria-label={t(common.pages)} justify="space-between" mt="md" gap="xs">
      <Button variant="default" disabled={page <= 1} onClick={() => onPage(page - 1)}>
        {t(common.previousPage)}
      </Button>
      {jump ? (
        <Group gap={6} wrap="nowrap">
          <NativeSelect
            aria-label={t(common.page)}
            size="sm"
            data={Array.from({ length: pages }, (_, i) => String(i + 1))}
            value={String(page)}
            onChange={(e) => onPage(Number(e.currentTarget.value))}
          />
          <Text size="sm" c="dimmed">
            {t(common.ofPages, { pages: formatCount(pages) })}
          </Text>
        </Group>
      ) : (
        <Text size="sm" c="dimmed">
          {t(common.pageOf, { page, pages: formatCount(pages) })}
        </Text>
      )}
      <Button variant="default" disabled={page >= pages} onClick={() => onPage(page + 1)}>
        {t(common.nextPage)}
      </Button>
    </Group>
  );
}
