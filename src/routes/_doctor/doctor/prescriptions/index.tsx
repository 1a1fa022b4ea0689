import { createFileRoute } from '@tanstack/react-router';
import { WrittenPrescriptions } from '@/features/consultations/WrittenPrescriptions';

export const Route = createFileRoute('/_doctor/doctor/prescriptions/')({
  staticData: { title: 'My Prescriptions | Magani Health' },
  component: WrittenPrescriptions,
});
