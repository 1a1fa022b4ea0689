import { NativeSelect, TextInput } from '@mantine/core';
import { FilterForm } from '@/components/FilterForm';
import { IconSearch } from '@tabler/icons-react';
import { nigerianStates, userRoles, userStatuses, type UserSearch } from '@/features/admin/users/user-schema';
import { roleNames, statusNames } from '@/features/admin/users/user-status';
import { useT } from '@/lib/i18n/use-t';
import { users as messages } from '@/features/admin/users/users.messages';


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
  const t = useT();
  const roleOptions = [{ value: 'all', label: t(messages.allRoles) }, ...userRoles.map((r) => ({ value: r, label: t(roleNames[r]) }))];
  const statusOptions = [{ value: 'all', label: t(messages.allStatuses) }, ...userStatuses.map((s) => ({ value: s, label: t(statusNames[s]) }))];
  // State names are the same in every language.
  const stateOptions = [{ value: 'all', label: t(messages.allStates) }, ...nigerianStates.map((l) => ({ value: l, label: l }))];
  return (
    <FilterForm
      label={t(messages.filter)}
      noun={t(messages.noun)}
      shown={shown}
      total={total}
      onClear={onClear}
      cols={{ base: 1, sm: 2, lg: 4 }}
    >
      <TextInput
        label={t(messages.search)}
        placeholder={t(messages.searchHint)}
        type="search"
        leftSection={<IconSearch size={18} aria-hidden />}
        value={query}
        onChange={(e) => onQueryChange(e.currentTarget.value)}
      />
      <NativeSelect
        label={t(messages.role)}
        data={roleOptions}
        value={filters.role ?? 'all'}
        onChange={(e) => onChange({ role: e.currentTarget.value as UserSearch['role'] })}
      />
      <NativeSelect
        label={t(messages.status)}
        data={statusOptions}
        value={filters.status ?? 'all'}
        onChange={(e) => onChange({ status: e.currentTarget.value as UserSearch['status'] })}
      />
      <NativeSelect
        label={t(messages.state)}
        data={stateOptions}
        value={filters.state ?? 'all'}
        onChange={(e) => onChange({ state: e.currentTarget.value as UserSearch['state'] })}
      />
    </FilterForm>
  );
}
