import { createFileRoute } from '@tanstack/react-router';
import { OrdersScreen } from '@/features/pharmacy/orders/OrdersScreen';
import { OrderSearchSchema } from '@/features/pharmacy/orders/order-schema';

export const Route = createFileRoute('/_pharmacy/pharmacy/orders')({
  validateSearch: OrderSearchSchema,
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
