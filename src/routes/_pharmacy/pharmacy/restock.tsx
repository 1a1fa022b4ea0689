import { createFileRoute } from '@tanstack/react-router';
import { RestockScreen } from '@/features/pharmacy/restock/RestockScreen';

export const Route = createFileRoute('/_pharmacy/pharmacy/restock')({
  staticData: { title: 'Restock | Magani Health' },
  component: RestockScreen,
});
