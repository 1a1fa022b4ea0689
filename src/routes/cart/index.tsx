import { createFileRoute } from '@tanstack/react-router';
import { CartScreen } from '@/features/catalogue/CartScreen';
import { loadCatalogue } from '@/features/catalogue/medications-source';

export const Route = createFileRoute('/cart/')({
  loader: () => loadCatalogue().catch(() => undefined),
  head: () => ({ meta: [{ title: 'Your Cart | Magani Health' }] }),
  component: CartRoute,
});

function CartRoute() {
  return <CartScreen catalogue={Route.useLoaderData()} />;
}
