import '@mantine/core/styles/Container.css';
import '@mantine/core/styles/Title.css';
import '@mantine/core/styles/Text.css';
import '@mantine/core/styles/Button.css';
import '@mantine/core/styles/Group.css';
import '@mantine/core/styles/Paper.css';
import { useState } from 'react';
import { Button, Container, Group, Paper, Text, Title } from '@mantine/core';
import { Link } from '@tanstack/react-router';
import { notify } from '@/lib/notify';
import { useSearchBox } from '@/lib/use-search-box';
import { ConfirmDialog } from '@/components/ConfirmDialog';
import { IconArrowLeft } from '@/components/screen-icons';
import { IconDownload } from '@/features/admin/icons';
import { UserFilterBar } from '@/features/admin/users/UserFilterBar';
import { UserRow } from '@/features/admin/users/UserRow';
import { UserSummaryTiles } from '@/features/admin/users/UserSummaryTiles';
import { downloadCsv, exportFileName, usersToCsv } from '@/features/admin/users/export-users';
import { sampleUsers } from '@/features/admin/users/sample-users';
import { filterUsers, summarizeUsers } from '@/features/admin/users/user-filters';
import type { AdminUser, UserSearch } from '@/features/admin/users/user-schema';
import { statusAction } from '@/features/admin/users/user-status';
import classes from '@/features/admin/users/Users.module.css';

type Props = {
  search: UserSearch;
  /** Merges a change into the current URL state (which may have moved on since the last render). */
  onSearchChange: (patch: Partial<UserSearch>) => void;
};

const cleared: Record<keyof UserSearch, undefined> = {
  q: undefined,
  role: undefined,
  status: undefined,
  location: undefined,
};

export function UsersScreen({ search, onSearchChange }: Props) {
  // Sample users: status changes live on this screen only, as nothing is saved to a server yet.
  const [users, setUsers] = useState(() => sampleUsers());
  const [pending, setPending] = useState<AdminUser | null>(null);
  const box = useSearchBox(search.q, (q) => onSearchChange({ q }));

  const filters = { ...search, q: box.query };
  const visible = filterUsers(users, filters);
  const action = pending && statusAction(pending.status);

  function confirm() {
    if (!pending || !action) return;
    setUsers((list) => list.map((u) => (u.id === pending.id ? { ...u, status: action.to } : u)));
    void notify({
      title: `User ${action.done}`,
      message: `${pending.name} has been ${action.done}.`,
      color: action.destructive ? 'gray' : 'green',
    });
    setPending(null);
  }

  function exportUsers() {
    const fileName = exportFileName();
    downloadCsv(fileName, usersToCsv(visible));
    void notify({ title: 'Export ready', message: `${visible.length} users saved to ${fileName}.` });
  }

  return (
    <Container size="xl" py={{ base: 'md', sm: 'xl' }} px={{ base: 'sm', sm: 'md' }}>
      <Group justify="space-between" align="flex-end" gap="sm" mb="md">
        <div>
          <Button component={Link} to="/dashboard/admin" variant="subtle" leftSection={<IconArrowLeft size={18} />} px="xs">
            Back
          </Button>
          <Title order={1} mt="xs" fz={{ base: 26, sm: 32 }}>
            User Management
          </Title>
          <Text c="dimmed">Patients, pharmacies, doctors and riders on Magani Health.</Text>
        </div>
        <Button leftSection={<IconDownload size={18} />} onClick={exportUsers} disabled={visible.length === 0}>
          Export Users
        </Button>
      </Group>

      <UserSummaryTiles summary={summarizeUsers(users)} />

      <UserFilterBar
        filters={filters}
        query={box.query}
        onQueryChange={box.change}
        onChange={onSearchChange}
        onClear={() => {
          box.clear();
          onSearchChange(cleared);
        }}
        shown={visible.length}
        total={users.length}
      />

      <Title order={2} fz="lg" mb="sm">
        Users
      </Title>
      {visible.length === 0 ? (
        <Paper withBorder radius="lg" p="xl" ta="center">
          <Text fw={600}>No users match these filters</Text>
          <Text size="sm" c="dimmed">
            Try another search, or clear the filters.
          </Text>
        </Paper>
      ) : (
        <ul className={classes.list} aria-label="Users">
          {visible.map((user) => (
            <UserRow key={user.id} user={user} onAction={setPending} />
          ))}
        </ul>
      )}

      <ConfirmDialog
        opened={pending !== null}
        title={pending && action ? `${action.question} ${pending.name}?` : ''}
        confirmLabel={action?.label ?? ''}
        cancelLabel="Cancel"
        destructive={action?.destructive}
        onCancel={() => setPending(null)}
        onConfirm={confirm}
      >
        {action?.explanation}
      </ConfirmDialog>
    </Container>
  );
}
