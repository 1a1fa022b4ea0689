import { useState } from 'react';
import { Button, Container, Group, Paper, Text, Title } from '@mantine/core';
import { Link } from '@tanstack/react-router';
import { notify } from '@/lib/notify';
import { useSessionHint } from '@/lib/auth/hint';
import { useRemote } from '@/lib/use-remote';
import { useSearchBox } from '@/lib/use-search-box';
import { ConfirmDialog } from '@/components/ConfirmDialog';
import { LoadFailed } from '@/components/LoadFailed';
import { IconArrowLeft, IconDownload } from '@tabler/icons-react';
import { UserFilterBar } from '@/features/admin/users/UserFilterBar';
import { Pager } from '@/components/Pager';
import { UserRow } from '@/features/admin/users/UserRow';
import { UserSummaryTiles } from '@/features/admin/users/UserSummaryTiles';
import { useExportUsers } from '@/features/admin/users/useExportUsers';
import type { AdminUser, UserSearch } from '@/features/admin/users/user-schema';
import { statusAction } from '@/features/admin/users/user-status';
import { fetchSummary, fetchUsers, PAGE_SIZE, setSuspended } from '@/features/admin/users/users-api';
import classes from '@/features/admin/users/Users.module.css';
import { users as messages } from '@/features/admin/users/users.messages';
import { admin } from '@/lib/admin/admin.messages';
import { translate } from '@/lib/i18n/i18n';
import { usePlurals, useT } from '@/lib/i18n/use-t';

type Props = {
  search: UserSearch;
  /** Merges a change into the current URL state (which may have moved on since the last render). */
  onSearchChange: (patch: Partial<UserSearch>) => void;
};

const cleared: Record<keyof UserSearch, undefined> = { q: undefined, role: undefined, status: undefined, state: undefined, page: undefined };

export function UsersScreen({ search, onSearchChange }: Props) {
  const t = useT();
  // Activity counts are plurals: the rows show once Lingui is in.
  const plurals = usePlurals(true);
  const me = useSessionHint().userId;
  const [pending, setPending] = useState<AdminUser | null>(null);
  const [saving, setSaving] = useState(false);
  // Any filter change starts again at page 1.
  const box = useSearchBox(search.q, (q) => onSearchChange({ q, page: undefined }));
  const filters = { ...search, q: box.query };
  const page = search.page ?? 1;
  const key = JSON.stringify([search.q, search.role, search.status, search.state, page]);
  const list = useRemote(() => fetchUsers(search, (page - 1) * PAGE_SIZE), key);
  const summary = useRemote(fetchSummary, 'summary');
  const exporter = useExportUsers(search);
  const action = pending && statusAction(pending.status);
  const users = list.data?.users ?? [];
  const total = list.data?.total ?? 0;

  async function confirm() {
    if (!pending || !action) return;
    setSaving(true);
    try {
      await setSuspended(pending.id, action.suspend);
      void notify({ title: translate(action.doneTitle), message: translate(action.doneText, { name: pending.name }), color: action.destructive ? 'gray' : 'green' });
      list.reload();
      summary.reload();
    } catch (error) {
      void notify({ title: translate(admin.notSaved), message: (error as Error).message, color: 'red' });
    } finally {
      setSaving(false);
      setPending(null);
    }
  }

  return (
    <Container size="xl" py={{ base: 'md', sm: 'xl' }} px={{ base: 'sm', sm: 'md' }}>
      <Group justify="space-between" align="flex-end" gap="sm" mb="md">
        <div>
          <Button component={Link} to="/dashboard/admin" variant="subtle" leftSection={<IconArrowLeft size={18} aria-hidden />} px="xs">
            {t(admin.back)}
          </Button>
          <Title order={1} mt="xs" fz={{ base: 26, sm: 32 }}>
            {t(messages.title)}
          </Title>
          <Text c="dimmed">{t(messages.subtitle)}</Text>
        </div>
        <Button leftSection={<IconDownload size={18} aria-hidden />} onClick={() => void exporter.run()} loading={exporter.busy} disabled={total === 0}>
          {t(messages.export)}
        </Button>
      </Group>

      {summary.data && <UserSummaryTiles summary={summary.data} />}

      <UserFilterBar
        filters={filters}
        query={box.query}
        onQueryChange={box.change}
        onChange={(patch) => onSearchChange({ ...patch, page: undefined })}
        onClear={() => {
          box.clear();
          onSearchChange(cleared);
        }}
        shown={users.length}
        total={total}
      />

      <Title order={2} fz="lg" mb="sm">
        {t(messages.list)}
      </Title>
      {list.state === 'failed' ? (
        <LoadFailed what={t(messages.what)} onRetry={list.reload} />
      ) : list.state === 'ready' && users.length === 0 ? (
        <Paper withBorder radius="lg" p="xl" ta="center">
          <Text fw={600}>{t(messages.noMatch)}</Text>
          <Text size="sm" c="dimmed">
            {t(messages.noMatchNext)}
          </Text>
        </Paper>
      ) : (
        <ul className={classes.list} aria-label={t(messages.list)} aria-busy={list.state === 'loading'}>
          {plurals && users.map((user) => (
            <UserRow key={user.id} user={user} onAction={setPending} isSelf={user.id === me} />
          ))}
        </ul>
      )}
      <Pager page={page} total={total} size={PAGE_SIZE} onPage={(p) => onSearchChange({ page: p === 1 ? undefined : p })} />

      <ConfirmDialog
        opened={pending !== null}
        title={pending && action ? t(action.question, { name: pending.name }) : ''}
        confirmLabel={action ? t(action.label) : ''}
        cancelLabel={t(admin.cancel)}
        destructive={action?.destructive}
        onCancel={() => !saving && setPending(null)}
        onConfirm={() => void confirm()}
      >
        {action && t(action.explanation)}
      </ConfirmDialog>
    </Container>
  );
}
