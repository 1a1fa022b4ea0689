import { NativeSelect, TextInput } from '@mantine/core';
import { FilterForm } from '@/components/FilterForm';
import { IconSearch } from '@tabler/icons-react';
import { isRangeReversed } from '@/features/pharmacy/orders/order-filters';
import type { OrderSearch } from '@/features/pharmacy/orders/order-schema';

const statusOptions = [
  { value: 'all', label: 'All statuses' },
  { value: 'pending', label: 'Pending Review' },
  { value: 'confirmed', label: 'Confirmed' },
  { value: 'preparing', label: 'Preparing' },
  { value: 'ready', label: 'Ready for Pickup' },
  { value: 'completed', label: 'Completed' },
];

const rangeOptions = [
  { value: 'any', label: 'Any date' },
  { value: 'today', label: 'Today' },
  { value: 'week', label: 'Last 7 days' },
  { value: 'month', label: 'Last 30 days' },
  { value: 'custom', label: 'Custom range' },
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
  const custom = filters.range === 'custom';
  return (
    <FilterForm
      label="Filter orders"
      noun="orders"
      shown={shown}
      total={total}
      onClear={onClear}
      cols={{ base: 1, sm: 2, md: 3, xl: custom ? 5 : 3 }}
    >
      <TextInput
        label="Search orders"
        placeholder="Order ID, customer or medication"
        leftSection={<IconSearch size={18} aria-hidden />}
        value={query}
        onChange={(e) => onQueryChange(e.currentTarget.value)}
        type="search"
      />
      <NativeSelect
        label="Status"
        data={statusOptions}
        value={filters.status ?? 'all'}
        onChange={(e) => onChange({ status: e.currentTarget.value as OrderSearch['status'] })}
      />
      <NativeSelect
        label="Date range"
        data={rangeOptions}
        value={filters.range ?? 'any'}
        onChange={(e) => onChange({ range: e.currentTarget.value as OrderSearch['range'] })}
      />
      {custom && (
        <>
          <TextInput
            type="date"
            label="From"
            value={filters.from ?? ''}
            max={filters.to}
            onChange={(e) => onChange({ from: e.currentTarget.value || undefined })}
          />
          <TextInput
            type="date"
            label="To"
            value={filters.to ?? ''}
            min={filters.from}
            error={isRangeReversed(filters) ? 'End date is before the start date' : undefined}
            onChange={(e) => onChange({ to: e.currentTarget.value || undefined })}
          />
        </>
      )}
    </FilterForm>
  );
}
