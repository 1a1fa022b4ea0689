import { createFileRoute } from '@tanstack/react-router';
import { MyPrescriptions } from '@/features/prescriptions/MyPrescriptions';

export const Route = createFileRoute('/prescriptions/')({
  staticData: { title: 'My Prescriptions | Magani Health' },
  component: MyPrescriptions,
});
