import { createFileRoute } from '@tanstack/react-router';
import { UsersScreen } from '@/features/admin/users/UsersScreen';
import { readUserSearch } from '@/features/admin/users/user-search';

export const Route = createFileRoute('/_admin/admin/users')({
  validateSearch: readUserSearch,
  staticData: { title: 'User Management | Magani Health' },
  component: AdminUsersRoute,
});

function AdminUsersRoute() {
  const search = Route.useSearch();
  const navigate = Route.useNavigate();
  return (
    <UsersScreen
      search={search}
      onSearchChange={(patch) => void navigate({ search: (prev) => ({ ...prev, ...patch }), replace: true })}
    />
  );
}
