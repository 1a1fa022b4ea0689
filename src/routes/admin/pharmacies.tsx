import { createFileRoute } from '@tanstack/react-router';
import { PharmaciesScreen } from '@/features/admin/pharmacies/PharmaciesScreen';

export const Route = createFileRoute('/admin/pharmacies')({
  staticData: { hideFooter: true },
  head: () => ({ meta: [{ title: 'Pharmacy Management | Magani Health' }] }),
  component: PharmaciesScreen,
});
