import { createFileRoute } from '@tanstack/react-router';
import { InventoryScreen } from '@/features/pharmacy/inventory/InventoryScreen';

export const Route = createFileRoute('/pharmacy/inventory')({
  staticData: { hideFooter: true },
  head: () => ({ meta: [{ title: 'Inventory | Magani Health' }] }),
  component: InventoryScreen,
});
