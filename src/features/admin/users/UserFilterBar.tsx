import '@mantine/core/styles/Paper.css';
import '@mantine/core/styles/Input.css';
import '@mantine/core/styles/SimpleGrid.css';
import '@mantine/core/styles/Button.css';
import '@mantine/core/styles/Group.css';
import '@mantine/core/styles/Text.css';
import { Button, Group, NativeSelect, Paper, SimpleGrid, Text, TextInput } from '@mantine/core';
import { IconSearch } from '@/components/screen-icons';
import { userLocations, userRoles, userStatuses, type UserSearch } from '@/features/admin/users/user-schema';
import { roleTones, statusTones } from '@/features/admin/users/user-status';

const roleOptions = [{ value: 'all', label: 'All roles' }, ...userRoles.map((r) => ({ value: r, label: roleTones[r].label }))];
const statusOptions = [{ value: 'all', label: 'All statuses' }, ...userStatuses.map((s) => ({ value: s, label: statusTones[s].label }))];
const locationOptions = [{ value: 'all', label: 'All locations' }, ...userLocations.map((l) => ({ value: l, label: l }))];

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
    <Paper
      component="form"
      role="search"
      aria-label="Filter users"
      onSubmit={(e) => e.preventDefault()}
      withBorder
      radius="lg"
      p="md"
      mb="md"
    >
      <SimpleGrid cols={{ base: 1, sm: 2, lg: 4 }} spacing="sm">
        <TextInput
          label="Search users"
          placeholder="Name, email or phone"
          type="search"
          leftSection={<IconSearch size={18} />}
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
          label="Location"
          data={locationOptions}
          value={filters.location ?? 'all'}
          onChange={(e) => onChange({ location: e.currentTarget.value as UserSearch['location'] })}
        />
      </SimpleGrid>
      <Group justify="space-between" mt="sm" gap="xs">
        <Text size="sm" c="dimmed" role="status">
          Showing {shown} of {total} users
        </Text>
        <Button variant="subtle" size="compact-sm" onClick={onClear}>
          Clear filters
        </Button>
      </Group>
    </Paper>
  );
}
