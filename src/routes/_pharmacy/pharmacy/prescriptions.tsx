import { createFileRoute } from '@tanstack/react-router';
import { PharmacyQueue } from '@/features/prescriptions/PharmacyQueue';

export const Route = createFileRoute('/_pharmacy/pharmacy/prescriptions')({
  staticData: { title: 'Prescriptions | Magani Health' },
  component: PharmacyQueue,
});
