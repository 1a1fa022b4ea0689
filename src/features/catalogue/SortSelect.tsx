import { NativeSelect } from '@mantine/core';
import { sortLabels, toOptions } from '@/features/catalogue/filter-options';
import type { SortOption } from '@/features/catalogue/search-params';

const options = toOptions(sortLabels);

export function SortSelect({ value, onChange }: { value: SortOption; onChange: (sort: SortOption) => void }) {
  return (
    <NativeSelect
      aria-label="Sort by"
      data={options}
      value={value}
      onChange={(e) => onChange(e.currentTarget.value as SortOption)}
      size="sm"
      w={200}
    />
  );
}
