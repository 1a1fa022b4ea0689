import { createFileRoute } from '@tanstack/react-router';
import { AdminFinance } from '@/features/money/AdminFinance';

export const Route = createFileRoute('/_admin/admin/finance')({
  staticData: { title: 'Finance | Magani Health' },
  component: AdminFinance,
});
