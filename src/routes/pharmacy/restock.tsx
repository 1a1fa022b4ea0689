import { createFileRoute } from '@tanstack/react-router';
import { RestockScreen } from '@/features/pharmacy/restock/RestockScreen';

export const Route = createFileRoute('/pharmacy/restock')({
  staticData: { hideFooter: true },
  head: () => ({ meta: [{ title: 'Restock | Magani Health' }] }),
  component: RestockScreen,
});
