import { createFileRoute } from '@tanstack/react-router';
import { OrdersScreen } from '@/features/pharmacy/orders/OrdersScreen';
import { readOrderSearch } from '@/features/pharmacy/orders/order-search';

export const Route = createFileRoute('/_pharmacy/pharmacy/orders')({
  validateSearch: readOrderSearch,
  staticData: { title: 'Manage Orders | Magani Health' },
  component: PharmacyOrdersRoute,
});

function PharmacyOrdersRoute() {
  const search = Route.useSearch();
  const navigate = Route.useNavigate();
  return (
    <OrdersScreen
      search={search}
      onSearchChange={(patch) => void navigate({ search: (prev) => ({ ...prev, ...patch }), replace: true })}
    />
  );
}
