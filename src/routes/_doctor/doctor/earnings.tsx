import { createFileRoute } from '@tanstack/react-router';
import { DoctorEarnings } from '@/features/money/MoneyPage';

export const Route = createFileRoute('/_doctor/doctor/earnings')({
  staticData: { title: 'Earnings | Magani Health' },
  component: DoctorEarnings,
});
