import { createFileRoute } from '@tanstack/react-router';
import { WrittenPrescriptions } from '@/features/consultations/WrittenPrescriptions';

export const Route = createFileRoute('/doctor/prescriptions/')({
  head: () => ({ meta: [{ title: 'My Prescriptions | Magani Health' }] }),
  component: WrittenPrescriptions,
});
