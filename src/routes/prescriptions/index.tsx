import { createFileRoute } from '@tanstack/react-router';
import { MyPrescriptions } from '@/features/prescriptions/MyPrescriptions';

export const Route = createFileRoute('/prescriptions/')({
  head: () => ({ meta: [{ title: 'My Prescriptions | Magani Health' }] }),
  component: MyPrescriptions,
});
