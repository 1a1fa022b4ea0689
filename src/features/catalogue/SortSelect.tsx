import { NativeSelect } from '@mantine/core';
import { sortLabels, toOptions } from '@/features/catalogue/filter-options';
import type { SortOption } from '@/features/catalogue/search-params';
import { useT } from '@/lib/i18n/use-t';
import { search as m } from '@/features/catalogue/search.messages';

export function SortSelect({ value, onChange }: { value: SortOption; onChange: (sort: SortOption) => void }) {
  const t = useT();
  return (
    <NativeSelect
      aria-label={t(m.sortBy)}
      data={toOptions(sortLabels, t)}
      value={value}
      onChange={(e) => onChange(e.currentTarget.value as SortOption)}
      size="sm"
      w={{ base: 170, sm: 200 }}
      style={{ flex: 'none' }}
    />
  );
}
