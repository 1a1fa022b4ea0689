import { NativeSelect, TextInput } from '@mantine/core';
import { FilterForm } from '@/components/FilterForm';
import { IconSearch } from '@tabler/icons-react';
import { isRangeReversed } from '@/features/pharmacy/orders/order-filters';
import type { OrderSearch } from '@/features/pharmacy/orders/order-schema';
import { orders as m } from '@/features/pharmacy/orders/orders.messages';
import { orderStates } from '@/lib/orders/pharmacy-states.messages';
import { useT } from '@/lib/i18n/use-t';

const statusOptions = [
  { value: 'all', label: m.allStatuses },
  { value: 'pending', label: orderStates.placed },
  { value: 'confirmed', label: orderStates.confirmed },
  { value: 'preparing', label: orderStates.preparing },
  { value: 'ready', label: orderStates.ready },
  { value: 'completed', label: orderStates.completed },
];

const rangeOptions = [
  { value: 'any', label: m.anyDate },
  { value: 'today', label: m.today },
  { value: 'week', label: m.week },
  { value: 'month', label: m.month },
  { value: 'custom', label: m.custom },
];

type Props = {
  filters: OrderSearch;
  query: string;
  onQueryChange: (q: string) => void;
  onChange: (patch: Partial<OrderSearch>) => void;
  onClear: () => void;
  shown: number;
  total: number;
};

export function OrderFilterBar({ filters, query, onQueryChange, onChange, onClear, shown, total }: Props) {
  const t = useT();
  const custom = filters.range === 'custom';
  return (
    <FilterForm
      label={t(m.filter)}
      noun={t(m.ordersNoun)}
      shown={shown}
      total={total}
      onClear={onClear}
      cols={{ base: 1, sm: 2, md: 3, xl: custom ? 5 : 3 }}
    >
      <TextInput
        label={t(m.search)}
        placeholder={t(m.searchHint)}
        leftSection={<IconSearch size={18} aria-hidden />}
        value={query}
        onChange={(e) => onQueryChange(e.currentTarget.value)}
        type="search"
      />
      <NativeSelect
        label={t(m.status)}
        data={statusOptions.map((o) => ({ value: o.value, label: t(o.label) }))}
        value={filters.status ?? 'all'}
        onChange={(e) => onChange({ status: e.currentTarget.value as OrderSearch['status'] })}
      />
      <NativeSelect
        label={t(m.dateRange)}
        data={rangeOptions.map((o) => ({ value: o.value, label: t(o.label) }))}
        value={filters.range ?? 'any'}
        onChange={(e) => onChange({ range: e.currentTarget.value as OrderSearch['range'] })}
      />
      {custom && (
        <>
          <TextInput
            type="date"
            label={t(m.from)}
            value={filters.from ?? ''}
            max={filters.to}
            onChange={(e) => onChange({ from: e.currentTarget.value || undefined })}
          />
          <TextInput
            type="date"
            label={t(m.to)}
            value={filters.to ?? ''}
            min={filters.from}
            error={isRangeReversed(filters) ? t(m.reversed) : undefined}
            onChange={(e) => onChange({ to: e.currentTarget.value || undefined })}
          />
        </>
      )}
    </FilterForm>
  );
}
