import { createFileRoute } from '@tanstack/react-router';
import { InventoryScreen } from '@/features/pharmacy/inventory/InventoryScreen';

export const Route = createFileRoute('/_pharmacy/pharmacy/inventory')({
  staticData: { title: 'Inventory | Magani Health' },
  component: InventoryScreen,
});
