import { createFileRoute } from '@tanstack/react-router';
import { PharmaciesScreen } from '@/features/admin/pharmacies/PharmaciesScreen';

export const Route = createFileRoute('/_admin/admin/pharmacies')({
  staticData: { title: 'Pharmacy Management | Magani Health' },
  component: PharmaciesScreen,
});
