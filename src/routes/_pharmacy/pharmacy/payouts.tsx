import { createFileRoute } from '@tanstack/react-router';
import { PharmacyPayouts } from '@/features/money/MoneyPage';

export const Route = createFileRoute('/_pharmacy/pharmacy/payouts')({
  staticData: { title: 'Payouts | Magani Health' },
  component: PharmacyPayouts,
});
