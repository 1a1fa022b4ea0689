import { createFileRoute } from '@tanstack/react-router';
import { RiderEarnings } from '@/features/money/MoneyPage';

export const Route = createFileRoute('/_rider/rider/earnings')({
  staticData: { title: 'Earnings | Magani Health' },
  component: RiderEarnings,
});
