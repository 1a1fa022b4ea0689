import { NativeSelect, TextInput } from '@mantine/core';
import { FilterForm } from '@/components/FilterForm';
import { IconSearch } from '@tabler/icons-react';
import { nigerianStates, userRoles, userStatuses, type UserSearch } from '@/features/admin/users/user-schema';
import { roleTones, statusTones } from '@/features/admin/users/user-status';

const roleOptions = [
  { value: 'all', label: 'All roles' },
  ...userRoles.map((r) => ({ value: r, label: roleTones[r].label })),
];
const statusOptions = [
  { value: 'all', label: 'All statuses' },
  ...userStatuses.map((s) => ({ value: s, label: statusTones[s].label })),
];
const stateOptions = [
  { value: 'all', label: 'All states' },
  ...nigerianStates.map((l) => ({ value: l, label: l })),
];

type Props = {
  filters: UserSearch;
  query: string;
  onQueryChange: (q: string) => void;
  onChange: (patch: Partial<UserSearch>) => void;
  onClear: () => void;
  shown: number;
  total: number;
};

export function UserFilterBar({ filters, query, onQueryChange, onChange, onClear, shown, total }: Props) {
  return (
    <FilterForm
      label="Filter users"
      noun="users"
      shown={shown}
      total={total}
      onClear={onClear}
      cols={{ base: 1, sm: 2, lg: 4 }}
    >
      <TextInput
        label="Search users"
        placeholder="Name, email or phone"
        type="search"
        leftSection={<IconSearch size={18} aria-hidden />}
        value={query}
        onChange={(e) => onQueryChange(e.currentTarget.value)}
      />
      <NativeSelect
        label="Role"
        data={roleOptions}
        value={filters.role ?? 'all'}
        onChange={(e) => onChange({ role: e.currentTarget.value as UserSearch['role'] })}
      />
      <NativeSelect
        label="Status"
        data={statusOptions}
        value={filters.status ?? 'all'}
        onChange={(e) => onChange({ status: e.currentTarget.value as UserSearch['status'] })}
      />
      <NativeSelect
        label="State"
        data={stateOptions}
        value={filters.state ?? 'all'}
        onChange={(e) => onChange({ state: e.currentTarget.value as UserSearch['state'] })}
      />
    </FilterForm>
  );
}
