import { createFileRoute } from '@tanstack/react-router';
import { PharmacyQueue } from '@/features/prescriptions/PharmacyQueue';

export const Route = createFileRoute('/pharmacy/prescriptions')({
  staticData: { hideFooter: true },
  head: () => ({ meta: [{ title: 'Prescriptions | Magani Health' }] }),
  component: PharmacyQueue,
});
